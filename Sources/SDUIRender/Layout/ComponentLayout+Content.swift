import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// A property as text, coerced as the dialect reads it.
  package func text(_ node: ResolvedNode, _ name: String) -> String? {
    node.property(name).flatMap { Coercion.string(from: $0, dialect: dialect) }
  }

  /// What a component draws: an app's own (its factory's, else a frame
  /// or a text input), a dialect's built-in (what its ``DialectLayout``
  /// says), else a container.
  func content(of node: ResolvedNode) -> RenderBox.Content {
    if let custom = customComponents, let factory = custom.factories[node.type.key] {
      return customContent(node, factory: factory, components: custom)
    }
    if let content = dialect.layout.content(of: node, in: self) { return content }
    guard node.isRegistered else {
      // An app component that reports edits is a text input.
      if node.events.contains("onChange"), node.children.isEmpty {
        return .input(
          value: text(node, "value") ?? "", placeholder: text(node, "placeholder") ?? "",
          secure: text(node, "type")?.lowercased() == "password", enabled: true)
      }
      // An empty value gives way to a placeholder, but still makes a row.
      let texts = ["text", "title", "label", "value", "placeholder"].compactMap { text(node, $0) }
      let label = texts.first { !$0.isEmpty } ?? texts.first
      return .frame(type: node.type.written, label: label)
    }
    return .container
  }

  /// A text's alignment from how the dialects write it.
  package func alignment(_ value: String?) -> TextAppearance.Alignment {
    switch value?.lowercased() {
    case "center": .center
    case "end", "right": .end
    default: .start
    }
  }
}
