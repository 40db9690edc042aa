/// The picture formats sdui-term decodes, told apart by their first bytes
/// (never by a file name or a `Content-Type`, which servers get wrong).
public enum PictureFormat: String, Sendable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case gif = "GIF"
  case webp = "WebP"

  /// The format `bytes` start like, `nil` for anything else.
  ///
  /// ```swift
  /// PictureFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) // .png
  /// ```
  public init?(sniffing bytes: [UInt8]) {
    func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) {
      self = .webp
    } else {
      return nil
    }
  }
}
