import SDUICore
import SDUIDocument

/// An HTTP client that answers from a handler in memory and records every
/// request: for tests that need answers without a network.
///
/// ```swift
/// let client = InMemoryHTTPClient { request in
///   HTTPResponse(status: 200, statusText: "OK", body: Array(#"{"name":"John"}"#.utf8))
/// }
/// ```
package actor InMemoryHTTPClient: HTTPClient {
  private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse
  /// Every request sent, in order.
  package private(set) var requests: [HTTPRequest] = []

  /// Creates a client; without a handler every request fails as
  /// ``OfflineHTTPClient``'s do.
  package init(
    handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse = { _ in
      throw OfflineHTTPClient.Unreachable()
    }
  ) {
    self.handler = handler
  }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    requests.append(request)
    return try await handler(request)
  }
}
