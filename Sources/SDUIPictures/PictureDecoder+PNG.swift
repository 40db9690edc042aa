import CPNGReader

extension PictureDecoder {
  /// libpng's progressive reader (`sdui_png_read`), which inflates the
  /// picture's data only until its last row, skips every chunk it does not
  /// draw, asks after each row whether the screen is still there, and
  /// shrinks the picture to its kept side row by row.
  static func decodePNG(_ bytes: [UInt8], limits: Limits) throws -> DecodedPicture {
    let (width, height) = try headerSize(of: bytes)
    try limits.check(width: width, height: height, format: .png)
    let kept = DecodedPicture.shrinking(width: width, height: height, toAtMost: limits.keptSide ?? max(width, height))
    var pixels = [UInt8](repeating: 0, count: kept.width * kept.height * 4)
    var message = [CChar](repeating: 0, count: 256)
    let context = limits.allowance.map { Unmanaged.passUnretained($0).toOpaque() }
    let outcome = withExtendedLifetime(limits.allowance) {
      bytes.withUnsafeBufferPointer { input in
        pixels.withUnsafeMutableBufferPointer { output in
          sdui_png_read(
            input.baseAddress, input.count, output.baseAddress, UInt32(width), UInt32(height), UInt32(kept.factor),
            { context in
              guard let context else { return 1 }
              return Unmanaged<DecodeAllowance>.fromOpaque(context).takeUnretainedValue().isStopped ? 0 : 1
            }, context, &message, message.count)
        }
      }
    }
    if outcome == SDUI_PNG_READ { return DecodedPicture(width: kept.width, height: kept.height, rgba: pixels) }
    if outcome == SDUI_PNG_STOPPED { throw PictureError.stopped }
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw PictureError.corrupt(.png, reason.isEmpty ? "libpng refused it" : reason)
  }

  /// The width and height its first chunk, IHDR, gives (libpng reads them
  /// again and refuses a picture whose size differs).
  private static func headerSize(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw PictureError.corrupt(.png, "it does not start with its header (IHDR)")
    }
    func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(at: 16), number(at: 20))
  }
}
