import SDUICore
import SDUIDocument

extension ResolvedNode {
  /// The title a screen node shows in its title bar: a Nimbus
  /// `layout:screen`'s `title`, a Beagle `screenComponent`'s
  /// `navigationBar.title`; `nil` for other nodes and empty titles.
  package var screenTitle: String? {
    let title: String? =
      switch type.key {
      case "layout:screen": property("title")?.stringValue
      case "beagle:screencomponent": property("navigationBar")?["title"]?.stringValue
      default: nil
      }
    return title.flatMap { $0.isEmpty ? nil : $0 }
  }
}

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
}
