import SDUICore
import SDUIDocument

/// The Beagle 2.x actions (spec beagle §5) with beagle-ios semantics.
@MainActor
enum BeagleActions {
  nonisolated static let all: [String: ActionHandler] = [
    "beagle:setContext": setContext, "beagle:sendRequest": SendRequestAction.handle, "beagle:alert": alert,
    "beagle:confirm": confirm, "beagle:condition": condition, "beagle:submitForm": submitForm,
    "beagle:addChildren": BeagleAddChildren.handle, "beagle:openExternalURL": openExternal,
    "beagle:openNativeRoute": openNativeRoute, "beagle:pushView": navigate, "beagle:popView": navigate,
    "beagle:popToView": navigate, "beagle:pushStack": navigate, "beagle:popStack": navigate,
    "beagle:resetStack": navigate, "beagle:resetApplication": navigate,
  ]

  /// Writes a context, or a path inside it, creating objects and padding
  /// arrays on the way. An unknown or read-only context is a warning and
  /// changes nothing; a list's iterator writes through to its data source.
  static func setContext(_ context: ActionContext) throws(ActionFailure) {
    let id = try context.require(context.read { $0.string("contextId") }, "contextId")
    guard let cell = context.scope.lookup(id) else {
      context.report(.unknownContext(id))
      return
    }
    guard cell.isWritable else {
      context.report(.readOnlyContext(id))
      return
    }
    let value = context.properties["value"] ?? .null
    guard let path = context.read({ $0.string("path") }) else {
      cell.set(value)
      return
    }
    guard let components = StatePath.components(of: path) else {
      throw ActionFailure.notAContextPath(path)
    }
    if let problem = StatePath.writeProblem(components) {
      throw ActionFailure.pathTooLarge(what: "context", reason: problem)
    }
    cell.set(cell.value.settingBeagle(value, at: components))
  }

  static func alert(_ context: ActionContext) throws(ActionFailure) {
    let message = try context.require(messageText(context), "message")
    let label = context.read { $0.string("labelOk") } ?? "Ok"
    context.session.dialogs.append(
      Dialog(
        title: context.read { $0.string("title") }, message: message,
        buttons: [Dialog.Button(label: label, actions: context.actions("onPressOk"))], nodeID: context.instance.id))
  }

  static func confirm(_ context: ActionContext) throws(ActionFailure) {
    let message = try context.require(messageText(context), "message")
    context.session.dialogs.append(
      Dialog(
        title: context.read { $0.string("title") }, message: message,
        buttons: [
          Dialog.Button(
            label: context.read { $0.string("labelCancel") } ?? "Cancel", actions: context.actions("onPressCancel")),
          Dialog.Button(label: context.read { $0.string("labelOk") } ?? "Ok", actions: context.actions("onPressOk")),
        ], nodeID: context.instance.id))
  }

  /// The message as shown: objects and arrays as JSON, and one that
  /// evaluates to null as no message (beagle-ios shows the dialog with its
  /// title and buttons); nil only when the action has no `message` at all.
  private static func messageText(_ context: ActionContext) -> String? {
    guard let value = context.properties["message"] else { return nil }
    return value.isNull ? "" : Coercion.text(of: value, dialect: .beagle)
  }

  /// Runs `onTrue` when the condition is exactly `true`, else `onFalse`
  /// (beagle-ios; a number or null runs `onFalse`).
  static func condition(_ context: ActionContext) throws(ActionFailure) {
    context.run(context.properties["condition"]?.boolValue == true ? "onTrue" : "onFalse")
  }

  /// Finds the nearest `simpleForm` above; runs its `onSubmit` when every
  /// text input in it has an empty `error`, else its `onValidationError`.
  static func submitForm(_ context: ActionContext) throws(ActionFailure) {
    var candidate: NodeInstance? = context.instance
    while let current = candidate, current.source.type.key != "beagle:simpleform" { candidate = current.parent }
    guard let form = candidate else { throw ActionFailure.submitFormOutsideForm }
    let invalid = form.resolvedChildren.flatMap(\.descendantsAndSelf).contains { input in
      input.source.type.key == "beagle:textinput" && !(input.property("error")?.stringValue ?? "").isEmpty
    }
    let event = invalid ? "onValidationError" : "onSubmit"
    if let actions = form.source.properties[event]?.actions {
      context.session.runEvent(event, actions: actions, value: nil, on: form, enclosing: form.scope)
    }
  }

  static func openExternal(_ context: ActionContext) throws(ActionFailure) {
    let url = try context.require(context.read { $0.url("url") }, "url")
    open(context, ExternalOpenRequest(action: "beagle:openExternalURL", target: url))
  }

  static func openNativeRoute(_ context: ActionContext) throws(ActionFailure) {
    let route = try context.require(context.read { $0.string("route") }, "route")
    open(
      context,
      ExternalOpenRequest(
        action: "beagle:openNativeRoute", target: route, data: context.properties["data"] ?? .null, isAppRoute: true))
  }

  private static func open(_ context: ActionContext, _ request: ExternalOpenRequest) {
    guard let opener = context.session.environment.opener else {
      context.report(.openingUnavailable(action: request.action, target: request.target))
      return
    }
    opener.open(request)
  }

  /// Every navigation action goes to the navigator with its evaluated
  /// properties and the route's local `screen` (or remote `fallback`).
  static func navigate(_ context: ActionContext) throws(ActionFailure) {
    var screen: ComponentNode?
    if case .object(let route, _)? = context.call.properties["route"] {
      for key in ["screen", "fallback"] {
        if case .component(let node)? = route[key] { screen = screen ?? node }
      }
    }
    guard let navigator = context.session.environment.navigator else {
      context.report(.navigationUnavailable(action: context.descriptor.name))
      return
    }
    var request = NavigationRequest(
      id: context.session.rememberNavigationOrigin(context.instance, scope: context.scope),
      action: context.descriptor.name, properties: context.properties, screen: screen)
    request.call = context.call
    navigator.navigate(request, from: context.session)
  }
}

extension NodeInstance {
  /// This instance and every resolved descendant, in pre-order.
  var descendantsAndSelf: [NodeInstance] {
    [self] + resolvedChildren.flatMap(\.descendantsAndSelf)
  }
}
