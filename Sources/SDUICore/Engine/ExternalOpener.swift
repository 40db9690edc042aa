import SDUIDocument

/// A URL or app route handed to the outside world (`openUrl`,
/// `openExternalURL`, `openNativeRoute`).
public struct ExternalOpenRequest: Sendable, Equatable {
  /// The action's name.
  public var action: String
  /// The URL or route.
  public var target: String
  /// Route data (`openNativeRoute`), else empty.
  public var data: JSONValue

  /// Creates a request.
  public init(action: String, target: String, data: JSONValue = .null) {
    self.action = action
    self.target = target
    self.data = data
  }
}

/// Opens URLs; the runtime asks first and never involves a shell.
@MainActor
public protocol ExternalOpener: AnyObject {
  /// Opens, or offers to open, the target.
  func open(_ request: ExternalOpenRequest)
}
