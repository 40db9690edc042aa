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
  /// `contentDescription`); Beagle Flutter reads it the same way.
  package var isAccessibilityHeader: Bool {
    property("accessibility")?["isHeader"]?.boolValue == true && accessibilityLabel != nil
  }
}
