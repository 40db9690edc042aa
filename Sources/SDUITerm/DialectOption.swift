import ArgumentParser
import SDUICore
import SDUIDialects
import SDUIDocument

/// `--dialect auto|NAME`: `auto`, or one of the dialects by name.
struct DialectOption: ExpressibleByArgument, Equatable {
  /// The dialect to force, or `nil` to detect it from the root.
  let dialect: Dialect?

  /// Detection from the document's root.
  static let auto = DialectOption(dialect: nil)

  private init(dialect: Dialect?) {
    self.dialect = dialect
  }

  init?(argument: String) {
    if argument == "auto" {
      self = .auto
    } else if let dialect = Dialect.named(argument) {
      self.init(dialect: dialect)
    } else {
      return nil
    }
  }

  var defaultValueDescription: String { dialect?.name ?? "auto" }

  static var allValueStrings: [String] { ["auto"] + Dialect.allCases.map(\.name) }
}
