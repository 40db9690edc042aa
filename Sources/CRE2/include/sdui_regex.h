#ifndef SDUI_REGEX_H
#define SDUI_REGEX_H

// RE2 (Debian's libre2) behind a C interface for Swift: regular
// expressions that match in time linear in the text, whatever the
// pattern, for the patterns screens send (`match`, `replace`).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sdui_regex sdui_regex;

/// Compiles `pattern` (`length` bytes of UTF-8) in RE2's syntax, its
/// program held to `max_memory` bytes. Returns NULL when it does not
/// compile, with RE2's reason in `error` (at most `error_size` bytes, with
/// its NUL).
sdui_regex *sdui_regex_compile(
    const char *pattern, size_t length, int64_t max_memory, char *error, size_t error_size);

/// Frees a compiled expression.
void sdui_regex_free(sdui_regex *regex);

/// The size of the expression's compiled program, in RE2's instructions:
/// what one byte of text costs to scan, at most.
int sdui_regex_program_size(const sdui_regex *regex);

/// How many capturing groups the expression has.
int sdui_regex_group_count(const sdui_regex *regex);

/// Whether the whole of `text` matches.
int sdui_regex_full_match(const sdui_regex *regex, const char *text, size_t length);

/// Finds the first match in `text` at or after byte `start`: fills
/// `spans` with the start and end byte of the match and of each group
/// (-1 for a group that took no part), `span_count` of them at most, and
/// returns 1; returns 0 when there is no match.
int sdui_regex_find(
    const sdui_regex *regex, const char *text, size_t length, size_t start, int64_t *spans, int span_count);

#ifdef __cplusplus
}
#endif

#endif
