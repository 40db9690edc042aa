import SDUICore
import SDUIDocument
import SDUILayout

/// What the layout adds to a dialect: how its style properties become a
/// flexbox style and a look, and what its own containers (scroll views,
/// pagers, stacks, lazy lists) do to their boxes. Each dialect conforms
/// in its own folder; ``ComponentLayout`` reaches it through
/// ``SDUIDocument/Dialect/layout``.
package protocol DialectLayout: DialectEngine {
  /// The flexbox style and the look a node's properties ask for.
  func box(of node: ResolvedNode, in layout: ComponentLayout, parentIsRow: Bool) -> (FlexStyle, BoxVisual)
  /// The dialect's own part of a component's box, once its children are
  /// built: scrolling, a pager's room, a refresh mark.
  func adjustBox(
    of node: ResolvedNode, style: inout FlexStyle, visual: inout BoxVisual, in layout: ComponentLayout,
    parentIsRow: Bool)
  /// The boxes of a node whose children the dialect lays out its own way
  /// (a pager's one page, a grid's lines, a stack's layers); `nil` for
  /// children in a row or column.
  func childBoxes(of node: ResolvedNode, in layout: ComponentLayout, isRow: Bool) -> [RenderBox]?
  /// What one of the dialect's own components draws (a text, a button,
  /// a field, tabs, dots, an image); `nil` for a container, and for a
  /// component the dialect does not know.
  func content(of node: ResolvedNode, in layout: ComponentLayout) -> RenderBox.Content?
  /// What a screen node's title bar shows; `nil` for a node that is not
  /// one of the dialect's screens.
  func screenChrome(of node: ResolvedNode) -> ScreenChrome?
  /// Along which axis a lazy list builds boxes only around its viewport
  /// (true: a row); `nil` for a node that is not one.
  func lazyListAxis(of node: ResolvedNode) -> Bool?
  /// How many items a line of a lazy list holds: a grid's span, else one.
  func itemsPerLine(of node: ResolvedNode, in layout: ComponentLayout) -> Int
  /// What a node that opens a dialog shows in it (A2UI's Modal: its
  /// `content`), drawn over the screen once a press on the node's own
  /// boxes (its trigger) opened it; `nil` for a node that opens none.
  func modalContent(of node: ResolvedNode) -> ResolvedNode?
}

extension DialectLayout {
  /// A dialect's nodes open no dialog of their own components.
  package func modalContent(of node: ResolvedNode) -> ResolvedNode? { nil }
}

extension Dialect {
  /// What the layout makes of the dialect. Every dialect's definition
  /// conforms (its folder in this target says how).
  package var layout: any DialectLayout {
    guard let layout = definition as? any DialectLayout else {
      preconditionFailure("the dialect \(name) has no layout: its definition must conform to DialectLayout")
    }
    return layout
  }
}
