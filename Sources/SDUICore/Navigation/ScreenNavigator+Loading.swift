import SDUIDocument

/// Fetching, reading and starting pages, and prefetching the routes a
/// screen shows.
extension ScreenNavigator {
  /// How many lines of a failed response's body the error view shows.
  static let failureBodyLines = 6

  /// Fetches or reads the page's document and shows it (or its fallback,
  /// or the failure). A load that a later one replaced, or whose page left
  /// the stacks, changes nothing.
  func load(_ page: Page, usingPrefetch: Bool = true) {
    page.generation += 1
    page.loadTask?.cancel()
    page.session?.cancelPendingWork()
    let generation = page.generation
    switch page.source {
    case .local(let node):
      show(DecodedScreen(root: node, dialect: page.dialect, diagnostics: []), on: page)
    case .document(let bytes, let name):
      finish(page, decoding: bytes, name: name)
    case .remote(let request):
      page.content = .loading
      page.loadedFrom = nil
      page.loadedName = nil
      page.loadTask = Task { @MainActor [weak self] in
        guard let self else { return }
        let key = request.cacheKey
        let prefetched =
          usingPrefetch && request.method == "GET"
          ? await prefetchCache.take(key, clearingOthers: !(page.dialect?.engine.keepsOtherPrefetches ?? false))
          : nil
        let answered = page.firstAnswer
        page.firstAnswer = nil
        let outcome =
          if let answered { answered.flatMap { judge($0, to: request) } } else if let prefetched {
            Result<HTTPResponse, PageFailure>.success(prefetched)
          } else {
            await fetch(request, dialect: page.dialect)
          }
        guard page.generation == generation, !Task.isCancelled else { return }
        page.loadTask = nil
        switch outcome {
        case .success(let response): accept(response, for: request, on: page)
        case .failure(let failure): fail(page, failure)
        }
      }
    }
  }

  /// Shows the document a page's request brought, and keeps what a poll
  /// of `--watch` asks the server with.
  func accept(_ response: HTTPResponse, for request: PageRequest, on page: Page) {
    page.documentOrigin = .document(from: response.source ?? request.absoluteURL, space: response.addressSpace)
    page.loadedFrom = response.source
    page.loadedName = response.source.map(configuration.shownName)
    let validators = ResponseValidators(response)
    page.validators = validators
    if !validators.unusable.isEmpty {
      configuration.problems.append(
        Problem(
          .navigation(.validatorsNotSentBack(url: shownName(of: request), headers: validators.unusable)),
          document: page.loadedName ?? shownName(of: request)))
    }
    finish(page, decoding: response.body, name: page.loadedName ?? shownName(of: request))
  }

  /// Sends a page's request; statuses of 400 and above are failures.
  func fetch(_ request: PageRequest, dialect: Dialect?) async -> Result<HTTPResponse, PageFailure> {
    var headers = platformHeaders(for: configuration.dialect ?? dialect)
    headers.merge(request.headers) { _, given in given }
    do {
      let response = try await configuration.http.send(
        HTTPRequest(
          url: request.absoluteURL, method: request.method, headers: headers, body: request.body,
          origin: request.origin))
      return judge(response, to: request)
    } catch {
      if let refusal = error as? RequestRefusal {
        configuration.problems.append(
          Problem(
            .navigation(.refused(url: request.absoluteURL, refusal)), document: request.askedBy?.document,
            location: request.askedBy?.call.location, path: request.askedBy?.call.path))
      }
      let rooted = request.url.hasPrefix("/") && request.absoluteURL.hasPrefix("file:") && !(error is RequestRefusal)
      // A refused URL is named as the screen wrote it: `file:///etc/passwd`,
      // not a path that reads as if it were the user's own file.
      return .failure(
        PageFailure(
          url: error is RequestRefusal ? request.url : shownName(of: request), reason: "\(error)",
          details: rooted ? ["a path from / joins the first screen's folder; --base-url names another"] : []))
    }
  }

  /// A page's answer: a failure when its status is 400 or above.
  func judge(_ response: HTTPResponse, to request: PageRequest) -> Result<HTTPResponse, PageFailure> {
    guard response.status < 400 else {
      return .failure(
        PageFailure(
          url: shownName(of: request), status: response.status, reason: response.serverAnswer,
          details: Self.firstLines(of: response.body)))
    }
    return .success(response)
  }

  /// The headers the first page's request carries: the platform's, for
  /// the dialect given (both dialects' when none is).
  package var startHeaders: [String: String] { platformHeaders(for: configuration.dialect) }

  /// What messages call the request: a file by the name the user knows.
  func shownName(of request: PageRequest) -> String {
    request.absoluteURL.hasPrefix("file://") ? configuration.shownName(request.displayName) : request.displayName
  }

  /// The HTTP client with the platform headers of the dialect given (both
  /// dialects' when none is): what a screen's pictures are fetched with.
  package var platformHTTPClient: any HTTPClient {
    PageHTTPClient(base: configuration.http, headers: platformHeaders(for: configuration.dialect), origin: nil)
  }

  /// The headers that name the platform: Nimbus's, Beagle's, or both when
  /// the dialect is not known before the document arrives.
  func platformHeaders(for dialect: Dialect?) -> [String: String] {
    PlatformHeaders.naming(configuration.platform, for: dialect, among: configuration.dialects)
  }

  private func finish(_ page: Page, decoding bytes: [UInt8], name: String) {
    let screen = ScreenDecoder(
      options: .init(
        dialects: configuration.dialects, dialect: configuration.dialect, file: name,
        libraries: configuration.libraries)
    ).decode(bytes)
    page.diagnostics = screen.diagnostics
    guard screen.root != nil else {
      let first = screen.diagnostics.first { $0.severity == .error }
      var reason = "the document is not a screen"
      if case .invalidJSON(let error)? = first?.kind {
        reason = "JSON syntax error at \(error.location): \(error.message)"
      }
      fail(
        page,
        PageFailure(
          url: name, reason: reason, details: first.map { [$0.description] } ?? ["it has no component at its root"]))
      return
    }
    page.showsFallback = false
    show(screen, on: page)
  }

  /// Shows the fallback when the page has one (logging the failure), else
  /// the failure.
  private func fail(_ page: Page, _ failure: PageFailure) {
    if let fallback = page.fallback {
      note(.fallbackShown(failure.description))
      page.showsFallback = true
      show(DecodedScreen(root: fallback, dialect: page.dialect, diagnostics: []), on: page)
    } else {
      page.content = .failed(failure)
    }
  }

  /// Starts a session for the screen on the page. The page shows it
  /// before `onInit` runs, so that navigation from `onInit` finds it.
  private func show(_ screen: DecodedScreen, on page: Page) {
    var states = page.viewStates
    for name in (screen.dialect ?? configuration.dialect)?.engine.pageStates ?? [] where states[name] == nil {
      states[name] = .null
    }
    var environment = ScreenSession.Environment(
      http: PageHTTPClient(
        base: configuration.http, headers: platformHeaders(for: screen.dialect), origin: page.documentOrigin),
      navigator: self, opener: configuration.opener, problems: configuration.problems, global: global,
      viewStates: states, viewEvent: page.viewEvent, libraries: configuration.libraries, origin: page.documentOrigin)
    environment.ledger = ledger
    environment.answerSlots = answerSlots
    environment.outbox = configuration.outbox
    let session = ScreenSession(screen: screen, environment: environment)
    page.content = .ready(session)
    page.prefetchSeen = []
    page.asksForPrefetch = nil
    session.start()
    prefetchRoutes()
  }

  /// The first lines of a body, as text.
  static func firstLines(of body: [UInt8]) -> [String] {
    let text = String(decoding: body.prefix(4096), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(failureBodyLines)
    return lines.map { String($0) }.filter { !$0.isEmpty }
  }
}

/// A page's client: adds headers a request does not set itself (the
/// platform header), and names the page's document as the origin of every
/// request its screen makes.
package struct PageHTTPClient: HTTPClient {
  let base: any HTTPClient
  let headers: [String: String]
  /// The origin stamped on every request; `nil` keeps the request's own.
  let origin: RequestOrigin?

  /// A client that adds `headers` to what `base` sends, and stamps
  /// `origin` on every request when there is one.
  package init(base: any HTTPClient, headers: [String: String], origin: RequestOrigin? = nil) {
    self.base = base
    self.headers = headers
    self.origin = origin
  }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var request = request
    if let origin { request.origin = origin }
    for (name, value) in headers where !request.headers.keys.contains(where: { $0.lowercased() == name }) {
      request.headers[name] = value
    }
    return try await base.send(request)
  }
}
