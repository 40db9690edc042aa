import MCP
import SDUIDocument

extension Value {
  /// A JSON value as MCP's.
  package init(_ json: JSONValue) {
    switch json.kind {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(.integer(let number)): self = .int(number)
    case .number(.double(let number)): self = .double(number)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(Value.init))
    case .object(let members): self = .object(members.reduce(into: [:]) { $0[$1.key] = Value($1.value) })
    }
  }
}
