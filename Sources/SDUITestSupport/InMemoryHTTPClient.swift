import Foundation
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

extension InMemoryHTTPClient {
  /// A client that answers `file:` URLs (relative ones against `base`)
  /// from the disk, at once and without libcurl, naming the file as the
  /// answer's source as the real client does (`NAME` or `NAME.json`), and
  /// 404 for anything else: for app and flow tests whose screens are files.
  package static func files(base: String?) -> InMemoryHTTPClient {
    InMemoryHTTPClient { request in
      guard let built = URLBuilder.build(request.url, base: base), let url = URL(string: built), url.isFileURL,
        let (path, data) = [url.path, url.path + ".json"].lazy.compactMap({ path in
          FileManager.default.contents(atPath: path).map { (path, $0) }
        }).first
      else { return HTTPResponse(status: 404, statusText: "Not Found", source: request.url) }
      var response = HTTPResponse(status: 200, statusText: "OK", body: Array(data), source: path)
      response.addressSpace = .local
      return response
    }
  }
}
