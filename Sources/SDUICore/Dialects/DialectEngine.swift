import SDUIDocument

/// What the engine adds to a dialect's definition: what its actions and
/// operations do, how its requests answer, how it names the platform, and
/// how it navigates. Each dialect conforms in its own folder; the engine
/// reaches it through ``SDUIDocument/Dialect/engine``.
package protocol DialectEngine: DialectDefinition {
  /// What each built-in action does, by canonical name.
  var actionHandlers: [String: ActionHandler] { get }
  /// What each built-in operation computes, by canonical name.
  var operationFunctions: [String: OperationFunction] { get }
  /// Whether the value an event hands its actions (`onChange`'s) may be
  /// written by them.
  var eventValuesAreWritable: Bool { get }
  /// Whether a text whose expression does not parse shows as written
  /// (rather than its other parts with the broken one empty).
  var showsBrokenTemplatesAsWritten: Bool { get }
  /// The states a page is given before its screen runs, when the page
  /// was not handed them (Beagle's `navigationContext`).
  var pageStates: [String] { get }
  /// Whether taking a prefetched screen keeps the other prefetches.
  var keepsOtherPrefetches: Bool { get }
  /// The methods whose `sendRequest` sends its `data` as a body.
  var requestBodyMethods: Set<String> { get }
  /// The statuses `sendRequest` calls a success.
  var successfulStatuses: Range<Int> { get }

  /// How the engine makes the children of one of the dialect's built-in
  /// components, by its canonical name; `nil` for one instance a child.
  func expansion(of component: String) -> ComponentExpansion?
  /// Whether a component, by its lower-cased key, is a lazy list whose
  /// one iterating child makes only the items near the view (Nimbus's
  /// `lazyColumn`).
  func isLazyContainer(_ componentKey: String) -> Bool
  /// The screen one of the dialect's navigation actions asks to fetch
  /// before it is pressed (Nimbus's `prefetch`, Beagle's
  /// `shouldPrefetch`), when its URL is written as it is; `nil` otherwise.
  func prefetchedRoute(of action: ActionCall) -> (url: String, method: String)?
  /// The problem of an expression that reads a state no scope holds.
  func unknownStateProblem(_ name: String) -> EvaluationProblem
  /// The headers that name `platform` to the dialect's servers.
  func platformHeaders(_ platform: String) -> [String: String]
  /// What `onError` receives when a request got no answer, or one past
  /// what a screen may hold.
  func requestFailure(message: String) -> JSONValue
  /// What `onError` receives for an answer whose status is not a success.
  func errorAnswer(status: Int, statusText: String, data: JSONValue, message: String) -> JSONValue
  /// What a text input's `onChange` hands its actions.
  func changeValue(_ text: String) -> JSONValue
  /// Carries out one of the dialect's navigation actions.
  @MainActor func navigate(_ request: NavigationRequest, with navigator: ScreenNavigator, from session: ScreenSession)
  /// Applies to a running screen the lines of its streamed document (see
  /// `DialectDefinition.streams`) that came after those it was read from.
  /// False when they change more than the screen can take in place: the
  /// document is then read again whole, the earlier screen's state carried
  /// over as a reload's is, and the lines given again with `rebuilt` true,
  /// so that what they write wins over the state carried. The default
  /// takes nothing in place.
  @MainActor func applyContinuation(_ added: [UInt8], to session: ScreenSession, rebuilt: Bool) -> Bool
}

extension DialectEngine {
  @MainActor package func applyContinuation(_ added: [UInt8], to session: ScreenSession, rebuilt: Bool) -> Bool {
    false
  }
}

extension Dialect {
  /// What the engine makes of the dialect. Every dialect's definition
  /// conforms (its folder in this target says how).
  package var engine: any DialectEngine {
    guard let engine = definition as? any DialectEngine else {
      preconditionFailure("the dialect \(name) has no engine: its definition must conform to DialectEngine")
    }
    return engine
  }
}
