import SDUIDocument

/// An HTTP request an action makes (`sendRequest`); the runtime sends it.
public struct HTTPRequest: Sendable, Equatable {
  /// The URL as the action wrote it, before base-URL resolution.
  public var url: String
  /// `GET`, `POST`, ... in upper case.
  package var method: String
  /// Headers to send.
  package var headers: [String: String]
  /// The JSON body, if any.
  public var body: JSONValue?
  /// A body sent as these bytes, in place of ``body`` (a flow script's
  /// `http.post(url, {body: '...'})`).
  package var rawBody: [UInt8]?
  /// Who asks: the document whose action, navigation, lazy component or
  /// picture it is; ``OriginRule`` judges the request against it.
  public var origin: RequestOrigin

  /// Creates a request.
  public init(
    url: String, method: String = "GET", headers: [String: String] = [:], body: JSONValue? = nil,
    origin: RequestOrigin = .user
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
    self.origin = origin
  }
}

/// What came back.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// The reason phrase, e.g. `OK`.
  public var statusText: String
  /// The body bytes.
  public var body: [UInt8]
  /// Where the body really came from, when that differs from the request
  /// (a redirect, or the `.json` file a `file:` URL found); a path for files.
  public var source: String?
  /// The `Content-Type` the server gave, when it gave one.
  package var contentType: String?
  /// Every header the server gave, by lower-case name (a name given twice
  /// has its values joined by commas).
  package var headers: [String: String] = [:]
  /// Where the server that answered is (the address connected to): the
  /// space of the origin a screen from it gets. `nil` when not known.
  package var addressSpace: AddressSpace?

  /// Creates a response.
  public init(
    status: Int, statusText: String = "", body: [UInt8] = [], source: String? = nil, contentType: String? = nil
  ) {
    self.status = status
    self.statusText = statusText
    self.body = body
    self.source = source
    self.contentType = contentType
  }

  /// The body parsed as JSON, else as text.
  public var data: JSONValue {
    if let json = try? JSONParser.parse(body) { return json }
    return JSONValue(.string(String(decoding: body, as: UTF8.self)))
  }

  /// What a message says of a status it does not take (a page's, a
  /// source's, a picture's): `the server answered 404 Not Found`, the code
  /// alone when there is no reason phrase (`the server answered 599`).
  package var serverAnswer: String {
    var text = "the server answered \(status) \(statusText)"
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// Sends HTTP requests for actions and pages. The runtime's client uses
/// libcurl; a session made without one has ``OfflineHTTPClient``.
public protocol HTTPClient: Sendable {
  /// Sends a request; throws for transport failures (not for 4xx/5xx).
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The client of a session made without one: every request fails at once,
/// saying that there is no network here.
public struct OfflineHTTPClient: HTTPClient {
  /// Why every request fails.
  package struct Unreachable: Error, CustomStringConvertible {
    /// Creates the error.
    package init() {}

    package var description: String { "no HTTP client is configured" }
  }

  /// Creates the client.
  public init() {}

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw Unreachable()
  }
}
