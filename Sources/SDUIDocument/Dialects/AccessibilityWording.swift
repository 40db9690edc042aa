/// How `check`'s accessibility audit words its advice for a dialect: the
/// property that labels a component there, and what its peers do.
package struct AccessibilityWording: Sendable {
  /// The property that labels a component: `accessibility.label`.
  package var labelProperty: String
  /// What to do about an image with no label.
  package var imageLabelFix: String
  /// What the peers do with a header that has no label.
  package var unlabelledHeader: String
  /// The built-ins that show words, by lower-cased key, and the property
  /// that holds them (texts' and buttons' `text`, a check box's `label`).
  package var wordsProperty: [String: String] = [:]
  /// The built-in images, by lower-cased key.
  package var images: Set<String> = []
  /// The built-ins that are buttons whether or not they have an `onPress`.
  package var buttons: Set<String> = []
  /// The built-ins whose press a screen reader names by their child.
  package var touchables: Set<String> = []
  /// The built-in text inputs.
  package var textInputs: Set<String> = []
  /// The property that colours each built-in text.
  package var textColorProperty: [String: String] = [:]
  /// The property that sizes each built-in text, in points, when the
  /// dialect gives texts a size (so large text needs less contrast).
  package var textSizeProperty: [String: String] = [:]

  /// Creates the wording.
  package init(labelProperty: String, imageLabelFix: String, unlabelledHeader: String) {
    self.labelProperty = labelProperty
    self.imageLabelFix = imageLabelFix
    self.unlabelledHeader = unlabelledHeader
  }
}
