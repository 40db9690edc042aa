import Logging
import SDUICore
import SDUILayout
import SDUIRender

/// The program a person uses: a screen, its keys, the commands around it
/// (help, reload, inspector, diagnostics, quit) and a status line, driven
/// by events from any ``Terminal``.
///
/// `render --keys` drives the same app without a terminal and without the
/// status line, so every key does the same in both.
@MainActor
public final class TerminalApp {
  /// What is shown over the screen.
  enum Panel { case help, diagnostics, inspector }

  /// How the app reads and draws its screen.
  public struct Options {
    public var dialect: Dialect?
    public var scale: LayoutScale
    public var baseURL: String?
    /// Whether the bottom row shows the status line.
    public var showsStatusLine: Bool
    /// Seconds requests may take before they are reported and cancelled.
    public var settleTimeout: Double

    public init(
      dialect: Dialect? = nil, scale: LayoutScale = .standard, baseURL: String? = nil, showsStatusLine: Bool = true,
      settleTimeout: Double = 10
    ) {
      self.dialect = dialect
      self.scale = scale
      self.baseURL = baseURL
      self.showsStatusLine = showsStatusLine
      self.settleTimeout = settleTimeout
    }
  }

  public let source: ScreenSource
  public let options: Options
  /// Engine and `log` action messages.
  public let logs: LogBuffer
  private let logger: Logger
  /// The screen's controller, once a document with a component root loaded.
  public private(set) var controller: ScreenController?
  /// The problems found in the current document.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The last error or warning, for the status line.
  public private(set) var lastError: String?
  /// Warnings met while handling keys, in order.
  public private(set) var warnings: [String] = []
  /// The size of the whole frame, status line included.
  public private(set) var size: Size
  var panel: Panel?
  var panelOffset = 0
  var spinnerFrame: Int?
  /// The screen as last laid out; the spinner redraws over it rather than
  /// laying the screen out ten times a second.
  var lastScreen: CellGrid?
  /// Events read while the app was busy, handled next.
  private var pendingEvents: [TerminalEvent] = []
  private var standardInputBytes: [UInt8]?
  private var warningsSeen = 0

  /// Creates an app; call ``load()`` before anything else. Log messages
  /// are kept in `logs` (the diagnostics panel shows them) and also go to
  /// `alsoLog` when given (standard error for `render`, a `--log-file`).
  public init(
    source: ScreenSource, size: Size, options: Options = Options(), logs: LogBuffer = LogBuffer(),
    alsoLog: (any LogHandler)? = nil
  ) {
    self.source = source
    self.size = size
    self.options = options
    self.logs = logs
    logger = Logger(label: "sdui-term.engine") { _ in
      MultiplexLogHandler([logs.handler()] + (alsoLog.map { [$0] } ?? []))
    }
  }

  // MARK: Loading

  /// Reads and starts the document; on failure the screen shown so far
  /// stays and the status line says why.
  public func load() async {
    let bytes: [UInt8]
    do {
      if case .standardInput = source, let known = standardInputBytes {
        bytes = known
      } else {
        bytes = try source.read()
      }
    } catch {
      // The status line names the source already.
      report("cannot read it: \(error.reason)")
      return
    }
    if case .standardInput = source { standardInputBytes = bytes }
    let resolver = ScreenResolver(baseURL: options.baseURL, logger: logger, settleTimeout: options.settleTimeout)
    let result = await resolver.resolve(bytes, file: source.displayName, dialect: options.dialect)
    diagnostics = result.screen.diagnostics
    guard let session = result.session else {
      report(diagnostics.first { $0.severity == .error }?.description ?? "the document has no component")
      return
    }
    let next = ScreenController(
      session: session, renderer: ScreenRenderer(size: screenSize, scale: options.scale))
    next.settleTimeout = options.settleTimeout
    controller = next
    warningsSeen = 0
    lastError = nil
  }

  /// The rows the screen gets: all but the status line.
  private var screenSize: Size {
    Size(width: size.width, height: max(1, size.height - (options.showsStatusLine ? 1 : 0)))
  }

  // MARK: Events

  /// Handles one event; false when the app should quit.
  public func handle(_ event: TerminalEvent) async -> Bool {
    switch event {
    case .resize(let newSize):
      size = newSize
      controller?.renderer.size = screenSize
    case .click(let point):
      if panel != nil {
        panel = nil
      } else if point.row < screenSize.height {
        await whileBusy { await $0.click(at: point) }
      }
    case .wheel(let rows, let point):
      if panel != nil { scrollPanel(by: rows) } else { controller?.wheel(rows, at: point) }
    case .key(let key):
      return await handle(key)
    }
    return true
  }

  private func handle(_ key: Key) async -> Bool {
    if key == .control("c") { return false }
    if key == .control("z") {
      terminal?.suspend()
      return true
    }
    if panel != nil {
      scrollPanel(key)
      return true
    }
    let editing = controller?.isEditingText ?? false
    switch key {
    case .function(1): open(.help)
    case .function(2): open(.diagnostics)
    case .function(5): await busy { await load() }
    case .function(12): open(.inspector)
    case .character("q") where !editing: return false
    case .character("?") where !editing: open(.help)
    case .character("r") where !editing: await busy { await load() }
    case .escape where controller?.session.dialogs.isEmpty ?? true, .backspace where !editing:
      report("there is no screen to go back to")
    default: await whileBusy { await $0.handle(key) }
    }
    return true
  }

  private func open(_ next: Panel) {
    panel = next
    panelOffset = 0
  }

  private func scrollPanel(_ key: Key) {
    let page = PanelOverlay.visibleLines(in: size)
    switch key {
    case .up: scrollPanel(by: -1)
    case .down: scrollPanel(by: 1)
    case .pageUp: scrollPanel(by: -page)
    case .pageDown: scrollPanel(by: page)
    case .home: panelOffset = 0
    case .end: scrollPanel(by: Int.max / 2)
    case .tab, .backTab, .left, .right: break
    default: panel = nil
    }
  }

  /// Moves the panel's first line, kept between the top and the last
  /// page (wrapped rows counted).
  private func scrollPanel(by rows: Int) {
    panelOffset = min(max(0, panelOffset + rows), PanelOverlay.maxOffset(panelLines(), in: size))
  }

  /// Runs work on the controller while ``busy(_:)`` keeps the terminal
  /// alive, then reports the warnings it left.
  private func whileBusy(_ work: (ScreenController) async -> Void) async {
    guard let controller else { return }
    await busy { await work(controller) }
    for warning in controller.warnings.dropFirst(warningsSeen) {
      warnings.append(warning)
      report(warning)
    }
    warningsSeen = controller.warnings.count
  }

  /// Runs work that may wait for requests. Meanwhile, on a terminal, the
  /// status line's spinner turns, events are read and kept for afterwards,
  /// and `C-c` interrupts at once.
  private func busy(_ work: () async -> Void) async {
    let watcher = terminal.map { terminal in
      Task { @MainActor [weak self, weak terminal] in
        try await Task.sleep(for: .milliseconds(100))
        var frame = 0
        while !Task.isCancelled, let self, let terminal {
          self.spinnerFrame = frame
          terminal.present(self.compose(reusingScreen: true))
          frame += 1
          if let event = terminal.nextEvent(waitingAtMost: 0) {
            if event == .key(.control("c")) { terminal.interrupt() }
            self.pendingEvents.append(event)
          }
          try await Task.sleep(for: .milliseconds(100))
        }
      }
    }
    await work()
    watcher?.cancel()
    spinnerFrame = nil
  }

  private func report(_ message: String) {
    lastError = message
    logs.append("error: \(message)")
  }

  // MARK: Running on a terminal

  private weak var terminal: (any Terminal)?

  /// Loads the screen and runs it on `terminal` until the user quits.
  public func run(on terminal: some Terminal) async {
    self.terminal = terminal
    defer { self.terminal = nil }
    size = terminal.size
    terminal.present(compose())
    await busy { await load() }
    while true {
      terminal.present(compose())
      var event = pendingEvents.isEmpty ? terminal.nextEvent(waitingAtMost: 1000) : pendingEvents.removeFirst()
      while event == nil {
        await Task.yield()
        event = terminal.nextEvent(waitingAtMost: 1000)
      }
      guard let event, await handle(event) else { return }
    }
  }
}
