import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// A frame laid out, its focusables, and what it was drawn from.
  struct LaidOutFrame {
    let inputs: FrameInputs?
    let frame: RenderedFrame
    let focusables: [Focusable]
  }

  /// Everything a frame's layout depends on. Two equal inputs give the
  /// same frame, so the second is not laid out; `nil` (a tree whose
  /// snapshots have no revision) always lays out.
  struct FrameInputs: Equatable {
    let tree: [UInt64]
    let size: Size
    let scale: LayoutScale
    let canGoBack: Bool
    let placeholders: Bool
    var focusedID: String?
    let scrollOffsets: [String: Int]
    /// The typed texts; the cursor is drawn over the laid-out frame.
    let typedTexts: [String: String]
    /// The pages turned and tabs chosen by keys, clicks and swipes.
    let choices: [String: Int]
    /// The dialogs of the screen's components that are open.
    let modals: [String]
    /// What images draw, and the revision of the pictures they draw.
    let images: ImageDrawing
    let pictures: UInt64

    /// The inputs of a frame of `root` drawn now, or `nil` when the tree
    /// cannot tell whether it changed.
    @MainActor
    init?(of controller: ScreenController, root: ResolvedNode) {
      // A screen with several roots is a fragment made afresh each time;
      // its children are the session's snapshots.
      let snapshots = root.revision == nil ? root.children : [root]
      var tree: [UInt64] = []
      for snapshot in snapshots {
        guard let revision = snapshot.revision else { return nil }
        tree.append(revision)
      }
      if snapshots.isEmpty && root.revision == nil { return nil }
      self.tree = tree
      size = controller.renderer.size
      scale = controller.renderer.scale
      canGoBack = controller.renderer.canGoBack
      placeholders = controller.renderer.showsPlaceholders
      focusedID = controller.focusedID
      scrollOffsets = controller.scrollOffsets
      typedTexts = controller.buffers.mapValues(\.text)
      choices = controller.choices.mapValues(\.value)
      modals = controller.openModals.map(\.entry)
      images = controller.renderer.images
      pictures = controller.renderer.drawnPictures?.revision ?? 0
    }
  }

  /// Forgets the frame on screen, so that the next one is laid out: for
  /// changes the inputs do not see (an app component's own state).
  func invalidateFrame() {
    laidOut = nil
  }
}
