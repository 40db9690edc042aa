import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// A dialog of the screen's own components that is open (A2UI's Modal).
  struct OpenModal: Equatable {
    /// The id of the node that opened it.
    let entry: String
    /// Where the focus was when it opened, and goes back to when it closes.
    let returnFocus: String?
  }

  /// The front open dialog's content as the tree holds it now. A dialog
  /// whose opener has left the tree is closed.
  func shownModal() -> ResolvedNode? {
    while let front = openModals.last {
      if let entry = session.resolvedNode(id: front.entry), let content = session.dialect.layout.modalContent(of: entry)
      {
        return content
      }
      openModals.removeLast()
    }
    return nil
  }

  /// `content` laid out in a dialog over `below`, which is dimmed: as wide
  /// as the screen leaves room for, as tall as what it shows (at most the
  /// screen), centred, its outline saying how it closes. The frame's boxes
  /// are the dialog's, placed where it stands, so that the focus, clicks
  /// and flows find what is in it and nothing behind it.
  func modalFrame(
    _ content: ResolvedNode, over below: RenderedFrame,
    itemsSource: @escaping (_ list: String, _ items: Range<Int>) -> ResolvedNode?
  ) -> RenderedFrame {
    let screen = renderer.size
    let roomy = screen.width >= 24 && screen.height >= 8
    let margin = Point(column: roomy ? 2 : 0, row: roomy ? 1 : 0)
    let inner = Size(
      width: max(0, screen.width - 2 * margin.column - 4), height: max(0, screen.height - 2 * margin.row - 2))
    var dialog = renderer
    dialog.size = inner
    dialog.canGoBack = false
    // As tall as what it shows; what is taller is laid out in the room
    // there is, where its lists scroll.
    dialog.fitsHeight = true
    let typed = withTypedText(content)
    var frame = dialog.render(
      typed, dialect: session.dialect, scrollOffsets: scrollOffsets, cache: modalCache, itemsSource: itemsSource)
    if let root = frame.root, root.layout.cellFrame.size.height > inner.height {
      dialog.fitsHeight = false
      frame = dialog.render(
        typed, dialect: session.dialect, scrollOffsets: scrollOffsets, cache: modalCache, itemsSource: itemsSource)
    }
    let rows = min(max(frame.root?.layout.cellFrame.size.height ?? 0, 1), inner.height)
    let outline = Rect(
      column: margin.column, row: max(0, (screen.height - rows - 2) / 2), width: inner.width + 4, height: rows + 2)
    var grid = below.grid
    grid.cursor = nil
    grid.restyle(Rect(origin: .zero, size: screen)) { $0.dim = true }
    grid.clear(outline)
    grid.drawOverlayFrame(outline)
    if outline.size.width > 16 {
      grid.write(" Esc closes ", at: Point(column: outline.origin.column + 2, row: outline.origin.row), style: .plain)
    }
    let origin = Point(column: outline.origin.column + 2, row: outline.origin.row + 1)
    grid.paste(frame.grid.region(Rect(column: 0, row: 0, width: inner.width, height: rows)), at: origin)
    frame.grid = grid
    frame.origin = origin
    modalOutline = outline
    return frame
  }

  /// After a press on `focused`: the dialog of the nearest node around it
  /// (itself included) that opens one, opened in front, unless it is open.
  func openModal(around focused: Focusable) {
    guard let frame = laidOut?.frame else { return }
    let chain = frame.ancestors(of: focused.box) + [focused.box]
    guard let entry = chain.last(where: { session.dialect.layout.modalContent(of: $0.node) != nil })?.node.id,
      !openModals.contains(where: { $0.entry == entry })
    else { return }
    openModals.append(OpenModal(entry: entry, returnFocus: focusedID))
  }

  /// Closes the front dialog; the focus goes back to where it was.
  func closeModal() {
    guard let closed = openModals.popLast() else { return }
    focusedID = closed.returnFocus
  }
}
