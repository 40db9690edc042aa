import SDUIDocument

extension ScreenSession {
  /// Expands a Nimbus `forEach` or a Beagle `listView`/`gridView`: one
  /// iteration per item, with `item` and `index` states (renamable), ids
  /// suffixed `:key` (the item's `key` field) or `:index`. Iterations are
  /// reused by key when the items change, so their local state survives;
  /// a reused iteration's item takes the new value.
  func expandIterations(
    of instance: NodeInstance, over sourceName: String, template: ComponentExpansion.Template, reads: ReadTracker,
    suffix: String
  ) {
    let isList = template == .templates
    let sourceValue = instance.source.properties[sourceName] ?? .literal(.null)
    let scope = instance.scope
    let itemsValue = evaluator.evaluate(
      sourceValue, resolve: { reads.resolve($0, in: scope) }, problems: &evaluationProblems, allowance: &allowance)
    let sameItems = instance.lazyWindow != nil && instance.property(sourceName) == itemsValue
    instance.setProperty(sourceName, itemsValue)
    guard let items = itemsValue.arrayElements else {
      if !itemsValue.isNull {
        report(
          .notAList(property: sourceName, found: itemsValue.typeName), location: instance.source.location,
          path: instance.source.path, component: instance.id)
      }
      for iteration in instance.iterations.values { iteration.instances.forEach(discard) }
      instance.iterations = [:]
      instance.children = []
      return
    }
    let iteratorName = instance.property("iteratorName")?.stringValue ?? "item"
    let indexName = instance.property("indexName")?.stringValue ?? "index"
    let keyField = instance.property("key")?.stringValue
    var kept: [String: Iteration] = [:]
    var children: [NodeInstance] = []
    // A lazy list's items are made only in its window; made for the first
    // time, it also makes its last items, kept alive unshown, since `End`
    // is one key away.
    let positions = instance.lazyWindow.map { $0.clamped(to: 0..<items.count) } ?? items.indices
    let lastItems =
      instance.lazyWindow != nil && instance.iterations.isEmpty
      ? max(positions.upperBound, items.count - Self.lastLazyItems)..<items.count : items.count..<items.count
    making: for range in [positions, lastItems] {
      for position in range {
        let item = items[position]
        var key = String(position)
        if let keyField, let value = item[keyField], !value.isNull {
          key = Coercion.text(of: value, dialect: dialect)
        }
        if kept[key] != nil { key = "\(key)@\(position)" }
        var iteration: Iteration
        if let existing = instance.iterations[key] {
          iteration = existing
          iteration.item.refresh(item)
          iteration.index.refresh(JSONValue(.number(.integer(position))))
        } else {
          let itemCell = StateCell(name: iteratorName, value: item)
          let indexCell = StateCell(name: indexName, value: JSONValue(.number(.integer(position))), isWritable: false)
          iteration = Iteration(
            item: itemCell, index: indexCell, scope: Scope(parent: scope, cells: [itemCell, indexCell]))
          if isList { connectWriteThrough(of: iteration, to: sourceValue, in: scope) }
        }
        // A forEach's template is its children, the same for every
        // iteration: only a new one makes instances.
        if isList || iteration.templates.isEmpty {
          let templates =
            isList
            ? listTemplate(for: iteration, of: instance, reads: reads).map { [$0] } ?? [] : instance.source.children
          if iteration.templates != templates.map(\.path) {
            guard hasRoomForComponents(left: range.upperBound - position, at: instance, items: true) else {
              break making
            }
            iteration.instances.forEach(discard)
            iteration.instances = templates.map {
              instantiate($0, parent: instance, scope: iteration.scope, suffix: suffix + ":" + key)
            }
            iteration.templates = templates.map(\.path)
            // Resolved now, so that a jump to them (End) finds them ready.
            if range == lastItems { iteration.instances.forEach { _ = $0.resolvedInstances.map(\.resolved) } }
          }
        }
        kept[key] = iteration
        if range == positions { children += iteration.instances }
      }
    }
    keep(kept, of: instance, sameItems: sameItems, around: positions)
    instance.children = children
    if instance.lazyWindow != nil, instance.lazyTotal != items.count || instance.lazyFirst != positions.lowerBound {
      instance.lazyTotal = items.count
      instance.lazyFirst = positions.lowerBound
      instance.invalidateResolved()
    }
    reportProblems(at: instance)
  }

  /// The Beagle template for an item: the first whose `case` is true, else
  /// the first without a `case`; `nil` skips the item.
  private func listTemplate(for iteration: Iteration, of instance: NodeInstance, reads: ReadTracker) -> ComponentNode? {
    guard case .array(let templates, _)? = instance.source.properties["templates"] else { return nil }
    var fallback: ComponentNode?
    for template in templates {
      guard case .object(let entries, _) = template, case .component(let view)? = entries["view"] else { continue }
      guard let condition = entries["case"] else {
        if fallback == nil { fallback = view }
        continue
      }
      let scope = iteration.scope
      let value = evaluator.evaluate(
        condition, resolve: { reads.resolve($0, in: scope) }, problems: &evaluationProblems, allowance: &allowance)
      if value.boolValue == true { return view }
    }
    if fallback == nil {
      report(
        .noTemplateMatches(item: iteration.index.value.jsonText), location: instance.source.location,
        path: instance.source.path, component: instance.id)
    }
    return fallback
  }

  /// Beagle 2.1: writing the iterator context writes the item back into
  /// the data source when the data source is a state reference.
  private func connectWriteThrough(of iteration: Iteration, to source: PropertyValue, in scope: Scope) {
    guard case .text(let template, _) = source, template.wholeExpression != nil,
      case .success(.reference(let path))? = template.expressions.first
    else { return }
    let index = iteration.index
    iteration.item.writeThrough = { newValue in
      guard let cell = scope.lookup(path.root), case .number(.integer(let position)) = index.value.kind,
        StatePath.writeProblem(path.components + [.index(position)]) == nil
      else { return }
      cell.set(cell.value.settingBeagle(newValue, at: path.components + [.index(position)]))
    }
  }
}
