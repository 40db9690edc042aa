import CImageCodecs

extension PictureDecoder {
  /// libpng's simplified API, which reports errors by return value.
  static func decodePNG(_ bytes: [UInt8], pixelLimit: Int) throws -> DecodedPicture {
    try bytes.withUnsafeBytes { input in
      var image = png_image()
      image.version = sdui_png_image_version()
      guard png_image_begin_read_from_memory(&image, input.baseAddress, input.count) != 0 else {
        throw PictureError.corrupt(.png, message(of: image))
      }
      let (width, height) = (Int(image.width), Int(image.height))
      do {
        try check(width: width, height: height, format: .png, pixelLimit: pixelLimit)
      } catch {
        png_image_free(&image)
        throw error
      }
      image.format = sdui_png_format_rgba()
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
      guard finished != 0 else {
        let reason = message(of: image)
        png_image_free(&image)
        throw PictureError.corrupt(.png, reason)
      }
      return DecodedPicture(width: width, height: height, rgba: pixels)
    }
  }

  private static func message(of image: png_image) -> String {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return text.isEmpty ? "libpng refused it" : text
  }
}
