import Logging
import SDUICore

/// Loads a screen headless: decodes it, builds its live tree, runs its
/// `onInit` events and lets their requests settle. The behaviour behind
/// `sdui-term tree --resolved`.
@MainActor
public struct ScreenResolver {
  /// What came out.
  public struct Result {
    /// The decoded screen and its diagnostics.
    public var screen: DecodedScreen
    /// The session, settled.
    public var session: ScreenSession?
    /// Whether pending requests were still running at the timeout.
    public var timedOut: Bool
  }

  /// Where relative request URLs go.
  public var baseURL: String?
  /// Where engine and `log` messages go.
  public var logger: Logger
  /// Seconds to wait for pending requests.
  public var settleTimeout: Double

  /// Creates a resolver.
  public init(baseURL: String? = nil, logger: Logger = Logger(label: "sdui-term.engine"), settleTimeout: Double = 10) {
    self.baseURL = baseURL
    self.logger = logger
    self.settleTimeout = settleTimeout
  }

  /// Decodes and runs a document.
  public func resolve(_ bytes: [UInt8], file: String, dialect: Dialect? = nil) async -> Result {
    let screen = ScreenDecoder(options: .init(dialect: dialect, file: file)).decode(bytes)
    guard screen.root != nil else { return Result(screen: screen, session: nil, timedOut: false) }
    let client = URLSessionHTTPClient(baseURL: baseURL, timeout: settleTimeout)
    let session = ScreenSession(screen: screen, environment: .init(http: client, logger: logger))
    session.start()
    let timedOut = await settle(session)
    if timedOut {
      session.log(
        .warning, "requests were still running after \(settleTimeout) s; the tree shows the state before they finished")
    }
    return Result(screen: screen, session: session, timedOut: timedOut)
  }

  /// Waits for the session's requests, up to the timeout; when it runs
  /// out, cancels what is still in flight and returns true.
  private func settle(_ session: ScreenSession) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(settleTimeout * 1000))
    let settling = Task { @MainActor in await session.settle() }
    while session.isBusy {
      let slept: Void? = try? await Task.sleep(for: .milliseconds(10))
      if slept == nil || ContinuousClock.now >= deadline {
        session.cancelPendingWork()
        await settling.value
        return true
      }
    }
    await settling.value
    return false
  }
}
