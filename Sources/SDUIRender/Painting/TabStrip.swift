import SDUILayout

/// Where a tab bar's titles stand in its row: each as ` title `, two
/// columns apart. The painter draws them there, a click there selects the
/// tab, and a flow finds each title there.
package enum TabStrip {
  /// Each title's label and its column range from the row's start.
  ///
  /// ```swift
  /// TabStrip.labels(["Home", "Cart"])  // [(" Home ", 0..<6), (" Cart ", 8..<14)]
  /// ```
  package static func labels(_ titles: [String]) -> [(label: String, columns: Range<Int>)] {
    var column = 0
    return titles.map { title in
      let label = " " + TerminalText.sanitized(title) + " "
      let width = DisplayWidth.of(label)
      defer { column += width + 2 }
      return (label, column..<(column + width))
    }
  }
}
