import Foundation

/// How an HTTP answer's body holds A2UI messages, told by its content type
/// (and, when the server names no useful type, by the path's extension).
enum AnswerKind: Equatable, Sendable {
  /// JSON Lines: one message on each line, read as the lines come.
  case jsonLines
  /// Server-sent events: one message (or an array of them) in each
  /// event's data, read as the events come.
  case events
  /// Anything else: a whole document, read once it has all come (a
  /// screen, or one JSON message or array of them).
  case document

  /// The media types that mean JSON Lines, by the names servers give them.
  static let jsonLinesTypes: Set<String> = [
    "application/jsonl", "application/x-jsonl", "application/jsonlines", "application/x-jsonlines",
    "application/ndjson", "application/x-ndjson",
  ]

  /// The types a server gives when it names none in particular.
  static let unnamedTypes: Set<String> = ["", "application/octet-stream", "text/plain"]

  /// The kind of an answer of `contentType` to a request for `url`.
  init(contentType: String?, url: String) {
    let type = Self.mediaType(contentType)
    if type == "text/event-stream" {
      self = .events
    } else if Self.jsonLinesTypes.contains(type) {
      self = .jsonLines
    } else if Self.unnamedTypes.contains(type), Self.namesJSONLines(url) {
      self = .jsonLines
    } else {
      self = .document
    }
  }

  /// Whether the answer is read as it comes.
  var streams: Bool { self != .document }

  /// A content type's media type, in lower case, without its parameters.
  static func mediaType(_ contentType: String?) -> String {
    let type = (contentType ?? "").split(separator: ";", maxSplits: 1).first ?? ""
    return type.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// Whether the URL's path ends in `.jsonl` or `.ndjson`.
  static func namesJSONLines(_ url: String) -> Bool {
    let path = url.split(separator: "#", maxSplits: 1).first.map(String.init) ?? url
    let bare = (path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path).lowercased()
    return bare.hasSuffix(".jsonl") || bare.hasSuffix(".ndjson")
  }
}
