import SDUIDocument

/// The selector a flow finds an element by, written as a person writes
/// one: its text or label (Maestro's `text:`, which matches either), or
/// the words inside it, else its id, with `index:` when others come
/// before it; a point only when nothing names it. Each is checked against
/// the screen: the selector picks the element, or an element inside it,
/// which a tap reaches the same.
///
/// ```swift
/// FlowSelectorWriter.selector(for: pay, on: screen) // {text: "Pay"}
/// ```
enum FlowSelectorWriter {
  /// A selector, as a YAML flow mapping, that picks `element` (or one
  /// inside it) for a tap.
  static func selector(for element: ScreenElement, on screen: ScreenElements) -> String {
    let descendants = element.position.map { screen.descendants(of: $0) } ?? []
    let inside = Set(descendants)
    // A button of words is found by them, as a person names it.
    let shownInside = descendants.first { $0.showsOwnText && !$0.text.isEmpty }?.text
    let names: [(key: String, value: String)] = [
      element.showsOwnText ? ("text", element.text) : nil, element.accessibilityText.map { ("text", $0) },
      element.hintText.map { ("text", $0) }, shownInside.map { ("text", $0) }, element.id.map { ("id", $0) },
    ].compactMap { $0 }.filter {
      // A `${` would be run as the flow's JavaScript.
      !$0.value.isEmpty && $0.value.count <= ElementSelector.longestPattern && !$0.value.contains("${")
    }
    for (key, value) in names {
      let selector = key == "id" ? ElementSelector(id: literal(value)) : ElementSelector(text: value)
      guard let matcher = try? ElementMatcher(selector) else { continue }
      let found = matcher.matches(on: screen, forTap: true)
      guard let index = found.firstIndex(where: { $0 == element || inside.contains($0) }) else { continue }
      let indexPart = index > 0 ? ", index: \(index)" : ""
      let written = key == "id" ? literal(value) : value
      return "{\(key): \(written.jsonQuoted)\(indexPart)}"
    }
    let center = element.center
    return "{point: \("\(center.column), \(center.row)".jsonQuoted)}"
  }

  /// An id as a pattern that matches it alone: ids are matched as regular
  /// expressions, with no equality to fall back on.
  private static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character.isASCII, !character.isLetter, !character.isNumber, character != " ", character != "_" {
        escaped.append("\\")
      }
      escaped.append(character)
    }
    return escaped
  }
}
