/// Writes the base protocol's framing: a `Content-Length` header, a blank
/// line, then the body, as ``MessageReader`` reads it.
package enum MessageFrame {
  /// The body with its header.
  ///
  /// ```swift
  /// MessageFrame.encode(Array("{}".utf8)) // "Content-Length: 2\r\n\r\n{}"
  /// ```
  package static func encode(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
