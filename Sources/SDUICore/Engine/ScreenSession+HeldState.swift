import SDUIDocument

extension ScreenSession {
  /// Records in the ledger what this screen holds in its states (its view
  /// states and those its components declare), and what `global` holds,
  /// each counted up to the ledger's limit: what the next event's new
  /// values are measured against (``ScreenBudget/heldBytes``).
  func recordHeldState() {
    let ledger = environment.ledger
    var total = 0
    // A list's items count beside the list: written by a `setState`, an
    // item is a value of its own (unwritten, this counts it twice).
    var cells = Array(rootScope.declaredCells)
    for instance in statefulInstances.values {
      if !instance.source.state.isEmpty { cells += instance.scope.declaredCells }
      cells += instance.iterations.values.map(\.item)
    }
    for cell in cells where cell !== environment.global {
      total += cell.heldBytes(upTo: max(0, ledger.limit - total))
      if total > ledger.limit { break }
    }
    ledger.record(total, for: ObjectIdentifier(self))
    ledger.record(environment.global.heldBytes(upTo: ledger.limit), for: ObjectIdentifier(environment.global))
  }
}
