import SDUIDocument

/// What an action's implementation receives: its properties evaluated in
/// the event's scope (implicit event states included) just before it runs,
/// typed readers with the dialect's coercions and defaults, and ways to
/// run its nested events and reach the session's effects.
@MainActor
public struct ActionContext {
  /// The session running the action.
  public let session: ScreenSession
  /// The action as decoded.
  public let call: ActionCall
  /// Its descriptor: property specs and defaults.
  public let descriptor: ActionDescriptor
  /// The event's scope: the node's scope plus the implicit event states.
  public let scope: Scope
  /// The node whose event is running.
  public let instance: NodeInstance
  /// The evaluated properties (events and nested components are `null`).
  public let properties: JSONValue
  /// The name of the event running (`onPress`, `onChange`...).
  public let event: String

  init(
    session: ScreenSession, call: ActionCall, descriptor: ActionDescriptor, scope: Scope, instance: NodeInstance,
    event: String
  ) {
    self.session = session
    self.event = event
    self.call = call
    self.descriptor = descriptor
    self.scope = scope
    self.instance = instance
    // Each property is a value of its own: the object that holds them is
    // not one the screen made (ValueAllowance).
    properties = JSONValue(
      .object(
        call.properties.map { entry in
          JSONMember(
            key: entry.name, keyLocation: entry.keyLocation,
            value: session.evaluateOnce(entry.value, in: scope, at: call.location, path: call.path))
        }), at: call.location)
  }

  /// The event's implicit value (`onChange`'s text), `null` when it has none.
  public var implicitValue: JSONValue { scope.lookup(event)?.value ?? .null }

  /// Logs a message at the action's place in its document: an app
  /// action's own `log`.
  public func log(_ message: String, severity: Problem.Severity = .info) {
    report(.logged(message), severity: severity)
  }

  /// Appends a problem about this action to the log, at its place.
  package func report(_ kind: ProblemKind, severity: Problem.Severity? = nil) {
    session.report(kind, severity: severity, location: call.location, path: call.path, component: instance.id)
  }

  /// The navigator, when navigation is available.
  public var navigator: (any Navigator)? { session.environment.navigator }

  /// The session's HTTP client.
  public var http: any HTTPClient { session.environment.http }

  /// Starts work that finishes later (a request); the session's
  /// ``ScreenSession/settle()`` waits for it.
  public func startTask(_ work: @escaping @MainActor () async -> Void) {
    session.startTask(work)
  }

  /// Shows a dialog with one `Ok` button over the screen, as an alert does.
  public func showMessage(_ message: String, title: String? = nil) {
    session.dialogs.append(
      Dialog(title: title, message: message, buttons: [Dialog.Button(label: "Ok", actions: [])], nodeID: instance.id))
  }

  /// A reader over the evaluated properties with the action's specs.
  public func reader() -> PropertyReader {
    PropertyReader(
      values: properties, descriptorName: descriptor.name, specs: descriptor.specs, dialect: session.dialect,
      path: call.path)
  }

  /// Reads a property with the reader and logs its problems as warnings.
  public func read<Value>(_ body: (inout PropertyReader) -> Value?) -> Value? {
    var reader = reader()
    let value = body(&reader)
    for diagnostic in reader.diagnostics {
      session.report(
        .actionProperty(action: descriptor.name, diagnostic.kind), location: call.location, path: diagnostic.path,
        component: instance.id)
    }
    return value
  }

  /// A required value, or a failure naming the missing property.
  public func require<Value>(_ value: Value?, _ name: String) throws(ActionFailure) -> Value {
    guard let value else { throw ActionFailure.missingProperty(name) }
    return value
  }

  /// The actions of a nested event property (`onSuccess`, `onTrue`, ...).
  public func actions(_ name: String) -> [ActionCall] {
    call.properties[name]?.actions ?? []
  }

  /// A component held in a property (`fallback`, a route's `screen`).
  public func component(_ name: String) -> ComponentNode? {
    if case .component(let node)? = call.properties[name] { return node }
    return nil
  }

  /// Runs a nested event in this event's scope, so it can read the outer
  /// event states too, with an optional implicit value.
  public func run(_ name: String, value: JSONValue? = nil) {
    let nested = actions(name)
    guard !nested.isEmpty else { return }
    session.runEvent(name, actions: nested, value: value, on: instance, enclosing: scope)
  }
}

/// An action's implementation.
public typealias ActionHandler = @MainActor @Sendable (ActionContext) throws(ActionFailure) -> Void
