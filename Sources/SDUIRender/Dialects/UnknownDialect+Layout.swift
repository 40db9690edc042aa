import SDUICore
import SDUIDocument
import SDUILayout

/// The layout of a document no dialect reads: plain boxes.
extension UnknownDialect: DialectLayout {
  package func box(of node: ResolvedNode, in layout: ComponentLayout, parentIsRow: Bool) -> (FlexStyle, BoxVisual) {
    (FlexStyle(), BoxVisual())
  }
  package func adjustBox(
    of node: ResolvedNode, style: inout FlexStyle, visual: inout BoxVisual, in layout: ComponentLayout,
    parentIsRow: Bool
  ) {}
  package func childBoxes(of node: ResolvedNode, in layout: ComponentLayout, isRow: Bool) -> [RenderBox]? { nil }
  package func content(of node: ResolvedNode, in layout: ComponentLayout) -> RenderBox.Content? { nil }
  package func screenChrome(of node: ResolvedNode) -> ScreenChrome? { nil }
  package func lazyListAxis(of node: ResolvedNode) -> Bool? { nil }
  package func itemsPerLine(of node: ResolvedNode, in layout: ComponentLayout) -> Int { 1 }
}
