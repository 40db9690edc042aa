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
  /// Whether the target is a route of the app (Beagle's
  /// `openNativeRoute`), which a terminal only names, rather than a URL.
  package var isAppRoute: Bool

  /// Creates a request to open a URL, or, with `isAppRoute`, a route of the app.
  package init(action: String, target: String, data: JSONValue = .null, isAppRoute: Bool = false) {
    self.action = action
    self.target = target
    self.data = data
    self.isAppRoute = isAppRoute
  }
}

/// Opens URLs; the runtime asks first and never involves a shell.
@MainActor
package protocol ExternalOpener: AnyObject {
  /// Opens, or offers to open, the target.
  func open(_ request: ExternalOpenRequest)
}
