import SDUIDocument

/// A JSON-RPC request's id: an integer or a string, echoed in its response.
package enum RequestID: Sendable, Hashable, CustomStringConvertible {
  /// A numeric id.
  case number(Int)
  /// A string id.
  case string(String)

  /// The id as a JSON value.
  package var json: JSONValue {
    switch self {
    case .number(let value): JSONValue(.number(.integer(value)))
    case .string(let text): JSONValue(.string(text))
    }
  }

  /// The id as JSON text.
  package var description: String { json.jsonText }
}
