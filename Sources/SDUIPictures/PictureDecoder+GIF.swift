import CImageCodecs

extension PictureDecoder {
  /// giflib's record reader, for the first frame only: the frames after it
  /// are never read, so an animation costs no more than its first picture.
  /// Its canvas and its frame each take their pixels from the screen's.
  static func decodeGIF(_ bytes: [UInt8], limits: Limits) throws -> DecodedPicture {
    let reader = GIFByteReader(bytes)
    var error: Int32 = 0
    guard let file = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), GIFByteReader.read, &error) else {
      throw PictureError.corrupt(.gif, reason(error))
    }
    defer {
      DGifCloseFile(file, &error)
      withExtendedLifetime(reader) {}
    }
    let width = Int(file.pointee.SWidth)
    let height = Int(file.pointee.SHeight)
    try limits.check(width: width, height: height, format: .gif)
    var transparent: Int32 = -1
    while true {
      var record = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(file, &record) != GIF_ERROR else { throw PictureError.corrupt(.gif, reason(file)) }
      switch record {
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(file) != GIF_ERROR else { throw PictureError.corrupt(.gif, reason(file)) }
        return try firstFrame(file, width: width, height: height, transparent: transparent, limits: limits)
      case EXTENSION_RECORD_TYPE:
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(file, &code, &block) != GIF_ERROR else {
          throw PictureError.corrupt(.gif, reason(file))
        }
        if code == GRAPHICS_EXT_FUNC_CODE, let block {
          var control = GraphicsControlBlock()
          if DGifExtensionToGCB(Int(block[0]), block + 1, &control) != GIF_ERROR {
            transparent = control.TransparentColor
          }
        }
        while block != nil {
          guard DGifGetExtensionNext(file, &block) != GIF_ERROR else { throw PictureError.corrupt(.gif, reason(file)) }
        }
      case TERMINATE_RECORD_TYPE:
        throw PictureError.corrupt(.gif, "it ends before its first frame")
      default:
        throw PictureError.corrupt(.gif, "it has a record giflib does not know")
      }
    }
  }

  /// The frame just described, on a transparent canvas of the GIF's size.
  private static func firstFrame(
    _ file: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, transparent: Int32, limits: Limits
  ) throws -> DecodedPicture {
    let description = file.pointee.Image
    let frameWidth = Int(description.Width)
    let frameHeight = Int(description.Height)
    try limits.check(width: frameWidth, height: frameHeight, format: .gif)
    guard let colorMap = description.ColorMap ?? file.pointee.SColorMap else {
      throw PictureError.corrupt(.gif, "its first frame has no colour table")
    }
    let colors = UnsafeBufferPointer(start: colorMap.pointee.Colors, count: Int(colorMap.pointee.ColorCount))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var line = [GifPixelType](repeating: 0, count: frameWidth)
    for row in rowOrder(height: frameHeight, interlaced: description.Interlace) {
      try limits.checkGoingOn()
      guard DGifGetLine(file, &line, Int32(frameWidth)) != GIF_ERROR else {
        throw PictureError.corrupt(.gif, reason(file))
      }
      let y = Int(description.Top) + row
      guard y >= 0, y < height else { continue }
      for (column, index) in line.enumerated() {
        let x = Int(description.Left) + column
        guard x >= 0, x < width, Int32(index) != transparent, Int(index) < colors.count else { continue }
        let color = colors[Int(index)]
        let offset = (y * width + x) * 4
        pixels[offset] = color.Red
        pixels[offset + 1] = color.Green
        pixels[offset + 2] = color.Blue
        pixels[offset + 3] = 255
      }
    }
    return DecodedPicture(width: width, height: height, rgba: pixels)
  }

  /// The rows in the order they are stored: top to bottom, or in GIF's
  /// four interlaced passes.
  private static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
  }

  private static func reason(_ file: UnsafeMutablePointer<GifFileType>) -> String {
    reason(file.pointee.Error)
  }

  private static func reason(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib refused it (error \(code))"
  }
}

/// The bytes giflib reads through its input callback.
private final class GIFByteReader {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  static let read: InputFunc = { file, buffer, wanted in
    guard let file, let buffer, let owner = file.pointee.UserData else { return 0 }
    let reader = Unmanaged<GIFByteReader>.fromOpaque(owner).takeUnretainedValue()
    let count = max(0, min(Int(wanted), reader.bytes.count - reader.offset))
    guard count > 0 else { return 0 }
    reader.bytes.withUnsafeBufferPointer { source in
      guard let start = source.baseAddress else { return }
      buffer.update(from: start + reader.offset, count: count)
    }
    reader.offset += count
    return Int32(count)
  }
}
