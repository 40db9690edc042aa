import SDUICore
import SDUIDocument

extension ScreenSource {
  /// The document's bytes: a file or standard input is read, a URL is
  /// fetched with `GET` within `limits`.
  ///
  /// - Throws: ``SourceError`` naming the source and why, e.g. `the server
  ///   answered 404 Not Found` or `connection refused`.
  package func fetch(
    limits: HTTPLimits = HTTPLimits(), platformHeaders: [String: String] = [:], http: HTTPClientMaker = .curl
  ) async throws(SourceError) -> [UInt8] {
    try await fetchDocument(limits: limits, platformHeaders: platformHeaders, http: http).bytes
  }

  /// The document's bytes, and the origin its screen's requests are
  /// judged against: a file's or standard input's is local, a URL's is
  /// the server that answered.
  package func fetchDocument(
    limits: HTTPLimits = HTTPLimits(), platformHeaders: [String: String] = [:], http: HTTPClientMaker = .curl
  ) async throws(SourceError) -> (bytes: [UInt8], origin: RequestOrigin) {
    guard case .url(let url) = self else { return (try read(limit: limits.maxBodyBytes), .local) }
    let response: HTTPResponse
    do {
      response = try await http.client(for: .init(limits: limits)).send(HTTPRequest(url: url, headers: platformHeaders))
    } catch {
      throw SourceError(source: displayName, reason: "\(error)")
    }
    guard response.status < 400 else {
      throw SourceError(source: displayName, reason: response.serverAnswer)
    }
    return (response.body, .document(from: response.source ?? url, space: response.addressSpace))
  }

  /// The folders a screen read from a file may read files in: this
  /// file's, and the base URL's when it is a `file:` URL. Standard input
  /// and a URL give only the base URL's.
  package func fileRoots(baseURL: String?) -> [String] {
    var roots: [String] = []
    if case .file(let path) = self { roots.append(CurlHTTPClient.canonical(Self.folder(of: path))) }
    if let baseURL, let base = UserPath(fileURL: baseURL) { roots.append(CurlHTTPClient.canonical(base.absolute)) }
    return roots.enumerated().filter { !roots[..<$0.offset].contains($0.element) }.map(\.element)
  }
}
