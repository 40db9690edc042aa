import SDUIDocument

/// A property wrapper (or other type) that reads itself from the decoder's
/// context rather than, or as well as, the value under its key.
protocol ContextualProperty {
  static func make(decoder: ValueDecoder, key: String) throws -> Self
  /// What the wrapper stands for when ``PropertyProbe`` lists properties.
  static var probed: PropertyProbe.Wrapped { get }
}

/// The `Decoder` behind ``PropertyDecoder``: one JSON value, with the
/// dialect's coercions.
struct ValueDecoder: Decoder {
  let owner: PropertyDecoder
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(owner: PropertyDecoder, value: JSONValue, codingPath: [any CodingKey]) {
    self.owner = owner
    self.value = value
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard value.objectMembers != nil || value.isNull else { throw mismatch("an object") }
    return KeyedDecodingContainer(KeyedValues<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let elements = value.arrayElements else { throw mismatch("an array") }
    return UnkeyedValues(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

  /// A decoder for a value under this one.
  func child(_ value: JSONValue, key: any CodingKey) -> ValueDecoder {
    ValueDecoder(owner: owner, value: value, codingPath: codingPath + [key])
  }

  func mismatch(_ expected: String) -> PropertyDecodingError {
    let found = value.typeName
    let article = "aeiou".contains(found.first ?? "x") ? "an" : "a"
    return PropertyDecodingError(
      path: owner.describe(codingPath), message: "expected \(expected), found \(article) \(found)")
  }

  /// Decodes any type, the decoder's special types first; a type's own
  /// `DecodingError` becomes a ``PropertyDecodingError`` at this path.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let raw = value as? T { return raw }
    do {
      return try T(from: self)
    } catch DecodingError.dataCorrupted(let context) {
      throw PropertyDecodingError(path: owner.describe(codingPath), message: context.debugDescription)
    } catch DecodingError.typeMismatch(_, let context) {
      throw PropertyDecodingError(path: owner.describe(codingPath), message: context.debugDescription)
    }
  }
}

/// An index as a coding key.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { (decoder.value.objectMembers ?? []).compactMap { Key(stringValue: $0.key) } }

  /// The value under `key`; `null` counts as missing.
  private func present(_ key: Key) -> JSONValue? {
    guard let found = decoder.value[key.stringValue], !found.isNull else { return nil }
    return found
  }

  func contains(_ key: Key) -> Bool { present(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { present(key) == nil }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    if let contextual = T.self as? any ContextualProperty.Type {
      guard let made = try contextual.make(decoder: decoder, key: key.stringValue) as? T else {
        throw PropertyDecodingError(
          path: decoder.owner.describe(codingPath + [key]), message: "cannot be read as \(T.self)")
      }
      return made
    }
    guard let found = present(key) else {
      throw PropertyDecodingError(
        path: decoder.owner.describe(codingPath + [key]), message: "missing mandatory property '\(key.stringValue)'")
    }
    return try decoder.child(found, key: key).decode(T.self)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    if let contextual = T.self as? any ContextualProperty.Type {
      return try contextual.make(decoder: decoder, key: key.stringValue) as? T
    }
    guard let found = present(key) else { return nil }
    do {
      return try decoder.child(found, key: key).decode(T.self)
    } catch let error as PropertyDecodingError {
      decoder.owner.fallbacks.append(PropertyFallback(error, instead: .missing))
      return nil
    }
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(key) }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key) }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key) }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key) }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key) }

  private func optional<T: Decodable>(_ key: Key) throws -> T? { try decodeIfPresent(T.self, forKey: key) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder.child(present(key) ?? .null, key: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.child(present(key) ?? [], key: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder.child(present(key) ?? .null, key: key) }
}

struct UnkeyedValues: UnkeyedDecodingContainer {
  let decoder: ValueDecoder
  let elements: [JSONValue]
  var currentIndex = 0
  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(decoder: ValueDecoder, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  private mutating func next() throws -> ValueDecoder {
    guard !isAtEnd else {
      throw PropertyDecodingError(path: decoder.owner.describe(codingPath), message: "the array has too few elements")
    }
    defer { currentIndex += 1 }
    return decoder.child(elements[currentIndex], key: IndexKey(currentIndex))
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(T.self) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

struct SingleValue: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  private var value: JSONValue { decoder.value }

  init(decoder: ValueDecoder) {
    self.decoder = decoder
  }

  func decodeNil() -> Bool { value.isNull }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard let flag = Coercion.boolean(from: value, dialect: decoder.owner.dialect) else {
      throw decoder.mismatch("a boolean")
    }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard let text = Coercion.string(from: value, dialect: decoder.owner.dialect) else {
      throw decoder.mismatch("a string")
    }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard let number = Coercion.number(from: value) else { throw decoder.mismatch("a number") }
    return number.doubleValue
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  func decode(_ type: Int.Type) throws -> Int {
    guard let integer = Coercion.integer(from: value) else { throw decoder.mismatch("a whole number") }
    return integer
  }

  func decode(_ type: Int8.Type) throws -> Int8 { try narrowed(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try narrowed(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try narrowed(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try narrowed(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try narrowed(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try narrowed(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try narrowed(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try narrowed(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try narrowed(UInt64.self) }

  private func narrowed<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let value = T(exactly: try decode(Int.self)) else { throw decoder.mismatch("a \(T.self)") }
    return value
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }
}
