/// The limits a surface's data model keeps to, whatever an agent sends:
/// a pointer, the model and an array it grows may be only so large.
///
/// Each limit refused is a ``DataModelError``, never a crash or an
/// allocation the size of an index: writing `/items/999999999` is refused
/// before an element is made.
package struct DataModelBudget: Sendable, Equatable {
  /// The most segments a pointer may have, once resolved against its scope.
  package var maximumPointerDepth: Int
  /// The most values the model may hold, counting every container, element
  /// and member value (`{"a": [1, 2]}` holds four).
  package var maximumValues: Int
  /// The longest an array may become by a write past its end, which fills
  /// the elements skipped with `null`: an index written must be below it.
  package var maximumArrayLength: Int

  /// Creates a budget; the defaults are 64 segments, 100,000 values and
  /// arrays grown to 10,000 elements.
  package init(maximumPointerDepth: Int = 64, maximumValues: Int = 100_000, maximumArrayLength: Int = 10_000) {
    self.maximumPointerDepth = maximumPointerDepth
    self.maximumValues = maximumValues
    self.maximumArrayLength = maximumArrayLength
  }
}
