import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What each basic catalog component draws in cells, as the catalog's
/// implementation guide describes it, and the stand-ins of what a terminal
/// cannot play.
extension A2UIDialect {
  package func content(of node: ResolvedNode, in layout: ComponentLayout) -> RenderBox.Content? {
    guard node.isRegistered else { return nil }
    switch node.type.written {
    case "Text":
      let read = MarkdownText.read(layout.text(node, "text") ?? "")
      var appearance = Self.textAppearance(node.property("variant")?.stringValue)
      appearance.emphasis = read.emphasis
      return .text(read.text, appearance)
    case "Button":
      guard node.children.isEmpty else { return .container }
      let label = layout.text(node, "label") ?? node.accessibilityLabel ?? ""
      if node.property("variant")?.stringValue == "borderless" {
        return .text(label, TextAppearance(bold: true))
      }
      return .button(label, enabled: Self.failingCheck(node) == nil)
    case "a2ui:filter":
      return .input(value: layout.text(node, "value") ?? "", placeholder: "Filter", secure: false, enabled: true)
    case "TextField", "DateTimeInput":
      return .input(
        value: layout.text(node, "value") ?? "", placeholder: Self.placeholder(node, in: layout),
        secure: node.property("variant")?.stringValue == "obscured", enabled: true, error: Self.inputError(node))
    case "CheckBox":
      let checked = TypeCoercion.boolean(node.property("value"))
      let label = layout.text(node, "label") ?? ""
      var appearance = TextAppearance()
      appearance.toggle = TextAppearance.Toggle(label: label, checked: checked, exclusive: false)
      return .text("\(checked ? "[x]" : "[ ]") \(label)", appearance)
    case "a2ui:choice":
      var appearance = TextAppearance()
      appearance.toggle = TextAppearance.Toggle(
        label: layout.text(node, "label") ?? "", checked: TypeCoercion.boolean(node.property("selected")),
        exclusive: node.property("exclusive")?.boolValue ?? true)
      return .text(Self.choiceLine(node, in: layout), appearance)
    case "ChoicePicker":
      return nil
    case "Slider":
      var appearance = TextAppearance()
      appearance.adjustable = TextAppearance.Adjustable(
        label: layout.text(node, "label") ?? "", value: Self.sliderValue(node))
      return .text(Self.sliderLine(node, in: layout), appearance)
    case "Image":
      return .image(
        ImageContent(
          picture: layout.nonEmpty(layout.text(node, "url")).map { .remote($0) },
          fit: Self.fit(node.property("fit")?.stringValue),
          label: layout.nonEmpty(layout.text(node, "description")) ?? layout.imageLabel(node)))
    case "Icon":
      let name = node.property("name")?.stringValue
      return .text(name.flatMap { A2UIIconGlyphs.glyph[$0] } ?? name ?? "◇", TextAppearance())
    case "Video", "AudioPlayer":
      let words = layout.nonEmpty(layout.text(node, "description")) ?? node.type.written
      let url = layout.text(node, "url").map { " \($0)" } ?? ""
      return .text("▶ \(words)\(url)", TextAppearance(dim: true))
    case "Tabs":
      let titles = (node.property("titles")?.arrayElements ?? []).map { TypeCoercion.string($0) }
      let selected = node.property("currentTab").flatMap(Coercion.integer(from:)) ?? 0
      return .tabs(titles, selected: titles.indices.contains(selected) ? selected : -1)
    case "a2ui:pending":
      return .text("…", TextAppearance(dim: true))
    case "a2ui:surface" where node.children.isEmpty:
      let title = layout.text(node, "title") ?? ""
      return .text("Surface '\(title)' waits for its root component.", TextAppearance(dim: true))
    default:
      return nil
    }
  }

  /// Headings bold, captions dim (IG Text: larger and smaller type, which
  /// cells cannot size).
  static func textAppearance(_ variant: String?) -> TextAppearance {
    switch variant {
    case "h1", "h2", "h3", "h4", "h5": TextAppearance(bold: true)
    case "caption": TextAppearance(dim: true)
    default: TextAppearance()
    }
  }

  /// The message of the first of a component's `checks` whose condition
  /// is not true.
  static func failingCheck(_ node: ResolvedNode) -> String? {
    for check in node.property("checks")?.arrayElements ?? [] {
      if !TypeCoercion.boolean(check["condition"]) { return TypeCoercion.string(check["message"]) }
    }
    return nil
  }

  /// What shows under an input: its first failing check once it holds a
  /// value (an empty field is not yet wrong), else that the value does
  /// not match its `validationRegexp`.
  static func inputError(_ node: ResolvedNode) -> String? {
    let value = TypeCoercion.string(node.property("value"))
    guard !value.isEmpty else { return nil }
    if let failing = failingCheck(node) { return failing }
    if node.type.written == "DateTimeInput" { return dateError(value, node) }
    guard let pattern = node.property("validationRegexp")?.stringValue else { return nil }
    switch ValidationFunctions.test(value, pattern) {
    case false?: return "not in the form this field takes (\(pattern))"
    case nil: return "its validationRegexp is no pattern RE2 reads"
    default: return nil
    }
  }

  /// What is wrong with a typed date or time: not ISO 8601, or before
  /// `min` or after `max` (IG DateTimeInput: typed entry within them).
  static func dateError(_ value: String, _ node: ResolvedNode) -> String? {
    let environment = FormattingEnvironment.current
    let reader = ISODateReader(timeZone: environment.timeZone, now: environment.now())
    guard let date = reader.date(value) else { return "not a date or time as ISO 8601 writes one" }
    if let low = node.property("min")?.stringValue, let earliest = reader.date(low), date < earliest {
      return "before \(low), the earliest it takes"
    }
    if let high = node.property("max")?.stringValue, let latest = reader.date(high), date > latest {
      return "after \(high), the latest it takes"
    }
    return nil
  }

  /// An empty field's words: its label, and for a date or time what it takes.
  static func placeholder(_ node: ResolvedNode, in layout: ComponentLayout) -> String {
    let label = layout.text(node, "label") ?? ""
    guard node.type.written == "DateTimeInput" else { return label }
    let date = TypeCoercion.boolean(node.property("enableDate"))
    let time = TypeCoercion.boolean(node.property("enableTime"))
    let shape = date && time ? "YYYY-MM-DDThh:mm" : time ? "hh:mm" : "YYYY-MM-DD"
    return label.isEmpty ? shape : "\(label) (\(shape))"
  }

  /// An option: `(•)`/`( )` for one choice, `[x]`/`[ ]` for several, a
  /// chip in brackets.
  static func choiceLine(_ node: ResolvedNode, in layout: ComponentLayout) -> String {
    let label = layout.text(node, "label") ?? ""
    let chosen = TypeCoercion.boolean(node.property("selected"))
    if node.property("chip")?.boolValue == true { return chosen ? "‹\(label)›" : " \(label) " }
    let exclusive = node.property("exclusive")?.boolValue ?? true
    let mark = exclusive ? (chosen ? "(•)" : "( )") : (chosen ? "[x]" : "[ ]")
    return "\(mark) \(label)"
  }

  /// A slider: its label, a track of ten steps with the thumb at the
  /// value's place between `min` and `max`, and the value.
  static func sliderLine(_ node: ResolvedNode, in layout: ComponentLayout) -> String {
    let low = TypeCoercion.number(node.property("min")) ?? 0
    let high = TypeCoercion.number(node.property("max")) ?? 0
    let value = TypeCoercion.number(node.property("value")) ?? low
    let span = high - low
    let share = span > 0 && span.isFinite && value.isFinite ? min(max((value - low) / span, 0), 1) : 0
    let thumb = Int((share * 10).rounded())
    let track = String(repeating: "━", count: thumb) + "●" + String(repeating: "─", count: 10 - thumb)
    let label = layout.text(node, "label").map { "\($0) " } ?? ""
    return "\(label)\(track) \(sliderValue(node))"
  }

  /// A slider's value as written beside its track.
  static func sliderValue(_ node: ResolvedNode) -> String {
    let value = TypeCoercion.number(node.property("value")) ?? TypeCoercion.number(node.property("min")) ?? 0
    return TypeCoercion.text(of: .double(value))
  }

  /// A picture's fit by the catalog's `fit` (CSS's object-fit, `fill`
  /// when left out, as the catalog's default).
  static func fit(_ written: String?) -> PictureFit {
    switch written {
    case "cover": .fill
    case "contain", "scaleDown": .fit
    case "none": .center
    default: .stretch
    }
  }
}
