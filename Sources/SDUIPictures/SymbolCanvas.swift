import CChafa
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// Turns a picture into cells with Chafa's canvas in symbols mode: per
/// cell, a character and its foreground and background colours, at the
/// colour depth the terminal was found to have.
///
/// | depth | Chafa canvas mode |
/// | --- | --- |
/// | truecolor | `TRUECOLOR` |
/// | 256 | `INDEXED_240` (the 240 colours themes do not change) |
/// | 16, 8 | `INDEXED_16`, `INDEXED_8` |
/// | monochrome (`NO_COLOR`, `--color never`) | `FGBG`: shapes only, in the terminal's own colours |
///
/// ```swift
/// let cells = SymbolCanvas.cells(of: picture, size: Size(width: 24, height: 6), depth: .truecolor)
/// ```
public enum SymbolCanvas {
  /// The characters a picture is drawn with.
  public enum Symbols: Sendable, Hashable {
    /// Block elements and spaces (`▀▄▌▐▖...`), shown well by any terminal font.
    case blocks
    /// ASCII characters only.
    case ascii
  }

  /// The cells of `picture` stretched to `size`. Transparent cells have no
  /// background. In monochrome no cell has a colour, and the shapes are
  /// chosen for a dark or light terminal (`darkBackground`).
  public static func cells(
    of picture: DecodedPicture, size: Size, depth: ColorDepth, symbols: Symbols = .blocks, darkBackground: Bool = true
  ) -> CellGrid {
    var grid = CellGrid(size: size)
    guard size.width > 0, size.height > 0 else { return grid }
    let symbolMap = chafa_symbol_map_new()
    defer { chafa_symbol_map_unref(symbolMap) }
    switch symbols {
    case .blocks:
      chafa_symbol_map_add_by_tags(
        symbolMap, ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
      chafa_symbol_map_remove_by_tags(symbolMap, CHAFA_SYMBOL_TAG_WIDE)
    case .ascii:
      chafa_symbol_map_add_by_tags(symbolMap, CHAFA_SYMBOL_TAG_ASCII)
    }
    let config = chafa_canvas_config_new()
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(size.width), Int32(size.height))
    chafa_canvas_config_set_canvas_mode(config, mode(for: depth))
    chafa_canvas_config_set_symbol_map(config, symbolMap)
    if depth == .monochrome {
      chafa_canvas_config_set_fg_color(config, darkBackground ? 0xFF_FFFF : 0)
      chafa_canvas_config_set_bg_color(config, darkBackground ? 0 : 0xFF_FFFF)
    }
    let canvas = chafa_canvas_new(config)
    defer { chafa_canvas_unref(canvas) }
    picture.rgba.withUnsafeBufferPointer {
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(picture.width), Int32(picture.height),
        Int32(picture.width * 4))
    }
    for row in 0..<size.height {
      for column in 0..<size.width {
        let code = chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
        let character = Unicode.Scalar(code).map { String(Character($0)) } ?? " "
        var style = CellStyle()
        var foreground: Int32 = -1
        var background: Int32 = -1
        switch depth {
        case .monochrome:
          break
        case .truecolor:
          chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
          style.foreground = color(foreground)
          style.background = color(background)
        case .palette256, .ansi16, .ansi8:
          // The palette index Chafa chose, as the terminal shows it (Chafa's
          // own idea of the 16 colours' RGB is not the terminal's).
          chafa_canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
          style.foreground = foreground >= 0 ? depth.color(ofIndex: Int(foreground)) : nil
          style.background = background >= 0 ? depth.color(ofIndex: Int(background)) : nil
        }
        grid.write(character, at: Point(column: column, row: row), style: style)
      }
    }
    return grid
  }

  private static func mode(for depth: ColorDepth) -> ChafaCanvasMode {
    switch depth {
    case .truecolor: CHAFA_CANVAS_MODE_TRUECOLOR
    case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
    case .ansi16: CHAFA_CANVAS_MODE_INDEXED_16
    case .ansi8: CHAFA_CANVAS_MODE_INDEXED_8
    case .monochrome: CHAFA_CANVAS_MODE_FGBG
    }
  }

  /// A packed `0xRRGGBB` colour, `nil` for Chafa's transparent (-1).
  private static func color(_ packed: Int32) -> RGBAColor? {
    guard packed >= 0 else { return nil }
    return RGBAColor(red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF))
  }
}
