import SDUIDocument
import Yams

/// A YAML file of the A2UI conformance suite read as the project's JSON:
/// scalars by their resolved tag (`30` an integer, `1.5` a double, `"30"`
/// a string), mappings as objects in the order written.
enum YAMLDocument {
  /// Why a YAML file could not be read as JSON.
  enum Failure: Error, CustomStringConvertible {
    case empty
    case unsupported(String)

    var description: String {
      switch self {
      case .empty: "the YAML file holds no document"
      case .unsupported(let what): "the YAML file holds \(what), which JSON does not have"
      }
    }
  }

  /// The document `text` holds, as JSON.
  static func json(_ text: String) throws -> JSONValue {
    guard let node = try Yams.compose(yaml: text) else { throw Failure.empty }
    return try json(node)
  }

  private static func json(_ node: Node) throws -> JSONValue {
    switch node {
    case .scalar(let scalar):
      return try json(scalar, tag: Tag.Name(rawValue: node.tag.rawValue), node: node)
    case .sequence(let sequence):
      return JSONValue(.array(try sequence.map(json)))
    case .mapping(let mapping):
      var members: [JSONMember] = []
      for (key, value) in mapping {
        guard case .scalar(let scalar) = key else { throw Failure.unsupported("a key that is not a scalar") }
        members.append(JSONMember(key: scalar.string, value: try json(value)))
      }
      return JSONValue(.object(members))
    case .alias:
      throw Failure.unsupported("an alias")
    }
  }

  private static func json(_ scalar: Node.Scalar, tag: Tag.Name, node: Node) throws -> JSONValue {
    switch tag {
    case .null: return .null
    case .bool:
      guard let flag = node.bool else { throw Failure.unsupported("the boolean \(scalar.string)") }
      return JSONValue(.bool(flag))
    case .int:
      guard let integer = node.int else { throw Failure.unsupported("the integer \(scalar.string)") }
      return JSONValue(.number(.integer(integer)))
    case .float:
      guard let double = node.float else { throw Failure.unsupported("the number \(scalar.string)") }
      return JSONValue(.number(.double(double)))
    default:
      return JSONValue(.string(scalar.string))
    }
  }
}
