/// One of the accessibility rules `sdui-term check` audits screens by,
/// as Android Lint and axe audit layouts and pages: what a screen reader
/// would say, and what a person sees, on the phones that show the screen.
///
/// The labelling rules (``imageLabel``, ``buttonLabel``, ``inputLabel``,
/// ``headerLabel``) are on by default; the style rules (``contrast``,
/// ``targetSize``) run when `--rules` asks for them
/// (``AccessibilityRules``). Every finding is a warning.
package enum AccessibilityRule: String, Sendable, CaseIterable {
  /// An image with no accessibility label that is not marked decoration.
  case imageLabel = "a11y-image-label"
  /// A button or touchable with neither text nor an accessibility label.
  case buttonLabel = "a11y-button-label"
  /// A text input with neither a placeholder nor a label.
  case inputLabel = "a11y-input-label"
  /// `isHeader` without an accessibility label.
  case headerLabel = "a11y-header-label"
  /// Text below 4.5:1 (3:1 when large) against its background on the
  /// device's white page.
  case contrast = "a11y-contrast"
  /// A control the layout gives no row or no column.
  case targetSize = "a11y-target-size"

  /// The id a finding carries and `--rules` takes.
  package var id: String { rawValue }

  /// Whether `check` runs it when `--rules` is not given.
  package var isDefault: Bool {
    switch self {
    case .imageLabel, .buttonLabel, .inputLabel, .headerLabel: true
    case .contrast, .targetSize: false
    }
  }

  /// The rule as findings name it, with what it finds in one sentence.
  package var checkRule: CheckRule {
    CheckRule(id: id, summary: summary)
  }

  private var summary: String {
    switch self {
    case .imageLabel:
      "An image with no accessibility label that is not marked as decoration (accessible: false)."
    case .buttonLabel: "A button or touchable with neither text nor an accessibility label."
    case .inputLabel: "A text input with neither a placeholder nor a label."
    case .headerLabel: "A component marked isHeader without an accessibility label."
    case .contrast: "Text whose colour against its background is below 4.5:1 (3:1 for large text) on the device."
    case .targetSize: "A control laid out with no row or no column at 80x24, which cannot be seen or focused."
    }
  }
}
