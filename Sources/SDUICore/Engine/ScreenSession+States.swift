import SDUIDocument

/// What a session's states hold, carried over from an earlier session of
/// the same screen or written by the screen that opened it.
extension ScreenSession {
  // MARK: Carrying state over

  /// Gives this (new) session the state values of an earlier session of
  /// the same screen, state by state, where a node with the same id
  /// declares a state of the same name: what keeps a screen's state
  /// across `--watch` reloads. Returns how many states were carried.
  @discardableResult
  package func adoptState(from earlier: ScreenSession) -> Int {
    var carried = 0
    for (id, instance) in instancesByID {
      guard let old = earlier.instancesByID[id] else { continue }
      for declaration in instance.source.state where old.source.state.contains(where: { $0.name == declaration.name }) {
        guard let cell = instance.scope.lookup(declaration.name), let value = old.scope.lookup(declaration.name)?.value
        else { continue }
        cell.set(value)
        carried += 1
      }
    }
    settleSynchronously()
    return carried
  }

  // MARK: View states

  /// The value of a view state (Nimbus `push` state, Beagle
  /// `navigationContext`), or `nil` when the screen has none by that name.
  package func viewState(_ name: String) -> JSONValue? {
    rootScope.lookup(name)?.value
  }

  /// Writes a view state and brings the tree up to date; a name the
  /// screen was not given is declared.
  package func setViewState(_ name: String, to value: JSONValue) {
    if let cell = rootScope.lookup(name), cell !== environment.global {
      cell.set(value)
    } else {
      rootScope.declare(StateCell(name: name, value: value))
    }
    settleSynchronously()
  }
}
