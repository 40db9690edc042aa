import SDUIDocument

/// A value a component property or a function argument takes: a literal,
/// a binding to the data model, or a function call (A2UI's `DynamicValue`
/// and its `DynamicString`, `DynamicNumber`, `DynamicBoolean` kin).
///
/// ```swift
/// try DynamicValue(json: ["path": "/user/name"])   // .binding(path: "/user/name")
/// try DynamicValue(json: "Hello")                  // .literal("Hello")
/// ```
package indirect enum DynamicValue: Equatable, Sendable {
  /// A value as written.
  case literal(JSONValue)
  /// The value at a path of the data model, absolute (`/user/name`) or
  /// relative to the scope it is evaluated in (`name`).
  case binding(path: String)
  /// A function's result.
  case call(FunctionCall)

  /// Reads a value as A2UI's JSON writes it: an object with `call` is a
  /// function call (with `args` and `returnType` and no other key), one
  /// with `path` a binding (with no other key), anything else a literal.
  ///
  /// - Throws: ``FunctionError/invalidDynamicValue(_:reason:)`` for an
  ///   object with `call` or `path` that is not such a call or binding.
  package init(json: JSONValue) throws(FunctionError) {
    guard let members = json.objectMembers, let keyed = members.first(where: { $0.key == "call" || $0.key == "path" })
    else {
      self = .literal(json)
      return
    }
    if keyed.key == "path" {
      guard members.allSatisfy({ $0.key == "path" }), let path = json["path"]?.stringValue else {
        throw .invalidDynamicValue(json.jsonText, reason: "a binding has one member, path, a string")
      }
      self = .binding(path: path)
      return
    }
    self = .call(try Self.functionCall(json, members: members))
  }

  /// The value as A2UI's JSON writes it: literals as they are, bindings
  /// as `{"path": ...}`, calls as ``FunctionCall/jsonValue``.
  package var jsonValue: JSONValue {
    switch self {
    case .literal(let value): value
    case .binding(let path): ["path": JSONValue(.string(path))]
    case .call(let call): call.jsonValue
    }
  }

  private static func functionCall(_ json: JSONValue, members: [JSONMember]) throws(FunctionError) -> FunctionCall {
    guard let name = json["call"]?.stringValue else {
      throw .invalidDynamicValue(json.jsonText, reason: "call is the function's name, a string")
    }
    if let stray = members.first(where: { !["call", "args", "returnType"].contains($0.key) }) {
      throw .invalidDynamicValue(json.jsonText, reason: "a function call has no member \(stray.key)")
    }
    var returnType = FunctionCall.ReturnType.boolean
    if let declared = json["returnType"] {
      guard let type = declared.stringValue.flatMap(FunctionCall.ReturnType.init(rawValue:)) else {
        throw .invalidDynamicValue(
          json.jsonText, reason: "returnType is one of string, number, boolean, array, object, any, void")
      }
      returnType = type
    }
    var arguments: [FunctionCall.Argument] = []
    if let args = json["args"] {
      guard let written = args.objectMembers else {
        throw .invalidDynamicValue(json.jsonText, reason: "args is an object")
      }
      for member in written {
        arguments.append(FunctionCall.Argument(name: member.key, value: try DynamicValue(json: member.value)))
      }
    }
    return FunctionCall(name: name, arguments: arguments, returnType: returnType)
  }
}
