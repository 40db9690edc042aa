import CFreeType

/// The monospace font a frame's text is drawn in, through FreeType: DejaVu
/// Sans Mono (regular, bold, oblique, bold oblique; a style whose file is
/// missing is drawn in the regular one), with DejaVu Sans for characters
/// the monospace one lacks, and the font's own box for those neither has.
///
/// Glyphs are kept once drawn; a screen can show any character, so at
/// most ``keptGlyphs`` are kept, and past that the store starts again.
final class GlyphFaces {
  /// The pixel size the fonts are drawn at.
  let pixelSize: Int
  /// The most glyphs kept.
  static let keptGlyphs = 4_096
  /// Where the fonts are looked for, first to last.
  static let folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/local/share/fonts"]

  private struct Key: Hashable {
    let scalar: UInt32
    let bold: Bool
    let italic: Bool
  }

  private var library: FT_Library?
  /// Regular, bold, oblique, bold oblique.
  private var styled: [FT_Face?] = []
  private var fallback: FT_Face?
  private var glyphs: [Key: Glyph] = [:]

  /// Loads the fonts at a pixel size.
  init(pixelSize: Int) throws(FramePictureError) {
    self.pixelSize = pixelSize
    guard FT_Init_FreeType(&library) == 0 else { throw .fontRefused(path: "(FreeType itself)", code: -1) }
    let files = [
      "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf",
    ]
    guard let regular = try face(named: files[0]) else {
      throw .noFont(searched: Self.folders.map { $0 + "/" + files[0] })
    }
    styled = [regular]
    for file in files.dropFirst() { styled.append(try face(named: file) ?? regular) }
    fallback = try face(named: "DejaVuSans.ttf")
  }

  deinit {
    var done = Set<FT_Face>()
    for face in styled + [fallback] {
      guard let face, done.insert(face).inserted else { continue }
      FT_Done_Face(face)
    }
    FT_Done_FreeType(library)
  }

  /// The glyph of a character in a style: from the monospace face, else
  /// the fallback, else the monospace face's box for a missing character.
  func glyph(_ scalar: Unicode.Scalar, bold: Bool, italic: Bool) -> Glyph {
    let key = Key(scalar: scalar.value, bold: bold, italic: italic)
    if let kept = glyphs[key] { return kept }
    let main = styled[(bold ? 1 : 0) + (italic ? 2 : 0)]
    var drawn: Glyph?
    for face in [main, fallback] {
      guard let face else { continue }
      let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      if index != 0 {
        drawn = render(face, index: index)
        break
      }
    }
    let glyph = drawn ?? render(main, index: 0) ?? Glyph(width: 0, rows: 0, left: 0, top: 0, coverage: [])
    if glyphs.count >= Self.keptGlyphs { glyphs.removeAll(keepingCapacity: true) }
    glyphs[key] = glyph
    return glyph
  }

  private func render(_ face: FT_Face?, index: FT_UInt) -> Glyph? {
    guard let face, FT_Load_Glyph(face, index, sdui_ft_load_render()) == 0, let slot = face.pointee.glyph else {
      return nil
    }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let rows = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    var coverage = [UInt8](repeating: 0, count: width * rows)
    if let buffer = bitmap.buffer, pitch >= width, UInt32(bitmap.pixel_mode) == FT_PIXEL_MODE_GRAY.rawValue {
      for row in 0..<rows {
        for column in 0..<width { coverage[row * width + column] = buffer[row * pitch + column] }
      }
    }
    return Glyph(
      width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
      coverage: coverage)
  }

  /// The face of a font file in the first folder that has it, sized;
  /// `nil` when no folder has it.
  private func face(named file: String) throws(FramePictureError) -> FT_Face? {
    for folder in Self.folders {
      let path = folder + "/" + file
      var face: FT_Face?
      let code = FT_New_Face(library, path, 0, &face)
      if code == 0x01 { continue }  // FT_Err_Cannot_Open_Resource: not there
      guard code == 0, let face else { throw .fontRefused(path: path, code: code) }
      FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
      return face
    }
    return nil
  }
}
