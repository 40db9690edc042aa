import SDUIDocument

/// Who asks for a URL: the document a request comes from, which
/// ``OriginRule`` judges every request against.
///
/// ```swift
/// RequestOrigin.remote(origin: "https://api.test", space: .public).description  // "a screen from https://api.test"
/// ```
public enum RequestOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The user: the source named on the command line, a flow's own
  /// scripts. Nothing a screen says is asked as the user.
  case user
  /// A screen read from a file (or standard input), which the user
  /// chose to open.
  case local
  /// A screen fetched over `http` or `https` from `origin` (`scheme://host:port`),
  /// whose server answered from an address in `space`.
  case remote(origin: String, space: AddressSpace)

  /// The origin a screen fetched from `url`, answered from an address in
  /// `space`, gives the requests it makes: `local` for a `file:` URL.
  package static func document(from url: String, space: AddressSpace?) -> RequestOrigin {
    let lowered = url.lowercased()
    guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return .local }
    return .remote(origin: URLBuilder.origin(of: url)?.lowercased() ?? url, space: space ?? .public)
  }

  public var description: String {
    switch self {
    case .user: "the user"
    case .local: "a screen read from a file"
    case .remote(let origin, _): "a screen from \(origin)"
    }
  }
}
