import CImageCodecs
import SDUIDocument

/// An RGB picture being drawn, eight bits a channel, row by row: what
/// ``FramePainter`` paints a frame's cells into and encodes as PNG.
/// Everything drawn is clipped to the picture.
struct PixelCanvas {
  let width: Int
  let height: Int
  private(set) var pixels: [UInt8]

  /// A picture of one colour.
  init(width: Int, height: Int, color: RGBAColor) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 3)
    fill(x: 0, y: 0, width: width, height: height, color: color)
  }

  /// Paints a rectangle in a colour, its alpha ignored.
  mutating func fill(x: Int, y: Int, width: Int, height: Int, color: RGBAColor) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom else { return }
    for row in top..<bottom {
      var index = (row * self.width + left) * 3
      for _ in left..<right {
        pixels[index] = color.red
        pixels[index + 1] = color.green
        pixels[index + 2] = color.blue
        index += 3
      }
    }
  }

  /// Lays a colour over a rectangle by a share of 0 to 255.
  mutating func blend(x: Int, y: Int, width: Int, height: Int, color: RGBAColor, share: UInt8) {
    for row in max(0, y)..<max(max(0, y), min(self.height, y + height)) {
      for column in max(0, x)..<max(max(0, x), min(self.width, x + width)) {
        lay(color, share: share, at: (row * self.width + column) * 3)
      }
    }
  }

  /// Lays a colour over the picture through a glyph's coverage, the
  /// glyph's top left corner at `x`, `y`.
  mutating func draw(_ mask: Glyph, x: Int, y: Int, color: RGBAColor) {
    for maskRow in 0..<mask.rows {
      let row = y + maskRow
      guard row >= 0, row < height else { continue }
      for maskColumn in 0..<mask.width {
        let column = x + maskColumn
        guard column >= 0, column < width else { continue }
        let coverage = mask.coverage[maskRow * mask.width + maskColumn]
        guard coverage > 0 else { continue }
        lay(color, share: UInt8(coverage), at: (row * width + column) * 3)
      }
    }
  }

  private mutating func lay(_ color: RGBAColor, share: UInt8, at index: Int) {
    let top = Int(share)
    func mix(_ over: UInt8, _ under: UInt8) -> UInt8 {
      UInt8((Int(over) * top + Int(under) * (255 - top) + 127) / 255)
    }
    pixels[index] = mix(color.red, pixels[index])
    pixels[index + 1] = mix(color.green, pixels[index + 1])
    pixels[index + 2] = mix(color.blue, pixels[index + 2])
  }

  /// The picture as a PNG file's bytes (libpng's simplified writer).
  func png() throws(FramePictureError) -> [UInt8] {
    var image = png_image()
    image.version = sdui_png_image_version()
    image.width = png_uint_32(width)
    image.height = png_uint_32(height)
    image.format = sdui_png_format_rgb()
    // Frames are mostly runs of one colour: a tenth of the pixels' bytes
    // is ample; when it is not, libpng says how much is, and it is tried again.
    var capacity = pixels.count / 10 + 65_536
    for _ in 0..<2 {
      var output = [UInt8](repeating: 0, count: capacity)
      var written = png_alloc_size_t(capacity)
      let done = output.withUnsafeMutableBytes { buffer in
        pixels.withUnsafeBytes { source in
          png_image_write_to_memory(&image, buffer.baseAddress, &written, 0, source.baseAddress, 0, nil)
        }
      }
      if done != 0 { return Array(output.prefix(Int(written))) }
      guard Int(written) > capacity else { break }
      capacity = Int(written)
    }
    let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    png_image_free(&image)
    throw .notEncoded(message.isEmpty ? "libpng wrote nothing" : message)
  }
}
