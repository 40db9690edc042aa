import Foundation
import SDUIDocument
import SDUISchemaValidation
import SDUITestSupport

/// A2UI v0.9's schemas (`../shared/conformance/a2ui/v0_9/`), registered as
/// its test runner (`test/run_tests.py`) registers them: the messages'
/// schemas and common types by their `$id`s, `client_to_server.json` (which
/// has none) by its file's URI, and the basic catalog as `catalog.json`
/// beside them, the URI `server_to_client.json` and `common_types.json` refer to.
enum A2UISchemas {
  /// The folder of the v0.9 specification.
  static let directory = conformanceDirectory.appendingPathComponent("a2ui/v0_9")
  /// Whether it is beside the package.
  static let isPresent = FileManager.default.fileExists(atPath: directory.path)
  /// The URI the specification's schemas are under.
  static let base = "https://a2ui.org/specification/v0_9/"

  /// The URI of a schema file of `json/`.
  static func uri(_ file: String) -> String { base + file }

  /// The JSON of a file of the specification's folder.
  static func json(_ relativePath: String) throws -> JSONValue {
    let bytes = try Data(contentsOf: directory.appendingPathComponent(relativePath))
    return try JSONParser.parse(Array(bytes))
  }

  /// A registry of the schemas the test runner loads, with `catalog`'s
  /// catalog (`basic` or `minimal`) as `catalog.json`.
  static func runnerRegistry(catalog: String = "basic") throws -> SchemaRegistry {
    var registry = SchemaRegistry(vocabulary: .a2uiCatalogs)
    try registry.register(json("json/common_types.json"))
    try registry.register(json("json/server_to_client.json"))
    try registry.register(json("json/client_to_server.json"), as: uri("client_to_server.json"))
    try registry.register(json("catalogs/\(catalog)/catalog.json"), as: uri("catalog.json"))
    return registry
  }
}
