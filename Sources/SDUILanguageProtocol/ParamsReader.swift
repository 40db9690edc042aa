import SDUIDocument

/// Reads a method's params as the protocol types them: each member by
/// name, of the type it must have, or a -32602 error that names the
/// member (`'textDocument.uri' must be a string, not number`).
///
/// ```swift
/// let reader = try ParamsReader(params)
/// let uri = try reader.object("textDocument").string("uri")
/// ```
package struct ParamsReader: Sendable {
  /// The object read.
  package let value: JSONValue
  /// Its path from the params, for messages: `textDocument.`.
  private let prefix: String

  /// Reads `params`, which must be an object.
  package init(_ params: JSONValue?) throws(JSONRPCError) {
    guard let params, params.objectMembers != nil else {
      throw .invalidParams("params must be an object, not \(params?.typeName ?? "missing")")
    }
    self.init(value: params, prefix: "")
  }

  private init(value: JSONValue, prefix: String) {
    self.value = value
    self.prefix = prefix
  }

  /// A member that must be there, of any type.
  private func member(_ key: String) throws(JSONRPCError) -> JSONValue {
    guard let member = value[key], !member.isNull else { throw .invalidParams("'\(prefix)\(key)' is missing") }
    return member
  }

  private func wrongType(_ key: String, _ expected: String, _ found: JSONValue) -> JSONRPCError {
    .invalidParams("'\(prefix)\(key)' must be \(expected), not \(found.typeName)")
  }

  /// A string member.
  package func string(_ key: String) throws(JSONRPCError) -> String {
    let found = try member(key)
    guard let text = found.stringValue else { throw wrongType(key, "a string", found) }
    return text
  }

  /// A string member that may be absent or null.
  package func optionalString(_ key: String) throws(JSONRPCError) -> String? {
    guard let found = value[key], !found.isNull else { return nil }
    return try string(key)
  }

  /// An integer member, at least 0 (the protocol's `uinteger`).
  package func unsignedInteger(_ key: String) throws(JSONRPCError) -> Int {
    let found = try member(key)
    guard case .number(.integer(let number)) = found.kind, number >= 0 else {
      throw .invalidParams("'\(prefix)\(key)' must be an integer of 0 or more, not \(found.jsonText.prefix(40))")
    }
    return number
  }

  /// An integer member that may be absent or null.
  package func optionalInteger(_ key: String) throws(JSONRPCError) -> Int? {
    guard let found = value[key], !found.isNull else { return nil }
    guard case .number(.integer(let number)) = found.kind else { throw wrongType(key, "an integer", found) }
    return number
  }

  /// An object member.
  package func object(_ key: String) throws(JSONRPCError) -> ParamsReader {
    let found = try member(key)
    guard found.objectMembers != nil else { throw wrongType(key, "an object", found) }
    return ParamsReader(value: found, prefix: prefix + key + ".")
  }

  /// An object member that may be absent or null.
  package func optionalObject(_ key: String) throws(JSONRPCError) -> ParamsReader? {
    guard let found = value[key], !found.isNull else { return nil }
    return try object(key)
  }

  /// An array member's objects.
  package func objects(_ key: String) throws(JSONRPCError) -> [ParamsReader] {
    let found = try member(key)
    guard let elements = found.arrayElements else { throw wrongType(key, "an array", found) }
    var readers: [ParamsReader] = []
    for (index, element) in elements.enumerated() {
      guard element.objectMembers != nil else { throw wrongType("\(key)[\(index)]", "an object", element) }
      readers.append(ParamsReader(value: element, prefix: "\(prefix)\(key)[\(index)]."))
    }
    return readers
  }

  /// An array member's objects; none when it is absent or null.
  package func optionalObjects(_ key: String) throws(JSONRPCError) -> [ParamsReader] {
    guard let found = value[key], !found.isNull else { return [] }
    return try objects(key)
  }
}
