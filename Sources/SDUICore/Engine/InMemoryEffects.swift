/// An HTTP client that answers from a handler in memory and records every
/// request: for tests and headless runs without a network.
///
/// ```swift
/// let client = InMemoryHTTPClient { request in
///   HTTPResponse(status: 200, statusText: "OK", body: Array(#"{"name":"John"}"#.utf8))
/// }
/// ```
public actor InMemoryHTTPClient: HTTPClient {
  /// Why the default client fails every request.
  public struct Unreachable: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    public var description: String { "no HTTP client is configured" }
  }

  private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse
  /// Every request sent, in order.
  public private(set) var requests: [HTTPRequest] = []

  /// Creates a client; without a handler every request fails.
  public init(handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse = { _ in throw Unreachable() }) {
    self.handler = handler
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    requests.append(request)
    return try await handler(request)
  }
}

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

/// An opener that only records what it is asked, for tests.
@MainActor
public final class RecordingOpener: ExternalOpener {
  /// Every URL or route asked for, in order.
  public private(set) var requests: [ExternalOpenRequest] = []

  /// Creates an opener.
  public init() {}

  public func open(_ request: ExternalOpenRequest) {
    requests.append(request)
  }
}
