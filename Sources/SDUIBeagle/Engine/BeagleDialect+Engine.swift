import SDUICore
import SDUIDocument

/// What the engine makes of Beagle, as beagle-ios runs it.
extension BeagleDialect: DialectEngine {
  package var actionHandlers: [String: ActionHandler] { BeagleActions.all }
  package var operationFunctions: [String: OperationFunction] { BeagleOperations.all }
  package var eventValuesAreWritable: Bool { false }
  package var showsBrokenTemplatesAsWritten: Bool { true }
  package var pageStates: [String] { ["navigationContext"] }
  package var keepsOtherPrefetches: Bool { true }
  package var requestBodyMethods: Set<String> { ["POST", "PUT", "PATCH", "DELETE"] }
  package var successfulStatuses: Range<Int> { 200..<300 }

  /// The lists and grids repeat their `templates` over `dataSource`; a
  /// `lazyComponent` fetches its component.
  package func expansion(of component: String) -> ComponentExpansion? {
    switch component {
    case "beagle:listView", "beagle:gridView": .iterations(over: "dataSource", template: .templates)
    case "beagle:lazyComponent": .lazyComponent
    default: nil
    }
  }

  package func isLazyContainer(_ componentKey: String) -> Bool { false }

  /// A navigation whose `route` has `shouldPrefetch: true`.
  package func prefetchedRoute(of action: ActionCall) -> (url: String, method: String)? {
    guard
      ["beagle:pushview", "beagle:pushstack", "beagle:resetstack", "beagle:resetapplication"].contains(action.name.key),
      case .object(let route, _)? = action.properties["route"],
      route["shouldPrefetch"]?.literalJSON?.boolValue == true,
      let url = route["url"]?.literalJSON?.stringValue
    else { return nil }
    return (url, "GET")
  }

  package func unknownStateProblem(_ name: String) -> EvaluationProblem { .unknownContext(name) }

  package func platformHeaders(_ platform: String) -> [String: String] {
    ["beagle-platform": platform.uppercased()]
  }

  package func requestFailure(message: String) -> JSONValue { ["message": JSONValue(.string(message))] }

  package func errorAnswer(status: Int, statusText: String, data: JSONValue, message: String) -> JSONValue {
    [
      "status": JSONValue(.number(.integer(status))), "statusText": JSONValue(.string(statusText)), "data": data,
      "message": JSONValue(.string(message)),
    ]
  }

  /// beagle-ios hands `onChange` `{"value": text}`.
  package func changeValue(_ text: String) -> JSONValue { ["value": JSONValue(.string(text))] }

  @MainActor package func navigate(
    _ request: NavigationRequest, with navigator: ScreenNavigator, from session: ScreenSession
  ) {
    navigator.navigateBeagle(request, from: session)
  }
}
