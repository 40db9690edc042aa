/// What a server said about the version of a page's document, for asking
/// it later whether the document changed: its `ETag` and `Last-Modified`
/// (sent back as `If-None-Match` and `If-Modified-Since`), and a digest of
/// the body, for servers that give neither and answer every poll in full.
package struct ResponseValidators: Sendable, Equatable {
  /// The entity tag, as the server wrote it (quotes and `W/` kept).
  package var entityTag: String?
  /// The `Last-Modified` date, as the server wrote it.
  package var lastModified: String?
  /// The body's length and hash: a poll answered in full with the same
  /// bytes is no change.
  package var bodyLength: Int
  package var bodyHash: Int
  /// The headers the server sent that are not sent back: over
  /// ``longestValue`` bytes, or with a control character.
  package private(set) var unusable: [String]

  /// The validators of a response.
  package init(_ response: HTTPResponse) {
    let sentTag = response.headers["etag"]
    let sentDate = response.headers["last-modified"]
    entityTag = Self.usable(sentTag)
    let lastModified = Self.usable(sentDate)
    unusable = [("ETag", sentTag, entityTag), ("Last-Modified", sentDate, lastModified)].compactMap {
      name, sent, kept in
      sent?.isEmpty == false && kept == nil ? name : nil
    }
    // A date in the second the server answered in is no validator (RFC 9110
    // §8.8.2.2): the document may change again within that second.
    self.lastModified = lastModified == response.headers["date"] ? nil : lastModified
    bodyLength = response.body.count
    var hasher = Hasher()
    response.body.withUnsafeBytes { hasher.combine(bytes: $0) }
    bodyHash = hasher.finalize()
  }

  /// The headers of a conditional request for the same document.
  package var conditionalHeaders: [String: String] {
    var headers: [String: String] = [:]
    if let entityTag { headers["If-None-Match"] = entityTag }
    if let lastModified { headers["If-Modified-Since"] = lastModified }
    return headers
  }

  /// Whether a full answer carries the same document.
  package func sameDocument(as other: ResponseValidators) -> Bool {
    bodyLength == other.bodyLength && bodyHash == other.bodyHash
  }

  /// The longest `ETag` or `Last-Modified` sent back, in UTF-8 bytes.
  package static let longestValue = 1024

  /// A header value worth sending back: present, at most ``longestValue``
  /// bytes, and without control characters, which the HTTP client
  /// refuses to send (a header the server sent is untrusted). One that is
  /// not is dropped, and the page is polled without it.
  private static func usable(_ value: String?) -> String? {
    guard let value, !value.isEmpty, value.utf8.count <= longestValue,
      !value.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else { return nil }
    return value
  }
}
