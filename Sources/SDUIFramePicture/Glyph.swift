/// A character drawn by a font: its coverage, a byte a pixel (0 none,
/// 255 whole), and where it stands against the pen: `left` pixels right
/// of it and `top` pixels above the baseline.
struct Glyph {
  let width: Int
  let rows: Int
  let left: Int
  let top: Int
  let coverage: [UInt8]
}
