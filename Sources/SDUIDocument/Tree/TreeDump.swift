extension ComponentNode {
  /// The node and everything below it as indented text, deterministic so
  /// that tests can compare it and people can read it (`sdui-term tree`).
  ///
  /// ```text
  /// layout:column id="nimbus:1" (generated) at 1:1
  ///   state count: 0
  ///   event onPress:
  ///     action setState at 5:7
  ///       path: "count"
  ///       value: @{sum(count, 1)}
  ///   child layout:text id="title" at 9:5
  ///     property text: "Count: @{count}" (template)
  /// ```
  ///
  /// Strings are shown as written: a whole-string expression bare
  /// (`@{count}`), a template quoted with `(template)`, literal text quoted.
  /// A declaration is named as `dialect` writes it: Nimbus's `state`,
  /// Beagle's `context`.
  package func treeDescription(dialect: Dialect?) -> String {
    var lines: [String] = []
    TreeDumper(declaration: (dialect?.definition.rules.stateKeyword ?? "state") + " ").dump(
      self, label: nil, depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }
}

private struct TreeDumper {
  static let inlineLimit = 72
  /// How a state declaration's line starts.
  let declaration: String

  func dump(_ node: ComponentNode, label: String?, depth: Int, into lines: inout [String]) {
    var header = (label.map { $0 + " " } ?? "") + node.type.written + " id=" + node.id.jsonQuoted
    if node.isIdGenerated { header += " (generated)" }
    if !node.isRegistered { header += " (unregistered)" }
    header += " at \(node.location)"
    lines.append(indent(depth) + header)
    for declaration in node.state {
      dumpValue(declaration.initialValue, label: self.declaration + declaration.name, depth: depth + 1, into: &lines)
    }
    for entry in node.properties {
      let kind = entry.value.actions == nil ? "property " : "event "
      dumpValue(entry.value, label: kind + entry.name, depth: depth + 1, into: &lines)
    }
    for child in node.children {
      dump(child, label: "child", depth: depth + 1, into: &lines)
    }
  }

  func dumpValue(_ value: PropertyValue, label: String, depth: Int, into lines: inout [String]) {
    if let inline = inlineText(value) {
      lines.append(indent(depth) + label + ": " + inline)
      return
    }
    lines.append(indent(depth) + label + ":")
    switch value {
    case .literal, .text:
      break
    case .array(let elements, _):
      for (index, element) in elements.enumerated() {
        dumpValue(element, label: "[\(index)]", depth: depth + 1, into: &lines)
      }
    case .object(let entries, _):
      for entry in entries {
        dumpValue(entry.value, label: entry.name, depth: depth + 1, into: &lines)
      }
    case .component(let node):
      dump(node, label: nil, depth: depth + 1, into: &lines)
    case .event(let actions, _):
      for action in actions {
        dump(action, depth: depth + 1, into: &lines)
      }
    }
  }

  func dump(_ action: ActionCall, depth: Int, into lines: inout [String]) {
    let registered = action.isRegistered ? "" : " (unregistered)"
    lines.append(indent(depth) + "action " + action.name.written + registered + " at \(action.location)")
    for entry in action.properties {
      dumpValue(entry.value, label: entry.name, depth: depth + 1, into: &lines)
    }
    if !action.metadata.isEmpty {
      dumpValue(.object(action.metadata, at: .unknown), label: "metadata", depth: depth + 1, into: &lines)
    }
  }

  /// One-line text for scalars, strings, and short literal arrays/objects.
  func inlineText(_ value: PropertyValue) -> String? {
    switch value {
    case .literal(let json):
      return json.jsonText
    case .text(let template, _):
      if let code = template.wholeExpression { return "@{" + code + "}" }
      return template.source.jsonQuoted + (template.isLiteral ? "" : " (template)")
    case .array(let elements, _) where elements.isEmpty:
      return "[]"
    case .object(let entries, _) where entries.isEmpty:
      return "{}"
    case .array, .object:
      guard !value.containsExpression, let json = value.literalJSON else { return nil }
      let text = json.jsonText
      return text.count <= Self.inlineLimit ? text : nil
    case .component, .event:
      return nil
    }
  }

  func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
