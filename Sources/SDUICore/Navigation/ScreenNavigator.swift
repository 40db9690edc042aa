import SDUIDocument

/// Keeps the navigation stacks of a running app and carries out every
/// navigation action of both dialects: it fetches screens, starts their
/// sessions, and shows a loading state, the screen, a fallback, or a
/// failure that can be retried.
///
/// The last stack is the one in front; stacks after the first are
/// presented (Nimbus `present`, Beagle `pushStack`). A failed fetch only
/// ever changes the page that asked for it, so the stack survives it.
///
/// ```swift
/// let navigator = ScreenNavigator(
///   configuration: .init(dialects: Dialect.allCases, http: client, baseURL: "http://127.0.0.1:8080"))
/// navigator.start(url: "/index")
/// _ = await navigator.settle(timeout: .seconds(10))
/// print(navigator.current?.session?.resolvedRoot?.treeDescription ?? "")
/// ```
@MainActor
package final class ScreenNavigator: Navigator {
  /// What the navigator fetches with and gives the screens it starts.
  package struct Configuration {
    /// Fetches screens and sends the screens' requests.
    package var http: any HTTPClient
    /// The base that URLs starting with `/` are joined to.
    package var baseURL: String?
    /// The dialects a document may be written in.
    package var dialects: [Dialect]
    /// The dialect every document is read as; `nil` detects it among ``dialects``.
    package var dialect: Dialect?
    /// Sent as Nimbus's `platform` header and, in upper case, Beagle's
    /// `beagle-platform` header.
    package var platform: String
    /// Opens URLs and native routes for the screens.
    package var opener: (any ExternalOpener)?
    /// Where the screens' and the navigator's problems go.
    package var problems: ProblemLog
    /// Libraries added to the dialect's built-ins.
    package var libraries: [Library]
    /// The name messages give a file path that a page was read from (as
    /// the user typed it, say); the path itself by default.
    package var shownName: @Sendable (String) -> String
    /// Where the screens' messages to their agent go (A2UI's actions);
    /// `nil` logs each as not sent.
    package var outbox: MessageOutbox?

    /// Creates a configuration.
    package init(
      dialects: [Dialect], http: any HTTPClient, baseURL: String? = nil, dialect: Dialect? = nil,
      platform: String = "iOS",
      opener: (any ExternalOpener)? = nil, problems: ProblemLog = ProblemLog(),
      libraries: [Library] = [], shownName: @escaping @Sendable (String) -> String = { $0 }
    ) {
      self.dialects = dialects
      self.http = http
      self.baseURL = baseURL
      self.dialect = dialect
      self.platform = platform
      self.opener = opener
      self.problems = problems
      self.libraries = libraries
      self.shownName = shownName
    }
  }

  /// What it was made with.
  package let configuration: Configuration
  /// The stacks, the front one last; each page's first is its root.
  package var stacks: [[Page]] = []
  /// The application-wide `global` state, shared by every screen.
  package let global = StateCell(name: "global", value: .null)
  /// What the screens on the stacks hold in their states, together.
  let ledger = StateLedger(limit: ScreenBudget().heldBytes)
  /// The answers the screens wait for, together.
  let answerSlots = Slots(count: ScreenBudget().answersAtOnce)

  let prefetchCache = PrefetchCache()
  private var nextPageID = 0
  /// Navigations the screens made since the user last acted.
  private var navigationsSinceInput = 0

  /// Creates a navigator with no pages; call ``start(url:)`` or
  /// ``start(document:name:)``.
  package init(configuration: Configuration) {
    self.configuration = configuration
  }

  // MARK: Reading the stacks

  /// The page in front.
  package var current: Page? { stacks.last?.last }

  /// How many stacks are presented over the first.
  package var presentedDepth: Int { max(0, stacks.count - 1) }

  /// Whether Esc has somewhere to go back to.
  package var canGoBack: Bool { (stacks.last?.count ?? 0) > 1 || stacks.count > 1 }

  /// Whether any page in the stacks is loading.
  package var isLoading: Bool { stacks.joined().contains { $0.isLoading } }

  /// Every page's display name by stack, e.g. `[["/index", "/store"], ["/cart"]]`.
  package var stackDescription: [[String]] { stacks.map { $0.map(\.identity) } }

  /// Keys prefetched so far, in order.
  package var prefetched: [String] { prefetchCache.started }

  // MARK: Starting and moving

  /// Replaces every stack with one page fetched from `url`.
  package func start(url: String) {
    guard let request = pageRequest(url: url, method: "GET", headers: [:], body: nil, origin: .user) else {
      note(.notFetchable(url: url))
      return
    }
    replaceAll(with: makePage(.remote(request), identity: url))
  }

  /// Replaces every stack with one page fetched from `url` whose request
  /// was already sent: `answer` is read as that fetch's answer (a
  /// response, or why none came), and `url` is asked again only on a
  /// reload.
  package func start(url: String, answered answer: Result<HTTPResponse, PageFailure>) {
    guard let request = pageRequest(url: url, method: "GET", headers: [:], body: nil, origin: .user) else {
      note(.notFetchable(url: url))
      return
    }
    let page = makePage(.remote(request), identity: url)
    page.firstAnswer = answer
    replaceAll(with: page)
  }

  /// Replaces every stack with one page read from `bytes` (standard input).
  package func start(document bytes: [UInt8], name: String, origin: RequestOrigin = .local) {
    let page = makePage(.document(bytes, name: name), identity: name)
    page.documentOrigin = origin
    replaceAll(with: page)
  }

  /// The streamed document of a page read from standard input grew by
  /// `added`, whole lines. True when its running screen took them in
  /// place (`DialectEngine.applyContinuation`); else the page is read
  /// again whole, and its caller carries the earlier screen's state over.
  package func extendDocument(of page: Page, with added: [UInt8]) -> Bool {
    guard !added.isEmpty, case .document(let bytes, let name) = page.source else { return true }
    page.source = .document(bytes + added, name: name)
    if let session = page.session, session.dialect.engine.applyContinuation(added, to: session, rebuilt: false) {
      return true
    }
    load(page, usingPrefetch: false)
    return false
  }

  /// Goes back one screen: pops the front stack, or closes it when it has
  /// only its root. Returns false when there is nowhere to go back to.
  @discardableResult
  package func goBack() -> Bool {
    if let count = stacks.last?.count, count > 1 {
      removePages(from: stacks.count - 1, keeping: count - 1)
      return true
    }
    guard stacks.count > 1 else { return false }
    removeStack()
    return true
  }

  /// Fetches or reads the front page again, in place.
  package func reload() {
    guard let page = current else { return }
    load(page, usingPrefetch: false)
  }

  /// Fetches or reads a page of the stacks again, in place.
  package func reload(_ page: Page) {
    guard stacks.joined().contains(where: { $0 === page }) else { return }
    load(page, usingPrefetch: false)
  }

  /// Waits until no page is loading and the front screen's requests have
  /// finished, or `timeout` runs out (then it cancels the front screen's
  /// requests and returns true). The prefetches under way are waited for
  /// too, within the time left, so that what they meet is in the log when
  /// a headless run prints it; one still running then is left to run.
  package func settle(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let session = current?.session, session.isBusy {
        if await session.settle(until: deadline, of: timeout) { return true }
        prefetchRoutes()
        continue
      }
      guard isLoading else {
        prefetchRoutes()
        while prefetchCache.isFetching, ContinuousClock.now < deadline {
          try? await Task.sleep(for: .milliseconds(5))
        }
        return false
      }
      if ContinuousClock.now >= deadline { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  // MARK: Navigation actions

  package func navigate(_ request: NavigationRequest, from session: ScreenSession) {
    navigationsSinceInput += 1
    guard navigationsSinceInput <= Self.maximumNavigationsWithoutInput else {
      session.reportOnce(.tooManyNavigations(limit: Self.maximumNavigationsWithoutInput), location: nil, path: nil)
      return
    }
    session.dialect.engine.navigate(request, with: self, from: session)
  }

  // MARK: Pages

  package func makePage(
    _ source: Page.Source, identity: String, dialect: Dialect? = nil, fallback: ComponentNode? = nil,
    viewStates: [String: JSONValue] = [:],
    viewEvent: ((String, JSONValue) -> Bool)? = nil, origin: RequestOrigin = .user
  ) -> Page {
    nextPageID += 1
    var requestName: String?
    if case .remote(let request) = source { requestName = shownName(of: request) }
    return Page(
      id: nextPageID, source: source, identity: identity, dialect: dialect, fallback: fallback, viewStates: viewStates,
      viewEvent: viewEvent, origin: origin, requestName: requestName)
  }

  /// A request by `origin` for `url` against the base, or `nil` for an
  /// empty URL.
  package func pageRequest(
    url: String, method: String, headers: [String: String], body: JSONValue?, origin: RequestOrigin
  ) -> PageRequest? {
    guard let absolute = URLBuilder.build(url, base: configuration.baseURL) else { return nil }
    return PageRequest(
      url: url, absoluteURL: absolute, method: method.uppercased(), headers: headers, body: body, origin: origin)
  }

  package func replaceAll(with page: Page) {
    for stack in stacks.indices.reversed() { removePages(from: stack, keeping: 0) }
    stacks = [[page]]
    load(page)
  }

  /// How many navigations the screens may make in a row with no key
  /// pressed nor click between: a screen whose `onInit` pops itself and
  /// pushes itself again (by mistake or by a hostile server's design)
  /// stops there instead of fetching for ever.
  package static let maximumNavigationsWithoutInput = 20

  /// Says that the user pressed a key or clicked: the screens may
  /// navigate again (``maximumNavigationsWithoutInput``).
  package func userActed() {
    navigationsSinceInput = 0
  }

  /// How many screens the stacks may hold together: a screen that pushes
  /// itself (by mistake or by a hostile server's design) stops there
  /// instead of taking all memory, about 100 KiB a screen.
  package static let maximumPages = 100

  /// Whether another page fits; when it does not, says so.
  private func hasRoom(for page: Page) -> Bool {
    let count = stacks.reduce(0) { $0 + $1.count }
    guard count >= Self.maximumPages else { return true }
    note(.stacksFull(page: page.identity, limit: Self.maximumPages))
    return false
  }

  package func push(_ page: Page) {
    guard hasRoom(for: page) else { return }
    if stacks.isEmpty { stacks = [[]] }
    stacks[stacks.count - 1].append(page)
    load(page)
  }

  package func present(_ page: Page) {
    guard hasRoom(for: page) else { return }
    stacks.append([page])
    load(page)
  }

  /// Keeps the first `count` pages of stack `index` and ends the rest.
  package func removePages(from index: Int, keeping count: Int) {
    for page in stacks[index].dropFirst(count) { end(page) }
    stacks[index].removeSubrange(count...)
  }

  package func removeStack() {
    removePages(from: stacks.count - 1, keeping: 0)
    stacks.removeLast()
  }

  private func end(_ page: Page) {
    page.generation += 1
    page.loadTask?.cancel()
    page.session?.cancelPendingWork()
  }

  /// Appends a navigation problem to the log, in the document of the
  /// screen that asked when there is one.
  package func note(_ problem: NavigationProblem, in session: ScreenSession? = nil) {
    if let session {
      session.report(.navigation(problem))
    } else {
      configuration.problems.append(Problem(.navigation(problem)))
    }
  }

  /// Request headers from a JSON object, values as text.
  package static func headers(_ value: JSONValue?) -> [String: String] {
    var headers: [String: String] = [:]
    for member in value?.objectMembers ?? [] { headers[member.key] = member.value.stringValue ?? member.value.jsonText }
    return headers
  }
}
