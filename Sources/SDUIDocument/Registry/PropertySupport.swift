/// Whether sdui-term does with a built-in property what the mobile
/// renderers do: every property a screen may set has one, and `check`
/// warns where a screen sets one that is not honoured.
public enum PropertySupport: Sendable, Equatable {
  /// Drawn or acted on as the mobile renderers do; `source` names the
  /// renderer code followed (and how a terminal shows it, where it must
  /// differ).
  case honoured(_ source: String)
  /// Accepted, but not drawn in a terminal; `reason` says why.
  case notDrawn(_ reason: String)
  /// Accepted and left alone, as beagle-android and beagle-ios (or the
  /// Nimbus layout libraries) leave it: a web-only or older name.
  case ignoredByPhones(_ note: String)

  /// Whether the property does on a terminal what it does on a phone.
  package var isHonoured: Bool {
    if case .honoured = self { return true }
    return false
  }

  /// The status as one word, for tables: honoured, not drawn, phones ignore.
  package var label: String {
    switch self {
    case .honoured: "honoured"
    case .notDrawn: "not drawn in a terminal"
    case .ignoredByPhones: "ignored by the phones"
    }
  }

  /// The source followed, or the reason.
  package var detail: String {
    switch self {
    case .honoured(let text), .notDrawn(let text), .ignoredByPhones(let text): text
    }
  }
}
