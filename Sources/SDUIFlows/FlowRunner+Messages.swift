import SDUICore
import SDUIDocument
import SDUIRender

extension FlowRunner {
  /// A failure's words, for warnings.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? FlowFailure { return failure.message }
    if let failed = error as? StepFailed { return failed.message }
    return "\(error)"
  }

  /// The selector with its `${...}` run, at every depth, as a matcher.
  func matcher(_ selector: ElementSelector, _ variables: FlowVariables) throws -> ElementMatcher {
    do {
      return try ElementMatcher(try expanding(selector, variables))
    } catch let invalid as ElementMatcher.InvalidPattern {
      throw StepFailed(message: invalid.message)
    }
  }

  private func expanding(_ selector: ElementSelector, _ variables: FlowVariables) throws -> ElementSelector {
    var expanded = selector
    expanded.text = try selector.text.map { try expand($0, variables) }
    expanded.id = try selector.id.map { try expand($0, variables) }
    expanded.regex = try selector.regex.map { try expand($0, variables) }
    expanded.index = try selector.index.map { try expand($0, variables) }
    expanded.relations = try selector.relations.map { relation in
      ElementRelation(relation.side, try expanding(relation.anchor, variables))
    }
    return expanded
  }

  /// "no element with text "Add to crat" is on the screen; the nearest: ..."
  func missing(_ matcher: ElementMatcher, on screen: ScreenElements) -> String {
    let selector = matcher.selector
    let all = matcher.matches(on: screen)
    if matcher.pickedIndex > 0, !all.isEmpty {
      return "expected an element with \(selector.description), but only \(all.count) match"
    }
    var message = "expected an element with \(selector.description) on the screen, but there is none"
    // What matches the text or id alone says which of the rest failed.
    let named = ElementSelector(text: selector.text, id: selector.id, regex: selector.regex)
    if named != selector, selector.text != nil || selector.id != nil || selector.regex != nil,
      let near = (try? ElementMatcher(named))?.pick(on: screen)
    {
      return message + "; \(found(near)), \(states(of: near, scale: screen.scale))"
    }
    if let id = selector.id {
      let ids = screen.components.compactMap(\.id).filter { !$0.isEmpty }
      let nearest = NearMiss.nearest(to: id, among: ids.map(Self.shortened), count: 3)
      if !nearest.isEmpty { message += "; the nearest ids: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") }
    } else if let wanted = selector.text ?? selector.regex {
      // What the elements answer to: their whole texts, hints and
      // accessibility texts; what is sought itself is no suggestion.
      let texts = screen.components.flatMap { element in
        ([element.showsOwnText ? element.text : nil, element.hintText, element.accessibilityText].compactMap { $0 })
          .map(ElementMatcher.flattened)
      }.filter { $0 != wanted }
      let nearest = NearMiss.nearest(to: wanted, among: texts.filter { !$0.isEmpty }.map(Self.shortened), count: 3)
      if !nearest.isEmpty { message += "; the nearest: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") }
    }
    return message
  }

  /// An element's size and states, as a selector names them.
  private func states(of element: ScreenElement, scale: LayoutScale) -> String {
    let width = Int((Double(element.size.width) * scale.horizontal).rounded())
    let height = Int((Double(element.size.height) * scale.vertical).rounded())
    return [
      "\(width) by \(height) points", element.enabled ? "enabled" : "disabled",
      element.focused ? "focused" : "not focused", element.checked == true ? "checked" : "not checked",
      element.selected == true ? "selected" : "not selected",
    ].joined(separator: ", ")
  }

  /// A screen's text as a message quotes it: its first
  /// ``longestQuotedText`` characters (a screen's text can be any length).
  static func shortened(_ text: String) -> String {
    text.count > longestQuotedText ? text.prefix(longestQuotedText) + "…" : text
  }

  /// The most characters of a screen's text a message quotes.
  static let longestQuotedText = 80

  func found(_ element: ScreenElement) -> String {
    let text = Self.shortened(ElementMatcher.flattened(element.text))
    let what = text.isEmpty ? element.id.map { "id \"\($0)\"" } ?? "an element" : "\"\(text)\""
    return "\(what) is at row \(element.rect.origin.row + 1), column \(element.rect.origin.column + 1)"
  }
}
