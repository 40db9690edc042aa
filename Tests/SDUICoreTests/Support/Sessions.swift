import Foundation
import SDUITestSupport

@testable import SDUICore
@testable import SDUIDocument

/// A started session over JSON text.
@MainActor
func session(_ json: String, environment: ScreenSession.Environment = .init()) -> ScreenSession {
  let session = ScreenSession(screen: ScreenDecoder().decode(Array(json.utf8)), environment: environment)
  session.start()
  return session
}

/// A started session over a conformance screen, e.g. `nimbus/core-if-nested.json`.
@MainActor
func conformanceSession(_ file: String, environment: ScreenSession.Environment = .init()) throws -> ScreenSession {
  let bytes = try [UInt8](Data(contentsOf: conformanceDirectory.appendingPathComponent(file)))
  let session = ScreenSession(screen: ScreenDecoder().decode(bytes), environment: environment)
  session.start()
  return session
}

extension ScreenSession {
  /// The text property of the node with this id, as a text component
  /// shows it (`null` is empty).
  func text(_ id: String) -> String? {
    instance(id: id)?.property("text").map { Coercion.string(from: $0, dialect: dialect) ?? "" }
  }

  /// The ids of the resolved tree, in pre-order.
  var resolvedIDs: [String] {
    resolvedRoot?.allNodes.map(\.id) ?? []
  }
}
