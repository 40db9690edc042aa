import SDUICore
import SDUIDocument

/// What the engine makes of A2UI: its functions as operations, its
/// actions, `ChildList` templates as iterations. A surface makes no
/// requests and does not navigate: its agent answers its actions.
extension A2UIDialect: DialectEngine {
  package var actionHandlers: [String: ActionHandler] { A2UIActions.all }
  package var operationFunctions: [String: OperationFunction] { A2UIOperations.all }
  package var eventValuesAreWritable: Bool { false }
  package var showsBrokenTemplatesAsWritten: Bool { false }
  package var pageStates: [String] { [] }
  package var keepsOtherPrefetches: Bool { false }
  package var requestBodyMethods: Set<String> { [] }
  package var successfulStatuses: Range<Int> { 200..<300 }

  /// A template repeats its one child over the array its `items` reads.
  package func expansion(of component: String) -> ComponentExpansion? {
    component == "a2ui:template" ? .iterations(over: "items", template: .children) : nil
  }

  package func isLazyContainer(_ componentKey: String) -> Bool { false }

  package func prefetchedRoute(of action: ActionCall) -> (url: String, method: String)? { nil }

  package func unknownStateProblem(_ name: String) -> EvaluationProblem { .unknownState(name) }

  package func platformHeaders(_ platform: String) -> [String: String] { [:] }

  package func requestFailure(message: String) -> JSONValue { ["message": JSONValue(.string(message))] }

  package func errorAnswer(status: Int, statusText: String, data: JSONValue, message: String) -> JSONValue {
    requestFailure(message: message)
  }

  package func changeValue(_ text: String) -> JSONValue { JSONValue(.string(text)) }

  /// An agent's later lines that only write data are applied to the
  /// running surfaces (``A2UIContinuation``).
  @MainActor package func applyContinuation(_ added: [UInt8], to session: ScreenSession, rebuilt: Bool) -> Bool {
    A2UIContinuation(session: session, budget: SurfaceProcessor.Options().dataModel).apply(added, rebuilt: rebuilt)
  }

  /// A surface has no navigation of its own: nothing to carry out.
  @MainActor package func navigate(
    _ request: NavigationRequest, with navigator: ScreenNavigator, from session: ScreenSession
  ) {
    session.report(.navigationUnavailable(action: request.action))
  }
}
