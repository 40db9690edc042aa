import SDUICore
import SDUIDocument

/// What the engine makes of Nimbus, as the Kotlin core runs it.
extension NimbusDialect: DialectEngine {
  package var actionHandlers: [String: ActionHandler] { NimbusActions.all }
  package var operationFunctions: [String: OperationFunction] { NimbusOperations.all }
  package var eventValuesAreWritable: Bool { true }
  package var showsBrokenTemplatesAsWritten: Bool { false }
  package var pageStates: [String] { [] }
  package var keepsOtherPrefetches: Bool { false }
  package var requestBodyMethods: Set<String> { ["POST", "PUT", "PATCH"] }
  /// The Kotlin core calls every status below 400 a success.
  package var successfulStatuses: Range<Int> { 0..<400 }

  /// `if` chooses by its `condition`; `forEach` repeats its children over `items`.
  package func expansion(of component: String) -> ComponentExpansion? {
    switch component {
    case "if": .branch(on: "condition")
    case "forEach": .iterations(over: "items", template: .children)
    default: nil
    }
  }

  package func isLazyContainer(_ componentKey: String) -> Bool {
    componentKey == "layout:lazycolumn" || componentKey == "layout:lazyrow"
  }

  /// A `push` or `present` with `prefetch: true`, of a `GET`.
  package func prefetchedRoute(of action: ActionCall) -> (url: String, method: String)? {
    let properties = action.properties
    guard ["push", "present"].contains(action.name.key), properties["prefetch"]?.literalJSON?.boolValue == true,
      let url = properties["url"]?.literalJSON?.stringValue
    else { return nil }
    let method = properties["method"]?.literalJSON?.stringValue ?? "GET"
    guard method.uppercased() == "GET" else { return nil }
    return (url, method)
  }

  package func unknownStateProblem(_ name: String) -> EvaluationProblem { .unknownState(name) }

  package func platformHeaders(_ platform: String) -> [String: String] { ["platform": platform] }

  package func requestFailure(message: String) -> JSONValue {
    ["status": 0, "statusText": "Unable to send request", "message": JSONValue(.string(message))]
  }

  /// The Kotlin core gives an error answer the same shape as a failure.
  package func errorAnswer(status: Int, statusText: String, data: JSONValue, message: String) -> JSONValue {
    requestFailure(message: message)
  }

  package func changeValue(_ text: String) -> JSONValue { JSONValue(.string(text)) }

  @MainActor package func navigate(
    _ request: NavigationRequest, with navigator: ScreenNavigator, from session: ScreenSession
  ) {
    navigator.navigateNimbus(request, from: session)
  }
}
