/// What the demo backend answers, before it is put on the wire. Most
/// replies are a status and a body; the fault endpoints need the transport
/// to misbehave (stop early, drip, redirect forever).
package enum ServeReply: Sendable {
  /// A whole response.
  case body(status: Int, contentType: String, bytes: [UInt8])
  /// A file of `size` bytes, read from disk as it is sent.
  case file(path: String, contentType: String, size: Int)
  /// A redirect to `location`.
  case redirect(status: Int, location: String)
  /// A response that promises `declared` bytes and closes the connection
  /// after the first `sent`.
  case truncated(declared: Int, sent: [UInt8])
  /// `count` bytes of a JSON string, streamed in chunks, never buffered.
  case huge(count: Int)
  /// A body that never ends, in chunks, with no length said.
  case endless
  /// The body one byte at a time, `intervalMilliseconds` apart.
  case drip(bytes: [UInt8], intervalMilliseconds: Int)
  /// The reply, after a delay.
  indirect case delayed(milliseconds: Int, ServeReply)
  /// Server-sent events, each written after its delay in milliseconds.
  case events([(delay: Int, bytes: [UInt8])])

  /// The status the reply carries.
  package var status: Int {
    switch self {
    case .body(let status, _, _), .redirect(let status, _): status
    case .file, .truncated, .huge, .endless, .drip, .events: 200
    case .delayed(_, let reply): reply.status
    }
  }

  /// A JSON reply.
  static func json(_ status: Int, _ text: String) -> ServeReply {
    .body(status: status, contentType: "application/json; charset=utf-8", bytes: Array(text.utf8))
  }

  /// A plain-text reply.
  static func text(_ status: Int, _ text: String) -> ServeReply {
    .body(status: status, contentType: "text/plain; charset=utf-8", bytes: Array((text + "\n").utf8))
  }
}
