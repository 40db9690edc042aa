import CImageCodecs

extension PictureDecoder {
  /// libwebp's simple decoder (a still picture; an animated one is refused).
  static func decodeWebP(_ bytes: [UInt8], limits: Limits) throws -> DecodedPicture {
    try bytes.withUnsafeBufferPointer { input in
      var width: Int32 = 0
      var height: Int32 = 0
      guard WebPGetInfo(input.baseAddress, input.count, &width, &height) != 0 else {
        throw PictureError.corrupt(.webp, "libwebp finds no picture in it")
      }
      try limits.check(width: Int(width), height: Int(height), format: .webp)
      guard let decoded = WebPDecodeRGBA(input.baseAddress, input.count, &width, &height) else {
        throw PictureError.corrupt(.webp, "libwebp could not decode it (an animated WebP is not read)")
      }
      defer { WebPFree(decoded) }
      let count = Int(width) * Int(height) * 4
      return DecodedPicture(
        width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: decoded, count: count)))
    }
  }
}
