/// Decodes PNG, JPEG, GIF (its first frame) and WebP into RGBA pixels
/// through Debian's libraries (libpng, libjpeg-turbo, giflib, libwebp).
///
/// Each decoder reads the picture's size first and refuses it past
/// `pixelLimit` before it allocates a pixel: a 100,000 × 100,000 PNG is a
/// few hundred bytes of input. A corrupt, truncated or unknown input is a
/// ``PictureError``, never a crash.
///
/// ```swift
/// let picture = try PictureDecoder.decode(Array(pngData))
/// picture.size // Size(width: 96, height: 32)
/// ```
public enum PictureDecoder {
  /// The most pixels a picture may have: 4096 × 4096.
  public static let defaultPixelLimit = 4096 * 4096

  /// Decodes `bytes`, whatever their format. `contentType` only enters
  /// the message when the bytes are no picture.
  public static func decode(
    _ bytes: [UInt8], pixelLimit: Int = defaultPixelLimit, contentType: String? = nil
  ) throws -> DecodedPicture {
    guard let format = PictureFormat(sniffing: bytes) else {
      throw PictureError.unsupported(startingWith: Array(bytes.prefix(8)), contentType: contentType)
    }
    switch format {
    case .png: return try decodePNG(bytes, pixelLimit: pixelLimit)
    case .jpeg: return try decodeJPEG(bytes, pixelLimit: pixelLimit)
    case .gif: return try decodeGIF(bytes, pixelLimit: pixelLimit)
    case .webp: return try decodeWebP(bytes, pixelLimit: pixelLimit)
    }
  }

  /// Refuses a size past the limit (or not positive).
  static func check(width: Int, height: Int, format: PictureFormat, pixelLimit: Int) throws {
    guard width > 0, height > 0 else { throw PictureError.corrupt(format, "it says it is \(width)×\(height) pixels") }
    guard width.multipliedReportingOverflow(by: height).partialValue <= pixelLimit, width <= pixelLimit,
      height <= pixelLimit
    else { throw PictureError.tooLarge(width: width, height: height, limit: pixelLimit) }
  }
}
