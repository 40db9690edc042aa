import SDUICore
import SDUIDialects
import SDUIDocument
import SDUINetwork

/// Loads a screen headless: decodes it, builds its live tree, runs its
/// `onInit` events and lets their requests settle. The behaviour behind
/// `sdui-term tree --resolved`.
@MainActor
package struct ScreenResolver {
  /// What came out.
  package struct Result {
    /// The decoded screen and its diagnostics.
    package var screen: DecodedScreen
    /// The session, settled.
    package var session: ScreenSession?
    /// Whether pending requests were still running at the timeout.
    package var timedOut: Bool
  }

  /// Where relative request URLs go.
  package var baseURL: String?
  /// Where the screen's problems and `log` messages go.
  package var problems: ProblemLog
  /// Seconds to wait for pending requests.
  package var settleTimeout: Double
  /// Timeouts, sizes, redirects and headers of the requests.
  package var limits: HTTPLimits
  /// The app's own components, actions and operations.
  package var libraries: [Library]
  /// Where the screen's HTTP client comes from.
  package var http: HTTPClientMaker
  /// The platform the screen's own requests name in their platform
  /// headers, as the phones' and `render`'s do.
  package var platform: String

  /// Creates a resolver.
  package init(
    baseURL: String? = nil, problems: ProblemLog = ProblemLog(), settleTimeout: Double = 10,
    limits: HTTPLimits = HTTPLimits(), libraries: [Library] = [], http: HTTPClientMaker = .curl,
    platform: String = "iOS"
  ) {
    self.http = http
    self.platform = platform
    self.libraries = libraries
    self.baseURL = baseURL
    self.problems = problems
    self.settleTimeout = settleTimeout
    self.limits = limits
  }

  /// Decodes and runs a document that came from `origin`; a screen read
  /// from a file may read files in `fileRoots`.
  package func resolve(
    _ bytes: [UInt8], file: String, dialect: Dialect? = nil, origin: RequestOrigin = .local, fileRoots: [String] = []
  ) async -> Result {
    let screen = ScreenDecoder(options: .init(dialect: dialect, file: file, libraries: libraries)).decode(bytes)
    guard screen.root != nil else { return Result(screen: screen, session: nil, timedOut: false) }
    let client = PageHTTPClient(
      base: http.client(for: .init(baseURL: baseURL, limits: limits, fileRoots: fileRoots)),
      headers: PlatformHeaders.naming(platform, for: screen.dialect, among: Dialect.allCases))
    let session = ScreenSession(
      screen: screen, environment: .init(http: client, problems: problems, libraries: libraries, origin: origin))
    session.start()
    let timedOut = await session.settle(timeout: .milliseconds(Int(settleTimeout * 1000)))
    if timedOut {
      session.report(.requestsOutlivedWait(seconds: settleTimeout))
    }
    return Result(screen: screen, session: session, timedOut: timedOut)
  }
}
