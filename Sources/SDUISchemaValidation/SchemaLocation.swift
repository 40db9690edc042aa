/// A place in a registered schema: its document's URI and a JSON Pointer's
/// reference tokens, shown as `https://…/common_types.json#/$defs/DataBinding`.
struct SchemaLocation: Sendable, Hashable, CustomStringConvertible {
  /// The URI of the document (no fragment).
  var documentURI: String
  /// The reference tokens from the document's root, unescaped.
  var tokens: [String]

  /// The place one token further in.
  func appending(_ token: String) -> SchemaLocation {
    SchemaLocation(documentURI: documentURI, tokens: tokens + [token])
  }

  /// The URI with the pointer as its fragment, `~` and `/` escaped.
  var description: String {
    let pointer = tokens.map { "/" + $0.replacingAll("~", with: "~0").replacingAll("/", with: "~1") }
    return documentURI + "#" + pointer.joined()
  }
}
