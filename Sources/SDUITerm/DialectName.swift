import ArgumentParser
import SDUIDialects
import SDUIDocument

/// `--dialect NAME` where a dialect must be named: one of the dialects.
struct DialectName: ExpressibleByArgument {
  /// The dialect named.
  let dialect: Dialect

  init?(argument: String) {
    guard let dialect = Dialect.named(argument) else { return nil }
    self.dialect = dialect
  }

  var defaultValueDescription: String { dialect.name }

  static var allValueStrings: [String] { Dialect.allCases.map(\.name) }
}
