/// How `check`'s accessibility audit words its advice for a dialect: the
/// property that labels a component there, and what its peers do.
package struct AccessibilityWording: Sendable {
  /// The property that labels a component: `accessibility.label`.
  package var labelProperty: String
  /// What to do about an image with no label.
  package var imageLabelFix: String
  /// What the peers do with a header that has no label.
  package var unlabelledHeader: String

  /// Creates the wording.
  package init(labelProperty: String, imageLabelFix: String, unlabelledHeader: String) {
    self.labelProperty = labelProperty
    self.imageLabelFix = imageLabelFix
    self.unlabelledHeader = unlabelledHeader
  }
}
