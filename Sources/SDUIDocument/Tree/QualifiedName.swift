/// A component or action name, `namespace:name`, as written and as looked up.
///
/// Registries are keyed by ``key``, the lower-cased form: Beagle names are
/// case-insensitive on every platform; Nimbus names are matched the same way
/// but a case difference is reported, since Nimbus itself is case-sensitive.
/// Nimbus core names (`if`, `forEach`, `setState`) have no namespace.
///
/// ```swift
/// let name = QualifiedName("beagle:ScrollView")
/// name.namespace // "beagle"
/// name.name      // "ScrollView"
/// name.key       // "beagle:scrollview"
/// ```
public struct QualifiedName: Hashable, Sendable, CustomStringConvertible {
  /// The name as written in the document.
  public let written: String
  /// The part before the first `:`, or empty for a core name.
  public let namespace: String
  /// The part after the first `:`.
  public let name: String

  /// Splits a written name at its first `:`.
  public init(_ written: String) {
    self.written = written
    if let colon = written.firstIndex(of: ":") {
      namespace = String(written[..<colon])
      name = String(written[written.index(after: colon)...])
    } else {
      namespace = ""
      name = written
    }
  }

  /// The lower-cased name used as a registry key.
  public var key: String { written.lowercased() }

  /// The name as written.
  public var description: String { written }
}
