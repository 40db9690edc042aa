import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

/// The A2UI conformance suite's core files (`../shared/conformance/a2ui/conformance/core/`),
/// the cases of one action at a time, and the harness's own skip list.
enum A2UIConformanceSuite {
  /// The folder of the core suites.
  static let coreDirectory = conformanceDirectory.appendingPathComponent("a2ui/conformance/core")

  /// Whether the suite is beside the package.
  static let isPresent = FileManager.default.fileExists(atPath: coreDirectory.path)

  /// The cases this harness does not run, by name, each with its reason
  /// (the suite's README calls this list SKIP_TEST_NAMES).
  static let skipped: [String: String] = [:]

  /// The cases of `file` whose `action` is `action`, each as JSON.
  static func cases(in file: String, action: String) throws -> [JSONValue] {
    let text = try String(contentsOf: coreDirectory.appendingPathComponent(file), encoding: .utf8)
    let document = try YAMLDocument.json(text)
    return (document.arrayElements ?? []).filter { $0["action"]?.stringValue == action }
  }

  /// Runs `run` on every case of `file` with `action` not skipped; a case
  /// fails with the text `run` returns. Records each failure, prints the
  /// file's summary line and returns how many passed.
  @discardableResult
  static func run(
    _ file: String, action: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ run: (JSONValue) -> String?
  ) throws -> Int {
    let cases = try cases(in: file, action: action)
    var passed = 0
    var skippedCount = 0
    for testCase in cases {
      let name = testCase["name"]?.stringValue ?? "?"
      if skipped[name] != nil {
        skippedCount += 1
        continue
      }
      if let failure = run(testCase) {
        Issue.record("\(file) \(name): \(failure)", sourceLocation: sourceLocation)
      } else {
        passed += 1
      }
    }
    print("a2ui conformance: \(file) (\(action)) \(passed) of \(cases.count) passed, \(skippedCount) skipped")
    return passed
  }
}
