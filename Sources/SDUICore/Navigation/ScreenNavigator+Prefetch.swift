import SDUIDocument

/// Prefetching the routes a screen shows (spec nimbus §7.4, beagle §7.2).
extension ScreenNavigator {
  /// Starts a prefetch for every navigation action, held by a node of the
  /// front screen's live tree, that asks for one: Nimbus `push`/`present`
  /// with `prefetch: true`, Beagle routes with `shouldPrefetch: true`.
  /// Actions nested in other actions' events count; a URL written with an
  /// expression is never prefetched; a node already looked at is not
  /// looked at again.
  package func prefetchRoutes() {
    guard let page = current, let session = page.session, let root = session.root else { return }
    let asks = page.asksForPrefetch ?? session.screen.root.map(Self.asksForPrefetch) ?? false
    page.asksForPrefetch = asks
    guard asks else { return }
    var pending = [root]
    while let instance = pending.popLast() {
      pending.append(contentsOf: instance.children)
      guard page.prefetchSeen.insert(instance.id).inserted else { continue }
      for entry in instance.source.properties {
        prefetch(in: entry.value, session: session)
      }
    }
  }

  /// Whether any action in the tree has `prefetch` or a route with
  /// `shouldPrefetch`: screens without one are never walked again.
  private static func asksForPrefetch(_ root: ComponentNode) -> Bool {
    func asks(_ value: PropertyValue) -> Bool {
      switch value {
      case .event(let actions, _):
        actions.contains { action in
          action.properties.contains { ["prefetch", "route"].contains($0.name) || asks($0.value) }
        }
      case .object(let entries, _): entries.contains { $0.name == "shouldPrefetch" || asks($0.value) }
      case .array(let elements, _): elements.contains(where: asks)
      case .component(let node): asks(node)
      case .literal, .text: false
      }
    }
    func asks(_ node: ComponentNode) -> Bool {
      node.properties.contains { asks($0.value) } || node.children.contains(where: asks)
    }
    return asks(root)
  }

  private func prefetch(in value: PropertyValue, session: ScreenSession) {
    switch value {
    case .event(let actions, _):
      for action in actions {
        if var asked = prefetchRequest(for: action, in: session.dialect, origin: session.environment.origin) {
          asked.askedBy = (action, session.screen.file)
          let (request, dialect) = (asked, session.dialect)
          prefetchCache.prefetch(request.cacheKey) { [weak self] in
            guard let self else { return .failure(PageFailure(url: request.url, reason: "the app ended")) }
            return await fetch(request, dialect: dialect)
          }
        }
        for entry in action.properties { prefetch(in: entry.value, session: session) }
      }
    case .object(let entries, _):
      for entry in entries { prefetch(in: entry.value, session: session) }
    case .array(let elements, _):
      for element in elements { prefetch(in: element, session: session) }
    case .literal, .text, .component:
      break
    }
  }

  private func prefetchRequest(for action: ActionCall, in dialect: Dialect, origin: RequestOrigin) -> PageRequest? {
    guard let route = dialect.engine.prefetchedRoute(of: action) else { return nil }
    return pageRequest(url: route.url, method: route.method, headers: [:], body: nil, origin: origin)
  }
}
