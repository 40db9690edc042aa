import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What Beagle's built-ins draw in cells.
extension BeagleDialect {
  package func content(of node: ResolvedNode, in layout: ComponentLayout) -> RenderBox.Content? {
    // Beagle 1.x's image, removed from the registry but mapped by web-react.
    if node.type.key == "beagle:networkimage" { return .image(image(node, in: layout)) }
    guard node.isRegistered else { return nil }
    switch node.type.key {
    case "beagle:button":
      // A button with no text shows its accessibility label, which a
      // phone's screen reader reads and sighted users see as its icon.
      let shown = layout.text(node, "text").flatMap { $0.isEmpty ? nil : $0 } ?? node.accessibilityLabel ?? ""
      return .button(
        shown,
        enabled: node.property("enabled").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? true)
    case "beagle:textinput":
      // beagle-ios adds a label under the field, beagle-android sets the
      // EditText's error: shown while showError is true and error is not empty.
      let showsError = node.property("showError").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? false
      let error = layout.text(node, "error").flatMap { showsError && !$0.isEmpty ? $0 : nil }
      return .input(
        value: layout.text(node, "value") ?? "", placeholder: layout.text(node, "placeholder") ?? "",
        secure: node.property("type")?.stringValue?.uppercased() == "PASSWORD",
        enabled: isEnabled(node), error: error)
    case "beagle:tabbar":
      // A tab with only an icon shows the icon's name, which a terminal
      // cannot draw, rather than nothing.
      let titles = (node.property("items")?.arrayElements ?? []).map { item in
        let title = item["title"].flatMap { Coercion.string(from: $0, dialect: .beagle) } ?? ""
        return title.isEmpty ? item["icon"]?["mobileId"]?.stringValue ?? "" : title
      }
      let selected = node.property("currentTab").flatMap(Coercion.integer(from:)) ?? 0
      return .tabs(titles, selected: titles.indices.contains(selected) ? selected : -1)
    case "beagle:pageindicator":
      let count = layout.drawnCount(node, "numberOfPages")
      var colors = DotColors()
      if let color = node.property("selectedColor")?.stringValue.flatMap(RGBAColor.init(authored:)) {
        colors.selected = color
      }
      if let color = node.property("unselectedColor")?.stringValue.flatMap(RGBAColor.init(authored:)) {
        colors.unselected = color
      }
      return .pageDots(
        count: count, current: node.property("currentPage").flatMap(Coercion.integer(from:)) ?? 0, colors: colors)
    case "beagle:text": return .text(layout.text(node, "text") ?? "", appearance(node, in: layout))
    case "beagle:image", "beagle:webview": return .image(image(node, in: layout))
    default: return nil
    }
  }

  /// Whether a text input can be used: neither `enabled: false` nor
  /// `readOnly: true` (both phones set isEnabled from each; beagle-android
  /// greys a read-only field as a disabled one).
  private func isEnabled(_ node: ResolvedNode) -> Bool {
    let enabled = node.property("enabled").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? true
    let readOnly = node.property("readOnly").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? false
    return enabled && !readOnly
  }

  private func appearance(_ node: ResolvedNode, in layout: ComponentLayout) -> TextAppearance {
    TextAppearance(
      color: node.property("textColor")?.stringValue.flatMap(RGBAColor.init(authored:)),
      alignment: layout.alignment(node.property("alignment")?.stringValue))
  }
}

extension BeagleDialect {
  /// What an image shows: `beagle:image` (a local or remote `path`, its
  /// `placeholder`, `mode`), Beagle 1.x's `networkImage` (`path`,
  /// `contentMode`, as web-react still maps it), and `beagle:webView`,
  /// which only ever shows its stand-in.
  func image(_ node: ResolvedNode, in layout: ComponentLayout) -> ImageContent {
    let label = layout.imageLabel(node)
    switch node.type.key {
    case "beagle:image":
      let path = node.property("path")
      let placeholder = layout.nonEmpty(path?["placeholder"]?["mobileId"]?.stringValue).map {
        PictureReference.local($0)
      }
      return ImageContent(
        picture: picture(path, in: layout), placeholder: placeholder,
        fit: PictureFit(beagleMode: node.property("mode")?.stringValue), label: label)
    case "beagle:networkimage":
      return ImageContent(
        picture: layout.nonEmpty(node.property("path")?.stringValue).map { .remote($0) },
        fit: PictureFit(beagleMode: node.property("contentMode")?.stringValue), label: label)
    default:
      return ImageContent(picture: nil, fit: .fit, label: label)
    }
  }

  /// A Beagle image path: `{"_beagleImagePath_": "local", "mobileId", "url"}`
  /// or `{"_beagleImagePath_": "remote", "url"}`.
  private func picture(_ path: JSONValue?, in layout: ComponentLayout) -> PictureReference? {
    guard let path else { return nil }
    let url = layout.nonEmpty(path["url"]?.stringValue)
    if path["_beagleImagePath_"]?.stringValue?.lowercased() == "local" {
      return layout.nonEmpty(path["mobileId"]?.stringValue).map { .local($0, webURL: url) } ?? url.map { .remote($0) }
    }
    return url.map { .remote($0) }
  }
}

extension BeagleDialect {
  /// A `screenComponent`'s `navigationBar`: its `title`, `showBackButton`
  /// and `navigationBarItems`.
  package func screenChrome(of node: ResolvedNode) -> ScreenChrome? {
    guard node.type.key == "beagle:screencomponent" else { return nil }
    let bar = node.property("navigationBar")
    let items = (bar?["navigationBarItems"]?.arrayElements ?? []).prefix(ComponentLayout.drawnCountLimit).map { item in
      ScreenChrome.Item(
        text: item["text"].flatMap { Coercion.string(from: $0, dialect: .beagle) } ?? "",
        label: item["accessibility"]?["accessibilityLabel"].flatMap { Coercion.string(from: $0, dialect: .beagle) },
        picture: item["image"].flatMap { $0.stringValue ?? $0["mobileId"]?.stringValue },
        hasPicture: item["image"].map { !$0.isNull } ?? false, id: item["id"] ?? .null)
    }
    return ScreenChrome(
      title: bar?["title"]?.stringValue, showsBackButton: bar?["showBackButton"]?.boolValue ?? true, items: Array(items)
    )
  }
}
