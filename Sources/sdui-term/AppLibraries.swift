import SDUIComponents
import SDUICore

/// The libraries every command reads screens with: the `demo` library and
/// the Store sample's `store` compatibility library, both registered
/// through the public extension API.
enum AppLibraries {
  static let all: [Library] = [DemoLibrary.library, StoreLibrary.library]
}
