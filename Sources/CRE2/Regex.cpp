#include "sdui_regex.h"

#include <re2/re2.h>

#include <cstring>
#include <string>
#include <vector>

struct sdui_regex {
  re2::RE2 *expression;
};

sdui_regex *sdui_regex_compile(
    const char *pattern, size_t length, int64_t max_memory, char *error, size_t error_size) {
  re2::RE2::Options options;
  options.set_max_mem(max_memory);
  options.set_log_errors(false);
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  auto *expression = new re2::RE2(re2::StringPiece(pattern, length), options);
  if (!expression->ok()) {
    if (error_size > 0) {
      std::strncpy(error, expression->error().c_str(), error_size - 1);
      error[error_size - 1] = '\0';
    }
    delete expression;
    return nullptr;
  }
  return new sdui_regex{expression};
}

void sdui_regex_free(sdui_regex *regex) {
  if (regex == nullptr) return;
  delete regex->expression;
  delete regex;
}

int sdui_regex_program_size(const sdui_regex *regex) { return regex->expression->ProgramSize(); }

int sdui_regex_group_count(const sdui_regex *regex) { return regex->expression->NumberOfCapturingGroups(); }

int sdui_regex_full_match(const sdui_regex *regex, const char *text, size_t length) {
  return re2::RE2::FullMatch(re2::StringPiece(text, length), *regex->expression) ? 1 : 0;
}

int sdui_regex_find(
    const sdui_regex *regex, const char *text, size_t length, size_t start, int64_t *spans, int span_count) {
  int groups = regex->expression->NumberOfCapturingGroups() + 1;
  if (groups > span_count / 2) groups = span_count / 2;
  if (groups < 1) return 0;
  std::vector<re2::StringPiece> found(groups);
  re2::StringPiece whole(text, length);
  if (!regex->expression->Match(whole, start, length, re2::RE2::UNANCHORED, found.data(), groups)) return 0;
  for (int index = 0; index < groups; index++) {
    if (found[index].data() == nullptr) {
      spans[2 * index] = -1;
      spans[2 * index + 1] = -1;
    } else {
      spans[2 * index] = found[index].data() - text;
      spans[2 * index + 1] = found[index].data() - text + found[index].size();
    }
  }
  return 1;
}
