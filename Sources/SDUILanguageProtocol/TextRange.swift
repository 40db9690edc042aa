import SDUIDocument

/// A stretch of a text document, from ``start`` up to ``end`` (excluded),
/// as the protocol's `Range`.
package struct TextRange: Sendable, Hashable, CustomStringConvertible {
  /// Where it starts.
  package var start: Position
  /// Where it ends, excluded.
  package var end: Position

  /// Creates a range.
  package init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// Reads `{"start", "end"}`.
  package init(_ reader: ParamsReader) throws(JSONRPCError) {
    self.init(start: try Position(reader.object("start")), end: try Position(reader.object("end")))
  }

  /// The range as JSON.
  package var json: JSONValue { ["start": start.json, "end": end.json] }

  /// `start-end`.
  package var description: String { "\(start)-\(end)" }
}
