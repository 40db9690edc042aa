import SDUICore
import SDUIDialects
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUINetwork
import SDUIPictures
import SDUIRender

/// The program a person uses: the navigation stacks and the front screen,
/// its keys, the commands around it (help, reload, inspector, diagnostics,
/// quit) and a status line, driven by events from any ``Terminal``.
///
/// `render --keys` drives the same app without a terminal and without the
/// status line, so every key does the same in both.
@MainActor
package final class TerminalApp {
  /// How the app reads, fetches and draws its screens.
  package struct Options {
    package var dialect: Dialect?
    package var scale: LayoutScale
    /// The base for `/` URLs; by default the source's origin or directory.
    package var baseURL: String?
    /// Whether the bottom row shows the status line.
    package var showsStatusLine: Bool
    /// Seconds a key may wait for requests and loads before they are
    /// reported (and requests cancelled).
    package var settleTimeout: Double
    /// Timeouts, sizes, redirects and headers of every request.
    package var limits: HTTPLimits
    /// The platform named in the dialects' platform headers.
    package var platform: String
    /// Whether the screens in the stacks reload when they change: local
    /// files, and pages fetched over HTTP, polled.
    package var watch: Bool
    /// How often `--watch` asks the servers of the pages fetched over HTTP
    /// whether they changed.
    package var watchInterval: Duration
    /// Whether a hot-reload connection may ask for a reload at any moment
    /// (`--hot-reload`): the app then looks for one ten times a second.
    package var listensForReloads: Bool
    /// The app's own components, actions and operations.
    package var libraries: [Library]
    /// Whether the terminal's cursor is shown where it stands, on the
    /// focused element, for a screen reader (`--screen-reader`).
    package var screenReader: Bool
    /// How the screens' colors meet the terminal's (the program's own
    /// panels, status line, loading and error views keep the terminal's).
    package var theme: ColorTheme
    /// What image components become (`--images`).
    package var images: ImageDrawing
    /// The directory local images are found in (`--assets`).
    package var assets: String?
    /// Where the app's HTTP clients come from: libcurl unless a test
    /// hands it another.
    package var http: HTTPClientMaker
    /// What the user says to the agent once connected (`--say`).
    package var says: String?

    package init(
      dialect: Dialect? = nil, scale: LayoutScale = .standard, baseURL: String? = nil, showsStatusLine: Bool = true,
      settleTimeout: Double = 10, limits: HTTPLimits = HTTPLimits(), platform: String = "iOS", watch: Bool = false,
      watchInterval: Duration = .seconds(1), listensForReloads: Bool = false,
      libraries: [Library] = [], screenReader: Bool = false, theme: ColorTheme = ColorTheme(),
      images: ImageDrawing = .placeholder,
      assets: String? = nil, http: HTTPClientMaker = .curl, says: String? = nil
    ) {
      self.dialect = dialect
      self.scale = scale
      self.baseURL = baseURL
      self.showsStatusLine = showsStatusLine
      self.settleTimeout = settleTimeout
      self.limits = limits
      self.platform = platform
      self.watch = watch
      self.watchInterval = watchInterval
      self.listensForReloads = listensForReloads
      self.libraries = libraries
      self.screenReader = screenReader
      self.theme = theme
      self.images = images
      self.assets = assets
      self.http = http
      self.says = says
    }
  }

  package let source: ScreenSource
  package let options: Options
  /// The one log of problems: the screens', the navigator's, the
  /// pictures' and the app's own.
  package let problems: ProblemLog
  /// The stacks of screens.
  package let navigator: ScreenNavigator
  /// Opens URLs after asking; shows routes.
  let opener: ExternalOpenDialog
  /// The pictures of every screen, when ``Options/images`` draws them.
  package let pictures: PictureStore?
  /// The status line's message: the latest problem meant for it, or
  /// news, since the front page changed.
  package private(set) var statusMessage: String?
  /// How many problems of the log the status line has looked at.
  private var problemsRead = 0
  /// The size of the whole frame, status line included.
  package internal(set) var size: Size
  /// The panel open over everything, if any.
  var panel: PanelLayer?
  /// The line the user's words to the agent are typed in, while open.
  var prompt: PromptLayer?
  /// The spinner's frame while something is loading.
  var spinnerFrame: Int?
  /// The screen as last composed; the spinner redraws over it rather than
  /// laying the screen out ten times a second.
  var lastScreen: CellGrid?
  /// The front page's error view, when it failed: its focus and buttons.
  let errorView = ErrorViewLayer()
  var controllers: [ObjectIdentifier: ScreenController] = [:]
  /// Watches local screen files (`--watch`).
  var watcher = FileWatcher()
  /// When `--watch` next asks the servers of the pages fetched over HTTP.
  var nextURLPoll = ContinuousClock.now
  /// The pages whose poll is under way, by id.
  var pollsUnderWay: Set<Int> = []
  /// The watched URLs whose server cannot be reached or fails, with what
  /// the status line says of each.
  var unreachableURLs: [String: String] = [:]
  /// Why the hot-reload connection is down, while it is.
  var hotReloadTrouble: String?
  /// Pages reloading (a file saved, a server's new document, a hot
  /// reload), with the session whose state the new one takes and the
  /// controller whose focus it takes.
  var adoptions: [(page: Page, earlier: ScreenSession, view: ScreenController?)] = []
  /// The problems each page's screen met while it ran, by session.
  var runtimeProblems: [ObjectIdentifier: (errors: Int, warnings: Int)] = [:]
  /// Whether the cursor is shown on the focused element (`--screen-reader`,
  /// toggled by F3); it stands there either way.
  package var showsCursor: Bool
  /// Events read while the app was busy, handled next.
  var pendingEvents: [TerminalEvent] = []
  /// The document arriving as it comes: standard input on a person's
  /// terminal, until it ends, or the agent's answers.
  var streamedInput: (any DocumentStream)? {
    // What comes ends the terminal's wait, so it is drawn as it comes.
    didSet { if let wake = terminal?.waker { streamedInput?.whenSomethingComes(wake) } }
  }
  /// The agent the app talks to (`--a2a`, `--mcp`, or a URL that answered
  /// a stream): its answers are the document, and the messages the
  /// screens send go to it.
  package internal(set) var agent: (any AgentConnection)? {
    didSet { agentLink.connection = agent }
  }
  /// The URL source's connection, which finds out whether it streams
  /// (``openURLStream()``); it becomes ``agent`` when it does.
  let urlStream: (any URLStream)?
  /// Where the outbox sends: ``agent``, as it is at each message.
  let agentLink: AgentLink
  /// What went between the app and its agent (flows' reports show it).
  package let transcript: AgentTranscript
  /// Whether ``run(on:started:)`` ended at once because its source, a
  /// file or standard input, gave no screen (``sourceGaveNoScreen``).
  package internal(set) var endedWithoutScreen = false
  weak var terminal: (any Terminal)?

  /// Creates an app; call ``load()`` before anything else. Every problem
  /// goes to `problems` (the diagnostics panel shows it, and the log
  /// writes it on to a `--log-file` when it was made with one); the
  /// messages its screens send their agent go to `outbox` (`--send-log`)
  /// and to `agent`, when it talks to one. A URL source opened through
  /// `urlStream` is read as a stream when it answers one.
  package init(
    source: ScreenSource, size: Size, options: Options = Options(), problems: ProblemLog = ProblemLog(),
    launcher: BrowserLauncher = BrowserLauncher(environment: [:]), outbox: MessageOutbox? = nil,
    agent: (any AgentConnection)? = nil, urlStream: (any URLStream)? = nil
  ) {
    self.source = source
    self.agent = agent
    self.urlStream = urlStream
    agentLink = AgentLink(connection: agent)
    let transcript = AgentTranscript()
    self.transcript = transcript
    self.size = size
    self.options = options
    self.problems = problems
    showsCursor = options.screenReader
    opener = ExternalOpenDialog(launcher: launcher)
    let baseURL = options.baseURL ?? source.defaultBaseURL
    var configuration = ScreenNavigator.Configuration(
      dialects: Dialect.allCases,
      http: options.http.client(
        for: .init(baseURL: baseURL, limits: options.limits, fileRoots: source.fileRoots(baseURL: baseURL))),
      baseURL: baseURL, dialect: options.dialect, platform: options.platform,
      opener: opener, problems: problems, libraries: options.libraries,
      shownName: { [source] in source.shownName(ofLoaded: $0) })
    configuration.outbox =
      agent == nil && urlStream == nil
      ? outbox : Self.outbox(outbox, sendingThrough: agentLink, transcript: transcript)
    navigator = ScreenNavigator(configuration: configuration)
    pictures =
      options.images.loadsPictures
      ? PictureStore(
        client: navigator.platformHTTPClient,
        settings: .init(
          assets: options.assets, symbols: options.images == .ascii ? .ascii : .blocks, depth: options.theme.depth,
          darkBackground: options.theme.terminal.isDark),
        problems: problems)
      : nil
  }

  // MARK: What is shown

  /// The front page's controller, once it shows a screen.
  package var controller: ScreenController? {
    navigator.current.flatMap { controller(for: $0, size: frontSize) }
  }

  /// The problems found in the front page's document.
  package var diagnostics: [Diagnostic] { navigator.current?.diagnostics ?? [] }

  /// The controller of a page that shows a screen, made on first use.
  func controller(for page: Page, size: Size) -> ScreenController? {
    guard let session = page.session else { return nil }
    let key = ObjectIdentifier(session)
    let controller =
      controllers[key]
      ?? {
        // A new session replaced or joined the stacks' ones: let go of the
        // controllers (and with them the sessions) that left, before
        // making one more. Headless runs compose no frame between keys.
        forgetControllersOfPagesThatLeft()
        let made = ScreenController(session: session, renderer: ScreenRenderer(size: size, scale: options.scale))
        made.settleTimeout = options.settleTimeout
        controllers[key] = made
        return made
      }()
    controller.renderer.size = size
    controller.renderer.canGoBack = navigator.canGoBack && page === navigator.current
    controller.renderer.showsPlaceholders = session.isLoadingFirstData
    controller.renderer.images = options.images
    controller.renderer.pictures = pictures?.provider(for: page.documentOrigin, screen: key)
    return controller
  }

  /// Drops the controllers of sessions no page of the stacks shows any
  /// more, and stops loading their pictures.
  func forgetControllersOfPagesThatLeft() {
    let live = liveSessions
    controllers = controllers.filter { live.contains($0.key) }
    runtimeProblems = runtimeProblems.filter { live.contains($0.key) }
    pictures?.keepScreens(live)
  }

  /// The sessions the pages of the stacks show.
  var liveSessions: Set<ObjectIdentifier> {
    Set(navigator.stacks.joined().compactMap { $0.session.map(ObjectIdentifier.init) })
  }

  /// The rows the screens get: all but the status line.
  var screenSize: Size {
    Size(width: size.width, height: max(1, size.height - (options.showsStatusLine ? 1 : 0)))
  }

  /// Where the front page is drawn: the whole screen, or inside a frame
  /// over the stack below when it is presented. The front controller's
  /// cells are relative to its origin.
  package var frontRect: Rect {
    let screen = Rect(origin: .zero, size: screenSize)
    guard navigator.presentedDepth > 0, screen.size.width >= 12, screen.size.height >= 6 else { return screen }
    return Rect(column: 3, row: 2, width: screen.size.width - 6, height: screen.size.height - 3)
  }

  var frontSize: Size { frontRect.size }

  // MARK: Loading

  /// Opens the source and waits for its first screen (and its `onInit`
  /// requests) up to the settle timeout, as a headless run prints it.
  package func load() async {
    guard await openSource() else { return }
    await settle()
  }

  /// Opens the source and waits for its first document up to the settle
  /// timeout, but not for the requests its screen then sends: a person
  /// sees the screen (its title, skeleton and initial states) at once, as
  /// after a push, and its answers as they come.
  func loadDocument() async {
    guard await openSource() else { return }
    let deadline = ContinuousClock.now + settleWait
    while navigator.isLoading, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    if navigator.isLoading { report(.stillLoading(seconds: options.settleTimeout)) }
    finishAdoptions()
    collectMessages()
  }

  /// Starts the navigator on the source; false (after saying why) when
  /// standard input could not be read.
  private func openSource() async -> Bool {
    switch source {
    case .standardInput where !isHeadless:
      return await openStreamedInput()
    case .standardInput:
      do {
        navigator.start(document: try source.read(), name: source.displayName)
      } catch {
        report(.unreadableInput(error.reason))
        return false
      }
    case .agent:
      return await openAgent()
    case .url where urlStream != nil:
      return await openURLStream()
    case .file, .url:
      navigator.start(url: source.startURL ?? source.displayName)
    }
    return true
  }

  /// How long a load or a screen's requests are waited for: the requests'
  /// own timeout (the settle timeout is `--timeout`) and a second more, so
  /// that a request that runs out says so itself, with its URL and why,
  /// and the error page is drawn, rather than only that it is still loading.
  var settleWait: Duration {
    .milliseconds(Int(options.settleTimeout * 1000)) + .seconds(1)
  }

  /// Waits for loads and requests of the front screen, reporting a timeout.
  package func settle() async {
    defer { finishAdoptions() }
    for _ in 0..<20 {
      let timedOut = await navigator.settle(timeout: settleWait)
      if timedOut { report(.stillLoading(seconds: options.settleTimeout)) }
      guard !timedOut, let controller else { break }
      _ = controller.frame()
      guard controller.reachScrollEnds() else { break }
    }
    collectMessages()
  }

  /// Waits, headless, for the pictures the front screen shows, up to the
  /// settle timeout, laying it out again as they arrive (a picture's size
  /// can bring others into view). The terminal never waits for them.
  package func settlePictures() async {
    guard let pictures else { return }
    let deadline = ContinuousClock.now + .milliseconds(Int(options.settleTimeout * 1000))
    for _ in 0..<10 {
      _ = controller?.frame()
      guard pictures.isLoading else { break }
      let left = (deadline - ContinuousClock.now).components
      let seconds = Double(left.seconds) + Double(left.attoseconds) / 1e18
      guard await pictures.waitForLoads(timeout: max(0, seconds)) else {
        report(.picturesStillLoading(pictures.stillLoading, seconds: options.settleTimeout))
        break
      }
    }
    collectMessages()
  }

  /// Shows on the status line the latest problem meant for it that the
  /// log gained since the last look.
  func collectMessages() {
    for problem in problems.problems(since: problemsRead) {
      if Self.isForTheStatusLine(problem) { statusMessage = problem.message } else { countRuntimeProblem(problem) }
    }
    problemsRead = problems.count
  }

  /// Whether the status line shows a problem: news, and the warnings and
  /// errors of the app and the navigation (a screen's own stay in F2).
  static func isForTheStatusLine(_ problem: Problem) -> Bool {
    if case .news = problem.kind { return true }
    return problem.kind.isForTheStatusLine && problem.severity > .info
  }

  /// Appends a problem of the app's own to the log and shows it.
  func report(_ kind: ProblemKind) {
    problems.append(Problem(kind, document: navigator.current?.session?.screen.file))
    collectMessages()
  }

  /// News for the status line, not a problem: kept in the log as `info`.
  func inform(_ message: String) {
    report(.news(message))
  }

  /// Clears the status line's message when the front page changes.
  func clearReport() {
    statusMessage = nil
  }
}
