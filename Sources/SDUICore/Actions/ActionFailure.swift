import SDUIDocument

/// Why an action could not run, as data; ``description`` renders it, in
/// this one place. It is logged with the action's path, and the next
/// action still runs.
///
/// ```swift
/// throw ActionFailure.unknownState("cart")  // couldn't find state with id 'cart'
/// throw ActionFailure("the basket is full")  // an app's own action, in its words
/// ```
public enum ActionFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// A Nimbus `setState` path that is not ids separated by dots.
  case notAStatePath(String)
  /// A Beagle `setContext` path that is not keys and `[indices]`.
  case notAContextPath(String)
  /// A path that would make a value too large to hold (`what` is `state`
  /// or `context`).
  case pathTooLarge(what: String, reason: String)
  /// No state of that id is in scope.
  case unknownState(String)
  /// The state is read-only (an iteration's item or index).
  case readOnlyState(String)
  /// A Nimbus `condition` action whose condition is not a boolean.
  case conditionNotBoolean
  /// `triggerViewEvent` named an event the previous screen did not pass.
  case noEventFromPreviousScreen(String)
  /// A required property is missing.
  case missingProperty(String)
  /// `submitForm` outside a `beagle:simpleForm`.
  case submitFormOutsideForm
  /// `addChildren`'s value is not components (the type found).
  case notComponents(found: String)
  /// A custom action's properties could not be decoded (the decoder's words).
  case undecodableProperties(String)
  /// The origin rule refused the action's request.
  case refused(RequestRefusal)
  /// A property's value was past the screen's budget: the action is not
  /// run, rather than run with `null` in its place (a list emptied).
  case propertyPastBudget
  /// An app's own action failed, in its own words.
  case custom(String)

  /// An app's own failure, in its words.
  public init(_ message: String) {
    self = .custom(message)
  }

  public var description: String {
    switch self {
    case .notAStatePath(let path): "'\(path)' is not a state path: expected ids separated by dots, no indices"
    case .notAContextPath(let path):
      "'\(path)' is not a context path: expected keys and [indices] such as 'a.b[2].c'"
    case .pathTooLarge(let what, let reason): "the \(what) path is too large: \(reason)"
    case .unknownState(let id): "couldn't find state with id '\(id)'"
    case .readOnlyState(let id): "state '\(id)' cannot be written"
    case .conditionNotBoolean: "unexpected value type at 'condition', expected a boolean"
    case .noEventFromPreviousScreen(let name): "the previous screen passed no event '\(name)'"
    case .missingProperty(let name): "'\(name)' is required"
    case .submitFormOutsideForm: "submitForm is not inside a beagle:simpleForm"
    case .notComponents(let found): "'value' is \(found), expected components"
    case .undecodableProperties(let reason), .custom(let reason): reason
    case .refused(let refusal): refusal.description
    case .propertyPastBudget:
      "not run: a property's value is past the screen's budget (above), and null would lose data"
    }
  }
}
