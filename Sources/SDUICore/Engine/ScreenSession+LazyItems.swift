import SDUIDocument

extension ScreenSession {
  /// How many items a lazy list makes before a renderer asks for others:
  /// a list this short is made whole, as any list was before.
  static let firstLazyItems = 128

  /// How many of its last items a lazy list makes with its first window.
  static let lastLazyItems = 64

  /// How many items a lazy list keeps made at most, those shown and those
  /// kept alive near them for a scroll back.
  static let lazyItemsKept = 512

  /// Makes `kept` the iterations of a list, letting go of the others. A
  /// lazy list scrolled over the same items keeps the items made nearest
  /// its window alive as well, up to ``lazyItemsKept``; the others go,
  /// their state kept.
  func keep(_ kept: [String: Iteration], of instance: NodeInstance, sameItems: Bool, around window: Range<Int>) {
    if sameItems,
      instance.iterations.count + kept.keys.count(where: { instance.iterations[$0] == nil })
        <= Self.lazyItemsKept
    {
      for (key, iteration) in kept { instance.iterations[key] = iteration }
      return
    }
    let retained = sameItems ? retainedIterations(of: instance, besides: kept, around: window) : [:]
    for (key, iteration) in instance.iterations where kept[key] == nil && retained[key] == nil {
      if instance.lazyWindow != nil { iteration.instances.forEach(saveStates) }
      iteration.instances.forEach(discard)
    }
    instance.iterations = retained.isEmpty ? kept : kept.merging(retained) { shown, _ in shown }
  }

  /// The iterations of a lazy `forEach` outside its window to keep alive:
  /// the nearest to the window, up to ``lazyItemsKept`` with those shown.
  func retainedIterations(
    of instance: NodeInstance, besides shown: [String: Iteration], around window: Range<Int>
  ) -> [String: Iteration] {
    let room = Self.lazyItemsKept - shown.count
    guard room > 0 else { return [:] }
    func distance(_ iteration: Iteration) -> Int {
      guard case .number(.integer(let position)) = iteration.index.value.kind else { return Int.max }
      return position < window.lowerBound ? window.lowerBound - position : position - window.upperBound + 1
    }
    let others = instance.iterations.filter { shown[$0.key] == nil }
    guard others.count > room else { return others }
    let nearest = others.sorted { distance($0.value) < distance($1.value) }.prefix(room)
    return Dictionary(uniqueKeysWithValues: nearest.map { ($0.key, $0.value) })
  }

  /// Whether a `forEach` is the items of a Nimbus `lazyColumn` or `lazyRow`
  /// that it can make lazily: the list's only child, with one template
  /// that is not itself structural, so that each item is one child of the
  /// list (the renderer counts items by children).
  func makesItemsLazily(_ node: ComponentNode, under parent: NodeInstance?) -> Bool {
    guard let parent, dialect.engine.isLazyContainer(parent.source.type.key),
      parent.source.children.count == 1, node.children.count == 1
    else { return false }
    let template = node.children[0]
    let descriptor = template.isRegistered ? registry.components.lookup(template.type.written) : nil
    return !(descriptor?.isStructural ?? false)
  }

  /// Whether a Beagle `listView` or `gridView` makes its items lazily: one
  /// over a `dataSource` with a template for any item (one without a
  /// `case`), so that each item is one child of the list.
  func listMakesItemsLazily(_ node: ComponentNode, over property: String) -> Bool {
    guard node.properties[property] != nil,
      case .array(let templates, _)? = node.properties["templates"]
    else { return false }
    return templates.contains { template in
      guard case .object(let entries, _) = template, case .component? = entries["view"] else { return false }
      return entries["case"] == nil
    }
  }

  /// Makes the items `range` of the lazy list `id` and lets go of the
  /// others, keeping their state for when they come back. Returns whether
  /// anything changed.
  ///
  /// Renderers call it with the items around what they show, as they
  /// build a frame; a list whose items are all made, or no list, changes
  /// nothing.
  @discardableResult
  package func showItems(_ range: Range<Int>, ofList id: String) -> Bool {
    guard let list = instancesByID[id],
      let items = list.lazyWindow != nil ? list : list.children.first(where: \.isStructural),
      items.lazyWindow != nil, items.lazyWindow != range, let expansion = items.expansion
    else { return false }
    items.lazyWindow = range
    expansion.markDirty()
    settleSynchronously()
    return true
  }

  /// The resolved snapshot of the component `id` (not a structural one).
  package func resolvedNode(id: String) -> ResolvedNode? {
    guard let instance = instancesByID[id], !instance.isStructural else { return nil }
    return instance.resolved
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
