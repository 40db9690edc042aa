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
      throw StepFailed(.invalidSelector(invalid))
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

  /// What the screen has instead of the element the matcher seeks: how
  /// many match when an index was asked, the element its text or id alone
  /// finds, or the nearest ids or texts.
  func missing(_ matcher: ElementMatcher, on screen: ScreenElements) -> ElementMiss {
    let selector = matcher.selector
    var miss = ElementMiss(selector: selector.description, near: .nothing)
    let all = matcher.matches(on: screen)
    if matcher.pickedIndex > 0, !all.isEmpty {
      miss.near = .onlyMatching(all.count)
      return miss
    }
    // What matches the text or id alone says which of the rest failed.
    let named = ElementSelector(text: selector.text, id: selector.id, regex: selector.regex)
    if named != selector, selector.text != nil || selector.id != nil || selector.regex != nil,
      let near = (try? ElementMatcher(named))?.pick(on: screen)
    {
      miss.near = .element(found(near), states(of: near, scale: screen.scale))
      return miss
    }
    if let id = selector.id {
      let ids = screen.components.compactMap(\.id).filter { !$0.isEmpty }
      let nearest = NearMiss.nearest(to: id, among: ids.map(Self.shortened), count: 3)
      if !nearest.isEmpty { miss.near = .ids(nearest) }
    } else if let wanted = selector.text ?? selector.regex {
      // What the elements answer to: their whole texts, hints and
      // accessibility texts; what is sought itself is no suggestion.
      let texts = screen.components.flatMap { element in
        ([element.showsOwnText ? element.text : nil, element.hintText, element.accessibilityText].compactMap { $0 })
          .map(ElementMatcher.flattened)
      }.filter { $0 != wanted }
      let nearest = NearMiss.nearest(to: wanted, among: texts.filter { !$0.isEmpty }.map(Self.shortened), count: 3)
      if !nearest.isEmpty { miss.near = .texts(nearest) }
    }
    return miss
  }

  /// An element's size in points and its states, as a selector names them.
  private func states(of element: ScreenElement, scale: LayoutScale) -> ElementStates {
    ElementStates(
      width: Int((Double(element.size.width) * scale.horizontal).rounded()),
      height: Int((Double(element.size.height) * scale.vertical).rounded()), enabled: element.enabled,
      focused: element.focused, checked: element.checked == true, selected: element.selected == true)
  }

  /// A screen's text as a message quotes it: its first
  /// ``longestQuotedText`` characters (a screen's text can be any length).
  nonisolated static func shortened(_ text: String) -> String {
    text.count > longestQuotedText ? text.prefix(longestQuotedText) + "…" : text
  }

  /// The most characters of a screen's text a message quotes.
  nonisolated static let longestQuotedText = 80

  /// An element as a message names it: its text, else its id, and its place.
  func found(_ element: ScreenElement) -> FoundElement {
    FoundElement(
      text: Self.shortened(ElementMatcher.flattened(element.text)), id: element.id,
      row: element.rect.origin.row + 1, column: element.rect.origin.column + 1)
  }
}
