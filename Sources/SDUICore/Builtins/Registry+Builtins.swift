import SDUIDocument

extension Registry {
  /// Every built-in of a dialect, as its specification lists them, with
  /// what each action and operation does.
  ///
  /// ```swift
  /// let registry = Registry.builtin(for: .nimbus)
  /// ExpressionEvaluator(registry: registry).evaluate("@{sum(1, 2)}", resolve: { _ in nil })  // 3
  /// ```
  public static func builtin(for dialect: Dialect) -> Registry {
    described(for: dialect).implemented(
      actions: dialect.engine.actionHandlers, operations: dialect.engine.operationFunctions)
  }
}

extension ActionDescriptor {
  /// What the action does, as the engine runs it.
  var perform: ActionHandler? { handler as? ActionHandler }
}

extension OperationDescriptor {
  /// What the operation computes, as the engine runs it.
  var compute: OperationFunction? { implementation as? OperationFunction }
}
