import SDUIA2UI
import SDUIDocument

/// The catalogs an agent is told the client supports
/// (`supportedCatalogIds`): A2UI's basic and minimal ones, and the apps'.
enum ClientCatalogs {
  /// Their ids, for the libraries registered.
  static func ids(libraries: [Library]) -> [String] {
    [A2UICatalog.basic.id, A2UICatalog.minimal.id] + libraries.flatMap(\.catalogIDs)
  }
}
