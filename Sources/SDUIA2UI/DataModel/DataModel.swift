import SDUIDocument

/// One surface's data: a JSON document read and written by JSON Pointer,
/// with observers told when the value at their path changes.
///
/// A write at a path tells the observers of that path, of every path above
/// it and of every path below it, each only when the value at its own path
/// is not what it was (the "bubble and cascade" of A2UI's renderer guide,
/// as `conformance/core/data_model.yaml` pins it down): rewriting `/k` with
/// the value it holds tells no one, and replacing `/a` tells `/a/b` only if
/// `/a/b` changed. Observers are told in the order they subscribed, after
/// the write is made.
///
/// Writes create the containers their path lacks (an array where the next
/// segment is an index, else an object) and keep to a ``DataModelBudget``.
///
/// ```swift
/// let model = try DataModel(["user": ["name": "Alice"]])
/// _ = model.observe(try JSONPointer(parsing: "/user")) { print($0 ?? "absent") }
/// try model.set("Bob", at: JSONPointer(parsing: "/user/name"))  // prints {"name":"Bob"}
/// ```
package final class DataModel {
  /// The whole document.
  package private(set) var root: JSONValue
  /// The limits writes keep to.
  package let budget: DataModelBudget
  /// How many values ``root`` holds (see ``DataModelBudget/maximumValues``).
  package private(set) var valueCount: Int
  private var observers: [(observation: DataObservation, onChange: (JSONValue?) -> Void)] = []
  private var nextObservationID = 0

  /// A model holding `initial`, an empty object by default.
  ///
  /// - Throws: ``DataModelError/modelTooLarge(values:limit:)`` when
  ///   `initial` holds more values than `budget` allows.
  package init(_ initial: JSONValue = [:], budget: DataModelBudget = DataModelBudget()) throws(DataModelError) {
    let count = Self.countValues(in: initial)
    guard count <= budget.maximumValues else { throw .modelTooLarge(values: count, limit: budget.maximumValues) }
    root = initial
    valueCount = count
    self.budget = budget
  }

  /// The value at `pointer`, or `nil` when there is none: a missing key, an
  /// index outside its array or not written as an index, a path through a
  /// value that is not a container.
  package func value(at pointer: JSONPointer) -> JSONValue? {
    var current = root
    for segment in pointer.segments {
      switch current.kind {
      case .object:
        guard let next = current[segment] else { return nil }
        current = next
      case .array(let elements):
        guard case .index(let index) = ArraySegment(segment), index < elements.count else { return nil }
        current = elements[index]
      default: return nil
      }
    }
    return current
  }

  /// Writes `value` at `pointer`, creating the containers its path lacks.
  ///
  /// - Throws: ``DataModelError`` when the path passes through a value that
  ///   is not a container, addresses an array with something other than an
  ///   index, or would grow an array or the model past the budget; the
  ///   model is then as it was.
  package func set(_ value: JSONValue, at pointer: JSONPointer) throws(DataModelError) {
    let previous = self.value(at: pointer)
    guard previous != value else { return }
    var updated = root
    var writer = DataModelWriter(pointer: pointer, budget: budget)
    try writer.set(value, into: &updated, segments: pointer.segments[...])
    let count = valueCount - (previous.map(Self.countValues) ?? 0) + Self.countValues(in: value) + writer.created
    guard count <= budget.maximumValues else { throw .modelTooLarge(values: count, limit: budget.maximumValues) }
    commit(updated, valueCount: count, changedAt: pointer)
  }

  /// Removes the value at `pointer`: an object's member goes, an array's
  /// element becomes `null` so that the elements after it keep their
  /// indices (as web_core's `undefined` does). Nothing happens, and no
  /// one is told, when that leaves the model as it was; the root becomes
  /// an empty object.
  package func delete(at pointer: JSONPointer) {
    guard let previous = value(at: pointer) else { return }
    guard !pointer.segments.isEmpty else {
      if previous != [:] { commit([:], valueCount: 1, changedAt: pointer) }
      return
    }
    let parent = JSONPointer(segments: pointer.segments.dropLast())
    if previous.isNull, value(at: parent)?.arrayElements != nil { return }
    var updated = root
    let lost = DataModelWriter.delete(from: &updated, segments: pointer.segments[...])
    commit(updated, valueCount: valueCount - lost, changedAt: pointer)
  }

  /// Calls `onChange` with the new value at `pointer` (`nil`: absent)
  /// whenever a write changes it, until ``stopObserving(_:)`` or
  /// ``dispose()``.
  package func observe(_ pointer: JSONPointer, onChange: @escaping (JSONValue?) -> Void) -> DataObservation {
    let observation = DataObservation(id: nextObservationID, pointer: pointer)
    nextObservationID += 1
    observers.append((observation, onChange))
    return observation
  }

  /// Stops telling one observer about changes.
  package func stopObserving(_ observation: DataObservation) {
    observers.removeAll { $0.observation == observation }
  }

  /// Detaches every observer.
  package func dispose() {
    observers.removeAll()
  }

  /// Makes `updated` the document and tells the observers whose value the
  /// write at `pointer` changed: those at or above it always (it changed),
  /// those below it when their own value differs.
  private func commit(_ updated: JSONValue, valueCount count: Int, changedAt pointer: JSONPointer) {
    let before = observers.map { observer -> JSONValue?? in
      let observed = observer.observation.pointer
      return observed.contains(pointer) || !pointer.contains(observed) ? .none : .some(value(at: observed))
    }
    root = updated
    valueCount = count
    var calls: [() -> Void] = []
    for (observer, previous) in zip(observers, before) {
      let observed = observer.observation.pointer
      if observed.contains(pointer) {
        let now = value(at: observed)
        calls.append { observer.onChange(now) }
      } else if case .some(let old) = previous {
        let now = value(at: observed)
        if old != now { calls.append { observer.onChange(now) } }
      }
    }
    for call in calls { call() }
  }

  /// How many values `value` holds, itself included.
  static func countValues(in value: JSONValue) -> Int {
    switch value.kind {
    case .array(let elements): elements.reduce(1) { $0 + countValues(in: $1) }
    case .object(let members): members.reduce(1) { $0 + countValues(in: $1.value) }
    default: 1
    }
  }
}
