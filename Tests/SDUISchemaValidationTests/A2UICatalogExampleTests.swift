import Foundation
import SDUIDocument
import SDUISchemaValidation
import SDUITestSupport
import Testing

/// The catalogs' own examples (`catalogs/*/examples/*.json`, each a list
/// of messages): every message is valid against `server_to_client.json`
/// with its catalog as `catalog.json`.
@Suite(.enabled(if: A2UISchemas.isPresent))
struct A2UICatalogExampleTests {
  @Test(arguments: ["basic", "minimal"])
  func everyExampleMessageIsValid(catalog: String) throws {
    let registry = try A2UISchemas.runnerRegistry(catalog: catalog)
    let examples = jsonFiles(in: A2UISchemas.directory.appendingPathComponent("catalogs/\(catalog)/examples"))
    var messageCount = 0
    for example in examples {
      let messages = try JSONParser.parse(Array(Data(contentsOf: example)))["messages"]?.arrayElements ?? []
      for (index, message) in messages.enumerated() {
        let violations = registry.validate(message, against: A2UISchemas.uri("server_to_client.json"))
        #expect(violations.isEmpty, "\(example.lastPathComponent) message \(index): \(violations.map(\.description))")
      }
      messageCount += messages.count
    }
    print(
      "a2ui schema cases: \(catalog) catalog examples, \(messageCount) messages in \(examples.count) files validated")
    #expect(!examples.isEmpty)
  }
}
