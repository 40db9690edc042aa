import SDUICore

/// Where every HTTP client of the app comes from: the screens' and
/// pictures' requests, a URL source's first fetch, `tree --resolved`'s and
/// the flows' scripts. The real one (``curl``) is built here and nowhere
/// else; a test hands the app another, such as an in-memory client.
package struct HTTPClientMaker: Sendable {
  /// What a client is made for.
  package struct Request: Sendable {
    /// Where relative URLs go.
    package var baseURL: String?
    /// Timeouts, sizes, redirects and headers.
    package var limits: HTTPLimits
    /// The folders `file:` URLs may read in.
    package var fileRoots: [String]

    /// Describes a client.
    package init(baseURL: String? = nil, limits: HTTPLimits = HTTPLimits(), fileRoots: [String] = []) {
      self.baseURL = baseURL
      self.limits = limits
      self.fileRoots = fileRoots
    }
  }

  private let make: @Sendable (Request) -> any HTTPClient

  /// A maker that builds each client with `make`.
  package init(_ make: @escaping @Sendable (Request) -> any HTTPClient) {
    self.make = make
  }

  /// A client for `request`.
  package func client(for request: Request) -> any HTTPClient {
    make(request)
  }

  /// The network and local files through libcurl, within the limits.
  package static let curl = HTTPClientMaker { request in
    CurlHTTPClient(baseURL: request.baseURL, limits: request.limits, fileRoots: request.fileRoots)
  }
}
