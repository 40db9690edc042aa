import Foundation
import SDUICore
import SDUIDocument

/// Sends the engine's requests and fetches screens: `http` and `https`
/// through libcurl (``CurlTransfer``) within ``HTTPLimits``, and `file:`
/// URLs from disk, so that a screen opened from a file can push its
/// neighbours. Every request is held to ``OriginRule`` against the
/// document that makes it (``HTTPRequest/origin``): this is the one place
/// that rule is applied.
///
/// URLs are built by ``URLBuilder``: one that starts with `/` is joined to
/// ``baseURL``, any other is used as it is, and unencoded ones are
/// percent-encoded. A `file:` path that is not a file is tried again with
/// `.json` added, then as a directory's `index.json`, as `serve` does.
///
/// libcurl rather than URLSession: on Linux, URLSession hands every chunk
/// to its delegate on another queue with no back-pressure, so a chunked or
/// compressed body was read to its end (gigabytes) before `--max-body`
/// could stop it, and it never says which address it connected to.
///
/// ```swift
/// let client = CurlHTTPClient(baseURL: "http://127.0.0.1:8080", limits: HTTPLimits(totalTimeout: 10))
/// let response = try await client.send(HTTPRequest(url: "/api/products"))
/// ```
package final class CurlHTTPClient: HTTPClient {
  /// Why a request could not be made or completed.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The URL is relative and there is no base URL.
    case relativeURLWithoutBase(String)
    /// The URL cannot be parsed, or its scheme is not http, https or file.
    case invalidURL(String)
    /// The request did not complete: refused, no such host, lost...
    case transport(String)
    /// No answer within the connect timeout, or no end within the total.
    case timedOut(RequestTimeout)
    /// The body is larger than the limit, on the wire or decoded.
    case bodyTooLarge(limit: Int)
    /// The headers are larger than the limit.
    case headersTooLarge(limit: Int)
    /// More redirects than the limit.
    case tooManyRedirects(limit: Int)
    /// A `file:` URL that cannot be read; messages name the page, so the
    /// description is the reason alone.
    case file(path: String, reason: String)

    package var description: String {
      switch self {
      case .relativeURLWithoutBase(let url): "'\(url)' is relative and no base URL is set (use --base-url)"
      case .invalidURL(let url):
        "'\(url)' is not an http, https or file URL (a path to another screen starts with '/', which joins the base URL)"
      case .transport(let reason): reason
      case .timedOut(let timeout): "\(timeout)"
      case .bodyTooLarge(let limit): "the response is larger than \(limit) bytes (see --max-body)"
      case .headersTooLarge(let limit): "the response's headers are larger than \(limit) bytes"
      case .tooManyRedirects(let limit): "more than \(limit) redirects (see --max-redirects)"
      case .file(_, let reason): reason
      }
    }
  }

  /// The base for relative URLs.
  package let baseURL: String?
  /// Timeouts, sizes, redirects and extra headers.
  package let limits: HTTPLimits
  /// What screens may reach.
  package let rule: OriginRule
  /// The most requests under way at once; the others wait their turn.
  static let simultaneousTransfers = 16
  private let slots = Slots(count: simultaneousTransfers)

  /// Creates a client; a screen read from a file may read files in
  /// `fileRoots` (absolute, symbolic links resolved).
  package init(baseURL: String? = nil, limits: HTTPLimits = HTTPLimits(), fileRoots: [String] = []) {
    self.baseURL = baseURL
    self.limits = limits
    rule = OriginRule(fileRoots: fileRoots, allowsPrivateNetwork: limits.allowsPrivateNetwork)
  }

  /// The absolute URL a request goes to.
  package func resolve(_ url: String) throws(Failure) -> URL {
    if url.hasPrefix("/") && baseURL == nil { throw .relativeURLWithoutBase(url) }
    guard let built = URLBuilder.build(url, base: baseURL), let resolved = URL(string: built),
      let scheme = resolved.scheme?.lowercased(), ["http", "https", "file"].contains(scheme)
    else { throw .invalidURL(url) }
    return resolved
  }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await perform(request, sink: nil)
  }

  /// Sends `request` and hands its answer's body to `sink` as it arrives
  /// (an agent's stream of JSON Lines or server-sent events), with the
  /// answer's status, content type and address space (``StreamHead``); returns the answer, its body
  /// empty, once the server ends it. Held to the limits as ``send(_:)``
  /// is, but for the total timeout: a stream may last, and it stops when
  /// no byte comes for the connect timeout, or at `--max-body` in all.
  /// Only `http` and `https`.
  package func stream(
    _ request: HTTPRequest,
    into sink: @escaping @Sendable (_ chunk: [UInt8], _ head: StreamHead) -> Void
  ) async throws -> HTTPResponse {
    try await perform(request, sink: sink)
  }

  private func perform(_ request: HTTPRequest, sink: CurlTransfer.BodySink?) async throws -> HTTPResponse {
    if let built = URLBuilder.build(request.url, base: baseURL), let scheme = Self.scheme(of: built),
      let refusal = rule.refusal(scheme: scheme, from: request.origin)
    {
      throw refusal
    }
    let url = try resolve(request.url)
    if url.isFileURL {
      guard sink == nil else { throw Failure.invalidURL(request.url) }
      return try readFile(url, method: request.method, origin: request.origin)
    }
    var headers = request.headers
    for header in limits.headers where !headers.keys.contains(where: { $0.lowercased() == header.name.lowercased() }) {
      headers[header.name] = header.value
    }
    try Self.check(method: request.method, headers: headers)
    var body = request.rawBody
    if body == nil, let json = request.body { body = Array(json.jsonText.utf8) }
    try await slots.acquire()
    defer { slots.release() }
    let transfer = CurlTransfer(
      limits: limits, rule: rule, origin: request.origin,
      headers: headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }, sink: sink)
    return try await transfer.perform(.init(url: url.absoluteString, method: request.method, body: body))
  }

  /// The scheme of a URL as written, in lower case: letters, digits, `+`,
  /// `-` and `.` before the first `:`, starting with a letter.
  static func scheme(of url: String) -> String? {
    guard let colon = url.firstIndex(of: ":"), url.first?.isLetter == true,
      url[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return url[..<colon].lowercased()
  }

  /// The characters of an HTTP token (RFC 9110 §5.6.2): what a method and
  /// a header's name are made of.
  private static let tokenCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~")

  /// Refuses a method that is not a token and a header whose name is not
  /// one or whose value holds a control character: what a screen writes
  /// there goes on the wire, and a line break would start a second request.
  static func check(method: String, headers: [String: String]) throws(RequestRefusal) {
    guard (1...32).contains(method.count), method.allSatisfy(tokenCharacters.contains) else {
      throw .malformed("the method must be a word such as GET or POST, without spaces or line breaks")
    }
    for (name, value) in headers {
      guard !name.isEmpty, name.allSatisfy(tokenCharacters.contains) else {
        throw .malformed("a header's name must be a word without spaces, colons or line breaks")
      }
      guard !value.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else {
        throw .malformed("the value of header '\(name)' holds a line break or another control character")
      }
    }
  }

  /// Whether a redirect's `Location` is followed: relative ones, and
  /// absolute http and https URLs; never `file:`, `javascript:` or another
  /// scheme.
  static func isFollowable(redirectTo location: String) -> Bool {
    guard let scheme = scheme(of: location) else { return true }
    return scheme == "http" || scheme == "https"
  }

  /// Reads a `file:` URL: the path, else the path with `.json`, else the
  /// directory's `index.json`, if the origin may read it once `..` and
  /// symbolic links are resolved.
  private func readFile(_ url: URL, method: String, origin: RequestOrigin) throws -> HTTPResponse {
    let path = UserPath(url.path)
    guard method == "GET" else {
      throw Failure.file(
        path: path.absolute, reason: "a file cannot take \(method) (serve the screens with `sdui-term serve`)")
    }
    let candidates = [path.absolute, path.absolute + ".json", path.appending("index.json").absolute]
    let found = candidates.first { Self.exists($0, directory: false) }
    if let refusal = rule.refusal(file: Self.canonical(found ?? path.absolute), from: origin) { throw refusal }
    guard let found else {
      if Self.exists(path.absolute, directory: true) {
        throw Failure.file(path: path.absolute, reason: "is a directory with no index.json, not a screen file")
      }
      let alsoTried = path.fileExtension == "json" ? "" : " (nor \(path.lastComponent).json)"
      throw Failure.file(path: path.absolute, reason: "no such file or directory" + alsoTried)
    }
    do {
      let body = try DocumentFile.read(found, name: found, limit: limits.maxBodyBytes)
      var response = HTTPResponse(status: 200, statusText: "OK", body: body, source: found)
      response.addressSpace = .local
      return response
    } catch {
      throw Failure.file(path: found, reason: error.reason)
    }
  }

  /// The path with `.`, `..` and symbolic links resolved (`realpath`); of
  /// one that does not exist, its deepest folder that does is resolved and
  /// the rest kept, `.` and `..` resolved as written (a missing file under
  /// a link is then under the link's target, as it would be).
  package static func canonical(_ path: String) -> String {
    var head = URL(fileURLWithPath: path).standardizedFileURL.path
    var rest: [String] = []
    while true {
      if let resolved = realpath(head, nil) {
        defer { free(resolved) }
        let found = String(cString: resolved)
        return rest.isEmpty ? found : ([found == "/" ? "" : found] + rest.reversed()).joined(separator: "/")
      }
      guard head != "/", !head.isEmpty else { return path }
      rest.append(UserPath(head).lastComponent)
      head = UserPath(head).directory
    }
  }

  private static func exists(_ path: String, directory: Bool) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue == directory
  }
}
