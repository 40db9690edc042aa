import SDUIDocument

/// A value computed from state: an evaluated property, or the controlling
/// property of a structural node. It remembers the cells it read so that a
/// change to any of them marks it dirty, and nothing else.
///
/// Where its expressions read only some members of a cell's object value
/// (`page.label`, never `page` whole), it remembers those member names, and
/// a write that changes only other members (`page.counter`) leaves it be.
@MainActor
final class Binding {
  /// Re-evaluates and applies the result; returns what it read.
  private let compute: () -> ReadTracker
  /// Depth in the tree, so parents refresh before their children.
  let depth: Int
  /// Tells the owning session that this binding needs a refresh.
  let onDirty: (Binding) -> Void
  private(set) var dependencies: [StateCell] = []
  /// The members read, for the cells read only member by member.
  private var membersRead: [ObjectIdentifier: Set<String>] = [:]
  var isDirty = false
  var isDetached = false

  init(depth: Int, onDirty: @escaping (Binding) -> Void, compute: @escaping () -> ReadTracker) {
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
    let tracker = compute()
    let read = tracker.cells
    let members = tracker.membersRead
    for cell in dependencies {
      let id = ObjectIdentifier(cell)
      let stillRead = read.contains { $0 === cell }
      if !stillRead || membersRead[id] != members[id] { cell.removeDependent(self, members: membersRead[id]) }
    }
    for cell in read {
      let id = ObjectIdentifier(cell)
      let known = dependencies.contains { $0 === cell } && membersRead[id] == members[id]
      if !known { cell.addDependent(self, members: members[id]) }
    }
    membersRead = members
    dependencies = read
  }

  /// Stops depending on anything; used when its node leaves the tree.
  func detach() {
    isDetached = true
    for cell in dependencies { cell.removeDependent(self, members: membersRead[ObjectIdentifier(cell)]) }
    dependencies = []
    membersRead = [:]
  }
}

/// Records the cells an evaluation reads, and for those its expressions
/// only ever read member by member, which members.
@MainActor
final class ReadTracker {
  private(set) var cells: [StateCell] = []
  private(set) var membersRead: [ObjectIdentifier: Set<String>] = [:]
  /// The members each state id is read by, from the expressions evaluated
  /// (``PropertyValue/membersRead``); ids missing are read whole.
  private let members: [String: Set<String>]

  init(members: [String: Set<String>] = [:]) {
    self.members = members
  }

  func resolve(_ name: String, in scope: Scope) -> JSONValue? {
    guard let cell = scope.lookup(name) else { return nil }
    if !cells.contains(where: { $0 === cell }) {
      cells.append(cell)
      if let read = members[name] { membersRead[ObjectIdentifier(cell)] = read }
    }
    return cell.value
  }
}
