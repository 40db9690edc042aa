/// The one rule every request a screen makes is held to, judged against
/// the document that makes it (docs/security.md):
///
/// - a screen fetched over `http(s)` reaches `http` and `https` URLs only,
///   never `file:` nor another scheme, however the URL is spelled;
/// - a screen read from a file reaches files only inside ``fileRoots``
///   (the folder the user opened, and `--base-url`'s), judged after `..`
///   and symbolic links are resolved;
/// - a screen fetched from a server reaches no address more private than
///   that server's own (``AddressSpace``) unless ``allowsPrivateNetwork``:
///   a screen from the internet cannot reach this machine or its network,
///   while one served from loopback (the demo, a local backend) can;
/// - the user's own requests (the source on the command line, a flow's
///   scripts) are not restricted.
///
/// The HTTP client applies it: to the scheme and the file path before a
/// request is sent, and to every address it connects to, redirects
/// included.
///
/// ```swift
/// let rule = OriginRule(fileRoots: ["/home/me/screens"])
/// rule.refusal(scheme: "file", from: .remote(origin: "http://h", space: .local))  // .scheme(...)
/// rule.refusal(file: "/etc/passwd", from: .local)                                // .outsideFolders(...)
/// ```
package struct OriginRule: Sendable, Hashable {
  /// The folders a screen read from a file may read files in, absolute
  /// and without symbolic links.
  package var fileRoots: [String]
  /// Whether a screen may reach addresses more private than its server's
  /// (`--allow-private-network`).
  package var allowsPrivateNetwork: Bool

  /// Creates the rule.
  package init(fileRoots: [String] = [], allowsPrivateNetwork: Bool = false) {
    self.fileRoots = fileRoots
    self.allowsPrivateNetwork = allowsPrivateNetwork
  }

  /// Why a URL with `scheme` (lower case) may not be requested by
  /// `origin`; `nil` when it may.
  package func refusal(scheme: String, from origin: RequestOrigin) -> RequestRefusal? {
    let web = scheme == "http" || scheme == "https"
    switch origin {
    case .user, .local: return web || scheme == "file" ? nil : .scheme(scheme, origin: origin)
    case .remote: return web ? nil : .scheme(scheme, origin: origin)
    }
  }

  /// Why the file at `path` (absolute, `..` and symbolic links resolved)
  /// may not be read by `origin`; `nil` when it may.
  package func refusal(file path: String, from origin: RequestOrigin) -> RequestRefusal? {
    switch origin {
    case .user: return nil
    case .remote: return .scheme("file", origin: origin)
    case .local:
      let inside = fileRoots.contains { root in
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
      }
      return inside ? nil : .outsideFolders(path: path, folders: fileRoots)
    }
  }

  /// Why `origin` may not connect to `address`, in `space`; `nil` when it
  /// may.
  package func refusal(address: String, in space: AddressSpace, from origin: RequestOrigin) -> RequestRefusal? {
    guard case .remote(_, let originSpace) = origin, !allowsPrivateNetwork, space < originSpace else { return nil }
    return .privateNetwork(address: address, space: space, origin: origin)
  }
}

/// Why ``OriginRule`` refused a request: the error the HTTP client throws,
/// which `sendRequest` gives `onError` and every reader logs.
public enum RequestRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// A scheme the origin may not use (`file:` from a server, `ftp:`, ...).
  case scheme(String, origin: RequestOrigin)
  /// A file outside the folders a local screen may read.
  case outsideFolders(path: String, folders: [String])
  /// An address more private than the screen's server.
  case privateNetwork(address: String, space: AddressSpace, origin: RequestOrigin)
  /// A redirect to a URL that is not `http` or `https`, as the server
  /// wrote it (`file:`, `javascript:`...), whoever asked.
  case redirect(to: String)
  /// A method or header HTTP cannot carry as written: a line break in
  /// one would write a second request (what is wrong).
  case malformed(String)

  public var description: String {
    switch self {
    case .scheme(let scheme, let origin):
      let allowed = origin == .local || origin == .user ? "http, https and file" : "http and https"
      return "refused: \(origin) may request \(allowed) URLs only, not \(scheme):"
    case .outsideFolders(let path, let folders):
      let inside = folders.isEmpty ? "no folder" : folders.map { "'\($0)'" }.joined(separator: ", ")
      return "refused: '\(path)' is outside the folder a screen read from a file may read (\(inside));"
        + " --base-url names a folder it may read too"
    case .privateNetwork(let address, let space, let origin):
      return "refused: \(origin) may not reach \(address), on \(space) (--allow-private-network allows it)"
    case .redirect(let location):
      return "refused: the server redirected to '\(location)'; only http and https redirects are followed"
    case .malformed(let reason):
      return "refused: \(reason)"
    }
  }

  /// The refusal as the screen that asked is told it (`onError`): without
  /// the paths and addresses the log names, which a screen could send
  /// on (the user's folders, what a name resolves to inside a network).
  package var screenMessage: String {
    switch self {
    case .scheme, .redirect, .malformed: description
    case .outsideFolders: "refused: a screen read from a file may read files only in its folder"
    case .privateNetwork(_, let space, let origin): "refused: \(origin) may not reach \(space)"
    }
  }
}
