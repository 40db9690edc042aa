extension ScreenSession {
  /// How many items a lazy list makes before a renderer asks for others.
  static let firstLazyItems = 64

  /// Whether a `forEach` is the items of a Nimbus `lazyColumn` or `lazyRow`
  /// that it can make lazily: the list's only child, with one template
  /// that is not itself structural, so that each item is one child of the
  /// list (the renderer counts items by children).
  func makesItemsLazily(_ node: ComponentNode, under parent: NodeInstance?) -> Bool {
    guard let parent, ["layout:lazycolumn", "layout:lazyrow"].contains(parent.source.type.key),
      parent.source.children.count == 1, node.children.count == 1
    else { return false }
    let template = node.children[0]
    let descriptor = template.isRegistered ? registry.components.lookup(template.type.written) : nil
    return !(descriptor?.isStructural ?? false)
  }

  /// Makes the items `range` of the lazy list `id` and lets go of the
  /// others, keeping their state for when they come back. Returns whether
  /// anything changed.
  ///
  /// Renderers call it with the items around what they show; a list whose
  /// items are all made, or no list, changes nothing.
  @discardableResult
  public func showItems(_ range: Range<Int>, ofList id: String) -> Bool {
    guard let list = instancesByID[id], list.children.count == 1, case let items = list.children[0],
      items.lazyWindow != nil, items.lazyWindow != range, let expansion = items.expansion
    else { return false }
    items.lazyWindow = range
    expansion.markDirty()
    settleSynchronously()
    return true
  }

  /// Keeps the declared states of an item leaving a lazy list, and of
  /// everything in it, by instance id, for ``instantiate`` to give back.
  func saveStates(of instance: NodeInstance) {
    if !instance.source.state.isEmpty {
      var values: [String: JSONValue] = [:]
      for declaration in instance.source.state {
        if let cell = instance.scope.lookup(declaration.name) { values[declaration.name] = cell.value }
      }
      savedItemStates[instance.id] = values
    }
    instance.children.forEach(saveStates)
    instance.branches.values.forEach(saveStates)
    for iteration in instance.iterations.values { iteration.instances.forEach(saveStates) }
  }
}
