import SDUICore
import SDUIDocument

/// The Nimbus core actions (spec nimbus §4.2), plus `openUrl` from
/// nimbus-swiftui.
@MainActor
enum NimbusActions {
  nonisolated static let all: [String: ActionHandler] = [
    "setState": setState, "log": log, "condition": condition, "sendRequest": SendRequestAction.handle,
    "push": navigate, "present": navigate, "pop": navigate, "popTo": navigate, "dismiss": navigate,
    "triggerViewEvent": triggerViewEvent, "openUrl": openUrl,
  ]

  /// Writes a state by a dotted path; the first segment is looked up from
  /// the event's scope, so it can be local, view, global, a forEach item or
  /// an event state. Maps along the path are created or replaced.
  static func setState(_ context: ActionContext) throws(ActionFailure) {
    let path = try context.require(context.read { $0.string("path") }, "path")
    let keys = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let root = keys.first,
      keys.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(ExpressionParsing.isWord) })
    else { throw ActionFailure.notAStatePath(path) }
    if let problem = StatePath.writeProblem(keys.map(JSONPath.Component.key)) {
      throw ActionFailure.pathTooLarge(what: "state", reason: problem)
    }
    guard let cell = context.scope.lookup(root) else { throw ActionFailure.unknownState(root) }
    guard cell.isWritable else { throw ActionFailure.readOnlyState(root) }
    cell.set(cell.value.settingNimbus(context.properties["value"] ?? .null, at: keys.dropFirst()))
  }

  static func log(_ context: ActionContext) throws(ActionFailure) {
    let message = Coercion.text(of: context.properties["message"] ?? .null, dialect: .nimbus)
    let severity: Problem.Severity =
      switch context.read({ $0.enumeration("level") }) {
      case "Warning": .warning
      case "Error": .error
      default: .info
      }
    context.log(message, severity: severity)
  }

  /// Runs `onTrue` or `onFalse`; the condition must be a real boolean.
  static func condition(_ context: ActionContext) throws(ActionFailure) {
    guard let flag = context.properties["condition"]?.boolValue else {
      throw ActionFailure.conditionNotBoolean
    }
    context.run(flag ? "onTrue" : "onFalse")
  }

  /// `push`, `present`, `pop`, `popTo` and `dismiss` go to the navigator,
  /// with the `fallback` screen and the caller's `events`.
  static func navigate(_ context: ActionContext) throws(ActionFailure) {
    let name = context.descriptor.name
    if ["push", "present", "popTo"].contains(name) {
      let url = context.properties["url"]?.stringValue ?? context.properties["route"]?["url"]?.stringValue
      _ = try context.require(url.flatMap { $0.isEmpty ? nil : $0 }, "url")
    }
    guard let navigator = context.session.environment.navigator else {
      context.report(.navigationUnavailable(action: name))
      return
    }
    var events: [String: [ActionCall]] = [:]
    if case .object(let entries, _)? = context.call.properties["events"] {
      for entry in entries { events[entry.name] = entry.value.actions }
    }
    var request = NavigationRequest(
      id: context.session.rememberNavigationOrigin(context.instance, scope: context.scope), action: name,
      properties: context.properties, screen: context.component("fallback"), events: events)
    request.call = context.call
    navigator.navigate(request, from: context.session)
  }

  /// Runs, in the calling screen's scope, the event it passed to `push`.
  static func triggerViewEvent(_ context: ActionContext) throws(ActionFailure) {
    let name = try context.require(context.read { $0.string("event") }, "event")
    let handled = context.session.environment.viewEvent?(name, context.properties["value"] ?? .null) ?? false
    guard handled else { throw ActionFailure.noEventFromPreviousScreen(name) }
  }

  static func openUrl(_ context: ActionContext) throws(ActionFailure) {
    let url = try context.require(context.read { $0.url("url") }, "url")
    guard let opener = context.session.environment.opener else {
      context.report(.openingUnavailable(action: "openUrl", target: url))
      return
    }
    opener.open(ExternalOpenRequest(action: "openUrl", target: url))
  }
}
