import SDUIDocument

/// The headers that name the platform to a server, as the phones send
/// them: Nimbus's `platform`, Beagle's `beagle-platform` (upper case), or
/// both when the dialect is not known before the document arrives. Every
/// fetch of a screen sends them: navigation, `render`, `tree`, `check`.
///
/// ```swift
/// PlatformHeaders.naming("iOS", for: .beagle, among: Dialect.allCases)  // ["beagle-platform": "IOS"]
/// ```
package enum PlatformHeaders {
  /// The headers naming `platform` to a server of `dialect`, or of any
  /// of `dialects` when it is not known.
  package static func naming(_ platform: String, for dialect: Dialect?, among dialects: [Dialect]) -> [String: String] {
    let dialects = dialect.map { [$0] } ?? dialects
    return dialects.reduce(into: [:]) { headers, dialect in
      headers.merge(dialect.engine.platformHeaders(platform)) { first, _ in first }
    }
  }
}
