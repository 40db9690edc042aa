/// What a dialect's readers allow and report, as its peers do.
package struct DialectRules: Sendable {
  /// Where a node's and an action's properties stand: under this key
  /// (Nimbus's `properties`), or on the object itself (`nil`).
  package var propertiesKey: String?
  /// The word a declaration of state is written with: `state`, `context`.
  package var stateKeyword: String
  /// The states every screen sees without declaring them.
  package var ambientStates: Set<String>
  /// What the ids the decoder gives nodes start with: `nimbus:`.
  package var idPrefix: String
  /// The JSON Schema pattern of a state's name, as ``DialectDefinition/stateNameProblem(_:)`` judges it.
  package var stateNamePattern: String
  /// Whether a name found only ignoring case is reported (Nimbus's
  /// registry is case-sensitive on the phone).
  package var reportsNameCase = false
  /// Whether an enumeration value matched only ignoring case is reported.
  package var reportsEnumerationCase = false
  /// Whether a boolean may be written as the string `true` or `false`.
  package var readsBooleanStrings = false
  /// Whether a read of a state no one declares is a warning even with no
  /// near name (when every state is declared in the screen).
  package var warnsOfUndeclaredState = false
  /// What the dialect's peers do with a colour name, for the message.
  package var namedColorPeers: String
  /// Removed names, lower-cased, with what replaces each.
  package var removedNames: [String: String] = [:]
  /// The prefix of names from before the dialect's 1.0, which are not
  /// read, lower-cased, with the namespace modern names take instead.
  package var retiredPrefix: (prefix: String, namespace: String)?
  /// The namespace no app can register names in (`""` for the names with
  /// no namespace): an unknown name there is a typo, an error.
  package var closedNamespace: String?
  /// Whether its documents name the catalog of components they are
  /// written in (A2UI's `catalogId`), so that a library can be one
  /// (``Library/catalog(_:)``).
  package var namesCatalogs = false
  /// The key whose value names an operation called in place of a value
  /// (A2UI's `{"call": "formatDate", "args": …}`), if the dialect has one.
  package var functionCallKey: String?
  /// Whether a component's properties are all its catalog declares (A2UI's
  /// `unevaluatedProperties: false`), so that every other is reported, not
  /// only one near a property it has.
  package var closesProperties = false

  /// Creates the rules; what is not given is allowed and not reported.
  package init(
    propertiesKey: String?, stateKeyword: String, ambientStates: Set<String>, idPrefix: String,
    stateNamePattern: String, namedColorPeers: String
  ) {
    self.propertiesKey = propertiesKey
    self.stateKeyword = stateKeyword
    self.ambientStates = ambientStates
    self.idPrefix = idPrefix
    self.stateNamePattern = stateNamePattern
    self.namedColorPeers = namedColorPeers
  }
}
