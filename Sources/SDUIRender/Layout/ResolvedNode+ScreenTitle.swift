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
