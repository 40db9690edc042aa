import SDUIDocument

/// The properties a `Decodable` app component or action reads, found by
/// decoding the type once from a decoder that answers every key with a
/// blank value and writes down what was asked: the key, its type, and
/// whether it was read as optional. `sdui-term components` lists them and
/// `check` checks screens against them, as for the built-ins.
///
/// A type whose decoding needs a value the probe cannot make (an enum
/// without a blank case, say) gives the properties read up to that point.
package enum PropertyProbe {
  /// What a property wrapper stands for when probed.
  enum Wrapped {
    /// Not a property of the JSON (`@Children`, `@CoreAction`).
    case nothing
    /// An event: a list of actions.
    case event
    /// Properties read from the owner's own map (`@Root`).
    case sameMap
    /// A property of this type with this default (`@Default`).
    case defaulted(Any.Type, JSONValue?)
  }

  /// The specs of `type`'s properties, in the order it reads them.
  package static func specs<T: Decodable>(of type: T.Type) -> [PropertySpec] {
    let recorder = Recorder()
    _ = try? T(from: ProbeDecoder(recorder: recorder, depth: 0))
    var seen: Set<String> = []
    return recorder.specs.filter { seen.insert($0.name).inserted }
  }

  /// The spec type of a Swift type, as far as it can be told.
  static func valueType(_ type: Any.Type) -> PropertySpec.ValueType {
    switch type {
    case is String.Type, is Substring.Type: return .string
    case is Bool.Type: return .boolean
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return .integer
    case is Double.Type, is Float.Type: return .number
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array<") { return .array(.any) }
      if name.hasPrefix("Dictionary<") { return .object }
      return .any
    }
  }

  final class Recorder {
    var specs: [PropertySpec] = []

    func record(_ key: String, _ type: Any.Type, optional: Bool) {
      if let wrapper = type as? any ContextualProperty.Type {
        switch wrapper.probed {
        case .nothing, .sameMap: return
        case .event: specs.append(PropertySpec(key, .event))
        case .defaulted(let value, let fallback): specs.append(PropertySpec(key, valueType(value), default: fallback))
        }
        return
      }
      specs.append(PropertySpec(key, valueType(type), required: !optional))
    }
  }

  struct ProbeDecoder: Decoder {
    let recorder: Recorder
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(Keyed<Key>(recorder: recorder, depth: depth))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeEnd() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(recorder: recorder) }
  }

  struct ProbeEnd: Error {}

  /// Blank values of the types that have one.
  static func blank<T>(_ type: T.Type) throws -> T {
    let values: [Any] = ["", false, 0, 0.0, Float(0), Int64(0), Int32(0), UInt(0)]
    guard let value = values.lazy.compactMap({ $0 as? T }).first else { throw ProbeEnd() }
    return value
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: Recorder
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try make(T.self, key: key, optional: false)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      if T.self is any ContextualProperty.Type { return try make(T.self, key: key, optional: true) }
      if depth == 0 { recorder.record(key.stringValue, T.self, optional: true) }
      return nil
    }

    // The synthesized code reads optional properties of these types
    // through their own overloads, not the generic one.
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { optional(type, key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { optional(type, key) }

    private func optional<T>(_ type: T.Type, _ key: Key) -> T? {
      if depth == 0 { recorder.record(key.stringValue, T.self, optional: true) }
      return nil
    }

    private func make<T: Decodable>(_ type: T.Type, key: Key, optional: Bool) throws -> T {
      let flattened = (T.self as? any ContextualProperty.Type).map {
        if case .sameMap = $0.probed { true } else { false }
      }
      if depth == 0 { recorder.record(key.stringValue, T.self, optional: optional) }
      if let value = try? PropertyProbe.blank(T.self) { return value }
      return try T(from: ProbeDecoder(recorder: recorder, depth: flattened == true ? depth : depth + 1))
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> { throw ProbeEnd() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw ProbeEnd() }
    func superDecoder() throws -> any Decoder { throw ProbeEnd() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ProbeEnd() }
  }

  struct Single: SingleValueDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      if let value = try? PropertyProbe.blank(T.self) { return value }
      return try T(from: ProbeDecoder(recorder: recorder, depth: 1))
    }
  }
}
