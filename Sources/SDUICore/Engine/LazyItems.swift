/// Which items of a lazy list a resolved node holds: a Nimbus `lazyColumn`
/// or `lazyRow` over a `forEach` makes its items only around what is
/// shown, so its children are items `first ..< first + children.count`
/// of `total`.
package struct LazyItems: Sendable, Equatable {
  /// How many items the list has.
  package var total: Int
  /// The position of the first child among them.
  package var first: Int

  package init(total: Int, first: Int) {
    self.total = total
    self.first = first
  }
}
