import SDUIDocument

/// The engine of a document no dialect reads: no actions, no operations,
/// no navigation.
extension UnknownDialect: DialectEngine {
  package var actionHandlers: [String: ActionHandler] { [:] }
  package var operationFunctions: [String: OperationFunction] { [:] }
  package var eventValuesAreWritable: Bool { false }
  package var showsBrokenTemplatesAsWritten: Bool { true }
  package var pageStates: [String] { [] }
  package var keepsOtherPrefetches: Bool { false }
  package var requestBodyMethods: Set<String> { [] }
  package var successfulStatuses: Range<Int> { 200..<300 }
  package func expansion(of component: String) -> ComponentExpansion? { nil }
  package func isLazyContainer(_ componentKey: String) -> Bool { false }
  package func prefetchedRoute(of action: ActionCall) -> (url: String, method: String)? { nil }
  package func unknownStateProblem(_ name: String) -> EvaluationProblem { .unknownState(name) }
  package func platformHeaders(_ platform: String) -> [String: String] { [:] }
  package func requestFailure(message: String) -> JSONValue { ["message": JSONValue(.string(message))] }
  package func errorAnswer(status: Int, statusText: String, data: JSONValue, message: String) -> JSONValue {
    requestFailure(message: message)
  }
  package func changeValue(_ text: String) -> JSONValue { JSONValue(.string(text)) }
  @MainActor package func navigate(
    _ request: NavigationRequest, with navigator: ScreenNavigator, from session: ScreenSession
  ) {}
}
