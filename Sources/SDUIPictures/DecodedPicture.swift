import SDUILayout

/// A decoded picture: 8-bit RGBA pixels, not premultiplied, row by row.
public struct DecodedPicture: Sendable, Equatable {
  /// Width and height in pixels.
  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes.
  package let rgba: [UInt8]

  /// Creates a picture; `rgba` must hold `width × height × 4` bytes.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4, "RGBA bytes do not match the size")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Its size in pixels.
  public var size: Size { Size(width: width, height: height) }

  /// The pixel at `x`, `y` as `(r, g, b, a)`.
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// The pixels of `crop` (clamped to the picture) as a picture of their own.
  package func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> DecodedPicture {
    let left = max(0, min(x, width - 1))
    let top = max(0, min(y, height - 1))
    let shownWidth = max(1, min(cropWidth, width - left))
    let shownHeight = max(1, min(cropHeight, height - top))
    if left == 0, top == 0, shownWidth == width, shownHeight == height { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(shownWidth * shownHeight * 4)
    for row in top..<top + shownHeight {
      let start = (row * width + left) * 4
      bytes.append(contentsOf: rgba[start..<start + shownWidth * 4])
    }
    return DecodedPicture(width: shownWidth, height: shownHeight, rgba: bytes)
  }

  /// The picture shrunk by averaging (a box filter) so that neither side
  /// is longer than `longest` pixels; itself when it already fits. A
  /// picture is kept at most this large: the terminal never shows more.
  public func shrunk(toAtMost longest: Int) -> DecodedPicture {
    let (factor, newWidth, newHeight) = Self.shrinking(width: width, height: height, toAtMost: longest)
    guard factor > 1 else { return self }
    // Through buffer pointers: a 4096 × 4096 picture is 64 MiB, and
    // checked indexing made a debug build take seconds over it. A side
    // shorter than the factor (a 20,000 × 8 strip) averages what it has.
    let bytes = [UInt8](unsafeUninitializedCapacity: newWidth * newHeight * 4) { output, initialized in
      rgba.withUnsafeBufferPointer { input in
        for row in 0..<newHeight {
          let rows = row * factor..<min(height, (row + 1) * factor)
          for column in 0..<newWidth {
            let columns = column * factor..<min(width, (column + 1) * factor)
            var sums = (0, 0, 0, 0)
            for y in rows {
              var index = (y * width + columns.lowerBound) * 4
              for _ in columns {
                sums.0 += Int(input[index])
                sums.1 += Int(input[index + 1])
                sums.2 += Int(input[index + 2])
                sums.3 += Int(input[index + 3])
                index += 4
              }
            }
            let count = rows.count * columns.count
            let target = (row * newWidth + column) * 4
            output[target] = UInt8(sums.0 / count)
            output[target + 1] = UInt8(sums.1 / count)
            output[target + 2] = UInt8(sums.2 / count)
            output[target + 3] = UInt8(sums.3 / count)
          }
        }
      }
      initialized = newWidth * newHeight * 4
    }
    return DecodedPicture(width: newWidth, height: newHeight, rgba: bytes)
  }

  /// How ``shrunk(toAtMost:)`` shrinks a picture of `width` × `height`:
  /// each pixel kept averages a square of `factor` × `factor` (1 when it
  /// fits), and the size it is kept at.
  static func shrinking(width: Int, height: Int, toAtMost longest: Int) -> (factor: Int, width: Int, height: Int) {
    let factor = max(1, (max(width, height) + max(1, longest) - 1) / max(1, longest))
    return (factor, max(1, width / factor), max(1, height / factor))
  }
}
