import Foundation
import SDUICore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends the engine's requests over the network with URLSession.
///
/// URLs are built by ``URLBuilder``: one that starts with `/` is joined to
/// ``baseURL``, any other is used as it is, and unencoded ones are
/// percent-encoded.
public struct URLSessionHTTPClient: HTTPClient {
  /// Why a request could not be made.
  public enum Failure: Error, CustomStringConvertible {
    /// The URL is relative and there is no base URL.
    case relativeURLWithoutBase(String)
    /// The URL cannot be parsed.
    case invalidURL(String)
    /// The request did not complete: refused, timed out, no host...
    case transport(String)

    public var description: String {
      switch self {
      case .relativeURLWithoutBase(let url): "'\(url)' is relative and no base URL is set (use --base-url)"
      case .invalidURL(let url): "'\(url)' is not a valid URL"
      case .transport(let reason): reason
      }
    }
  }

  /// The base for relative URLs.
  public var baseURL: String?
  /// Seconds before a request gives up.
  public var timeout: TimeInterval

  /// Creates a client.
  public init(baseURL: String? = nil, timeout: TimeInterval = 30) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The absolute URL a request goes to.
  public func resolve(_ url: String) throws -> URL {
    if url.hasPrefix("/") && baseURL == nil { throw Failure.relativeURLWithoutBase(url) }
    guard let built = URLBuilder.build(url, base: baseURL), let resolved = URL(string: built), resolved.scheme != nil
    else { throw Failure.invalidURL(url) }
    return resolved
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: try resolve(request.url), timeoutInterval: timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if let body = request.body { urlRequest.httpBody = Data(body.jsonText.utf8) }
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await URLSession.shared.data(for: urlRequest)
    } catch {
      throw Failure.transport(error.localizedDescription)
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    return HTTPResponse(
      status: status, statusText: HTTPURLResponse.localizedString(forStatusCode: status).capitalized,
      body: [UInt8](data))
  }
}
