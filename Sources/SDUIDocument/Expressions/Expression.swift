/// A parsed `@{...}` expression.
///
/// ```swift
/// // @{sum(count, 1)}
/// Expression.operation("sum", [.reference(StatePath("count")), .literal(1)])
/// ```
public indirect enum Expression: Sendable, Equatable, CustomStringConvertible {
  /// `true`, `false`, `null`, a number or a quoted string.
  case literal(JSONValue)
  /// A state (Nimbus) or context (Beagle) path: `user.phones[0]`.
  case reference(StatePath)
  /// An operation call: `sum(a, 1)`.
  case operation(String, [Expression])

  /// The expression written back in canonical form: `sum(count, 1)`.
  public var description: String {
    switch self {
    case .literal(let value):
      if case .string(let text) = value.kind { return "'" + text.replacingAll("'", with: "\\'") + "'" }
      return value.jsonText
    case .reference(let path): return path.description
    case .operation(let name, let arguments):
      return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
  }

  /// Every state path the expression reads, outermost first.
  package var references: [StatePath] {
    switch self {
    case .literal: []
    case .reference(let path): [path]
    case .operation(_, let arguments): arguments.flatMap(\.references)
    }
  }
}

/// A path into state: the state's id, then keys and indices.
///
/// `order.products[2].title` is the id `order` followed by
/// `.key("products")`, `.index(2)`, `.key("title")`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
  /// The state or context id, the first segment.
  public var root: String
  /// The steps inside the state's value.
  public var components: [JSONPath.Component]

  /// Creates a path.
  public init(_ root: String, _ components: [JSONPath.Component] = []) {
    self.root = root
    self.components = components
  }

  /// `root.key[0]`.
  public var description: String {
    components.reduce(root) { text, component in
      switch component {
      case .key(let key): text + "." + key
      case .index(let index): text + "[\(index)]"
      }
    }
  }
}
