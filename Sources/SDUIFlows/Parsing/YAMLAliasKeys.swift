import Foundation
import SDUIDocument

/// Finds an alias (`*name`) written as a mapping key, before Yams reads
/// the text: Yams compares a mapping's keys while it builds the mapping,
/// and an alias of nested anchors as a key is compared whole, hundreds of
/// millions of values, before a budget of values could count them. A flow
/// never needs one, so a file with one is refused where it is written.
///
/// One pass over the text that knows YAML's quoted scalars, comments and
/// block scalars (`|`, `>`), so that a `*name:` inside a string is not
/// taken for a key.
enum YAMLAliasKeys {
  /// Where the first alias written as a key starts, or `nil`.
  static func first(in text: String) -> SourceLocation? {
    var blockIndent: Int?  // inside a block scalar: the indentation of the line that opened it
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let characters = Array(line)
      let indent = characters.prefix { $0 == " " }.count
      if let opened = blockIndent {
        if characters.allSatisfy({ $0 == " " || $0 == "\r" }) || indent > opened { continue }
        blockIndent = nil
      }
      if let column = aliasKey(in: characters) { return SourceLocation(line: number + 1, column: column + 1) }
      if opensBlockScalar(characters) { blockIndent = indent }
    }
    return nil
  }

  /// The column (from 0) of an alias key on one line, outside quotes and comments.
  private static func aliasKey(in line: [Character]) -> Int? {
    var index = 0
    var quote: Character?
    var previous: Character = " "
    while index < line.count {
      let character = line[index]
      if let open = quote {
        if character == "\\" && open == "\"" {
          index += 2
          continue
        }
        if character == open { quote = nil }
      } else if character == "\"" || character == "'", isTokenStart(previous) {
        quote = character
      } else if character == "#", previous == " " || previous == "\t" {
        return nil
      } else if character == "?", isTokenStart(previous), index + 1 < line.count, line[index + 1] == " ",
        line[(index + 1)...].drop(while: { $0 == " " }).first == "*"
      {
        return index
      } else if character == "*", isTokenStart(previous) {
        var end = index + 1
        while end < line.count, !" \t,[]{}".contains(line[end]) { end += 1 }
        let rest = line[end...].drop { $0 == " " || $0 == "\t" }
        if let colon = rest.first, colon == ":", rest.dropFirst().first.map({ " \t,]}\r".contains($0) }) ?? true {
          return index
        }
      }
      previous = character
      index += 1
    }
    return nil
  }

  /// Whether a character may come before a token: the line's start, a
  /// space or a flow collection's punctuation.
  private static func isTokenStart(_ character: Character) -> Bool {
    " \t[{,".contains(character)
  }

  /// Whether the line's value is a block scalar's header (`key: |`, `- >-`).
  private static func opensBlockScalar(_ line: [Character]) -> Bool {
    var text = String(line)
    if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let last = trimmed.split(separator: " ").last, let first = last.first, first == "|" || first == ">" else {
      return false
    }
    return last.dropFirst().allSatisfy { "+-0123456789".contains($0) }
  }
}
