/// One layout of a tree by ``FlexLayout/calculate(_:width:height:keepingContent:)``:
/// Yoga's generation. Nodes keep the pass that last visited them; a pass
/// is told apart from every other by identity, and a node holding it keeps
/// it alive, so two passes are never confused.
final class LayoutPass {
  /// The node laid out: the one node that neither grows nor shrinks.
  let root: ObjectIdentifier
  /// Whether items of a column shrink no lower than their
  /// ``LayoutNode/contentFloor``, the terminal's rule.
  let keepsContent: Bool
  /// Whether some column shrank its items in this pass, so that one may
  /// have lost rows its content needs.
  var shrankAColumn = false

  init(root: LayoutNode, keepsContent: Bool = false) {
    self.root = ObjectIdentifier(root)
    self.keepsContent = keepsContent
  }

  /// Whether `node` is this pass's root.
  @inline(__always)
  func isRoot(_ node: LayoutNode) -> Bool { ObjectIdentifier(node) == root }
}

/// A node's remembered layout results, holding its parent's (the latest
/// parent's, when a node is reused in a new tree) so that a change can
/// mark every ancestor dirty. Nodes link their results rather than each
/// other: a node referred to weakly would make every retain of it slow,
/// and the flex engine retains nodes all the time.
///
/// Within a pass a node answers from what that pass computed, with Yoga's
/// rules (some of them lenient: a text measured at its natural width
/// answers any wider limit). What earlier passes computed answers only the
/// same constraints, and is then copied into the pass as if computed
/// again, so the pass remembers exactly what it would have on a fresh tree
/// and a tree laid out again comes out as a fresh copy of it would.
final class LayoutResults {
  /// Whether the node or something below it changed since its last full
  /// layout; a dirty node forgets everything when a new pass visits it.
  var isDirty = true
  /// The pass that last visited the node.
  var pass: LayoutPass?
  /// The constraints and size of this pass's full layout of the node;
  /// while it holds, the frames below are those it computed.
  var laidOut: LayoutCacheEntry?
  /// Sizes this pass measured the node at.
  var measured = MeasurementCache()
  /// What the previous pass to visit the node remembered.
  var earlierLaidOut: LayoutCacheEntry?
  var earlierMeasured = MeasurementCache()
  var parent: LayoutResults?

  /// Starts a pass's visits: a dirty node forgets everything, a clean one
  /// keeps what the last pass remembered for exact reuse.
  func begin(_ pass: LayoutPass) {
    if isDirty {
      earlierLaidOut = nil
      earlierMeasured.removeAll()
    } else {
      earlierLaidOut = laidOut
      // Swapped, not copied: each keeps its storage for the next pass.
      swap(&earlierMeasured, &measured)
    }
    laidOut = nil
    measured.removeAll()
    self.pass = pass
  }

  /// Forgets every remembered result.
  func forget() {
    laidOut = nil
    measured.removeAll()
    earlierLaidOut = nil
    earlierMeasured.removeAll()
    pass = nil
  }
}

/// The constraints a node was laid out or measured under, and the result.
///
/// An entry of an earlier pass answers only when the owner's sizes (which
/// percentages of margins and padding resolve against) are the same too.
struct LayoutCacheEntry {
  var availableWidth: Float
  var availableHeight: Float
  var widthMode: MeasureMode
  var heightMode: MeasureMode
  var ownerWidth: Float
  var ownerHeight: Float
  var width: Float
  var height: Float

  /// Whether it was made for an owner of the same size.
  @inline(__always)
  func hasSameOwner(width ownerWidth: Float, height ownerHeight: Float) -> Bool {
    (self.ownerWidth == ownerWidth || (self.ownerWidth.isNaN && ownerWidth.isNaN))
      && (self.ownerHeight == ownerHeight || (self.ownerHeight.isNaN && ownerHeight.isNaN))
  }

  /// Whether an earlier pass's entry answers this pass: made under exactly
  /// the same available sizes and modes, and for an owner of the same size
  /// unless the node's own lengths hold no percentage (`anyOwner`). Exact,
  /// not within Yoga's tolerance, so that what it answers is what the node
  /// would compute again, bit for bit.
  @inline(__always)
  func answersLater(
    availableWidth: Float, widthMode: MeasureMode, availableHeight: Float, heightMode: MeasureMode,
    ownerWidth: Float, ownerHeight: Float, anyOwner: Bool
  ) -> Bool {
    func exact(_ one: Float, _ other: Float) -> Bool { one == other || (one.isNaN && other.isNaN) }
    return self.widthMode == widthMode && self.heightMode == heightMode
      && exact(self.availableWidth, availableWidth) && exact(self.availableHeight, availableHeight)
      && (anyOwner || hasSameOwner(width: ownerWidth, height: ownerHeight))
  }

  /// Whether it was made under the same available sizes (within Yoga's
  /// tolerance) and modes.
  @inline(__always)
  func hasSameConstraints(
    availableWidth: Float, widthMode: MeasureMode, availableHeight: Float, heightMode: MeasureMode
  ) -> Bool {
    self.widthMode == widthMode && self.heightMode == heightMode
      && FlexMath.same(self.availableWidth, availableWidth) && FlexMath.same(self.availableHeight, availableHeight)
  }
}
