import SDUICore
import SDUILayout

extension Painter {
  /// The most cells a grid drawn apart from the frame may have (a custom
  /// component's, a picture's): more than any terminal shows.
  static let largestGrid = 1 << 20

  /// Whether a grid of `size` may be drawn apart: its cells no more than
  /// ``largestGrid``.
  static func fitsAGrid(_ size: Size) -> Bool {
    let (cells, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    return !overflow && cells <= largestGrid
  }

  /// An image: its picture placed by its fit once it arrived, else its
  /// placeholder picture, else the stand-in (a frame with `▣` and the
  /// label); nothing under `--images none`.
  func paintImage(_ image: ImageContent, in rect: Rect, clip: Rect, into grid: inout CellGrid) {
    guard images != .none else { return }
    if let pictures {
      for picture in [image.picture, image.placeholder].compactMap(\.self) {
        guard case .ready(let pixels) = pictures.status(of: picture) else { continue }
        let placement = PicturePlacement(pixels: pixels, box: rect.size, fit: image.fit, scale: scale)
        guard Self.fitsAGrid(placement.cells.size),
          let cells = pictures.cells(of: picture, crop: placement.crop, size: placement.cells.size)
        else {
          continue
        }
        let origin = Point(
          column: rect.origin.column + placement.cells.origin.column,
          row: rect.origin.row + placement.cells.origin.row)
        grid.pastePicture(cells, at: origin, clip: rect.intersection(clip))
        return
      }
    }
    var visual = BoxVisual()
    visual.hasBorder = rect.size.height >= 3
    if visual.hasBorder { drawBorder(rect, visual: visual, clip: clip, into: &grid) }
    let row = rect.origin.row + rect.size.height / 2
    drawLines(
      ["▣ " + TerminalText.sanitized(image.label)],
      in: Rect(column: rect.origin.column + 1, row: row, width: max(0, rect.size.width - 2), height: 1),
      alignment: .center, style: CellStyle(dim: true), clip: clip, into: &grid)
  }
}
