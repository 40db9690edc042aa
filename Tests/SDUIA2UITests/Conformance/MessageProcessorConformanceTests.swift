import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUIA2UI

/// The message processor's cases (action `process_messages`, and
/// `get_renderer_data_model`) of `message_processor_v0_9.yaml` and
/// `message_processor.yaml`, read from the suite: the catalogs a case
/// names, its messages read by ``MessageStream`` and applied in order,
/// then the surfaces, data models or error it expects.
@Suite("A2UI message processor conformance")
struct MessageProcessorConformanceTests {
  /// The names `message_processor_v0_9.yaml` gives the catalog a case
  /// loads from `catalogPaths`: its cases create surfaces with these ids
  /// for that catalog (the file's other ids, like `unknown-catalog`, name
  /// no catalog).
  static let loadedCatalogNames = ["test-catalog", "v09-cat"]

  /// Which of the processor's categories each name the suites give an
  /// error stands for. The files name the same errors differently:
  /// `message_processor.yaml` calls both a surface's state and a missing
  /// catalog a `StateError`.
  static let categories: [String: Set<A2UIProblem.Category>] = [
    "IntegrityError": [.integrity], "CatalogError": [.catalog], "ValidationError": [.validation],
    "StateError": [.integrity, .catalog],
  ]

  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func versionedSuite() throws {
    let file = "message_processor_v0_9.yaml"
    #expect(try A2UIConformanceSuite.run(file, action: "process_messages", Self.runVersioned) > 0)
    #expect(try A2UIConformanceSuite.run(file, action: "get_renderer_data_model", Self.runClientDataModel) > 0)
  }

  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func processorSuite() throws {
    #expect(try A2UIConformanceSuite.run("message_processor.yaml", action: "process_messages", Self.runProcessor) > 0)
  }

  // MARK: message_processor_v0_9.yaml

  static func runVersioned(_ testCase: JSONValue) -> String? {
    let (processor, issue) = process(testCase, messages: testCase["messages"] ?? [], catalogs: catalogs(of: testCase))
    if let expected = testCase["expectError"] { return check(issue, expected) }
    if let issue { return "refused: \(issue)" }
    for member in testCase["expect"]?["surfaces"]?.objectMembers ?? [] {
      let surface = processor.surfaces[member.key]
      let expected = member.value
      if let exists = expected["exists"]?.boolValue, exists != (surface != nil) {
        return "surface \(member.key) \(exists ? "is missing" : "should be gone")"
      }
      guard let surface else { continue }
      if let sends = expected["sendDataModel"]?.boolValue, sends != surface.sendsDataModel {
        return "\(member.key).sendDataModel is \(surface.sendsDataModel)"
      }
      if let theme = expected["theme"], theme != surface.theme ?? .null {
        return "\(member.key).theme is \(surface.theme?.jsonText ?? "absent")"
      }
      if let components = expected["components"], components != JSONValue(.array(surface.orderedComponents)) {
        return "\(member.key).components are \(JSONValue(.array(surface.orderedComponents)).jsonText)"
      }
      if let model = expected["dataModel"], model != surface.dataModel.root {
        return "\(member.key)'s data model is \(surface.dataModel.root.jsonText)"
      }
    }
    return nil
  }

  static func runClientDataModel(_ testCase: JSONValue) -> String? {
    let (processor, issue) = process(testCase, messages: testCase["messages"] ?? [], catalogs: catalogs(of: testCase))
    if let issue { return "refused: \(issue)" }
    let expected = testCase["expect"] ?? .null
    let actual = processor.clientDataModel ?? .null
    return expected == actual ? nil : "the client data model is \(actual.jsonText), expected \(expected.jsonText)"
  }

  /// The catalogs of a case: its `catalogs`, and those of its
  /// `catalogPaths` under their own ids and the suite's names for them.
  static func catalogs(of testCase: JSONValue) -> [(String?, A2UICatalog)] {
    var catalogs: [(String?, A2UICatalog)] = []
    for path in (testCase["catalogPaths"]?.arrayElements ?? []).compactMap(\.stringValue) {
      let file = conformanceDirectory.appendingPathComponent("a2ui/v0_9")
        .appendingPathComponent(String(path.dropFirst("specification/v0_9/".count)))
      guard let bytes = try? Array(Data(contentsOf: file)), let json = try? JSONParser.parse(bytes),
        let catalog = try? A2UICatalog(json: json)
      else { continue }
      catalogs.append((nil, catalog))
      catalogs += loadedCatalogNames.map { ($0, catalog) }
    }
    for json in testCase["catalogs"]?.arrayElements ?? [] {
      if let catalog = try? A2UICatalog(json: json) { catalogs.append((nil, catalog)) }
    }
    return catalogs
  }

  // MARK: message_processor.yaml

  static func runProcessor(_ testCase: JSONValue) -> String? {
    let schema = testCase["catalog"]?["catalog_schema"] ?? .null
    guard let catalog = try? A2UICatalog(json: schema) else { return "the case's catalog is not read" }
    let (processor, issue) = process(testCase, messages: testCase["payload"] ?? [], catalogs: [(nil, catalog)])
    if let expected = testCase["expect_error"] { return check(issue, expected) }
    if let issue { return "refused: \(issue)" }
    let expect = testCase["expect"] ?? [:]
    for member in expect["surfaces"]?.objectMembers ?? [] {
      guard let surface = processor.surfaces[member.key] else { return "surface \(member.key) is missing" }
      if let failure = check(surface, member.value) { return "\(member.key): \(failure)" }
    }
    for id in (expect["absent_surfaces"]?.arrayElements ?? []).compactMap(\.stringValue)
    where processor.surfaces[id] != nil {
      return "surface \(id) should be gone"
    }
    if let expected = expect["client_data_model"]?["surfaces"],
      processor.clientDataModel?["surfaces"] != expected
    {
      return "the client data model is \(processor.clientDataModel?.jsonText ?? "absent")"
    }
    if expect["client_data_model_absent"]?.boolValue == true, let model = processor.clientDataModel {
      return "a client data model is sent: \(model.jsonText)"
    }
    if let expected = expect["client_capabilities"], expected != processor.clientCapabilities {
      return "the capabilities are \(processor.clientCapabilities.jsonText)"
    }
    return nil
  }

  /// A surface against `message_processor.yaml`'s expectations:
  /// components by id as a type and the other properties.
  private static func check(_ surface: Surface, _ expected: JSONValue) -> String? {
    if let catalog = expected["catalogId"]?.stringValue, catalog != surface.catalog.id {
      return "catalog \(surface.catalog.id)"
    }
    if let sends = expected["sendDataModel"]?.boolValue, sends != surface.sendsDataModel {
      return "sendDataModel is \(surface.sendsDataModel)"
    }
    if let model = expected["data_model"], model != surface.dataModel.root {
      return "data model \(surface.dataModel.root.jsonText)"
    }
    if let components = expected["components"]?.objectMembers {
      guard components.count == surface.components.count else {
        return "\(surface.components.count) components, expected \(components.count)"
      }
      for component in components {
        guard let held = surface.component(component.key) else { return "no component \(component.key)" }
        let properties = JSONValue(
          .object((held.objectMembers ?? []).filter { $0.key != "id" && $0.key != "component" }))
        if held["component"] != component.value["component"] || properties != component.value["properties"] ?? [:] {
          return "component \(component.key) is \(held.jsonText)"
        }
      }
    }
    return nil
  }

  // MARK: Both

  /// A2UI's `common_types.json`, which the catalogs' schemas refer to.
  static let commonTypes: JSONValue? = {
    let file = conformanceDirectory.appendingPathComponent("a2ui/v0_9/json/common_types.json")
    return (try? Data(contentsOf: file)).flatMap { try? JSONParser.parse(Array($0)) }
  }()

  /// The processor after a case's messages, and the first issue if one was refused.
  static func process(
    _ testCase: JSONValue, messages: JSONValue, catalogs: [(String?, A2UICatalog)]
  ) -> (SurfaceProcessor, A2UIIssue?) {
    var schemas = commonTypes.flatMap { try? SurfaceSchemas(commonTypes: $0) }
    for (_, catalog) in catalogs { try? schemas?.register(catalog) }
    let processor = SurfaceProcessor(
      catalogs: [], options: .init(strict: testCase["strictMode"]?.boolValue ?? false, schemas: schemas))
    for (name, catalog) in catalogs { processor.register(catalog, as: name) }
    let read = MessageStream.read(Array(messages.jsonText.utf8))
    if let first = read.issues.first { return (processor, first) }
    for (value, path) in read.values {
      do {
        try processor.process(try A2UIMessageDecoder.decode(value, path: path))
      } catch {
        return (processor, error)
      }
    }
    return (processor, nil)
  }

  /// Whether an issue is the error a case expects: its category, and its
  /// message matched as the suites say (a regular expression, which their
  /// plain texts are too).
  static func check(_ issue: A2UIIssue?, _ expected: JSONValue) -> String? {
    guard let issue else { return "accepted; expected \(expected.jsonText)" }
    if let name = expected["category"]?.stringValue, !(categories[name] ?? []).contains(issue.problem.category) {
      return "refused as \(issue.problem.category) (\(issue.problem.message)), expected \(name)"
    }
    if let pattern = expected["message"]?.stringValue,
      issue.problem.message.range(of: pattern, options: .regularExpression) == nil
    {
      return "refused with '\(issue.problem.message)', expected /\(pattern)/"
    }
    return nil
  }
}
