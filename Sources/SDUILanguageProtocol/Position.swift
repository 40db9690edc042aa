import SDUIDocument

/// A place in a text document as the protocol counts it: a 0-based line
/// and a 0-based offset in UTF-16 code units on that line (`😀` counts
/// two). ``TextLines`` converts it to and from bytes.
package struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 0-based line.
  package var line: Int
  /// The 0-based offset on the line, in UTF-16 code units.
  package var character: Int

  /// Creates a position.
  package init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Reads `{"line", "character"}`; both must be integers of 0 or more.
  package init(_ reader: ParamsReader) throws(JSONRPCError) {
    self.init(line: try reader.unsignedInteger("line"), character: try reader.unsignedInteger("character"))
  }

  /// The position as JSON.
  package var json: JSONValue {
    ["line": JSONValue(.number(.integer(line))), "character": JSONValue(.number(.integer(character)))]
  }

  /// `line:character`, 0-based.
  package var description: String { "\(line):\(character)" }

  package static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}
