/// Decodes PNG, JPEG, GIF (its first frame) and WebP into RGBA pixels
/// through Debian's libraries (libpng, libjpeg-turbo, giflib, libwebp).
///
/// Each decoder reads the picture's size first and refuses it past
/// `pixelLimit` (or past what its screen's ``DecodeAllowance`` has left)
/// before it allocates a pixel: a 100,000 × 100,000 PNG is a few hundred
/// bytes of input. What a decode costs is bounded by the picture's pixels:
/// a PNG's compressed data is inflated only until its last row (a 64 × 64
/// PNG carrying 15 GB of zeros after its rows costs no more than its rows),
/// a progressive JPEG is held to libjpeg-turbo's limit of scans, and a GIF's
/// frames after the first are never read. A corrupt, truncated or unknown
/// input is a ``PictureError``, never a crash.
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
    try decode(bytes, pixelLimit: pixelLimit, contentType: contentType, allowance: nil)
  }

  /// Decodes `bytes` within what `allowance` has left, stopping with
  /// ``PictureError/stopped`` when it is stopped, and shrunk as
  /// ``DecodedPicture/shrunk(toAtMost:)`` shrinks it to `keptSide` (a PNG
  /// as it is read, never held at full size).
  package static func decode(
    _ bytes: [UInt8], pixelLimit: Int, contentType: String?, allowance: DecodeAllowance?, keptSide: Int? = nil
  ) throws -> DecodedPicture {
    guard let format = PictureFormat(sniffing: bytes) else {
      throw PictureError.unsupported(startingWith: Array(bytes.prefix(8)), contentType: contentType)
    }
    let limits = Limits(pixels: pixelLimit, allowance: allowance, keptSide: keptSide)
    let decoded: DecodedPicture
    switch format {
    case .png: return try decodePNG(bytes, limits: limits)
    case .jpeg: decoded = try decodeJPEG(bytes, limits: limits)
    case .gif: decoded = try decodeGIF(bytes, limits: limits)
    case .webp: decoded = try decodeWebP(bytes, limits: limits)
    }
    return keptSide.map(decoded.shrunk(toAtMost:)) ?? decoded
  }

  /// What one decode may take: pixels per picture, and the screen's.
  struct Limits {
    let pixels: Int
    let allowance: DecodeAllowance?
    /// The longer side a picture is kept at, when it is shrunk.
    var keptSide: Int?

    /// Refuses a size past the picture's limit (or not positive), then
    /// takes its pixels from the screen's allowance.
    func check(width: Int, height: Int, format: PictureFormat) throws {
      guard width > 0, height > 0 else {
        throw PictureError.corrupt(format, "it says it is \(width)×\(height) pixels")
      }
      guard width.multipliedReportingOverflow(by: height).partialValue <= pixels, width <= pixels, height <= pixels
      else { throw PictureError.tooLarge(width: width, height: height, limit: pixels) }
      if let allowance, !allowance.take(width * height) {
        throw PictureError.pastScreenPixels(width: width, height: height, limit: allowance.pixels)
      }
    }

    /// Throws ``PictureError/stopped`` once the screen went.
    func checkGoingOn() throws {
      if allowance?.isStopped == true { throw PictureError.stopped }
    }
  }
}
