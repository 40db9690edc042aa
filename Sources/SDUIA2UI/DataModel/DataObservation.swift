/// An observer's registration with a ``DataModel``: what
/// ``DataModel/observe(_:onChange:)`` returns and
/// ``DataModel/stopObserving(_:)`` takes.
package struct DataObservation: Hashable, Sendable {
  /// The registration's number, unique within its model.
  package let id: Int
  /// The path observed.
  package let pointer: JSONPointer
}
