import SDUICore

/// A navigator that only records what it is asked, for tests.
@MainActor
package final class RecordingNavigator: Navigator {
  /// Every navigation asked for, in order.
  package private(set) var requests: [NavigationRequest] = []

  /// Creates a navigator.
  package init() {}

  package func navigate(_ request: NavigationRequest, from session: ScreenSession) {
    requests.append(request)
  }
}
