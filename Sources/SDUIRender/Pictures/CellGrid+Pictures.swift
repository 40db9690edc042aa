import SDUILayout

extension CellGrid {
  /// Lays a picture's cells over the grid at `origin`, inside `clip`: each
  /// marked ``CellStyle/isPicture``, and where the picture is transparent
  /// (a colour missing) the background beneath shows.
  package mutating func pastePicture(_ picture: CellGrid, at origin: Point, clip: Rect) {
    let area = clip.intersection(bounds)
    for row in 0..<picture.size.height {
      for column in 0..<picture.size.width {
        let target = Point(column: origin.column + column, row: origin.row + row)
        guard area.contains(target) else { continue }
        var cell = picture[column, row]
        guard !cell.isContinuation else { continue }
        cell.style.isPicture = true
        // A transparent part (no colour) shows what is beneath.
        let beneath = self[target.column, target.row].style.background
        if cell.style.background == nil { cell.style.background = beneath }
        if cell.style.foreground == nil { cell.style.foreground = beneath }
        write(cell.text, at: target, style: cell.style, clip: area)
      }
    }
  }
}
