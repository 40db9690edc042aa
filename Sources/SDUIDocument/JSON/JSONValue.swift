/// A parsed JSON value together with where it was written.
///
/// Unlike Foundation's `JSONSerialization`, a `JSONValue` keeps what the
/// renderer needs: integers apart from doubles (``JSONNumber``), the order of
/// object members (duplicates included, last one wins on lookup), and the
/// ``SourceLocation`` of every value and key for diagnostics.
///
/// Equality compares content only, never locations; objects compare as maps.
///
/// `JSONValue` is `ExpressibleByNilLiteral`, so `nil` in a literal is JSON
/// `null`. Beware ternaries: in `let x: JSONValue? = c ? value : nil` the
/// `nil` is `null`, not absence; write `.none`.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"n": 5, "d": 5.0}"#)
/// value["n"]?.kind   // .number(.integer(5))
/// value["d"]?.location // 1:14
/// ```
public struct JSONValue: Sendable, CustomStringConvertible {
  /// The content of a JSON value.
  public enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// The content.
  public var kind: Kind
  /// Where the value starts in its document.
  package var location: SourceLocation

  /// Creates a value, by default with an unknown location.
  public init(_ kind: Kind, at location: SourceLocation = .unknown) {
    self.kind = kind
    self.location = location
  }

  /// JSON `null` with no location.
  public static let null = JSONValue(.null)

  /// The value of the last member named `key`, when this is an object.
  public subscript(key: String) -> JSONValue? {
    member(named: key)?.value
  }

  /// The last member named `key`, when this is an object.
  package func member(named key: String) -> JSONMember? {
    guard case .object(let members) = kind else { return nil }
    return members.last { $0.key == key }
  }

  /// The members in document order, when this is an object.
  package var objectMembers: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements, when this is an array.
  public var arrayElements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The text, when this is a string.
  package var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// Whether this is JSON `null`.
  package var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// A word for the value's type, as used in messages: `string`, `number`,
  /// `boolean`, `array`, `object` or `null`.
  package var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// Compact JSON text (see ``JSONValue/jsonText``).
  public var description: String { jsonText }
}

/// One member of a JSON object.
public struct JSONMember: Sendable {
  /// The member's key.
  public var key: String
  /// Where the key is written.
  package var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation = .unknown, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

extension JSONValue: Equatable {
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): Self.lastWins(a) == Self.lastWins(b)
    default: false
    }
  }

  private static func lastWins(_ members: [JSONMember]) -> [String: JSONValue] {
    var map: [String: JSONValue] = [:]
    for member in members { map[member.key] = member.value }
    return map
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self.init(.null) }
  public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
  public init(integerLiteral value: Int) { self.init(.number(.integer(value))) }
  public init(floatLiteral value: Double) { self.init(.number(.double(value))) }
  public init(stringLiteral value: String) { self.init(.string(value)) }
  public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(.object(elements.map { JSONMember(key: $0.0, value: $0.1) }))
  }
}

extension JSONMember: Equatable {
  /// Members are equal when key and value are; locations are ignored.
  public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value
  }
}
