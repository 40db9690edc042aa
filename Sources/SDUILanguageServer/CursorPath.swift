/// Where a cursor stands in a JSON document that may be half-typed: the
/// objects and arrays around it, outermost first, each with its members
/// as far as they are written, and what the cursor is in inside the
/// innermost one (``Spot``). ``CursorScanner`` reads it.
///
/// Offsets are UTF-8 byte offsets into the document.
struct CursorPath: Sendable {
  /// A string, a bare word or a number as written, with where it is.
  struct Token: Sendable, Equatable {
    /// The token with its quotes, if any.
    var range: Range<Int>
    /// What the token's text spans: inside the quotes of a string.
    var content: Range<Int>
    /// The text, escapes decoded.
    var text: String
    /// Whether it is a string.
    var isQuoted: Bool
    /// Whether a string's closing quote is written.
    var isClosed: Bool
  }

  /// A member of an object: its key, and its value when one is written.
  struct Member: Sendable {
    /// The key, quoted or not yet.
    var key: Token
    /// Where its `:` is, if written.
    var colon: Int?
    /// The value's extent, if written.
    var valueRange: Range<Int>?
    /// The value, when it is a string or another token.
    var valueToken: Token?

    /// The value's text when it is a string.
    var stringValue: String? {
      guard let valueToken, valueToken.isQuoted else { return nil }
      return valueToken.text
    }
  }

  /// An object or array around the cursor.
  struct Frame: Sendable {
    /// Whether it is an object (else an array).
    var isObject: Bool
    /// An object's members, in order.
    var members: [Member]
    /// The key of the member it is the value of, when its parent is an
    /// object.
    var key: String?

    /// The string value of the last member named `key`.
    func string(_ key: String) -> String? {
      members.last { $0.key.text == key }?.stringValue
    }

    /// Whether a member is named `key`.
    func has(_ key: String) -> Bool {
      members.contains { $0.key.text == key }
    }
  }

  /// What the cursor is in, inside the innermost frame.
  enum Spot: Sendable, Equatable {
    /// A key, or the place of one; the token is what is typed of it (an
    /// empty one at the cursor when nothing is).
    case key(Token)
    /// The value of the member named `key`: its string or token, or an
    /// empty token at the cursor when none is written.
    case value(key: String, token: Token)
    /// An element of an array, when it is a string or another token.
    case element(Token)
    /// Nowhere a feature can use: between an array's elements, outside the
    /// document's value, or deeper than the scanner follows.
    case none
  }

  /// The frames around the cursor, outermost first.
  var frames: [Frame]
  /// What the cursor is in.
  var spot: Spot
}
