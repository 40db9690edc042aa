import SDUICore
import SDUIDocument
import SDUILayout

/// What a screen reader says of an element, as TalkBack and VoiceOver
/// announce it: its role, its label, its value and its state, e.g.
/// `button, Close dialog, disabled` or
/// `text field, Email, "ann@", error: Invalid email`. The status line
/// names the focused element with it, and `render --format outline`
/// reads a screen with it.
///
/// The label is the screen's accessibility label (Beagle's
/// `accessibilityLabel`, Nimbus's `label`), else what the element shows:
/// a button's text, a field's placeholder (Android's hint), the text
/// inside a touchable (TalkBack reads a clickable group's texts as one).
///
/// ```swift
/// SpokenElement(role: .button, label: "Close dialog", states: ["disabled"]).description
/// // "button, Close dialog, disabled"
/// ```
package struct SpokenElement: Sendable, Hashable, CustomStringConvertible {
  /// What kind of element a screen reader announces.
  package enum Role: String, Sendable, Hashable {
    case button
    case textField = "text field"
    case heading
    case image
    case text
    case checkbox
    case radioButton = "radio button"
    case slider
    case tab
    case pageIndicator = "page indicator"
    case scrollView = "scroll view"
    case pageView = "page view"
    case group
  }

  package var role: Role
  /// What it is called; `nil` when the screen gives it no name (read as
  /// `unlabelled`).
  package var label: String?
  /// A field's text, read in quotes.
  package var value: String?
  /// Its states, in the order read: `disabled`, `checked`, `selected`,
  /// `error: …`, a tab's place.
  package var states: [String] = []
  /// A heading's level: 1 for a screen's title, 2 for `isHeader`.
  package var headingLevel: Int?

  /// Creates a description.
  package init(role: Role, label: String?, value: String? = nil, states: [String] = [], headingLevel: Int? = nil) {
    self.role = role
    self.label = label.flatMap { $0.isEmpty ? nil : $0 }
    self.value = value
    self.states = states
    self.headingLevel = headingLevel
  }

  /// As the status line reads it: `heading, Accounts`.
  package var description: String { spoken(withLevel: false) }

  /// As read, with a heading's level when `withLevel` (`heading 2,
  /// Accounts`), each part's lines joined by a space, as a screen reader
  /// reads on past a line break, sanitized, and a long one cut to 200 cells.
  package func spoken(withLevel: Bool) -> String {
    let role = withLevel ? headingLevel.map { "heading \($0)" } ?? self.role.rawValue : self.role.rawValue
    let parts = [role, label ?? "unlabelled"] + (value.map { ["\"\($0)\""] } ?? []) + states
    return parts.map { part in
      let line = part.prefix(400).split(whereSeparator: \.isNewline).joined(separator: " ")
      return TerminalText.sanitized(TextWrapping.truncated(line, width: 200))
    }
    .joined(separator: ", ")
  }
}

extension RenderBox {
  /// What a screen reader says of the box: `text` is what it shows in its
  /// rectangle (for a touchable or an app component, whose label is its
  /// texts), `activates` whether a press runs something (a touchable is
  /// a button). `nil` for a container a screen reader passes through.
  package func spokenElement(text: String, activates: Bool) -> SpokenElement? {
    let label = node.accessibilityLabel
    let header = node.isAccessibilityHeader
    switch content {
    case .text(let shown, let appearance):
      if header { return SpokenElement(role: .heading, label: label, headingLevel: 2) }
      if let adjustable = appearance.adjustable {
        return SpokenElement(role: .slider, label: label ?? adjustable.label, value: adjustable.value)
      }
      if let toggle = appearance.toggle {
        return SpokenElement(
          role: toggle.exclusive ? .radioButton : .checkbox, label: label ?? toggle.label,
          states: [toggle.checked ? "checked" : "not checked"])
      }
      // An empty text is passed over, as TalkBack passes an empty TextView.
      let read = label ?? shown
      guard !read.allSatisfy(\.isWhitespace) else { return nil }
      return SpokenElement(role: activates ? .button : .text, label: read)
    case .button(let shown, let enabled):
      return SpokenElement(role: .button, label: label ?? shown, states: enabled ? [] : ["disabled"])
    case .input(let value, let placeholder, let secure, let enabled, let error):
      let shown = secure ? String(repeating: "•", count: min(value.count, 200)) : value
      let states = (enabled ? [] : ["disabled"]) + (error.map { ["error: \($0)"] } ?? [])
      return SpokenElement(
        role: .textField, label: label ?? placeholder, value: shown.isEmpty ? nil : shown, states: states)
    case .image:
      return SpokenElement(role: header ? .heading : .image, label: label, headingLevel: header ? 2 : nil)
    case .title(let title, _, _):
      return SpokenElement(role: .heading, label: title, headingLevel: 1)
    case .tabs(let titles, let selected):
      guard titles.indices.contains(selected) else { return nil }
      return SpokenElement(
        role: .tab, label: titles[selected], states: ["selected", "\(selected + 1) of \(titles.count)"])
    case .pageDots(let count, let current, _):
      return SpokenElement(role: .pageIndicator, label: label, states: ["page \(current + 1) of \(count)"])
    case .frame(let type, let shown):
      return SpokenElement(role: activates ? .button : .group, label: label ?? shown ?? type)
    case .custom(let custom):
      return custom.component.spokenElement(label: label ?? text, activates: activates)
    case .container:
      if header { return SpokenElement(role: .heading, label: label, headingLevel: 2) }
      if activates { return SpokenElement(role: .button, label: label ?? labelInside ?? text) }
      if visual.scrollAxis != nil, contentExtent > viewportLength {
        return SpokenElement(role: .scrollView, label: label)
      }
      if isPageView { return SpokenElement(role: .pageView, label: label) }
      return label.map { SpokenElement(role: .group, label: $0) }
    }
  }
}

extension RenderBox {
  /// What a screen reader reads of the elements inside a box it reads as
  /// one (a touchable), as TalkBack joins its children's descriptions:
  /// each text and each labelled picture, in order, joined by single
  /// spaces however they are laid out; `nil` when there is none.
  fileprivate var labelInside: String? {
    var parts: [String] = []
    collectLabels(into: &parts)
    let words = parts.joined(separator: " ").split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  private func collectLabels(into parts: inout [String]) {
    for child in children {
      if let label = child.node.accessibilityLabel {
        parts.append(label)
        continue
      }
      switch child.content {
      case .text(let shown, _), .button(let shown, _): parts.append(shown)
      case .image: break
      default: child.collectLabels(into: &parts)
      }
    }
  }
}

extension TerminalComponent {
  /// An app component as read: a checkbox when it has a checked state, a
  /// text field when it edits text, a button when a press runs something.
  fileprivate func spokenElement(label: String, activates: Bool) -> SpokenElement {
    var states: [String] = []
    if let isSelected, isSelected { states.append("selected") }
    if let isChecked {
      return SpokenElement(role: .checkbox, label: label, states: [isChecked ? "checked" : "not checked"] + states)
    }
    if case .textInput(let value, let placeholder, let secure) = kind {
      let shown = secure ? String(repeating: "•", count: min(value.count, 200)) : value
      return SpokenElement(role: .textField, label: placeholder, value: shown.isEmpty ? nil : shown, states: states)
    }
    return SpokenElement(role: activates ? .button : .group, label: label, states: states)
  }
}
