import SDUIDocument

/// A custom action: a `Decodable` type made from the action's evaluated
/// properties, then executed with the context (scope, logger, navigator,
/// HTTP client, nested events).
///
/// ```swift
/// struct Toast: DecodableAction {
///   var message: String
///   @Default<Zero> var seconds: Int
///   @Event var onDismiss: ComponentEvent
///
///   func execute(_ context: ActionContext) throws {
///     context.session.log(.info, "toast: \(message)")
///     onDismiss()
///   }
/// }
/// let library = UILibrary("demo").addAction("toast", Toast.self)
/// ```
public protocol DecodableAction: Decodable, SendableMetatype {
  /// Does what the action does; a thrown error is logged with the
  /// action's path and the next action still runs.
  @MainActor func execute(_ context: ActionContext) throws
}

/// A custom operation: a `Decodable` type made from its positional
/// arguments, named in order by ``properties``, that computes a value.
///
/// ```swift
/// struct FormatPrice: DecodableOperation {
///   static let properties = ["cents", "currency"]
///   var cents: Int
///   var currency: String
///   func execute() -> String { "\(currency) \(cents / 100)" }
/// }
/// // @{formatPrice(1290, 'USD')}
/// ```
public protocol DecodableOperation: Decodable, SendableMetatype {
  associatedtype Result: JSONRepresentable
  /// The names of the positional arguments, in order.
  static var properties: [String] { get }
  /// The result.
  func execute() throws -> Result
}

extension ActionContext {
  /// The custom action `type` decoded from this context, its problems
  /// logged as warnings.
  func decodeAction<A: DecodableAction>(_ type: A.Type) throws(ActionFailure) -> A {
    let events = Set(call.properties.compactMap { $0.value.actions != nil ? $0.name : nil })
    let context = self
    let decoder = PropertyDecoder(
      dialect: session.dialect, path: call.path,
      context: .init(
        runEvent: { name, value in context.run(name, value: value) }, events: events,
        trigger: ActionTrigger(nodeID: instance.id, action: descriptor.name, event: event, value: implicitValue)))
    do {
      let action = try decoder.decode(A.self, from: properties)
      for fallback in decoder.fallbacks {
        session.report(
          .propertyFallback(owner: descriptor.name, fallback), location: call.location, path: call.path,
          component: instance.id)
      }
      return action
    } catch {
      throw ActionFailure.undecodableProperties(error.description)
    }
  }
}
