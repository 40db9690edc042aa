import SDUICore
import SDUIDocument

/// A navigator that only records what it is asked, for tests.
@MainActor
public final class RecordingNavigator: Navigator {
  /// Every navigation asked for, in order.
  public private(set) var requests: [NavigationRequest] = []

  /// Creates a navigator.
  public init() {}

  public func navigate(_ request: NavigationRequest, from session: ScreenSession) {
    requests.append(request)
  }
}
