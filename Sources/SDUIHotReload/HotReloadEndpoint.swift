/// Where a hot-reload server listens: `ws://host:port/path`, as
/// `--hot-reload` names it (`ws://localhost:3001`, Nimbus's CLI's default).
package struct HotReloadEndpoint: Sendable, Equatable, CustomStringConvertible {
  /// Why a URL is not a hot-reload endpoint.
  package struct Invalid: Error, Equatable, CustomStringConvertible {
    /// What is wrong, with the URL.
    package var description: String
  }

  /// The address Nimbus's backend CLI (`nimbus-ts start`) listens on.
  package static let nimbusDefault = "ws://localhost:3001"

  /// The host name or address, without brackets.
  package var host: String
  /// The port, 80 when the URL names none.
  package var port: Int
  /// The path and query asked for, `/` when the URL has none.
  package var path: String

  /// Reads `ws://host[:port][/path]`; `wss://` and other schemes are refused.
  package init(_ url: String) throws(Invalid) {
    let lowered = url.lowercased()
    guard lowered.hasPrefix("ws://") else {
      let reason =
        lowered.hasPrefix("wss://")
        ? "wss:// is not supported: the hot-reload servers of Nimbus's CLI and of sdui-term serve speak ws:// on the author's machine"
        : "expected a ws:// URL such as \(Self.nimbusDefault)"
      throw Invalid(description: "'\(url)' is not a hot-reload address: \(reason)")
    }
    let rest = url.dropFirst("ws://".count)
    let authority = rest.prefix { $0 != "/" && $0 != "?" }
    let path = String(rest.dropFirst(authority.count))
    var host = Substring(authority)
    var port = 80
    if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
      let after = host[host.index(after: close)...]
      if after.hasPrefix(":") { port = try Self.port(after.dropFirst(), in: url) }
      host = host[host.index(after: host.startIndex)..<close]
    } else if let colon = host.lastIndex(of: ":") {
      port = try Self.port(host[host.index(after: colon)...], in: url)
      host = host[..<colon]
    }
    guard !host.isEmpty, !host.contains("@"), host.allSatisfy({ !$0.isWhitespace }) else {
      throw Invalid(description: "'\(url)' is not a hot-reload address: it names no host")
    }
    self.host = String(host)
    self.port = port
    self.path = path.isEmpty ? "/" : path.hasPrefix("?") ? "/" + path : path
  }

  /// `ws://host:port/path`.
  package var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "ws://\(shownHost):\(port)\(path == "/" ? "" : path)"
  }

  private static func port(_ text: Substring, in url: String) throws(Invalid) -> Int {
    guard let port = Int(text), (1...65535).contains(port) else {
      throw Invalid(description: "'\(url)' is not a hot-reload address: its port must be 1 to 65535")
    }
    return port
  }
}
