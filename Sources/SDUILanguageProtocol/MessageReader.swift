/// Reads the base protocol's framing from a stream of bytes: header lines
/// (`Content-Length: N`, others ignored) ending in a blank line, then
/// exactly N bytes of body.
///
/// Bytes come in as the stream gives them (``append(_:)``), and each
/// complete message comes out of ``next()``. Nothing the client sends
/// makes it hold more than ``MessageLimits`` allow: a header block with no
/// length, a length that is no number or over the limit, or headers that
/// never end come out as a ``FramingError``, and the reader then discards
/// what follows until the next `Content-Length` header, where it reads on.
///
/// ```swift
/// var reader = MessageReader()
/// reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// reader.next() // .message([123, 125])
/// ```
package struct MessageReader: Sendable {
  /// What ``next()`` gives.
  package enum Item: Sendable, Equatable {
    /// One message's body.
    case message([UInt8])
    /// A message that could not be read, and why; it was skipped.
    case refused(FramingError)
  }

  private enum State: Sendable {
    case header
    case body(length: Int)
    /// Discarding input until the next `Content-Length` header.
    case resynchronizing
  }

  /// The limits in force.
  package let limits: MessageLimits
  private var state = State.header
  private var buffer: [UInt8] = []
  private var start = 0

  private static let headerName = Array("content-length".utf8)

  /// Creates a reader with `limits`.
  package init(limits: MessageLimits = MessageLimits()) {
    self.limits = limits
  }

  /// How many bytes are held, waiting to make a message.
  package var bufferedCount: Int { buffer.count - start }

  /// Whether a message has begun and is not whole yet: its header read
  /// and its body short, or a header begun (a byte that is not a space or
  /// a line break). Skipped input being discarded is not one.
  package var isWithinMessage: Bool {
    switch state {
    case .body: true
    case .header: buffer[start...].contains { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }
    case .resynchronizing: false
    }
  }

  /// Adds bytes read from the stream.
  package mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete message, or the next refusal; `nil` when more
  /// bytes are needed.
  package mutating func next() -> Item? {
    while true {
      switch state {
      case .resynchronizing:
        guard resynchronize() else { return nil }
      case .header:
        guard let end = headerEnd() else {
          guard bufferedCount > limits.maximumHeader else { return nil }
          return refuse(.headerTooLong(limit: limits.maximumHeader), dropping: start + limits.maximumHeader)
        }
        let header = Array(buffer[start..<end.headerEnd])
        switch Self.contentLength(in: header, limit: limits.maximumBody) {
        case .success(let length):
          start = end.bodyStart
          state = .body(length: length)
        case .failure(let error):
          return refuse(error, dropping: end.bodyStart)
        }
      case .body(let length):
        guard bufferedCount >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        state = .header
        return .message(body)
      }
    }
  }

  /// Drops the buffer up to `end` and looks for the next header.
  private mutating func refuse(_ error: FramingError, dropping end: Int) -> Item {
    start = end
    state = .resynchronizing
    return .refused(error)
  }

  /// Discards input up to the next `Content-Length` (any case); `false`
  /// when it is not there yet, keeping only what could be its beginning.
  private mutating func resynchronize() -> Bool {
    let name = Self.headerName
    var index = start
    while index + name.count <= buffer.count {
      if Self.matchesHeaderName(buffer, at: index) {
        start = index
        state = .header
        return true
      }
      index += 1
    }
    start = max(start, buffer.count - (name.count - 1))
    return false
  }

  private static func matchesHeaderName(_ bytes: [UInt8], at index: Int) -> Bool {
    for (offset, expected) in headerName.enumerated() {
      let byte = bytes[index + offset]
      let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
      if lowered != expected { return false }
    }
    return true
  }

  /// Where the header block ends (`\r\n\r\n`, or `\n\n` from a lax client)
  /// and the body starts.
  private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
    var index = start
    let limit = min(buffer.count, start + limits.maximumHeader + 4)
    while index < limit {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
      }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` of a header block; other headers are ignored.
  static func contentLength(in header: [UInt8], limit: Int) -> Result<Int, FramingError> {
    for line in header.split(separator: 0x0A) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
      let name = line[line.startIndex..<colon].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
      guard name.count == headerName.count, matchesHeaderName(Array(name), at: 0) else { continue }
      let value = line[(colon + 1)...].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
      let text = String(decoding: value.prefix(40), as: UTF8.self)
      guard !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return .failure(.invalidContentLength(text))
      }
      guard value.count <= 18, let length = Int(text), length <= limit else {
        return .failure(.bodyTooLarge(length: text, limit: limit))
      }
      return .success(length)
    }
    return .failure(.missingContentLength)
  }
}
