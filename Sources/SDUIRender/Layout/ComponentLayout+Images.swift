import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// What an image component of either dialect shows: `layout:localImage`
  /// (`id`), `layout:remoteImage` (`url`, `placeholder`), `beagle:image`
  /// (a local or remote `path`, its `placeholder`, `mode`), Beagle 1.x's
  /// `networkImage` (`path`, `contentMode`, as web-react still maps it),
  /// and `beagle:webView`, which only ever shows its stand-in.
  func imageContent(_ node: ResolvedNode) -> ImageContent {
    let accessibility = node.property("accessibility")
    let label =
      accessibility?["label"]?.stringValue ?? accessibility?["accessibilityLabel"]?.stringValue
      ?? node.property("id")?.stringValue ?? node.property("url")?.stringValue
      ?? node.property("path")?["mobileId"]?.stringValue ?? node.property("path")?["url"]?.stringValue
      ?? node.property("path")?.stringValue ?? node.type.name
    switch node.type.key {
    case "layout:localimage":
      return ImageContent(
        picture: nonEmpty(node.property("id")?.stringValue).map { .local($0) },
        fit: PictureFit(nimbusScale: node.property("scale")?.stringValue), label: label)
    case "layout:remoteimage":
      return ImageContent(
        picture: nonEmpty(node.property("url")?.stringValue).map { .remote($0) },
        placeholder: nonEmpty(node.property("placeholder")?.stringValue).map { .local($0) },
        fit: PictureFit(nimbusScale: node.property("scale")?.stringValue), label: label)
    case "beagle:image":
      let path = node.property("path")
      let placeholder = nonEmpty(path?["placeholder"]?["mobileId"]?.stringValue).map { PictureReference.local($0) }
      return ImageContent(
        picture: beaglePicture(path), placeholder: placeholder,
        fit: PictureFit(beagleMode: node.property("mode")?.stringValue), label: label)
    case "beagle:networkimage":
      return ImageContent(
        picture: nonEmpty(node.property("path")?.stringValue).map { .remote($0) },
        fit: PictureFit(beagleMode: node.property("contentMode")?.stringValue), label: label)
    default:
      return ImageContent(picture: nil, fit: .fit, label: label)
    }
  }

  /// A Beagle image path: `{"_beagleImagePath_": "local", "mobileId", "url"}`
  /// or `{"_beagleImagePath_": "remote", "url"}`.
  private func beaglePicture(_ path: JSONValue?) -> PictureReference? {
    guard let path else { return nil }
    let url = nonEmpty(path["url"]?.stringValue)
    if path["_beagleImagePath_"]?.stringValue?.lowercased() == "local" {
      return nonEmpty(path["mobileId"]?.stringValue).map { .local($0, webURL: url) } ?? url.map { .remote($0) }
    }
    return url.map { .remote($0) }
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// The size in pixels of the picture an image shows now: its own once
  /// it arrived, else its placeholder's; `nil` when neither is there (or
  /// pictures are not drawn), and the image takes its stand-in's size.
  func shownPictureSize(_ image: ImageContent) -> Size? {
    guard let pictures else { return nil }
    for picture in [image.picture, image.placeholder].compactMap(\.self) {
      if case .ready(let pixels) = pictures.status(of: picture) { return pixels }
    }
    return nil
  }

  /// An image's size: its picture's own at the layout scale, narrowed
  /// with its aspect ratio kept when less width is offered; the stand-in's
  /// size while there is no picture.
  func imageMeasure(_ image: ImageContent) -> LayoutNode.Measure {
    guard let pixels = shownPictureSize(image) else {
      let width = Double(DisplayWidth.of(TerminalText.sanitized(image.label)) + 4)
      return { _, _, _, _ in (width, 3) }
    }
    let natural = PicturePlacement.naturalCells(of: pixels, scale: scale)
    return { width, mode, _, _ in
      let shownWidth =
        switch mode {
        case .exactly: width
        case .atMost: min(width, natural.width)
        case .undefined: natural.width
        }
      let height = natural.height * (natural.width > 0 ? shownWidth / natural.width : 1)
      return (mode == .exactly ? width : shownWidth.rounded(), max(1, height.rounded()))
    }
  }
}
