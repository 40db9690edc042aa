import SDUIDocument

/// What the basic catalog's `openUrl` returns: nothing is opened here; the
/// result says which URL to open, and the app routes it to its own dialog.
///
/// As JSON it is `{"openUrl": "https://example.com"}`, which
/// ``init(_:)`` reads back from a result.
package struct OpenURLRequest: Equatable, Sendable {
  /// The URL to open, as written.
  package var url: String

  /// The URL's scheme in lower case (`https`, `mailto`), for the app to
  /// decide which it opens.
  package var scheme: String {
    String(url.prefix { $0 != ":" }).lowercased()
  }

  /// A request to open `url`.
  package init(url: String) {
    self.url = url
  }

  /// The request a function's result holds, if it is one.
  package init?(_ result: JSONValue?) {
    guard let members = result?.objectMembers, members.count == 1, members[0].key == "openUrl",
      let url = members[0].value.stringValue
    else { return nil }
    self.url = url
  }

  /// The request as a function's result.
  package var jsonValue: JSONValue {
    ["openUrl": JSONValue(.string(url))]
  }

  /// `openUrl`: a request to open `url`, which must start with a scheme
  /// (`https:`, `mailto:`) and hold no spaces or control characters.
  static func openUrl(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let url = try arguments.string("url")
    let scheme = url.prefix { $0 != ":" }
    guard scheme.count < url.count, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
      !url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
    else { throw .invalidURL(url) }
    return OpenURLRequest(url: url).jsonValue
  }
}
