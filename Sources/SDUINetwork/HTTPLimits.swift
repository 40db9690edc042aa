/// How far sdui-term lets a request go: timeouts, body size, redirects,
/// whether screens may reach more private networks than their server's,
/// and the headers it adds to every request.
package struct HTTPLimits: Sendable, Equatable {
  /// Seconds the server may take to connect or, once connected, to send
  /// the next bytes.
  package var connectTimeout: Double
  /// Seconds a whole request may take, body included.
  package var totalTimeout: Double
  /// The largest body accepted, in bytes.
  package var maxBodyBytes: Int
  /// How many redirects one request may follow.
  package var maxRedirects: Int
  /// Headers sent with every request (`--header`), unless the request
  /// sets the same name itself.
  package var headers: [(name: String, value: String)]
  /// Whether a screen may reach addresses more private than its server's
  /// (`--allow-private-network`; ``OriginRule``).
  package var allowsPrivateNetwork: Bool

  /// Creates limits; the defaults are those of the command line.
  package init(
    connectTimeout: Double = 5, totalTimeout: Double = 30, maxBodyBytes: Int = 16 << 20, maxRedirects: Int = 5,
    headers: [(name: String, value: String)] = [], allowsPrivateNetwork: Bool = false
  ) {
    self.allowsPrivateNetwork = allowsPrivateNetwork
    self.connectTimeout = connectTimeout
    self.totalTimeout = totalTimeout
    self.maxBodyBytes = maxBodyBytes
    self.maxRedirects = maxRedirects
    self.headers = headers
  }

  /// Reads `Name: value`, as `--header` takes it.
  ///
  /// ```swift
  /// HTTPLimits.header(from: "Authorization: Bearer abc") // ("Authorization", "Bearer abc")
  /// ```
  package static func header(from text: String) -> (name: String, value: String)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = text[..<colon].trimmingCharacters(in: " \t")
    let value = text[text.index(after: colon)...].trimmingCharacters(in: " \t")
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~")
    guard !name.isEmpty, name.allSatisfy(allowed.contains),
      !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" })
    else { return nil }
    return (name, value)
  }

  package static func == (lhs: HTTPLimits, rhs: HTTPLimits) -> Bool {
    lhs.connectTimeout == rhs.connectTimeout && lhs.totalTimeout == rhs.totalTimeout
      && lhs.maxBodyBytes == rhs.maxBodyBytes && lhs.maxRedirects == rhs.maxRedirects
      && lhs.allowsPrivateNetwork == rhs.allowsPrivateNetwork
      && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
  }
}

extension Substring {
  func trimmingCharacters(in set: String) -> String {
    var text = self
    while let first = text.first, set.contains(first) { text.removeFirst() }
    while let last = text.last, set.contains(last) { text.removeLast() }
    return String(text)
  }
}
