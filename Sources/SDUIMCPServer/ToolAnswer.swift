import SDUIDocument

/// A tool's answer: text a person reads, the same as data an agent acts
/// on (MCP's `structuredContent`), and whether the step failed (a failed
/// step is an answer with `isError`, its snapshot still given).
package struct ToolAnswer: Sendable {
  package var text: String
  package var structured: JSONValue
  package var isError = false
  /// The frame as a PNG file's bytes, when the call asked for it (MCP's
  /// image content).
  package var picture: [UInt8]?

  /// The most characters of text one answer carries; past it, it is cut
  /// and says so.
  package static let textLimit = 1_000_000

  /// The text cut at ``textLimit`` characters, saying so.
  var boundedText: String {
    guard text.count > Self.textLimit else { return text }
    return String(text.prefix(Self.textLimit)) + "\n… cut at \(Self.textLimit) characters"
  }
}
