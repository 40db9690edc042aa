import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// The label of an image component: what a screen reader would say
  /// of it, else the name of what it shows, else its type's name.
  package func imageLabel(_ node: ResolvedNode) -> String {
    let accessibility = node.property("accessibility")
    return accessibility?["label"]?.stringValue ?? accessibility?["accessibilityLabel"]?.stringValue
      ?? node.property("id")?.stringValue ?? node.property("url")?.stringValue
      ?? node.property("path")?["mobileId"]?.stringValue ?? node.property("path")?["url"]?.stringValue
      ?? node.property("path")?.stringValue ?? node.type.name
  }

  /// `text` unless it is empty.
  package func nonEmpty(_ text: String?) -> String? {
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
