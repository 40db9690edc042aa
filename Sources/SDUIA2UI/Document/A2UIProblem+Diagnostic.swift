import SDUIDocument

extension A2UIProblem {
  /// The problem as a diagnostic carries it: `a2ui.` and the case's name,
  /// the rule's sentence, the message, and an error but for an orphan, which
  /// is drawn nowhere and harms nothing else, and a pointer that reaches
  /// nothing, which reads as empty.
  package var breach: DialectRuleBreach {
    // The one case with nothing to say beside its name is the missing root.
    let name = Mirror(reflecting: self).children.first?.label ?? "missingRoot"
    return DialectRuleBreach(
      code: "a2ui." + name, summary: summary, message: message,
      severity: isWarning ? .warning : .error)
  }

  private var isWarning: Bool {
    switch self {
    case .orphanedComponent, .unreachedPointer: true
    default: false
    }
  }

  /// The rule broken, in a sentence naming no value.
  var summary: String {
    switch category {
    case .integrity: "An A2UI message names a surface that does not exist, or creates one twice."
    case .catalog: "An A2UI surface names a catalog the renderer does not have."
    case .budget: "An A2UI stream passes a bound on what a renderer holds."
    case .validation:
      switch self {
      case .missingRoot, .circularReference, .danglingReference, .orphanedComponent:
        "An A2UI surface's components do not make one tree from 'root'."
      case .unreachedPointer: "An A2UI binding reads a data model path that nothing holds or writes."
      default: "An A2UI message or component of the wrong shape."
      }
    }
  }
}
