/// A value kept in one box on the heap that every copy shares until one
/// of them changes it: the copy-on-write of `Array`, for the fields of a
/// tree's nodes, which are copied into parents' children, instances and
/// render boxes far more often than they change.
///
/// ```swift
/// var a = CopyOnWrite(Fields(id: "x"))
/// let b = a            // one box
/// a.value.id = "y"     // a gets a box of its own; b still reads "x"
/// ```
package struct CopyOnWrite<Value: Sendable>: @unchecked Sendable {
  /// Changed only through a `CopyOnWrite` that holds the one reference to
  /// it, so sharing it between threads is safe (hence `@unchecked`).
  private final class Box {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private var box: Box

  /// Boxes a value.
  package init(_ value: Value) {
    box = Box(value)
  }

  /// The value; changing it first copies the box if another copy shares it.
  package var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// Whether both share one box (and so hold the same value).
  package func sharesBox(with other: CopyOnWrite) -> Bool {
    box === other.box
  }
}
