import SDUICore
import SDUIDocument
import SDUIRender

extension AccessibilityAudit {
  /// How the audit words its advice, and which built-ins are images,
  /// buttons and inputs, in the screen's dialect.
  var wording: AccessibilityWording { dialect.definition.accessibilityWording }

  /// Whether a component takes presses as a button does: a built-in
  /// button (Beagle's), or a component a library registers with an
  /// `onPress` (touchables, an app's buttons given by `--library`). What an
  /// unknown component shows is the app's secret, so it is not judged.
  func isPressable(_ node: ResolvedNode) -> Bool {
    isPressable(typeKey: node.type.key, isRegistered: node.isRegistered, hasOnPress: node.events.contains("onPress"))
  }

  /// ``isPressable(_:)`` from what a resolved or a written node says.
  func isPressable(typeKey: String, isRegistered: Bool, hasOnPress: Bool) -> Bool {
    wording.buttons.contains(typeKey) || (isRegistered && hasOnPress)
  }

  /// The labelling rules' problems with one component, `drawn` as the
  /// terminal draws it when the screen shows it; `inPressable` when a
  /// button or touchable holds it, whose name a screen reader reads for
  /// what is inside.
  func labelIssues(of node: ResolvedNode, drawn: RenderBox.Content?, inPressable: Bool) -> [Issue] {
    var issues: [Issue] = []
    let type = node.type.written
    if rules.contains(.imageLabel), wording.images.contains(node.type.key), !inPressable,
      !node.isAccessibilityHidden, node.accessibilityLabel == nil
    {
      let fix = dialect.definition.accessibilityWording.imageLabelFix
      issues.append(
        Issue(
          rule: .imageLabel,
          message: "'\(type)' has no accessibility label, so screen readers pass over what it shows; \(fix)"))
    }
    if rules.contains(.buttonLabel), isPressable(node), node.spokenName(dialect: dialect) == nil,
      !hasNamedDescendant(node)
    {
      let fix =
        wording.touchables.contains(node.type.key)
        ? "give its child a text or an accessibilityLabel (the phones read the child, not the touchable)"
        : "give it a text or \(labelProperty)"
      issues.append(
        Issue(
          rule: .buttonLabel,
          message: "'\(type)' has neither text nor an accessibility label, so screen readers announce a button "
            + "with no name; \(fix)"))
    }
    if rules.contains(.inputLabel), let placeholder = inputPlaceholder(of: node, drawn: drawn),
      !placeholder.contains(where: { !$0.isWhitespace }), node.spokenName(dialect: dialect) == nil
    {
      issues.append(
        Issue(
          rule: .inputLabel,
          message: "'\(type)' has neither a placeholder nor a label, so screen readers announce an edit field "
            + "with no name; give it a placeholder or \(labelProperty)"))
    }
    if rules.contains(.headerLabel), node.property("accessibility")?["isHeader"]?.boolValue == true,
      node.phonesApplyAccessibility(in: dialect), node.accessibilityLabel == nil
    {
      let ignored = dialect.definition.accessibilityWording.unlabelledHeader
      issues.append(
        Issue(
          rule: .headerLabel,
          message: "'\(type)' is a header with no accessibility label: \(ignored); give it \(labelProperty)",
          property: ["accessibility", "isHeader"]))
    }
    return issues
  }

  /// The property that labels a component in the screen's dialect.
  private var labelProperty: String {
    dialect.definition.accessibilityWording.labelProperty
  }

  /// Whether anything inside a component gives a screen reader words to
  /// read for it: a text, a button's title, or an accessibility label, on
  /// a component not marked `accessible: false`.
  private func hasNamedDescendant(_ node: ResolvedNode) -> Bool {
    var stack = node.children
    while let next = stack.popLast() {
      if !next.isAccessibilityHidden, next.spokenName(dialect: dialect) != nil { return true }
      stack += next.children
    }
    return false
  }

  /// A text input's placeholder, empty when it has none; `nil` for a
  /// component that is no text input: a `beagle:textInput`, or, shown,
  /// an app component a library draws as a text input (what an unknown
  /// component is, only the app knows).
  private func inputPlaceholder(of node: ResolvedNode, drawn: RenderBox.Content?) -> String? {
    guard node.isRegistered else { return nil }
    if case .input(_, let placeholder, _, _, _)? = drawn { return placeholder }
    guard drawn == nil, wording.textInputs.contains(node.type.key) else { return nil }
    return node.property("placeholder").flatMap { Coercion.string(from: $0, dialect: dialect) } ?? ""
  }
}
