/// The dialects sdui-term reads: the one place that lists them.
extension Dialect: CaseIterable {
  /// Every dialect, in the order detection tries them.
  public static let allCases: [Dialect] = [.nimbus, .beagle]
}

extension Dialect {
  /// The dialect a screen that names none is run as, and whose strict
  /// coercions read the arguments of an app's own operations.
  package static var primary: Dialect { .nimbus }
}
