/// What one decoding run shares: the dialect's registry, the diagnostics
/// found so far, and what the scope check needs.
package final class DecodingContext {
  package let dialect: Dialect
  package let registry: Registry
  package let file: String?
  private let expressionParser: ExpressionParser
  package private(set) var diagnostics: [Diagnostic] = []
  /// Every state or context declared anywhere, by name, with its path.
  private(set) var declarations: [String: JSONPath] = [:]
  /// State writes (`setState` path roots, `setContext` ids) and reads
  /// (the roots of expressions' paths) with the names visible where they
  /// are, scope by scope; checked once the whole tree is known.
  private(set) var stateUses: [(name: String, visible: [Set<String>], location: SourceLocation, path: JSONPath)] =
    []
  /// Names visible at the node being decoded, innermost last.
  package var visibleStates: [Set<String>] = []
  /// Expressions parsed so far, by their code. Only successes are kept: an
  /// expression carries no position, but an error does.
  private var parsedExpressions: [String: Expression] = [:]

  /// How many more names may be held against the registry's for a "did
  /// you mean" (``takeSuggestionLookup()``).
  private var suggestionLookupsLeft = DecodingContext.suggestionLookups
  /// How many names of one document are held against the registry's for
  /// a "did you mean": each costs an edit distance to every known name, and
  /// a component of a million keys would otherwise spend seconds on them.
  static let suggestionLookups = 10_000

  package init(dialect: Dialect, registry: Registry, file: String?) {
    self.dialect = dialect
    self.registry = registry
    self.file = file
    expressionParser = ExpressionParser(dialect: dialect)
  }

  package func report(
    _ kind: DiagnosticKind, at location: SourceLocation, path: JSONPath, severity: Diagnostic.Severity? = nil
  ) {
    diagnostics.append(Diagnostic(kind, at: location, path: path, file: file, severity: severity))
  }

  /// Whether one more name may be looked for among the registry's names
  /// (and counts it): the first ``suggestionLookups`` of a document are.
  package func takeSuggestionLookup() -> Bool {
    guard suggestionLookupsLeft > 0 else { return false }
    suggestionLookupsLeft -= 1
    return true
  }

  func append(_ found: [Diagnostic]) {
    diagnostics.append(contentsOf: found)
  }

  /// Parses the code of an expression found at `offset` in `source`, once
  /// for each distinct code that parses.
  func parseExpression(_ code: String, offset: Int, in source: String) -> Result<Expression, ExpressionError> {
    if let known = parsedExpressions[code] { return .success(known) }
    do {
      let expression = try expressionParser.parse(code, offset: offset, in: source)
      parsedExpressions[code] = expression
      return .success(expression)
    } catch {
      return .failure(error)
    }
  }

  package func declare(_ name: String, at path: JSONPath) {
    if declarations[name] == nil { declarations[name] = path }
  }

  package func recordStateWrite(_ name: String, location: SourceLocation, path: JSONPath) {
    stateUses.append((name, visibleStates, location, path))
  }

  /// Records the states an expression reads, to be checked as writes are;
  /// an event's own value (`onSuccess`, `onChange`, any `on` name) is in
  /// scope where the event's actions run, and is not recorded.
  func recordStateReads(in expression: Expression, location: SourceLocation, path: JSONPath) {
    switch expression {
    case .literal: return
    case .reference(let reference):
      let name = reference.root
      let scalars = Array(name.unicodeScalars)
      let isEventValue =
        scalars.count > 2 && name.hasPrefix("on") && scalars[2].properties.isUppercase
      if !isEventValue { stateUses.append((name, visibleStates, location, path)) }
    case .operation(_, let arguments):
      for argument in arguments { recordStateReads(in: argument, location: location, path: path) }
    }
  }

  /// Reports writes to (and reads of) states that are not in scope. A name declared
  /// elsewhere in the screen is an error. An undeclared name is a warning in
  /// Beagle (every context is declared in the screen or is `global` or
  /// `navigationContext`), and in Nimbus only when a visible name is one or
  /// two edits away, since Nimbus view states come from the previous screen.
  func checkStateUses(ambient: Set<String>) {
    for use in stateUses
    where !use.visible.contains(where: { $0.contains(use.name) }) && !ambient.contains(use.name) {
      let visible = use.visible.reduce(into: ambient) { $0.formUnion($1) }
      let suggestion = NearMiss.suggestion(for: use.name, among: visible)
      if let declaredAt = declarations[use.name] {
        report(
          .stateNotInScope(name: use.name, declaredAt: declaredAt, suggestion: nil), at: use.location,
          path: use.path)
      } else if dialect.definition.rules.warnsOfUndeclaredState || suggestion != nil {
        report(
          .stateNotInScope(name: use.name, declaredAt: nil, suggestion: suggestion), at: use.location,
          path: use.path, severity: .warning)
      }
    }
  }
}
