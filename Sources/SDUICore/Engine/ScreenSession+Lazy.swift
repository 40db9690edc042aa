import SDUIDocument

extension ScreenSession {
  /// Fetches a `beagle:lazyComponent`'s `path` and puts the component it
  /// answers in place of the `initialState`. A failed fetch, or an answer
  /// that is not a component, is a warning and the initial state stays.
  func loadLazyComponent(_ instance: NodeInstance, suffix: String) {
    guard let path = instance.property("path")?.stringValue, !path.isEmpty else {
      report(
        .lazyComponentKept(path: nil, .noPath), location: instance.source.location, path: instance.source.path,
        component: instance.id)
      return
    }
    let limit = environment.budget.lazyComponentDepth
    guard
      sequence(first: instance, next: \.parent).count(where: { isLazyComponent($0.source) }) <= limit
    else {
      reportOnce(
        .lazyComponentsTooDeep(limit: limit), location: instance.source.location, path: instance.source.path,
        component: instance.id)
      return
    }
    let client = environment.http
    let origin = environment.origin
    let slots = environment.answerSlots
    startTask { [weak self] in
      // A slot (``ScreenBudget/answersAtOnce``) is held while the answer comes; it is put in
      // place before the main actor runs anything else, so answers never wait there in a pile.
      let outcome: Result<HTTPResponse, any Error>
      do {
        try await slots.acquire()
        defer { slots.release() }
        outcome = .success(try await client.send(HTTPRequest(url: path, origin: origin)))
      } catch {
        outcome = .failure(error)
      }
      guard let self, !instance.isDiscarded else { return }
      self.replaceLazyComponent(instance, path: path, suffix: suffix, with: outcome)
    }
  }

  private func replaceLazyComponent(
    _ instance: NodeInstance, path: String, suffix: String, with outcome: Result<HTTPResponse, any Error>
  ) {
    let response: HTTPResponse
    switch outcome {
    case .failure(let error):
      report(
        .lazyComponentKept(path: path, .fetchFailed("\(failure(error))")), location: instance.source.location,
        path: instance.source.path, component: instance.id)
      return
    case .success(let answer) where answer.status >= 400:
      report(
        .lazyComponentKept(path: path, .status(answer.status)), location: instance.source.location,
        path: instance.source.path, component: instance.id)
      return
    case .success(let answer):
      response = answer
    }
    let decoded = ScreenDecoder(options: .init(dialects: [dialect], dialect: dialect, file: path)).decode(response.body)
    for diagnostic in decoded.diagnostics {
      environment.problems.append(
        Problem(
          .diagnostic(diagnostic.kind), severity: .warning, document: path, location: diagnostic.location,
          path: diagnostic.path))
    }
    guard let root = decoded.root else {
      report(
        .lazyComponentKept(path: path, .noComponent), location: instance.source.location, path: instance.source.path,
        component: instance.id)
      return
    }
    instance.children.forEach(discard)
    instance.children = [instantiate(root, parent: instance, scope: instance.scope, suffix: suffix)]
    settleSynchronously()
  }

  /// Whether a node is a component fetched from its `path` (Beagle's `lazyComponent`).
  private func isLazyComponent(_ node: ComponentNode) -> Bool {
    guard node.isRegistered, let descriptor = registry.components.lookup(node.type.written) else { return false }
    return dialect.engine.expansion(of: descriptor.name) == .lazyComponent
  }
}
