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
