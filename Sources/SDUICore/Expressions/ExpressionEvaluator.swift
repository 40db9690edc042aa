import SDUIDocument

/// Evaluates parsed expressions and templates against state, with the
/// operations of a registry.
///
/// Evaluation never fails: a missing state, an unknown operation or an
/// operation given the wrong arguments gives `null` and an
/// ``EvaluationProblem`` for the log. A template always gives text, with
/// `null` as the empty string; a whole-string expression keeps its type.
///
/// ```swift
/// let evaluator = ExpressionEvaluator(registry: .builtin(for: .nimbus))
/// var problems: [EvaluationProblem] = []
/// evaluator.evaluate(.operation("sum", [.literal(1), .literal(2.5)]), resolve: { _ in nil }, problems: &problems)
/// // 3.5
/// ```
public struct ExpressionEvaluator: Sendable {
  /// Where operations are looked up.
  package let registry: Registry

  /// Creates an evaluator.
  public init(registry: Registry) {
    self.registry = registry
  }

  /// The dialect whose printing and failure rules apply.
  package var dialect: Dialect { registry.dialect }

  /// Evaluates an expression. `resolve` returns a state's value by id, or
  /// `nil` when no state in scope has that id.
  public func evaluate(
    _ expression: Expression, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem]
  ) -> JSONValue {
    var allowance = ValueAllowance(budget: ScreenBudget())
    return evaluate(expression, resolve: resolve, problems: &problems, allowance: &allowance)
  }

  /// Evaluates an expression, each value an operation makes admitted by
  /// `allowance` (a value past it is `null`, and a problem).
  package func evaluate(
    _ expression: Expression, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem],
    allowance: inout ValueAllowance
  ) -> JSONValue {
    switch expression {
    case .literal(let value):
      return value
    case .reference(let path):
      guard let root = resolve(path.root) else {
        problems.append(dialect.engine.unknownStateProblem(path.root))
        return .null
      }
      return root.reading(path.components)
    case .operation(let name, let argumentExpressions):
      let arguments = argumentExpressions.map {
        evaluate($0, resolve: resolve, problems: &problems, allowance: &allowance)
      }
      guard let operation = registry.operations.lookup(name), let implementation = operation.compute else {
        problems.append(.unknownOperation(name))
        return .null
      }
      if let refused = allowance.check(operation: name, arguments: arguments)
        ?? allowance.charge(operation: name, arguments: arguments)
      {
        problems.append(.budget(refused))
        return .null
      }
      let timesRegex = ValueAllowance.regexOperations.contains(name.lowercased())
      if timesRegex, allowance.regexTime >= allowance.regexTimeLimit {
        problems.append(.budget(.regexTimeSpent(operation: name, limit: allowance.regexTimeLimit)))
        return .null
      }
      let started = timesRegex ? ProcessorTime.now() : .zero
      defer { if timesRegex { allowance.regexTime += ProcessorTime.now() - started } }
      do {
        let result = try implementation(arguments)
        if let reached = allowance.admit(result, madeBy: "operation '\(name)'", from: arguments) {
          problems.append(.budget(reached))
          return .null
        }
        return result
      } catch {
        problems.append(.operationFailed(name, error))
        return .null
      }
    }
  }

  /// Evaluates a pre-parsed string: literal text, a whole-string
  /// expression (keeps its JSON type), or a template (always text).
  ///
  /// An expression that did not parse makes Beagle keep the whole string
  /// as written (beagle-ios) and Nimbus read that expression as `null`
  /// (the Kotlin core).
  public func evaluate(
    _ template: TextTemplate, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem]
  ) -> JSONValue {
    var allowance = ValueAllowance(budget: ScreenBudget())
    return evaluate(template, resolve: resolve, problems: &problems, allowance: &allowance)
  }

  /// Evaluates a pre-parsed string within `allowance`.
  package func evaluate(
    _ template: TextTemplate, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem],
    allowance: inout ValueAllowance
  ) -> JSONValue {
    if let text = template.literalText { return JSONValue(.string(text)) }
    if dialect.engine.showsBrokenTemplatesAsWritten, let error = template.firstError {
      problems.append(.invalidExpression(error))
      return JSONValue(.string(template.source))
    }
    var expressions = template.expressions.makeIterator()
    func next() -> JSONValue {
      switch expressions.next() {
      case .success(let expression):
        return evaluate(expression, resolve: resolve, problems: &problems, allowance: &allowance)
      case .failure(let error):
        problems.append(.invalidExpression(error))
        return .null
      case nil: return .null
      }
    }
    if template.wholeExpression != nil { return next() }
    var text = ""
    for segment in template.segments {
      switch segment {
      case .text(let literal): text += literal
      case .expression:
        let value = next()
        if !value.isNull { text += Coercion.text(of: value, dialect: dialect) }
      }
      if text.utf8.count > allowance.largest { break }
    }
    let made = JSONValue(.string(text))
    if let reached = allowance.admit(made, madeBy: "the text '\(template.source.prefix(40))'") {
      problems.append(.budget(reached))
      return .null
    }
    return made
  }

  /// Evaluates a property value: templates inside arrays and objects too.
  /// Events and nested components evaluate to `null`; they are not data.
  public func evaluate(
    _ value: PropertyValue, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem]
  ) -> JSONValue {
    var allowance = ValueAllowance(budget: ScreenBudget())
    return evaluate(value, resolve: resolve, problems: &problems, allowance: &allowance)
  }

  /// Evaluates a property value within `allowance`: a list or object with
  /// expressions in it is a value made, as an operation's is.
  package func evaluate(
    _ value: PropertyValue, resolve: (String) -> JSONValue?, problems: inout [EvaluationProblem],
    allowance: inout ValueAllowance
  ) -> JSONValue {
    let made: JSONValue
    switch value {
    case .literal(let json): return json
    case .text(let template, let location):
      var result = evaluate(template, resolve: resolve, problems: &problems, allowance: &allowance)
      result.location = location
      return result
    case .array(let elements, let location):
      made = JSONValue(
        .array(elements.map { evaluate($0, resolve: resolve, problems: &problems, allowance: &allowance) }),
        at: location)
    case .object(let entries, let location):
      let members = entries.map { entry in
        JSONMember(
          key: entry.name, keyLocation: entry.keyLocation,
          value: evaluate(entry.value, resolve: resolve, problems: &problems, allowance: &allowance))
      }
      made = JSONValue(.object(members), at: location)
    case .component, .event:
      return .null
    }
    if let reached = allowance.admit(made, madeBy: "the \(made.typeName) of expressions") {
      problems.append(.budget(reached))
      return .null
    }
    return made
  }
}

/// Something that went wrong while evaluating, for the log.
public enum EvaluationProblem: Sendable, Equatable, CustomStringConvertible {
  /// No state in scope has this id.
  case unknownState(String)
  /// No context in scope has this id (Beagle's word for state).
  case unknownContext(String)
  /// No operation has this name.
  case unknownOperation(String)
  /// An operation rejected its arguments.
  case operationFailed(String, OperationFailure)
  /// An expression did not parse.
  case invalidExpression(ExpressionError)
  /// A value was past the screen's budget.
  case budget(BudgetReached)

  /// The problem in words.
  public var description: String {
    switch self {
    case .unknownState(let name): "couldn't find state with id '\(name)'"
    case .unknownContext(let name): "couldn't find context with id '\(name)'"
    case .unknownOperation(let name): "unknown operation '\(name)'"
    case .operationFailed(let name, let failure): "operation '\(name)' failed: \(failure)"
    case .invalidExpression(let error): "invalid expression in '\(error.source)': \(error)"
    case .budget(let reached): reached.description
    }
  }
}
