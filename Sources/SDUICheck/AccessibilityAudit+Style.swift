import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension AccessibilityAudit {
  /// The colour a box's content is drawn on, as a phone paints it, and
  /// the component whose background it is (`nil` for the page).
  struct Background {
    let color: RGBAColor
    let source: JSONPath?

    /// The device's page: white, as ``ColorTheme/Kind/device`` paints it.
    static let page = Background(color: ColorTheme.devicePage.background, source: nil)

    /// The background inside `box`: its own laid over this one, when it
    /// has one that is not wholly transparent.
    func within(_ box: RenderBox) -> Background {
      guard let own = box.visual.background, own.alpha > 0 else { return self }
      return Background(color: own.over(color), source: box.node.path)
    }
  }

  /// The contrast the WCAG asks of a text, by its size as Android's
  /// Accessibility Scanner measures it: 3:1 for large text (a Nimbus text
  /// of 18 or more, or 14 or more and bold), 4.5:1 for the rest. A Beagle
  /// text has no size of its own (its style is the app's), so 4.5:1.
  func neededContrast(of node: ResolvedNode, bold: Bool) -> Double {
    guard let sizeProperty = wording.textSizeProperty[node.type.key] else { return 4.5 }
    let size = node.property(sizeProperty).flatMap(Coercion.number(from:))?.doubleValue ?? 12
    return size >= 18 || (bold && size >= 14) ? 3 : 4.5
  }

  /// The contrast rule's problem with a text drawn on `background`: its
  /// colour (black unless the screen sets one, as the phones' default)
  /// against what is beneath it, below what it needs.
  func contrastIssue(_ box: RenderBox, on background: Background) -> Issue? {
    guard case .text(let text, let appearance) = box.content, text.contains(where: { !$0.isWhitespace }) else {
      return nil
    }
    let foreground = appearance.color?.over(background.color) ?? ColorTheme.devicePage.foreground
    let ratio = foreground.contrastRatio(with: background.color)
    let needed = neededContrast(of: box.node, bold: appearance.bold)
    guard ratio < needed else { return nil }
    let beneath = background.source.map { "the background of \($0)" } ?? "the page"
    let colorProperty = wording.textColorProperty[box.node.type.key] ?? "color"
    return Issue(
      rule: .contrast,
      message: "'\(box.node.type.written)' '\(Self.excerpt(text))' is \(Self.hex(foreground)) on "
        + "\(Self.hex(background.color)) (\(beneath)), \(Self.ratioText(ratio)):1 where it needs "
        + "\(Self.ratioText(needed)):1",
      property: box.node.property(colorProperty) == nil ? [] : [colorProperty])
  }

  /// The target size rule's problem with a control laid out in `rect`.
  func targetSizeIssue(_ node: ResolvedNode, rect: Rect) -> Issue {
    let scale = LayoutScale.standard
    let size = Self.screenSize
    let missing =
      rect.size.height == 0
      ? "no row (it is under \(Int(scale.vertical / 2)) points high)"
      : "no column (it is under \(Int(scale.horizontal / 2)) points wide)"
    return Issue(
      rule: .targetSize,
      message: "'\(node.type.written)' is given \(missing) at \(size.width)x\(size.height): it cannot be seen, "
        + "the focus passes over it, and on a phone it is a target too small to touch")
  }

  /// `#RRGGBB`.
  private static func hex(_ color: RGBAColor) -> String {
    String(color.description.prefix(7))
  }

  /// A ratio cut (not rounded) to two decimals, so that one below 4.5 never
  /// reads 4.5: `2.32`, `4.49`, `3`.
  private static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let (whole, fraction) = (hundredths / 100, hundredths % 100)
    if fraction == 0 { return "\(whole)" }
    return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The start of a text on one line, for a message.
  private static func excerpt(_ text: String) -> String {
    let line = String(text.map { $0.isNewline ? " " : $0 })
    return line.count > 24 ? line.prefix(23) + "…" : line
  }
}
