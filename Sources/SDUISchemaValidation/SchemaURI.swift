/// The little of RFC 3986 that `$id` and `$ref` need: whether a URI is
/// absolute, resolving a reference against a base, and splitting off the
/// fragment.
enum SchemaURI {
  /// Whether `uri` starts with a scheme (`https:`, `urn:`).
  static func isAbsolute(_ uri: String) -> Bool {
    guard let colon = uri.firstIndex(of: ":"), colon != uri.startIndex else { return false }
    let scheme = uri[..<colon]
    return scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// The URI without its fragment, and the fragment (without `#`), if any.
  static func split(_ uri: String) -> (document: String, fragment: String?) {
    guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
    return (String(uri[..<hash]), String(uri[uri.index(after: hash)...]))
  }

  /// `reference` resolved against the absolute `base` (RFC 3986 §5.2).
  static func resolve(_ reference: String, against base: String) -> String {
    if isAbsolute(reference) { return removingDotSegments(reference) }
    let baseDocument = split(base).document
    if reference.hasPrefix("#") { return baseDocument + reference }
    if reference.isEmpty { return baseDocument }
    let (scheme, rest) = splitScheme(baseDocument)
    if reference.hasPrefix("//") { return removingDotSegments(scheme + ":" + reference) }
    let (authority, path) = authorityAndPath(rest)
    let root = rest.hasPrefix("//") ? scheme + "://" + authority : scheme + ":"
    if reference.hasPrefix("/") { return removingDotSegments(root + reference) }
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return removingDotSegments(root + directory + reference)
  }

  private static func splitScheme(_ uri: String) -> (scheme: String, rest: String) {
    let colon = uri.firstIndex(of: ":") ?? uri.startIndex
    return (String(uri[..<colon]), String(uri[uri.index(after: colon)...]))
  }

  /// The authority (after `//`) and the path of a URI's part after its scheme.
  private static func authorityAndPath(_ rest: String) -> (authority: String, path: String) {
    guard rest.hasPrefix("//") else { return ("", rest) }
    let afterSlashes = rest.dropFirst(2)
    let pathStart = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
    return (String(afterSlashes[..<pathStart]), String(afterSlashes[pathStart...]))
  }

  /// The URI with its path's `.` and `..` segments applied.
  private static func removingDotSegments(_ uri: String) -> String {
    let (document, fragment) = split(uri)
    let (scheme, rest) = splitScheme(document)
    let (authority, path) = authorityAndPath(rest)
    var segments: [Substring] = []
    for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
      switch segment {
      case ".": continue
      case "..": if segments.count > 1 { segments.removeLast() }
      default: segments.append(segment)
      }
    }
    let prefix = rest.hasPrefix("//") ? scheme + "://" + authority : scheme + ":"
    return prefix + segments.joined(separator: "/") + (fragment.map { "#" + $0 } ?? "")
  }
}
