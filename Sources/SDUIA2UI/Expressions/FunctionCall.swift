import SDUIDocument

/// A call of a client-side function, as a `FunctionCall` of A2UI's
/// common types writes it (`{"call": "formatDate", "args": {...}}`) or a
/// `formatString` template does (`${formatDate(value: /when, format: 'HH:mm')}`).
package struct FunctionCall: Equatable, Sendable {
  /// One named argument.
  package struct Argument: Equatable, Sendable {
    /// The argument's name.
    package var name: String
    /// Its value, evaluated when the function needs it.
    package var value: DynamicValue

    /// Creates an argument.
    package init(name: String, value: DynamicValue) {
      self.name = name
      self.value = value
    }
  }

  /// What a call declares it returns (`returnType`); a template's calls
  /// declare ``any``.
  package enum ReturnType: String, Sendable {
    /// The JSON types, anything, and no value (`openUrl`).
    case string, number, boolean, array, object, any, void
  }

  /// The function's name.
  package var name: String
  /// The arguments in the order written.
  package var arguments: [Argument]
  /// The type the call declares it returns.
  package var returnType: ReturnType

  /// Creates a call.
  package init(name: String, arguments: [Argument] = [], returnType: ReturnType = .any) {
    self.name = name
    self.arguments = arguments
    self.returnType = returnType
  }

  /// The argument named `name`, if the call has one.
  package func argument(_ name: String) -> DynamicValue? {
    arguments.last { $0.name == name }?.value
  }

  /// The call as A2UI's JSON writes it, with every argument and the return
  /// type spelled out.
  package var jsonValue: JSONValue {
    let arguments = arguments.map { JSONMember(key: $0.name, value: $0.value.jsonValue) }
    return [
      "call": JSONValue(.string(name)), "args": JSONValue(.object(arguments)),
      "returnType": JSONValue(.string(returnType.rawValue)),
    ]
  }
}
