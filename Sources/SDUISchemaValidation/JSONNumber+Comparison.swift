import SDUIDocument

extension JSONNumber {
  /// The number as an integer, when it is one (`2.0` is).
  var integralValue: Int? {
    switch self {
    case .integer(let value): value
    case .double(let value): value.rounded() == value && abs(value) < 0x1p62 ? Int(value) : nil
    }
  }

  /// Whether this number is less than `other`, integers compared exactly.
  func isLess(than other: JSONNumber) -> Bool {
    if case .integer(let left) = self, case .integer(let right) = other { return left < right }
    return doubleValue < other.doubleValue
  }

  /// Whether the two are the same number (`1` and `1.0` are).
  func isSameNumber(as other: JSONNumber) -> Bool {
    if case .integer(let left) = self, case .integer(let right) = other { return left == right }
    return doubleValue == other.doubleValue
  }
}
