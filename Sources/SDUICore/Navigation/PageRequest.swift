import SDUIDocument

/// What a page fetches: the URL as written and as resolved, and the
/// request's method, headers and body.
package struct PageRequest: Sendable, Equatable {
  /// The URL as the action wrote it.
  package var url: String
  /// The URL against the base, as it is fetched.
  package var absoluteURL: String
  /// `GET`, `POST`, ... in upper case.
  package var method: String
  /// Headers to send besides the client's own.
  package var headers: [String: String]
  /// A JSON body.
  package var body: JSONValue?
  /// Who asks: the user for the first screen, else the screen navigating.
  package var origin: RequestOrigin
  /// The action that asked, and the document it is written in: where the
  /// problems of the fetch point.
  package var askedBy: (call: ActionCall, document: String?)? {
    get { asker.map { ($0.call, $0.document) } }
    set { asker = newValue.map { Asker(call: $0.call, document: $0.document) } }
  }
  private var asker: Asker?

  private struct Asker: Sendable, Equatable {
    var call: ActionCall
    var document: String?
  }

  /// Creates a request.
  package init(
    url: String, absoluteURL: String, method: String = "GET", headers: [String: String] = [:], body: JSONValue? = nil,
    origin: RequestOrigin = .user
  ) {
    self.url = url
    self.absoluteURL = absoluteURL
    self.method = method
    self.headers = headers
    self.body = body
    self.origin = origin
  }

  /// The key the prefetch cache uses, `GET:http://host/a`, and who asked:
  /// a screen never takes what another origin's screen prefetched.
  var cacheKey: String { "\(method):\(absoluteURL) for \(origin)" }

  /// A `file:` URL's path, else the URL.
  package var displayName: String {
    guard absoluteURL.hasPrefix("file://") else { return absoluteURL }
    let path = absoluteURL.dropFirst("file://".count)
    return String(decoding: URLBuilder.percentDecoded(String(path)) ?? Array(path.utf8), as: UTF8.self)
  }
}

/// Why a page could not be shown: what was asked, what answered, and the
/// first lines of the answer or the document's first error.
public struct PageFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL or name that failed.
  public var url: String
  /// The HTTP status, when a server answered.
  public var status: Int?
  /// What went wrong, in a sentence.
  package var reason: String
  /// The first lines of the response body, or the diagnostic that made
  /// the document unusable.
  package var details: [String]

  /// Creates a failure.
  public init(url: String, status: Int? = nil, reason: String, details: [String] = []) {
    self.url = url
    self.status = status
    self.reason = reason
    self.details = details
  }

  /// `GET http://h/a: status 500 Internal Server Error`.
  public var description: String { "\(url): \(reason)" }
}
