/// Builds the URL a view or request goes to from the path a screen gives,
/// by the rule both dialects share (spec beagle §7.1, spec nimbus §7.1).
///
/// - A path is relative exactly when it starts with `/`; it is appended to
///   the base with one trailing `/` of the base removed.
/// - Anything else is absolute and used as given, even without a scheme.
/// - Without a base, a relative path stays as given.
/// - An empty path builds no URL.
/// - A result that holds no percent escapes yet is percent-encoded (UTF-8,
///   keeping RFC 3986's unreserved and reserved characters); one that
///   already has escapes is left alone. Nimbus leaves encoding to the
///   server; we follow Beagle's table, since it only ever turns URLs that
///   cannot be sent into ones that can.
///
/// ```swift
/// URLBuilder.build("/user/Ann Lee", base: "http://api.test/") // "http://api.test/user/Ann%20Lee"
/// URLBuilder.build("next.json", base: "http://api.test")     // "next.json"
/// ```
package enum URLBuilder {
  /// The URL for `path` against `base`, or `nil` for an empty path.
  package static func build(_ path: String, base: String?) -> String? {
    guard !path.isEmpty else { return nil }
    var joined = path
    if path.hasPrefix("/"), var base {
      if base.hasSuffix("/") { base.removeLast() }
      joined = base + path
    }
    return hasEscapes(joined) ? joined : encoded(joined)
  }

  /// The text with `%XX` escapes decoded to bytes; `nil` when it has none.
  package static func percentDecoded(_ text: String) -> [UInt8]? {
    guard hasEscapes(text) else { return nil }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]),
        isHexDigit(bytes[index + 2])
      {
        output.append(hexValue(bytes[index + 1]) << 4 | hexValue(bytes[index + 2]))
        index += 3
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }

  /// The scheme and authority of an absolute URL, `http://host:8080` for
  /// `http://host:8080/a/b?c`; `nil` when the URL has no `scheme://`.
  ///
  /// ```swift
  /// URLBuilder.origin(of: "https://api.test/screens/home") // "https://api.test"
  /// ```
  package static func origin(of url: String) -> String? {
    let bytes = Array(url.utf8)
    let separator = Array("://".utf8)
    guard let schemeEnd = (0..<max(0, bytes.count - 2)).first(where: { Array(bytes[$0..<$0 + 3]) == separator })
    else { return nil }
    let authorityStart = schemeEnd + 3
    var end = authorityStart
    while end < bytes.count, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[end]) {
      end += 1
    }
    guard end > authorityStart else { return nil }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// Whether percent-decoding would change the text: a `%` followed by
  /// two hex digits.
  private static func hasEscapes(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 3 else { return false }
    for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
      if isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2]) { return true }
    }
    return false
  }

  private static func hexValue(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: byte - UInt8(ascii: "A") + 10
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }

  /// Bytes kept as they are: alphanumerics and `-._~:/?#[]@!$&'()*+,;=`.
  private static let kept = Set(
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=".utf8))

  private static func encoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    for byte in text.utf8 {
      if kept.contains(byte) {
        output.append(byte)
      } else {
        output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
