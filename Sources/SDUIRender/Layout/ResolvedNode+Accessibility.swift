import SDUICore
import SDUIDocument

extension ResolvedNode {
  /// The label a screen reader reads for the component: Beagle's
  /// `accessibility.accessibilityLabel`, Nimbus's `accessibility.label`
  /// (Android's content description, iOS's accessibilityLabel); `nil`
  /// when it has none or an empty one.
  package var accessibilityLabel: String? {
    let accessibility = property("accessibility")
    let label = (accessibility?["accessibilityLabel"] ?? accessibility?["label"])?.stringValue
    return label.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the screen marks the component as decoration a screen reader
  /// skips: Beagle's `accessibility.accessible: false` (beagle-android's
  /// `importantForAccessibility = NO`, beagle-ios's
  /// `isAccessibilityElement = false`).
  package var isAccessibilityHidden: Bool {
    property("accessibility")?["accessible"]?.boolValue == false
  }

  /// Whether a screen reader announces the component as a heading: an
  /// `accessibility.isHeader` of true with a label, as
  /// nimbus-layout-compose applies it (`heading()` only inside its
  /// `contentDescription`). Beagle Flutter marks a header without a label
  /// too, and then, excluding its child's semantics, reads no name at all
  /// (`accessibility_helper.dart`); beagle-android and beagle-ios ignore
  /// `isHeader`. `check`'s `a11y-header-label` reports the unlabelled case.
  package var isAccessibilityHeader: Bool {
    property("accessibility")?["isHeader"]?.boolValue == true && accessibilityLabel != nil
  }

  /// Whether the phones apply the component's `accessibility` at all: an
  /// app's own component is taken to; a built-in unless the property
  /// table says they ignore it there (`beagle:touchable`, whose press
  /// goes on its child's view; Nimbus containers) or it has none
  /// (`layout:text`).
  package func phonesApplyAccessibility(in dialect: Dialect) -> Bool {
    guard Registry.isDescribedBuiltIn(componentKey: type.key, in: dialect) else { return true }
    switch Registry.support(componentKey: type.key, property: "accessibility", in: dialect) {
    case .honoured?, .notDrawn?: return true
    case .ignoredByPhones?, nil: return false
    }
  }

  /// The words the component shows, as the dialect prints them: a text's
  /// or a button's `text` (the property the dialect names), an app
  /// component's `text`, `title` or `label`; `nil` when it shows none (or
  /// only white space).
  package func shownWords(dialect: Dialect) -> String? {
    let words = dialect.definition.accessibilityWording.wordsProperty[type.key]
    let names: [String] =
      switch type.key {
      case _ where words != nil: words.map { [$0] } ?? []
      case _ where Registry.isDescribedBuiltIn(componentKey: type.key, in: dialect): []
      default: ["text", "title", "label"]
      }
    return names.lazy.compactMap { self.property($0).flatMap { Coercion.string(from: $0, dialect: dialect) } }
      .first { $0.contains { !$0.isWhitespace } }
  }

  /// What a screen reader reads for the component itself: its
  /// accessibility label where the phones apply it, else the words it
  /// shows; `nil` when it has neither.
  package func spokenName(dialect: Dialect) -> String? {
    (phonesApplyAccessibility(in: dialect) ? accessibilityLabel : nil) ?? shownWords(dialect: dialect)
  }
}
