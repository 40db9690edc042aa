import SDUICore
import SDUIDocument

/// Evaluates dynamic values over a surface's data model: literals as they
/// are, bindings read at their path (relative ones against ``scope``),
/// calls by the function of that name in ``catalog``.
///
/// A result of `nil` is A2UI's undefined: a binding to a path that holds
/// nothing, or a formatting function given no value (data that has not
/// arrived yet), which a component shows as empty.
///
/// Evaluation is bounded whatever the data holds: calls nest at most
/// ``maximumCallDepth`` deep, one evaluation makes at most
/// ``maximumCalls`` calls (a template that interpolates itself twice
/// would otherwise double at each level), and a `formatString` result is
/// at most ``maximumResultLength`` Unicode scalars.
///
/// ```swift
/// let evaluator = FunctionEvaluator(model: model, catalog: .basic, environment: environment)
/// try evaluator.evaluate(.call(FunctionCall(name: "not", arguments: [.init(name: "value", value: .literal(true))])))
/// // false
/// ```
package final class FunctionEvaluator {
  /// The data bindings read.
  package let model: DataModel
  /// What relative paths are resolved against: a template item's path.
  package let scope: JSONPointer
  /// The functions calls may name.
  package let catalog: FunctionCatalog
  /// The locale, time zone and clock formatting uses.
  package let environment: FormattingEnvironment
  /// The parser of `formatString`'s templates.
  package let parser: ExpressionParser
  /// How deeply calls may nest.
  package let maximumCallDepth: Int
  /// The most calls one ``evaluate(_:)`` may make.
  package let maximumCalls: Int
  /// The longest text `formatString` makes, in Unicode scalars.
  package let maximumResultLength: Int
  /// The paths the last ``evaluate(_:)`` read, which are those whose
  /// change can change its result: what a component observes to know when
  /// to evaluate its property again.
  package private(set) var pointersRead: Set<JSONPointer> = []
  private var depth = 0
  private var calls = 0

  /// Creates an evaluator; by default calls nest 32 deep, one evaluation
  /// makes 10,000 calls and `formatString` makes 1,000,000 scalars at most.
  package init(
    model: DataModel, scope: JSONPointer = .root, catalog: FunctionCatalog, environment: FormattingEnvironment,
    parser: ExpressionParser = ExpressionParser(), maximumCallDepth: Int = 32, maximumCalls: Int = 10_000,
    maximumResultLength: Int = 1_000_000
  ) {
    self.model = model
    self.scope = scope
    self.catalog = catalog
    self.environment = environment
    self.parser = parser
    self.maximumCallDepth = maximumCallDepth
    self.maximumCalls = maximumCalls
    self.maximumResultLength = maximumResultLength
  }

  /// The value of `value` now; `nil` is undefined.
  ///
  /// - Throws: ``FunctionError`` when a path is not a pointer, a function
  ///   is unknown or given what it cannot take, or a bound is passed.
  package func evaluate(_ value: DynamicValue) throws(FunctionError) -> JSONValue? {
    if depth == 0 {
      calls = 0
      pointersRead = []
    }
    switch value {
    case .literal(let literal): return literal
    case .binding(let path):
      let pointer = try pointer(path)
      pointersRead.insert(pointer)
      return model.value(at: pointer)
    case .call(let call): return try evaluate(call)
    }
  }

  /// The pointer a binding's path names, relative ones resolved against
  /// ``scope``.
  package func pointer(_ path: String) throws(FunctionError) -> JSONPointer {
    do {
      return try JSONPointer(parsing: path, relativeTo: scope, budget: model.budget)
    } catch {
      throw .invalidPath(error)
    }
  }

  private func evaluate(_ call: FunctionCall) throws(FunctionError) -> JSONValue? {
    guard let function = catalog.functions[call.name] else { throw .unknownFunction(call.name) }
    guard depth < maximumCallDepth else { throw .callsTooDeep(limit: maximumCallDepth) }
    calls += 1
    guard calls <= maximumCalls else { throw .tooManyCalls(limit: maximumCalls) }
    depth += 1
    defer { depth -= 1 }
    return try function(FunctionArguments(call: call, evaluator: self))
  }
}
