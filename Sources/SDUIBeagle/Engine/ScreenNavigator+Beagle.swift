import SDUICore
import SDUIDocument

/// Beagle navigation (spec beagle §5, §7), with beagle-ios semantics.
extension ScreenNavigator {
  /// A route: remote (`url`, `shouldPrefetch`, `fallback`,
  /// `httpAdditionalData`) or local (`screen`).
  private enum Route {
    case remote(PageRequest)
    case local(ComponentNode)
  }

  /// Carries out `pushView`, `popView`, `popToView`, `pushStack`,
  /// `popStack`, `resetStack` and `resetApplication`. A `navigationContext`
  /// goes to the destination, or for the pop variants to the screen that
  /// becomes visible. An unknown `controllerId` is a warning: sdui-term has
  /// one navigation controller.
  func navigateBeagle(_ request: NavigationRequest, from session: ScreenSession) {
    let name = request.action.lowercased().replacingPrefix("beagle:")
    if let controller = request.properties["controllerId"]?.stringValue {
      note(.unknownController(action: name, id: controller), in: session)
    }
    switch name {
    case "pushview", "pushstack", "resetstack", "resetapplication":
      guard let page = destination(of: request, from: session) else { return }
      switch name {
      case "pushview": push(page)
      case "pushstack": present(page)
      case "resetstack":
        if stacks.isEmpty { stacks = [[]] }
        removePages(from: stacks.count - 1, keeping: 0)
        push(page)
      default: replaceAll(with: page)
      }
    case "popview":
      if let count = stacks.last?.count, count > 1 {
        removePages(from: stacks.count - 1, keeping: count - 1)
      } else if presentedDepth > 0 {
        removeStack()
      } else {
        note(.onlyScreen(action: "popView"), in: session)
        return
      }
      applyNavigationContext(request)
    case "poptoview":
      let route = request.properties["route"]?.stringValue ?? ""
      let absolute = URLBuilder.build(route, base: configuration.baseURL)
      guard let stack = stacks.last,
        let index = stack.lastIndex(where: { $0.identity == route || $0.identity == absolute })
      else {
        note(.notInStack(action: "popToView", route: route), in: session)
        return
      }
      removePages(from: stacks.count - 1, keeping: index + 1)
      applyNavigationContext(request)
    case "popstack":
      guard presentedDepth > 0 else {
        note(.onlyStack(action: "popStack"), in: session)
        return
      }
      removeStack()
      applyNavigationContext(request)
    default:
      note(.notNavigation(action: request.action), in: session)
    }
  }

  /// The page a route leads to, with the navigation context as its
  /// `navigationContext`.
  private func destination(of request: NavigationRequest, from session: ScreenSession) -> Page? {
    guard let route = route(of: request, origin: session.environment.origin, document: session.screen.file) else {
      note(.routeWithoutTarget(action: request.action), in: session)
      return nil
    }
    let context = Self.navigationContext(request, applyingTo: .null)
    let states: [String: JSONValue] = ["navigationContext": context ?? .null]
    switch route {
    case .remote(let pageRequest):
      return makePage(
        .remote(pageRequest), identity: pageRequest.absoluteURL, dialect: .beagle, fallback: request.screen,
        viewStates: states)
    case .local(let screen):
      return makePage(
        .local(screen), identity: screen.id, dialect: .beagle, viewStates: states, origin: session.environment.origin)
    }
  }

  private func route(of request: NavigationRequest, origin: RequestOrigin, document: String?) -> Route? {
    let route = request.properties["route"]
    guard let url = route?["url"]?.stringValue ?? route?.stringValue else {
      return request.screen.map(Route.local)
    }
    let additional = route?["httpAdditionalData"]
    return pageRequest(
      url: url, method: additional?["method"]?.stringValue ?? "GET", headers: Self.headers(additional?["headers"]),
      body: additional?["body"].flatMap { $0.isNull ? nil : $0 }, origin: origin
    ).map { pageRequest in
      var asked = pageRequest
      asked.askedBy = request.call.map { ($0, document) }
      return Route.remote(asked)
    }
  }

  /// Writes the request's `navigationContext` into the front screen's.
  private func applyNavigationContext(_ request: NavigationRequest) {
    guard let session = current?.session,
      let next = Self.navigationContext(request, applyingTo: session.viewState("navigationContext") ?? .null)
    else { return }
    session.setViewState("navigationContext", to: next)
  }

  /// `current` with the request's `{path?, value}` written in, or `nil`
  /// when the request carries no navigation context.
  private static func navigationContext(_ request: NavigationRequest, applyingTo current: JSONValue) -> JSONValue? {
    guard let context = request.properties["navigationContext"], !context.isNull else { return nil }
    let value = context["value"] ?? .null
    guard let path = context["path"]?.stringValue, let components = StatePath.components(of: path),
      StatePath.writeProblem(components) == nil
    else { return value }
    return current.settingBeagle(value, at: components)
  }
}

extension String {
  func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
