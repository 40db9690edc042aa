/// Why a picture could not be shown; its image shows its stand-in (or
/// placeholder picture) and the message goes to the diagnostics.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are no picture format sdui-term reads.
  case unsupported(startingWith: [UInt8], contentType: String?)
  /// The picture's size, read before decoding, is past the pixel limit.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// The decoder refused the bytes.
  case corrupt(PictureFormat, String)
  /// The picture could not be fetched or read.
  case unavailable(String)
  /// The pictures its screen decoded before it have all the pixels a
  /// screen's pictures may have together.
  case pastScreenPixels(width: Int, height: Int, limit: Int)
  /// Its screen went while it was being decoded; said to no one.
  case stopped

  public var description: String {
    switch self {
    case .unsupported(let bytes, let contentType):
      let start = bytes.prefix(8).map { byte in
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "."
      }.joined()
      let type = contentType.map { " (Content-Type \($0))" } ?? ""
      return bytes.isEmpty
        ? "it is empty\(type)"
        : "it is not a PNG, JPEG, GIF or WebP picture\(type); it starts with '\(start)'"
    case .tooLarge(let width, let height, let limit):
      return "it is \(width)×\(height) pixels, more than the \(limit) pixels a picture may have"
    case .corrupt(let format, let reason):
      return "it is not a readable \(format.rawValue) picture: \(reason)"
    case .unavailable(let reason):
      return reason
    case .pastScreenPixels(let width, let height, let limit):
      return "it is \(width)×\(height) pixels, past the \(limit) pixels the pictures of one screen may have together"
    case .stopped:
      return "its screen went before it was decoded"
    }
  }
}
