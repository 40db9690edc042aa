import CImageCodecs

extension PictureDecoder {
  /// TurboJPEG, which reports errors by return value; its warnings (a
  /// truncated file) count as errors, as a half-grey picture is no picture,
  /// and so does a progressive JPEG of more than 500 scans (each scan goes
  /// over every pixel again: a small file of thousands costs minutes).
  static func decodeJPEG(_ bytes: [UInt8], limits: Limits) throws -> DecodedPicture {
    guard let handle = tjInitDecompress() else { throw PictureError.corrupt(.jpeg, "TurboJPEG did not start") }
    defer { tjDestroy(handle) }
    return try bytes.withUnsafeBufferPointer { input in
      var width: Int32 = 0
      var height: Int32 = 0
      var subsampling: Int32 = 0
      var colorspace: Int32 = 0
      guard
        tjDecompressHeader3(
          handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace) == 0
      else { throw PictureError.corrupt(.jpeg, reason(handle)) }
      try limits.check(width: Int(width), height: Int(height), format: .jpeg)
      var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
      let status = pixels.withUnsafeMutableBufferPointer {
        tjDecompress2(
          handle, input.baseAddress, UInt(input.count), $0.baseAddress, width, 0, height, Int32(TJPF_RGBA.rawValue),
          TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
      }
      guard status == 0 else { throw PictureError.corrupt(.jpeg, reason(handle)) }
      return DecodedPicture(width: Int(width), height: Int(height), rgba: pixels)
    }
  }

  private static func reason(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "TurboJPEG refused it" }
    return String(cString: text)
  }
}
