import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What Nimbus's built-ins draw in cells.
extension NimbusDialect {
  package func content(of node: ResolvedNode, in layout: ComponentLayout) -> RenderBox.Content? {
    guard node.isRegistered else { return nil }
    switch node.type.key {
    case "layout:text": return .text(layout.text(node, "text") ?? "", appearance(node, in: layout))
    case "layout:localimage", "layout:remoteimage": return .image(image(node, in: layout))
    default: return nil
    }
  }

  private func appearance(_ node: ResolvedNode, in layout: ComponentLayout) -> TextAppearance {
    let weight = node.property("weight")?.stringValue?.lowercased() ?? "normal"
    return TextAppearance(
      color: node.property("color")?.stringValue.flatMap(RGBAColor.init(authored:)),
      bold: ["semibold", "bold", "extrabold", "black"].contains(weight),
      dim: ["thin", "extralight", "light"].contains(weight),
      alignment: layout.alignment(node.property("alignment")?.stringValue))
  }
}

extension NimbusDialect {
  /// What an image shows: `layout:localImage` (`id`), `layout:remoteImage`
  /// (`url`, `placeholder`), fitted by `scale`.
  func image(_ node: ResolvedNode, in layout: ComponentLayout) -> ImageContent {
    let label = layout.imageLabel(node)
    let fit = PictureFit(nimbusScale: node.property("scale")?.stringValue)
    if node.type.key == "layout:localimage" {
      return ImageContent(
        picture: layout.nonEmpty(node.property("id")?.stringValue).map { .local($0) }, fit: fit, label: label)
    }
    return ImageContent(
      picture: layout.nonEmpty(node.property("url")?.stringValue).map { .remote($0) },
      placeholder: layout.nonEmpty(node.property("placeholder")?.stringValue).map { .local($0) }, fit: fit,
      label: label)
  }
}

extension NimbusDialect {
  /// A `layout:screen`: its `title`, and `showBackButton`.
  package func screenChrome(of node: ResolvedNode) -> ScreenChrome? {
    guard node.type.key == "layout:screen" else { return nil }
    return ScreenChrome(
      title: node.property("title")?.stringValue,
      showsBackButton: node.property("showBackButton")?.boolValue ?? true)
  }
}
