/// A text's lines at the widths it was wrapped to, kept by its box: the
/// layout measures a text at a few widths and painting draws it at one of
/// them, so a long text (a field's value echoed as it is typed) is wrapped
/// once for each width, however often it is asked.
package final class WrappedText {
  /// Lines at one width, with the widest of them in cells.
  private struct Wrapping {
    let width: Int?
    let lines: [String]
    let widest: Int
  }

  /// The text wrapped.
  package let text: String
  /// The latest widths asked for, the latest last.
  private var wrappings: [Wrapping] = []
  /// How many widths are kept: a measure without a width, the box's
  /// width, and a couple more while flexing.
  private static let keptWidths = 4

  /// The text, not wrapped yet.
  package init(_ text: String) {
    self.text = text
  }

  /// ``TextWrapping/lines(_:width:)`` of the text.
  package func lines(width: Int?) -> [String] {
    wrapping(width).lines
  }

  /// The widest of those lines, in cells.
  package func widest(width: Int?) -> Int {
    wrapping(width).widest
  }

  private func wrapping(_ width: Int?) -> Wrapping {
    if let kept = wrappings.last(where: { $0.width == width }) { return kept }
    let lines = TextWrapping.lines(text, width: width)
    let wrapping = Wrapping(width: width, lines: lines, widest: TextWrapping.width(of: lines))
    if wrappings.count == Self.keptWidths { wrappings.removeFirst() }
    wrappings.append(wrapping)
    return wrapping
  }
}
