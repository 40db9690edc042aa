import ArgumentParser
import SDUICore
import SDUIDocument

/// `--dialect auto|nimbus|beagle`.
enum DialectOption: String, ExpressibleByArgument, CaseIterable {
  case auto
  case nimbus
  case beagle

  /// The dialect to force, or `nil` to detect it from the root.
  var dialect: Dialect? {
    switch self {
    case .auto: nil
    case .nimbus: .nimbus
    case .beagle: .beagle
    }
  }
}
