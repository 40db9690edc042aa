/// The rules for state (Nimbus) and context (Beagle) ids.
package enum StateName {
  /// Why `name` cannot be declared, or `nil` when it can. Ids are word
  /// characters and not `true`, `false` or `null`; a dialect may forbid
  /// more (Beagle: `global` and purely numeric ids).
  package static func problem(with name: String, dialect: Dialect) -> String? {
    if name.isEmpty { return "it is empty" }
    if ["true", "false", "null"].contains(name) { return "it reads as a literal in expressions" }
    if !name.unicodeScalars.allSatisfy({
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }) {
      return "only letters, digits and '_' are allowed"
    }
    return dialect.definition.stateNameProblem(name)
  }
}
