import ArgumentParser
import SDUIComponents
import SDUICore
import SDUIDocument

/// The sample libraries that ship with sdui-term, written with the public
/// extension API: `demo` (the custom-component demo and the playground)
/// and `store` (the Store sample's compatibility components). They are
/// registered only where they are asked for: by `sdui-term demo`, and by
/// `--library` for the other commands (`make` passes it for `Screens/`),
/// so an app whose namespace is `store` never gets the sample's reading of
/// its components.
public enum SampleLibrary: String, CaseIterable, ExpressibleByArgument, Sendable {
  case demo
  case store

  /// The library itself.
  public var library: Library {
    switch self {
    case .demo: DemoLibrary.library
    case .store: StoreLibrary.library
    }
  }

  /// Every sample library, as `sdui-term demo` registers them.
  public static var all: [Library] { allCases.map(\.library) }
}

/// `--library NAME`, repeatable, for the commands that read screens.
struct LibraryOptions: ParsableArguments {
  @Option(
    name: .customLong("library"),
    help: "Register a bundled sample library: demo or store (repeatable; the bundled Screens use both).")
  var names: [SampleLibrary] = []

  /// The app's own libraries (``SDUITermCommand/main(libraries:)``), then
  /// the samples asked for, each once, in the order of `SampleLibrary`.
  var libraries: [Library] {
    SDUITermCommand.appLibraries + SampleLibrary.allCases.filter(names.contains).map(\.library)
  }
}
