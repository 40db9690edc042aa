import Testing

@testable import SDUICore
@testable import SDUIDocument

/// Where a ported row comes from: a peer's repository, the file of its test
/// suite and the test in it.
struct PeerSource: Sendable, CustomStringConvertible {
  enum Repository: String, Sendable, CaseIterable {
    case nimbus = "ZupIT/nimbus"
    case beagleIOS = "ZupIT/beagle-ios"
    case beagleWeb = "ZupIT/beagle-web-core"
    case beagleAndroid = "ZupIT/beagle-android"
    /// The monorepo beagle-ios grew out of; its 1.x iOS suite holds the
    /// string, array and other-operation tables.
    case beagleMonorepo = "ZupIT/beagle"
  }

  var repository: Repository
  var file: String
  var test: String

  var description: String { "\(repository.rawValue) \(file) \(test)" }

  /// A test of the Nimbus core's `unity/operations` folder, e.g. `sum.kt`.
  static func nimbusOperation(_ file: String, _ test: String) -> PeerSource {
    PeerSource(
      repository: .nimbus, file: "src/commonTest/kotlin/br/com/zup/nimbus/core/unity/operations/\(file)", test: test)
  }

  /// A test of the Nimbus core's `unity/expression/expression.kt`.
  static func nimbusExpression(_ test: String) -> PeerSource {
    PeerSource(
      repository: .nimbus, file: "src/commonTest/kotlin/br/com/zup/nimbus/core/unity/expression/expression.kt",
      test: test)
  }

  /// A test of beagle-ios's `ContextExpression/Expression/OperationEvaluation`
  /// folder, e.g. `OperationNumberEvaluationTests.swift`.
  static func beagleIOS(_ file: String, _ test: String) -> PeerSource {
    PeerSource(
      repository: .beagleIOS,
      file: "Sources/Beagle/BeagleTests/ContextExpression/Expression/OperationEvaluation/\(file)", test: test)
  }

  /// A test of the 1.x iOS suite in the Beagle monorepo, same folder.
  static func beagleIOS1x(_ file: String, _ test: String) -> PeerSource {
    PeerSource(
      repository: .beagleMonorepo,
      file: "iOS/Sources/Beagle/BeagleTests/ContextExpression/Expression/OperationEvaluation/\(file)", test: test)
  }

  /// A test of beagle-web-core's `__tests__/unit/old-structure/bindings`
  /// folder, e.g. `operations.spec.ts`.
  static func beagleWeb(_ file: String, _ test: String) -> PeerSource {
    PeerSource(repository: .beagleWeb, file: "__tests__/unit/old-structure/bindings/\(file)", test: test)
  }
}

/// What the peer's test expects of one expression.
enum PeerExpectation: Sendable, CustomStringConvertible {
  /// This value, type included (`3` and `3.0` differ), for a whole-string
  /// expression.
  case value(JSONValue)
  /// This text, as a text component shows the template.
  case shown(String)
  /// No value: the expression is `null` and a diagnostic containing this
  /// text says why.
  case noValue(because: String)

  var description: String {
    switch self {
    case .value(let value): "value \(value.jsonText)"
    case .shown(let text): "shows \"\(text)\""
    case .noValue(let reason): "no value (\(reason))"
    }
  }
}

/// The kinds of behaviour the peers' tables cover.
enum PeerCategory: String, Sendable, CaseIterable {
  case arithmetic, comparison, logic, strings, arrays, objects, conversion
  case nullAndEmpty = "null and empty checks"
  case coercion = "type coercion"
  case escaping = "escaping and literal text"
  case bindingPaths = "binding paths"
  case printing = "how values print"

  /// Whether the dialect has this kind of behaviour: Nimbus has no
  /// conversion operations (`int`, `double`, `string`).
  func applies(to dialect: Dialect) -> Bool {
    self != .conversion || dialect == .beagle
  }
}

/// One row of a peer's test table, in this project's words: a text whose
/// content is `template`, under `contexts` (outermost first), and what the
/// peer expects it to give.
struct PeerRow: Sendable, CustomTestStringConvertible {
  var dialect: Dialect
  var category: PeerCategory
  var source: PeerSource
  var template: String
  var contexts: [Context] = []
  var expected: PeerExpectation

  struct Context: Sendable {
    var name: String
    var value: JSONValue
  }

  var testDescription: String { "\(category.rawValue): \(template) → \(expected) [\(source)]" }
}

/// Builds rows compactly: one operation called with several argument lists.
struct PeerTable {
  var dialect: Dialect
  var category: PeerCategory
  var source: PeerSource
  var contexts: [PeerRow.Context] = []

  /// `operation(arguments)` for each pair of arguments and expectation.
  func calls(_ operation: String, _ cases: [(String, PeerExpectation)]) -> [PeerRow] {
    cases.map { arguments, expected in
      PeerRow(
        dialect: dialect, category: category, source: source, template: "@{\(operation)(\(arguments))}",
        contexts: contexts, expected: expected)
    }
  }

  /// Whole templates, each with its expectation.
  func templates(_ cases: [(String, PeerExpectation)]) -> [PeerRow] {
    cases.map { template, expected in
      PeerRow(
        dialect: dialect, category: category, source: source, template: template, contexts: contexts,
        expected: expected)
    }
  }
}

/// Shorthands for the row tables.
func value(_ json: JSONValue) -> PeerExpectation { .value(json) }
func shown(_ text: String) -> PeerExpectation { .shown(text) }
func noValue(_ reason: String) -> PeerExpectation { .noValue(because: reason) }
func context(_ name: String, _ value: JSONValue) -> PeerRow.Context { PeerRow.Context(name: name, value: value) }
