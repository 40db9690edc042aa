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
    switch dialect {
    case .nimbus: described(for: .nimbus).implemented(actions: NimbusActions.all, operations: NimbusOperations.all)
    case .beagle: described(for: .beagle).implemented(actions: BeagleActions.all, operations: BeagleOperations.all)
    }
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
