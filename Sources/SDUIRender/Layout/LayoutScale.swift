/// How many points make a cell: `--scale H[xV]`.
///
/// The default, 4 points per column and 16 per row, puts a 375-point
/// mobile screen in about 94 columns, and a 16-point line of text in one
/// row; text is always one row per line whatever its font size.
/// `--scale 1` is one point per cell, as the layout tests use.
public struct LayoutScale: Hashable, Sendable, CustomStringConvertible {
  /// Points per column.
  package var horizontal: Double
  /// Points per row.
  package var vertical: Double

  /// Creates a scale.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// 4 points per column, 16 per row.
  public static let standard = LayoutScale(horizontal: 4, vertical: 16)

  /// Parses `H` or `HxV` (`4`, `4x16`, `1`); `nil` when malformed or not positive.
  package init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    let taken = 0.01...10_000.0
    guard (1...2).contains(parts.count), let horizontal = Double(parts[0]), taken.contains(horizontal) else {
      return nil
    }
    let vertical = parts.count == 2 ? Double(parts[1]) : horizontal
    guard let vertical, taken.contains(vertical) else { return nil }
    self.init(horizontal: horizontal, vertical: vertical)
  }

  public var description: String { "\(horizontal)x\(vertical)" }
}
