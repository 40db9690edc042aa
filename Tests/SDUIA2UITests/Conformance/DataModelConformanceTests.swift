import SDUIDocument
import Testing

@testable import SDUIA2UI

/// `data_model.yaml`'s cases (action `data_model`), read from the suite:
/// a model from `initial`, an observer on each `watch` path, then `steps`.
@Suite("A2UI data model conformance")
struct DataModelConformanceTests {
  /// The paths whose observers fired, one entry a call.
  final class Notifications {
    var paths: [String] = []
  }

  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func dataModelSuite() throws {
    let passed = try A2UIConformanceSuite.run("data_model.yaml", action: "data_model", Self.run)
    #expect(passed > 0)
  }

  /// The case's first failure, or `nil` when it passes.
  static func run(_ testCase: JSONValue) -> String? {
    let model: DataModel
    do {
      model = try DataModel(testCase["initial"] ?? [:])
    } catch {
      return "the initial model is refused: \(error)"
    }
    let notifications = Notifications()
    for path in (testCase["watch"]?.arrayElements ?? []).compactMap(\.stringValue) {
      guard let pointer = try? JSONPointer(parsing: path) else { return "cannot watch \(path)" }
      _ = model.observe(pointer) { _ in notifications.paths.append(path) }
    }
    for (index, step) in (testCase["steps"]?.arrayElements ?? []).enumerated() {
      notifications.paths = []
      if let failure = run(step, on: model, notifications: notifications) {
        return "step \(index + 1) (\(step["op"]?.stringValue ?? "?")): \(failure)"
      }
    }
    return nil
  }

  private static func run(_ step: JSONValue, on model: DataModel, notifications: Notifications) -> String? {
    let path = step["path"]?.stringValue ?? ""
    let outcome: Result<Void, DataModelError>
    do throws(DataModelError) {
      let pointer = try JSONPointer(parsing: path)
      switch step["op"]?.stringValue {
      case "get": return check(read: model.value(at: pointer), step)
      case "set": try model.set(step["value"] ?? .null, at: pointer)
      case "delete": model.delete(at: pointer)
      case "dispose": model.dispose()
      case let op: return "unknown op \(op ?? "none")"
      }
      outcome = .success(())
    } catch {
      outcome = .failure(error)
    }
    if let failure = check(outcome, step) { return failure }
    if let expected = step["expect_notified"]?.arrayElements?.compactMap(\.stringValue),
      expected.sorted() != notifications.paths.sorted()
    {
      return "notified \(notifications.paths), expected \(expected)"
    }
    for member in step["expect_values"]?.objectMembers ?? [] {
      let value = (try? JSONPointer(parsing: member.key)).flatMap(model.value(at:))
      guard value == member.value else {
        return "\(member.key) holds \(value?.jsonText ?? "nothing"), expected \(member.value)"
      }
    }
    return nil
  }

  /// Whether a write failed as the step expects (`expect_error`, a
  /// `DataError` whose text holds `message`) or succeeded.
  private static func check(_ outcome: Result<Void, DataModelError>, _ step: JSONValue) -> String? {
    switch (outcome, step["expect_error"]) {
    case (.success, nil): return nil
    case (.success, let expected?): return "succeeded, expected \(expected)"
    case (.failure(let error), nil): return "failed: \(error)"
    case (.failure(let error), let expected?):
      guard expected["category"]?.stringValue == "DataError" else {
        return "failed with \(error), expected \(expected)"
      }
      let message = expected["message"]?.stringValue ?? ""
      return error.description.contains(message) ? nil : "failed with \(error), expected one saying \(message)"
    }
  }

  /// Whether a read gives what the step expects: `expect`, `expect_absent`
  /// or `expect_type` (`list` or `object`).
  private static func check(read value: JSONValue?, _ step: JSONValue) -> String? {
    if let expected = step["expect"], value != expected {
      return "read \(value?.jsonText ?? "nothing"), expected \(expected)"
    }
    if step["expect_absent"] == true, let value { return "read \(value), expected nothing" }
    switch (step["expect_type"]?.stringValue, value?.kind) {
    case (nil, _), ("list", .array?), ("object", .object?): return nil
    case (let type?, _): return "read \(value?.jsonText ?? "nothing"), expected a \(type)"
    }
  }
}
