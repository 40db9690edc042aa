import SDUIDocument

extension ScreenSession {
  /// Makes the live instance of a node: its scope (declared states
  /// initialised once, in order, each able to read the ones before), its
  /// evaluated properties (a binding for each one that has an expression),
  /// and its children, expanded as the component's kind requires.
  package func instantiate(_ node: ComponentNode, parent: NodeInstance?, scope enclosing: Scope, suffix: String)
    -> NodeInstance
  {
    statistics.instantiations += 1
    componentCount += 1
    let descriptor = node.isRegistered ? registry.components.lookup(node.type.written) : nil
    var scope = enclosing
    if !node.state.isEmpty {
      scope = Scope(parent: enclosing)
      // An item of a lazy list made again takes back the state it had.
      let saved = savedItemStates.isEmpty ? nil : savedItemStates.removeValue(forKey: node.id + suffix)
      for declaration in node.state {
        let initial =
          saved?[declaration.name]
          ?? evaluateOnce(declaration.initialValue, in: scope, at: declaration.location, path: declaration.path)
        scope.declare(StateCell(name: declaration.name, value: initial))
      }
    }
    let instance = NodeInstance(
      source: node, id: unusedID(node.id + suffix), scope: scope, parent: parent,
      isStructural: descriptor?.isStructural ?? false)
    let expansion = descriptor.flatMap { dialect.engine.expansion(of: $0.name) }
    if !node.state.isEmpty || expansion?.iterates == true {
      statefulInstances[ObjectIdentifier(instance)] = instance
    }
    instancesByID[instance.id] = instance
    let controlling = expansion?.controllingProperty
    for entry in node.properties where entry.name != controlling && !entry.value.containsComponent {
      if case .event = entry.value { continue }
      if entry.value.containsExpression {
        bind(instance, membersRead: entry.value.membersRead) { session, reads in
          let value = session.evaluator.evaluate(
            entry.value, resolve: { reads.resolve($0, in: scope) }, problems: &session.evaluationProblems,
            allowance: &session.allowance)
          instance.setProperty(entry.name, value)
        }
      } else {
        // Data holding events (a navigation bar's items) keeps its data;
        // the events themselves read as null.
        instance.setProperty(entry.name, entry.value.literalJSON ?? evaluateOnce(entry.value, in: scope))
      }
    }
    switch expansion {
    case .branch(let property)?:
      bind(instance) { session, reads in
        session.chooseBranch(of: instance, by: property, reads: reads, suffix: suffix)
      }
    case .iterations(let property, let template)?:
      guard template == .children || node.properties[property] != nil || node.children.isEmpty else {
        // The 1.x list of static children (reported when decoded).
        instance.children = node.children.map { instantiate($0, parent: instance, scope: scope, suffix: suffix) }
        break
      }
      let lazy =
        template == .children
        ? makesItemsLazily(node, under: parent) : listMakesItemsLazily(node, over: property)
      if lazy { instance.lazyWindow = 0..<Self.firstLazyItems }
      bind(instance) { session, reads in
        session.expandIterations(of: instance, over: property, template: template, reads: reads, suffix: suffix)
      }
      instance.expansion = instance.bindings.last
    case .lazyComponent?:
      // Shown until the fetched component replaces it.
      if case .component(let initial)? = node.properties["initialState"] {
        instance.children = [instantiate(initial, parent: instance, scope: scope, suffix: suffix)]
      }
      loadLazyComponent(instance, suffix: suffix)
    default:
      // A component no library knows shows the components in its
      // properties after its children, as the frame drawn for it holds them.
      let nested = node.isRegistered ? [] : node.properties.flatMap(\.value.nestedComponents)
      let children = node.children + nested
      var made: [NodeInstance] = []
      made.reserveCapacity(children.count)
      for (offset, child) in children.enumerated() {
        guard hasRoomForComponents(left: children.count - offset, at: instance, items: false) else { break }
        made.append(instantiate(child, parent: instance, scope: scope, suffix: suffix))
      }
      instance.children = made
    }
    if let onInit = node.properties["onInit"]?.actions {
      pendingInits.append((instance, onInit))
    }
    return instance
  }

  /// `id` when no live component has it, else `id#2`, `id#3`, ...: two
  /// components a screen gives one id are still two, each focused,
  /// pressed and found on its own, as a phone keeps two views apart
  /// whatever their ids; looked up by the id, the first is found.
  private func unusedID(_ id: String) -> String {
    guard instancesByID[id] != nil else { return id }
    var number = repeatedIDs[id, default: 1]
    var candidate: String
    repeat {
      number += 1
      candidate = id + "#" + String(number)
    } while instancesByID[candidate] != nil
    repeatedIDs[id] = number
    return candidate
  }

  /// Whether the screen may make another item of a list (`items`), or
  /// another child, under `instance` (``ScreenBudget/components``); when it
  /// may not, says so once there, with how many are `left` unmade. An item
  /// under way may make its children past the bound by a quarter, so that
  /// the last item made is made whole.
  package func hasRoomForComponents(left: Int, at instance: NodeInstance, items: Bool) -> Bool {
    let limit = environment.budget.components
    guard componentCount >= (items ? limit : limit + limit / 4) else { return true }
    reportOnce(
      .tooManyComponents(limit: limit, left: left, items: items), location: instance.source.location,
      path: instance.source.path, component: instance.id)
    return false
  }

  /// A binding owned by `instance`, evaluated now and whenever a state it
  /// read changes.
  func bind(
    _ instance: NodeInstance, membersRead: [String: Set<String>] = [:],
    _ body: @escaping (ScreenSession, ReadTracker) -> Void
  ) {
    let binding = Binding(depth: instance.depth, onDirty: { [weak self] in self?.markDirty($0) }) { [weak self] in
      let reads = ReadTracker(members: membersRead)
      guard let self else { return reads }
      body(self, reads)
      self.reportProblems(at: instance)
      return reads
    }
    instance.bindings.append(binding)
    binding.refresh()
    statistics.bindingEvaluations += 1
  }

  /// Evaluates a value in a scope without depending on it (state initial
  /// values, action properties); its problems are said at `location` and
  /// `path` (a state's declaration, an action), when given.
  func evaluateOnce(
    _ value: PropertyValue, in scope: Scope, at location: SourceLocation? = nil, path: JSONPath? = nil
  ) -> JSONValue {
    let value = evaluator.evaluate(
      value, resolve: { scope.lookup($0)?.value }, problems: &evaluationProblems, allowance: &allowance)
    for problem in evaluationProblems {
      if case .budget = problem { evaluationReachedBudget = true }
      report(.expression(problem), location: location, path: path)
    }
    evaluationProblems.removeAll()
    return value
  }

  func reportProblems(at instance: NodeInstance?) {
    for problem in evaluationProblems {
      report(
        .expression(problem), location: instance?.source.location, path: instance?.source.path,
        component: instance?.id)
    }
    evaluationProblems.removeAll()
  }

  /// Removes an instance and everything below it from the session.
  package func discard(_ instance: NodeInstance) {
    guard !instance.isDiscarded else { return }
    instance.isDiscarded = true
    componentCount -= 1
    statefulInstances[ObjectIdentifier(instance)] = nil
    for binding in instance.bindings { binding.detach() }
    // A binding's closure holds its instance: let go of both.
    instance.bindings.removeAll()
    if instancesByID[instance.id] === instance { instancesByID[instance.id] = nil }
    for child in instance.children { discard(child) }
    guard !instance.branches.isEmpty || !instance.iterations.isEmpty else { return }
    // Kept branches and iterations not shown now; a set keeps this linear
    // for lists of any length.
    let shown = Set(instance.children.map(ObjectIdentifier.init))
    for branch in instance.branches.values where !shown.contains(ObjectIdentifier(branch)) { discard(branch) }
    for iteration in instance.iterations.values {
      for child in iteration.instances where !shown.contains(ObjectIdentifier(child)) { discard(child) }
    }
  }

  // MARK: if / then / else

  /// Shows the `then` or `else` children of a Nimbus `if`. Both branches
  /// are built once and kept, so state in a hidden branch survives.
  func chooseBranch(of instance: NodeInstance, by property: String, reads: ReadTracker, suffix: String) {
    let scope = instance.scope
    let condition = evaluator.evaluate(
      instance.source.properties[property] ?? .literal(.null), resolve: { reads.resolve($0, in: scope) },
      problems: &evaluationProblems, allowance: &allowance)
    instance.setProperty(property, condition)
    if instance.branches.isEmpty {
      for child in instance.source.children where ["then", "else"].contains(child.type.written) {
        instance.branches[child.type.written] = instantiate(
          child, parent: instance, scope: instance.scope, suffix: suffix)
      }
    }
    guard let condition = condition.boolValue else {
      report(
        .conditionNotBoolean, location: instance.source.location, path: instance.source.path, component: instance.id)
      instance.children = []
      return
    }
    instance.children = instance.branches[condition ? "then" : "else"].map { [$0] } ?? []
  }
}
