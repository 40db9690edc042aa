import SDUICore
import SDUIDocument

/// Nimbus navigation (spec nimbus §7.3–7.5).
extension ScreenNavigator {
  /// - `push` adds a page to the front stack, `present` opens a stack with
  ///   it; the page gets the request's `state` as view states and runs the
  ///   caller's `events` through `triggerViewEvent`.
  /// - `pop` removes the front page unless it is its stack's root.
  /// - `popTo` removes the pages above the nearest one whose URL, as
  ///   written or resolved against the base URL (as the Kotlin core
  ///   matches), equals `url`, never leaving the front stack: a first screen
  ///   opened by absolute URL matches its path.
  /// - `dismiss` closes the front stack when it is presented.
  func navigateNimbus(_ request: NavigationRequest, from session: ScreenSession) {
    let properties = request.properties
    switch request.action.lowercased() {
    case "push", "present":
      guard let url = properties["url"]?.stringValue,
        var pageRequest = pageRequest(
          url: url, method: properties["method"]?.stringValue ?? "GET", headers: Self.headers(properties["headers"]),
          body: Self.nimbusBody(properties), origin: session.environment.origin)
      else { return }
      pageRequest.askedBy = request.call.map { ($0, session.screen.file) }
      var states: [String: JSONValue] = [:]
      for member in properties["state"]?.objectMembers ?? [] { states[member.key] = member.value }
      let page = makePage(
        .remote(pageRequest), identity: url, dialect: .nimbus, fallback: request.screen, viewStates: states,
        viewEvent: request.events.isEmpty ? nil : session.viewEventHandler(for: request),
        origin: session.environment.origin)
      if request.action == "present" { present(page) } else { push(page) }
    case "pop":
      guard let count = stacks.last?.count, count > 1 else {
        note(.firstOfStack(action: "pop"), in: session)
        return
      }
      removePages(from: stacks.count - 1, keeping: count - 1)
    case "popto":
      let url = properties["url"]?.stringValue ?? ""
      let base = configuration.baseURL
      let absolute = URLBuilder.build(url, base: base)
      let matches = { (page: Page) in
        page.identity == url || (absolute != nil && URLBuilder.build(page.identity, base: base) == absolute)
      }
      guard let stack = stacks.last, let index = stack.lastIndex(where: matches) else {
        note(.notInStack(action: "popTo", route: url), in: session)
        return
      }
      removePages(from: stacks.count - 1, keeping: index + 1)
    default:
      guard presentedDepth > 0 else {
        note(.nothingPresented(action: "dismiss"), in: session)
        return
      }
      removeStack()
    }
  }

  /// A `push`/`present` body: `body`, or `data` as some servers write it;
  /// only for Post, Put and Patch.
  private static func nimbusBody(_ properties: JSONValue) -> JSONValue? {
    let method = (properties["method"]?.stringValue ?? "GET").uppercased()
    guard ["POST", "PUT", "PATCH"].contains(method) else { return nil }
    return properties["body"] ?? properties["data"]
  }
}
