import SDUIDocument

/// One state (Nimbus) or context (Beagle): a JSON value that bindings
/// depend on.
///
/// Writing a new value marks every dependent binding dirty; the session
/// re-evaluates only those once the event that wrote it has finished. A
/// write equal to the current value is a no-op (spec nimbus §2.4).
@MainActor
public final class StateCell {
  /// The state's id, as expressions name it.
  public let name: String
  /// The current value.
  public private(set) var value: JSONValue {
    didSet { measured = nil }
  }
  /// The bytes the value holds as last counted, and up to what: kept until
  /// the value changes, so that a large state is not walked on every event.
  private var measured: (limit: Int, bytes: Int)?
  /// Whether actions may write it (event states and Beagle implicit
  /// contexts are read-only, except list items, which write through).
  package let isWritable: Bool
  /// Called with the new value when the cell is written (Beagle list
  /// items write through to their data source).
  var writeThrough: ((JSONValue) -> Void)?
  /// The bindings to re-evaluate when the value changes; a cell shared by
  /// several sessions (`global`) reaches each session through them.
  /// Bindings that read the value only member by member are kept by
  /// member instead (``memberDependents``), so that a write to one member
  /// of a context all a screen reads (Beagle's) visits only its readers.
  var dependents: [ObjectIdentifier: Binding] = [:]
  /// The bindings that read only some members of an object value, by member.
  var memberDependents: [String: [ObjectIdentifier: Binding]] = [:]

  /// How many bindings depend on it, either way.
  var dependentCount: Int {
    dependents.count + Set(memberDependents.values.flatMap(\.keys)).subtracting(dependents.keys).count
  }

  /// Creates a cell.
  public init(name: String, value: JSONValue, isWritable: Bool = true) {
    self.name = name
    self.value = value
    self.isWritable = isWritable
  }

  /// The bytes the value holds, counted up to `limit`
  /// (``JSONValue/heldBytes(upTo:)``), counted again only when it changed.
  func heldBytes(upTo limit: Int) -> Int {
    // An exact count answers any limit; a count cut at a limit answers
    // the limits no higher.
    if let measured, measured.bytes <= measured.limit || limit <= measured.limit { return measured.bytes }
    let bytes = value.heldBytes(upTo: limit)
    measured = (limit, bytes)
    return bytes
  }

  /// Replaces the value; returns whether it changed.
  @discardableResult
  public func set(_ newValue: JSONValue) -> Bool {
    guard newValue != value else { return false }
    let changed = Self.changedMembers(from: value, to: newValue)
    value = newValue
    writeThrough?(newValue)
    notifyDependents(changing: changed)
    return true
  }

  /// Replaces the value without writing through; used when the source of
  /// a write-through itself changed.
  func refresh(_ newValue: JSONValue) {
    guard newValue != value else { return }
    let changed = Self.changedMembers(from: value, to: newValue)
    value = newValue
    notifyDependents(changing: changed)
  }

  private func notifyDependents(changing members: Set<String>?) {
    for binding in dependents.values { binding.markDirty() }
    if let members {
      for member in members {
        for binding in memberDependents[member]?.values ?? [:].values { binding.markDirty() }
      }
    } else {
      for readers in memberDependents.values {
        for binding in readers.values { binding.markDirty() }
      }
    }
  }

  /// Records that `binding` depends on the whole value, or only on these members.
  func addDependent(_ binding: Binding, members: Set<String>?) {
    let id = ObjectIdentifier(binding)
    guard let members else {
      dependents[id] = binding
      return
    }
    for member in members { memberDependents[member, default: [:]][id] = binding }
  }

  /// Forgets a dependency recorded by ``addDependent(_:members:)``.
  func removeDependent(_ binding: Binding, members: Set<String>?) {
    let id = ObjectIdentifier(binding)
    guard let members else {
      dependents[id] = nil
      return
    }
    for member in members {
      memberDependents[member]?[id] = nil
      if memberDependents[member]?.isEmpty == true { memberDependents[member] = nil }
    }
  }

  /// The members that differ between two object values (added, removed
  /// or changed); `nil` when either is not an object, or for objects too
  /// large to compare member by member.
  static func changedMembers(from old: JSONValue, to new: JSONValue) -> Set<String>? {
    guard let before = old.objectMembers, let after = new.objectMembers, before.count + after.count <= 64 else {
      return nil
    }
    var changed = Set<String>()
    for member in before where new.member(named: member.key)?.value != old.member(named: member.key)?.value {
      changed.insert(member.key)
    }
    for member in after where old.member(named: member.key) == nil { changed.insert(member.key) }
    return changed
  }
}

/// A level of the scope chain: the cells declared there, and the level
/// above. Lookups take the innermost cell with a name, so inner
/// declarations shadow outer ones.
@MainActor
public final class Scope {
  /// The level above, `nil` at the top.
  package let parent: Scope?
  private var cells: [String: StateCell] = [:]

  /// Creates a level.
  public init(parent: Scope?, cells: [StateCell] = []) {
    self.parent = parent
    for cell in cells { self.cells[cell.name] = cell }
  }

  /// Adds or replaces a cell at this level.
  package func declare(_ cell: StateCell) {
    cells[cell.name] = cell
  }

  /// The innermost cell named `name`.
  public func lookup(_ name: String) -> StateCell? {
    var scope: Scope? = self
    while let current = scope {
      if let cell = current.cells[name] { return cell }
      scope = current.parent
    }
    return nil
  }

  /// Whether this level declares no cells, so that a node can share its
  /// parent's level.
  var isEmpty: Bool { cells.isEmpty }

  /// The cells this level declares.
  var declaredCells: Dictionary<String, StateCell>.Values { cells.values }
}
