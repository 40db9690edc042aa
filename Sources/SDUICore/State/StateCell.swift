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
  public private(set) var value: JSONValue
  /// Whether actions may write it (event states and Beagle implicit
  /// contexts are read-only, except list items, which write through).
  public let isWritable: Bool
  /// Called with the new value when the cell is written (Beagle list
  /// items write through to their data source).
  var writeThrough: ((JSONValue) -> Void)?
  /// The bindings to re-evaluate when the value changes; a cell shared by
  /// several sessions (`global`) reaches each session through them.
  var dependents: [ObjectIdentifier: Binding] = [:]

  /// Creates a cell.
  public init(name: String, value: JSONValue, isWritable: Bool = true) {
    self.name = name
    self.value = value
    self.isWritable = isWritable
  }

  /// Replaces the value; returns whether it changed.
  @discardableResult
  public func set(_ newValue: JSONValue) -> Bool {
    guard newValue != value else { return false }
    value = newValue
    writeThrough?(newValue)
    notifyDependents()
    return true
  }

  /// Replaces the value without writing through; used when the source of
  /// a write-through itself changed.
  func refresh(_ newValue: JSONValue) {
    guard newValue != value else { return }
    value = newValue
    notifyDependents()
  }

  private func notifyDependents() {
    for binding in dependents.values { binding.markDirty() }
  }
}

/// A level of the scope chain: the cells declared there, and the level
/// above. Lookups take the innermost cell with a name, so inner
/// declarations shadow outer ones.
@MainActor
public final class Scope {
  /// The level above, `nil` at the top.
  public let parent: Scope?
  private var cells: [String: StateCell] = [:]

  /// Creates a level.
  public init(parent: Scope?, cells: [StateCell] = []) {
    self.parent = parent
    for cell in cells { self.cells[cell.name] = cell }
  }

  /// Adds or replaces a cell at this level.
  public func declare(_ cell: StateCell) {
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
}
