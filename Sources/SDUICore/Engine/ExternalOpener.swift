import SDUIDocument

/// A URL or app route handed to the outside world (`openUrl`,
/// `openExternalURL`, `openNativeRoute`).
package struct ExternalOpenRequest: Sendable, Equatable {
  /// The action's name.
  package var action: String
  /// The URL or route.
  package var target: String
  /// Route data (`openNativeRoute`), else empty.
  package var data: JSONValue

  /// Creates a request.
  package init(action: String, target: String, data: JSONValue = .null) {
    self.action = action
    self.target = target
    self.data = data
  }
}

/// Opens URLs; the runtime asks first and never involves a shell.
@MainActor
package protocol ExternalOpener: AnyObject {
  /// Opens, or offers to open, the target.
  func open(_ request: ExternalOpenRequest)
}
