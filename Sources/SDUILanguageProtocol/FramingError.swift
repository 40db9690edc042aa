/// Why a message's framing could not be read: the header block of the
/// base protocol (`Content-Length: N` lines ending in a blank line) was
/// missing its length, held one that is no length or over the limit, or
/// never ended. The reader refuses the message, skips to the next header
/// and goes on; the server answers the refusal with a JSON-RPC error.
package enum FramingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A header block without `Content-Length`.
  case missingContentLength
  /// A `Content-Length` that is not a decimal number of bytes.
  case invalidContentLength(String)
  /// A body longer than the limit.
  case bodyTooLarge(length: String, limit: Int)
  /// Headers that went on past the limit without a blank line.
  case headerTooLong(limit: Int)

  /// The problem in words.
  package var description: String {
    switch self {
    case .missingContentLength: "a message header without Content-Length"
    case .invalidContentLength(let text): "Content-Length '\(text)' is not a number of bytes"
    case .bodyTooLarge(let length, let limit):
      "a message of \(length) bytes is over the limit of \(limit) bytes; it was skipped"
    case .headerTooLong(let limit): "a message header longer than \(limit) bytes"
    }
  }
}
