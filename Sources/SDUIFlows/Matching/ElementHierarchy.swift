import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

/// The elements a flow sees, as Maestro's `maestro hierarchy` prints a
/// device's: a tree of nodes, each with its attributes as strings (`text`,
/// `hintText`, `accessibilityText`, `resource-id`, `clickable`, `bounds`
/// in points as `[x1,y1][x2,y2]`, `enabled`, `focused`, `checked`,
/// `selected`, and `class`, the component's type) and the same states as
/// booleans, under a root with no attributes.
///
/// ```swift
/// print(ElementHierarchy(of: app).json)
/// ```
package struct ElementHierarchy {
  let elements: [ScreenElement]
  let scale: LayoutScale

  /// The hierarchy of what the app shows now.
  @MainActor
  package init(of app: TerminalApp) {
    let screen = ScreenElements(of: app)
    elements = screen.components
    scale = screen.scale
  }

  /// The tree as pretty-printed JSON.
  package var json: String {
    var children: [Int: [Int]] = [:]
    var roots: [Int] = []
    for (index, element) in elements.enumerated() {
      if let parent = element.parent { children[parent, default: []].append(index) } else { roots.append(index) }
    }
    func node(_ index: Int) -> JSONValue {
      let element = elements[index]
      var value = attributesNode(element)
      value["children"] = JSONValue(.array((children[element.position ?? -1] ?? []).map(node)))
      let members = value.map { JSONMember(key: $0.key, value: $0.value) }
      return JSONValue(.object(members.sorted { order($0.key) < order($1.key) }))
    }
    let root: JSONValue = [
      "attributes": JSONValue(.object([])), "children": JSONValue(.array(roots.map(node))),
    ]
    return root.indentedJSONText + "\n"
  }

  private func order(_ key: String) -> Int {
    ["attributes", "children", "clickable", "enabled", "focused", "checked", "selected"].firstIndex(of: key) ?? 99
  }

  private func attributesNode(_ element: ScreenElement) -> [String: JSONValue] {
    func text(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    func flag(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    let attributes: [(String, String)] = [
      ("text", element.showsOwnText ? element.text : ""), ("hintText", element.hintText ?? ""),
      ("accessibilityText", element.accessibilityText ?? ""), ("resource-id", element.id ?? ""),
      ("clickable", "\(element.clickable)"), ("bounds", bounds(element.rect)), ("enabled", "\(element.enabled)"),
      ("focused", "\(element.focused)"), ("checked", "\(element.checked ?? false)"),
      ("selected", "\(element.selected ?? false)"), ("class", element.type),
    ]
    return [
      "attributes": JSONValue(.object(attributes.map { JSONMember(key: $0.0, value: text($0.1)) })),
      "clickable": flag(element.clickable), "enabled": flag(element.enabled), "focused": flag(element.focused),
      "checked": flag(element.checked ?? false), "selected": flag(element.selected ?? false),
    ]
  }

  /// A rectangle of cells as Maestro writes bounds: `[x1,y1][x2,y2]` in points.
  private func bounds(_ rect: Rect) -> String {
    func points(_ cells: Int, _ scale: Double) -> Int { Int((Double(cells) * scale).rounded()) }
    let left = points(rect.origin.column, scale.horizontal)
    let top = points(rect.origin.row, scale.vertical)
    let right = points(rect.maxColumn, scale.horizontal)
    let bottom = points(rect.maxRow, scale.vertical)
    return "[\(left),\(top)][\(right),\(bottom)]"
  }
}
