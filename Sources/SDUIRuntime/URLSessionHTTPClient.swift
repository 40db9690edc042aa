import Foundation
import SDUICore
import SDUIDocument

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends the engine's requests and fetches screens: `http` and `https`
/// through URLSession within ``HTTPLimits``, and `file:` URLs from disk,
/// so that a screen opened from a file can push its neighbours.
///
/// URLs are built by ``URLBuilder``: one that starts with `/` is joined to
/// ``baseURL``, any other is used as it is, and unencoded ones are
/// percent-encoded. A `file:` path that is not a file is tried again with
/// `.json` added, then as a directory's `index.json`, as `serve` does.
///
/// ```swift
/// let client = URLSessionHTTPClient(baseURL: "http://127.0.0.1:8080", limits: HTTPLimits(totalTimeout: 10))
/// let response = try await client.send(HTTPRequest(url: "/api/products"))
/// ```
package final class URLSessionHTTPClient: HTTPClient {
  /// Why a request could not be made or completed.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The URL is relative and there is no base URL.
    case relativeURLWithoutBase(String)
    /// The URL cannot be parsed, or its scheme is not http, https or file.
    case invalidURL(String)
    /// The request did not complete: refused, no such host, lost...
    case transport(String)
    /// No answer within the connect timeout, or no end within the total.
    case timedOut(seconds: Double)
    /// The body is larger than the limit.
    case bodyTooLarge(limit: Int)
    /// More redirects than the limit.
    case tooManyRedirects(limit: Int)
    /// A redirect to a URL that is not http or https (`file:`, `javascript:`...).
    case redirectRefused(String)
    /// A `file:` URL that cannot be read; messages name the page, so the
    /// description is the reason alone.
    case file(path: String, reason: String)

    package var description: String {
      switch self {
      case .relativeURLWithoutBase(let url): "'\(url)' is relative and no base URL is set (use --base-url)"
      case .invalidURL(let url): "'\(url)' is not an http, https or file URL"
      case .transport(let reason): reason
      case .timedOut(let seconds): "no answer within \(Self.seconds(seconds)) (see --connect-timeout and --timeout)"
      case .bodyTooLarge(let limit): "the response is larger than \(limit) bytes (see --max-body)"
      case .tooManyRedirects(let limit): "more than \(limit) redirects (see --max-redirects)"
      case .redirectRefused(let url): "the server redirected to '\(url)'; only http and https redirects are followed"
      case .file(_, let reason): reason
      }
    }

    private static func seconds(_ value: Double) -> String {
      value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
  }

  /// The base for relative URLs.
  package let baseURL: String?
  /// Timeouts, sizes, redirects and extra headers.
  package let limits: HTTPLimits
  private let delegate: HTTPTransferDelegate
  private let sessionLock = NSLock()
  /// Guarded by `sessionLock`.
  nonisolated(unsafe) private var madeSession: URLSession?

  /// Creates a client; its URLSession is made on the first http(s) request.
  package init(baseURL: String? = nil, limits: HTTPLimits = HTTPLimits()) {
    self.baseURL = baseURL
    self.limits = limits
    delegate = HTTPTransferDelegate(limits: limits)
  }

  deinit {
    madeSession?.invalidateAndCancel()
  }

  /// The client's own URLSession, made when first needed: starting the
  /// network stack costs megabytes that a screen read from files never
  /// needs.
  private var session: URLSession {
    sessionLock.withLock {
      if let madeSession { return madeSession }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = limits.connectTimeout
      configuration.timeoutIntervalForResource = limits.totalTimeout
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
      madeSession = session
      return session
    }
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
    let url = try resolve(request.url)
    if url.isFileURL { return try readFile(url, method: request.method) }
    var urlRequest = URLRequest(url: url, timeoutInterval: limits.connectTimeout)
    urlRequest.httpMethod = request.method
    for header in limits.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if let rawBody = request.rawBody {
      urlRequest.httpBody = Data(rawBody)
    } else if let body = request.body {
      urlRequest.httpBody = Data(body.jsonText.utf8)
    }
    let task = session.dataTask(with: urlRequest)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        delegate.start(task, continuation: continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }

  /// Reads a `file:` URL: the path, else the path with `.json`, else the
  /// directory's `index.json`.
  private func readFile(_ url: URL, method: String) throws(Failure) -> HTTPResponse {
    let path = UserPath(url.path)
    guard method == "GET" else {
      throw .file(
        path: path.absolute, reason: "a file cannot take \(method) (serve the screens with `sdui-term serve`)")
    }
    let candidates = [path.absolute, path.absolute + ".json", path.appending("index.json").absolute]
    guard let found = candidates.first(where: { Self.exists($0, directory: false) }) else {
      if Self.exists(path.absolute, directory: true) {
        throw .file(path: path.absolute, reason: "is a directory with no index.json, not a screen file")
      }
      let alsoTried = path.fileExtension == "json" ? "" : " (nor \(path.lastComponent).json)"
      throw .file(path: path.absolute, reason: "no such file or directory" + alsoTried)
    }
    do {
      let body = try DocumentFile.read(found, name: found, limit: limits.maxBodyBytes)
      return HTTPResponse(status: 200, statusText: "OK", body: body, source: found)
    } catch {
      throw .file(path: found, reason: error.reason)
    }
  }

  private static func exists(_ path: String, directory: Bool) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue == directory
  }
}
