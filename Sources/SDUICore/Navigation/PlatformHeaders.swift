import SDUIDocument

/// The headers that name the platform to a server, as the phones send
/// them: Nimbus's `platform`, Beagle's `beagle-platform` (upper case), or
/// both when the dialect is not known before the document arrives. Every
/// fetch of a screen sends them: navigation, `render`, `tree`, `check`.
///
/// ```swift
/// PlatformHeaders.naming("iOS", for: .beagle)  // ["beagle-platform": "IOS"]
/// ```
package enum PlatformHeaders {
  /// The headers naming `platform` to a server of `dialect`.
  package static func naming(_ platform: String, for dialect: Dialect?) -> [String: String] {
    let dialects = dialect.map { [$0] } ?? Dialect.allCases
    return dialects.reduce(into: [:]) { headers, dialect in
      headers.merge(dialect.engine.platformHeaders(platform)) { first, _ in first }
    }
  }
}
