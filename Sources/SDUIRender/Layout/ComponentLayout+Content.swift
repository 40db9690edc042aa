import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// A property as text, coerced as the dialect reads it.
  func text(_ node: ResolvedNode, _ name: String) -> String? {
    node.property(name).flatMap { Coercion.string(from: $0, dialect: dialect) }
  }

  /// What a component draws: the one place that knows what a text, a
  /// button, a field, tabs, dots or an image show on a terminal.
  func content(of node: ResolvedNode) -> RenderBox.Content {
    if let custom = customComponents, let factory = custom.factories[node.type.key] {
      return customContent(node, factory: factory, components: custom)
    }
    // Beagle 1.x's image, removed from the registry but mapped by web-react.
    if node.type.key == "beagle:networkimage" { return .image(imageContent(node)) }
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
    switch node.type.key {
    case "layout:text": return .text(text(node, "text") ?? "", nimbusAppearance(node))
    case "beagle:text": return .text(text(node, "text") ?? "", beagleAppearance(node))
    case "beagle:button":
      // A button with no text shows its accessibility label, which a
      // phone's screen reader reads and sighted users see as its icon.
      let shown = text(node, "text").flatMap { $0.isEmpty ? nil : $0 } ?? node.accessibilityLabel ?? ""
      return .button(
        shown,
        enabled: node.property("enabled").flatMap { Coercion.boolean(from: $0, dialect: dialect) } ?? true)
    case "beagle:textinput":
      // beagle-ios adds a label under the field, beagle-android sets the
      // EditText's error: shown while showError is true and error is not empty.
      let showsError = node.property("showError").flatMap { Coercion.boolean(from: $0, dialect: dialect) } ?? false
      let error = text(node, "error").flatMap { showsError && !$0.isEmpty ? $0 : nil }
      return .input(
        value: text(node, "value") ?? "", placeholder: text(node, "placeholder") ?? "",
        secure: node.property("type")?.stringValue?.uppercased() == "PASSWORD",
        enabled: isEnabled(node), error: error)
    case "beagle:tabbar":
      // A tab with only an icon shows the icon's name, which a terminal
      // cannot draw, rather than nothing.
      let titles = (node.property("items")?.arrayElements ?? []).map { item in
        let title = item["title"].flatMap { Coercion.string(from: $0, dialect: dialect) } ?? ""
        return title.isEmpty ? item["icon"]?["mobileId"]?.stringValue ?? "" : title
      }
      let selected = node.property("currentTab").flatMap(Coercion.integer(from:)) ?? 0
      return .tabs(titles, selected: titles.indices.contains(selected) ? selected : -1)
    case "beagle:pageindicator":
      let count = drawnCount(node, "numberOfPages")
      var colors = DotColors()
      if let color = node.property("selectedColor")?.stringValue.flatMap(RGBAColor.init(authored:)) {
        colors.selected = color
      }
      if let color = node.property("unselectedColor")?.stringValue.flatMap(RGBAColor.init(authored:)) {
        colors.unselected = color
      }
      return .pageDots(
        count: count, current: node.property("currentPage").flatMap(Coercion.integer(from:)) ?? 0, colors: colors)
    case "layout:localimage", "layout:remoteimage", "beagle:image", "beagle:webview":
      return .image(imageContent(node))
    default:
      return .container
    }
  }

  /// Whether a text input can be used: neither `enabled: false` nor
  /// `readOnly: true` (both phones set isEnabled from each; beagle-android
  /// greys a read-only field as a disabled one).
  private func isEnabled(_ node: ResolvedNode) -> Bool {
    let enabled = node.property("enabled").flatMap { Coercion.boolean(from: $0, dialect: dialect) } ?? true
    let readOnly = node.property("readOnly").flatMap { Coercion.boolean(from: $0, dialect: dialect) } ?? false
    return enabled && !readOnly
  }

  private func nimbusAppearance(_ node: ResolvedNode) -> TextAppearance {
    let weight = node.property("weight")?.stringValue?.lowercased() ?? "normal"
    return TextAppearance(
      color: node.property("color")?.stringValue.flatMap(RGBAColor.init(authored:)),
      bold: ["semibold", "bold", "extrabold", "black"].contains(weight),
      dim: ["thin", "extralight", "light"].contains(weight),
      alignment: alignment(node.property("alignment")?.stringValue))
  }

  private func beagleAppearance(_ node: ResolvedNode) -> TextAppearance {
    TextAppearance(
      color: node.property("textColor")?.stringValue.flatMap(RGBAColor.init(authored:)),
      alignment: alignment(node.property("alignment")?.stringValue))
  }

  private func alignment(_ value: String?) -> TextAppearance.Alignment {
    switch value?.lowercased() {
    case "center": .center
    case "end", "right": .end
    default: .start
    }
  }
}
