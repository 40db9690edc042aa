import SDUICore
import SDUIDocument

extension ResolvedNode {
  /// A component as its document writes it, in the shape of a resolved
  /// one, for what the accessibility audit reads of a component a screen
  /// does not show on start (another branch of an `if`, a list's
  /// template with no item yet, a component an action adds): each
  /// property as written, an expression kept as its text (`@{user.name}`,
  /// which counts as a value), and events by name; with its descendants
  /// (``ComponentNode/componentsInside``) as written when asked, as deep
  /// as the component tree, which the JSON parser's depth limit bounds.
  init(written node: ComponentNode, withDescendants: Bool) {
    var properties: [JSONMember] = []
    var events: [String] = []
    for entry in node.properties {
      if entry.value.actions != nil {
        events.append(entry.name)
      } else {
        properties.append(JSONMember(key: entry.name, value: Self.written(entry.value)))
      }
    }
    let children =
      withDescendants ? node.componentsInside.map { ResolvedNode(written: $0, withDescendants: true) } : []
    self.init(
      type: node.type, id: node.id, properties: properties, events: events, children: children,
      isRegistered: node.isRegistered, path: node.path)
  }

  /// A property's value as written: strings with their expressions as
  /// text, components and events as `null`.
  private static func written(_ value: PropertyValue) -> JSONValue {
    switch value {
    case .literal(let json): json
    case .text(let template, _): JSONValue(.string(template.literalText ?? template.source))
    case .array(let elements, _): JSONValue(.array(elements.map(written)))
    case .object(let entries, _):
      JSONValue(.object(entries.map { JSONMember(key: $0.name, value: written($0.value)) }))
    case .component, .event: .null
    }
  }
}
