/// A JSON number that remembers whether it was written as an integer.
///
/// `50` decodes to ``integer(_:)`` and `50.0` or `5e1` to ``double(_:)``,
/// because both dialects print the two differently (`5` and `5.0` in a
/// Nimbus template). An integer too large for `Int` becomes a double, as in
/// the Nimbus core.
public enum JSONNumber: Hashable, Sendable {
  /// A number written without fraction or exponent that fits in `Int`.
  case integer(Int)
  /// Any other number.
  case double(Double)

  /// The value as a `Double`.
  public var doubleValue: Double {
    switch self {
    case .integer(let value): Double(value)
    case .double(let value): value
    }
  }
}
