import SDUICore
import SDUIDocument

extension ScreenSource {
  /// The document's bytes: a file or standard input is read, a URL is
  /// fetched with `GET` within `limits`.
  ///
  /// - Throws: ``SourceError`` naming the source and why, e.g. `the server
  ///   answered 404 Not Found` or `connection refused`.
  package func fetch(limits: HTTPLimits = HTTPLimits(), platformHeaders: [String: String] = [:])
    async throws(SourceError)
    -> [UInt8]
  {
    guard case .url(let url) = self else { return try read(limit: limits.maxBodyBytes) }
    let response: HTTPResponse
    do {
      response = try await URLSessionHTTPClient(limits: limits).send(
        HTTPRequest(url: url, headers: platformHeaders))
    } catch {
      throw SourceError(source: displayName, reason: "\(error)")
    }
    guard response.status < 400 else {
      throw SourceError(source: displayName, reason: "the server answered \(response.status) \(response.statusText)")
    }
    return response.body
  }
}
