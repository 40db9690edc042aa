import SDUICore
import SDUIDocument
import SDUILayout

extension CellGrid {
  /// How the focused element is marked.
  package enum FocusMark: Sendable {
    /// Reverse video over the whole element: buttons, inputs, rows.
    case reverse
    /// A light edge, its right column in reverse video (a scroll view's
    /// scroll bar), for scroll views and large containers, whose content
    /// reverse video would hide.
    case edge
  }

  /// Marks the focused element in `rect`. In reverse video, the cells
  /// that hold no text take the text's colour first, so a coloured button
  /// reads as one piece from end to end instead of gaining dark caps
  /// where its padding's colour was the page's.
  package mutating func markFocus(_ rect: Rect, as mark: FocusMark) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    switch mark {
    case .edge:
      restyle(Rect(column: area.maxColumn - 1, row: area.origin.row, width: 1, height: area.size.height)) {
        $0.reverse = true
      }
    case .reverse:
      let textColor = textForeground(in: area)
      for row in area.origin.row..<area.maxRow {
        for column in area.origin.column..<area.maxColumn {
          let index = row * size.width + column
          if let textColor, cells[index].style.background != nil, cells[index].text.allSatisfy({ $0 == " " }) {
            cells[index].style.foreground = textColor
          }
          cells[index].style.reverse = true
        }
      }
    }
  }

  /// The first cell of text in `rect`, in reading order: where the cursor
  /// stands on a focused element; `nil` when it shows no text.
  package func firstTextCell(in rect: Rect) -> Point? {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return nil }
    for row in area.origin.row..<area.maxRow {
      for column in area.origin.column..<area.maxColumn {
        let cell = cells[row * size.width + column]
        guard !cell.isContinuation, !cell.style.isPicture, let scalar = cell.text.unicodeScalars.first else { continue }
        // Spaces, brackets and box drawing frame the text; they are not it.
        if cell.text == " " || "[]()".unicodeScalars.contains(scalar) || (0x2500...0x259F).contains(scalar.value) {
          continue
        }
        return Point(column: column, row: row)
      }
    }
    return nil
  }

  /// The colour of the first text in `area`, pictures aside.
  private func textForeground(in area: Rect) -> RGBAColor? {
    for row in area.origin.row..<area.maxRow {
      for column in area.origin.column..<area.maxColumn {
        let cell = cells[row * size.width + column]
        if !cell.style.isPicture, !cell.text.allSatisfy({ $0 == " " }) { return cell.style.foreground }
      }
    }
    return nil
  }
}

extension CellGrid {
  /// The text of a rectangle, rows trimmed and joined by spaces: what an
  /// element shows, as a flow matches it and a screen reader reads it.
  package func text(in rect: Rect) -> String {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return "" }
    var rows: [String] = []
    for row in area.origin.row..<area.maxRow {
      // The row's cells from its first shown one to its last: a cell holds
      // one grapheme, so the spaces trimmed are whole cells.
      let start = row * size.width
      let shows = { (column: Int) -> Bool in
        let cell = self.cells[start + column]
        return !cell.isContinuation && cell.text != " " && !cell.text.isEmpty
      }
      let columns = area.origin.column..<area.maxColumn
      guard let first = columns.first(where: shows), let last = columns.last(where: shows) else { continue }
      var line = ""
      for column in first...last where !cells[start + column].isContinuation { line += cells[start + column].text }
      rows.append(line)
    }
    return rows.joined(separator: " ")
  }
}
