/// A value computed from state: an evaluated property, or the controlling
/// property of a structural node. It remembers the cells it read so that a
/// change to any of them marks it dirty, and nothing else.
@MainActor
final class Binding {
  /// Re-evaluates and applies the result; returns the cells read.
  private let compute: () -> [StateCell]
  /// Depth in the tree, so parents refresh before their children.
  let depth: Int
  /// Tells the owning session that this binding needs a refresh.
  let onDirty: (Binding) -> Void
  private(set) var dependencies: [StateCell] = []
  var isDirty = false
  var isDetached = false

  init(depth: Int, onDirty: @escaping (Binding) -> Void, compute: @escaping () -> [StateCell]) {
    self.depth = depth
    self.onDirty = onDirty
    self.compute = compute
  }

  /// Marks it for the next propagation, once.
  func markDirty() {
    guard !isDirty, !isDetached else { return }
    isDirty = true
    onDirty(self)
  }

  /// Evaluates, and depends on exactly the cells read this time.
  func refresh() {
    guard !isDetached else { return }
    isDirty = false
    let read = compute()
    for cell in dependencies where !read.contains(where: { $0 === cell }) {
      cell.dependents[ObjectIdentifier(self)] = nil
    }
    for cell in read {
      cell.dependents[ObjectIdentifier(self)] = self
    }
    dependencies = read
  }

  /// Stops depending on anything; used when its node leaves the tree.
  func detach() {
    isDetached = true
    for cell in dependencies { cell.dependents[ObjectIdentifier(self)] = nil }
    dependencies = []
  }
}

/// Records the cells an evaluation reads.
@MainActor
final class ReadTracker {
  private(set) var cells: [StateCell] = []

  func resolve(_ name: String, in scope: Scope) -> JSONValue? {
    guard let cell = scope.lookup(name) else { return nil }
    if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
    return cell.value
  }
}
