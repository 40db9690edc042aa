import SDUIDocument

/// One screen in a navigation stack: where it comes from, and what it
/// shows now (loading, the screen, or why it failed).
@MainActor
package final class Page {
  /// Where a page's document comes from.
  package enum Source: Sendable {
    /// Fetched over HTTP (or read from a `file:` URL) by its request.
    case remote(PageRequest)
    /// A document already in memory (standard input), under a name.
    case document([UInt8], name: String)
    /// A screen carried in the navigation itself (a Beagle local route).
    case local(ComponentNode)
  }

  /// What a page shows.
  public enum Content {
    /// The document is being fetched.
    case loading
    /// The screen, started.
    case ready(ScreenSession)
    /// It could not be fetched or read.
    case failed(PageFailure)
  }

  /// Unique in a navigator, in creation order.
  package let id: Int
  /// Where the document comes from.
  package internal(set) var source: Source
  /// What `popTo` and `popToView` compare: the URL as written (Nimbus),
  /// the absolute URL (Beagle remote routes), or the screen's id (Beagle
  /// local routes).
  package let identity: String
  /// What the page shows now.
  package internal(set) var content: Content = .loading
  /// The problems found in the page's document.
  package internal(set) var diagnostics: [Diagnostic] = []
  /// Where the document really came from when that differs from the
  /// request (a redirect, or the `.json` file found for a path).
  package internal(set) var loadedFrom: String?
  /// What messages call ``loadedFrom`` (the configuration's `shownName`).
  package internal(set) var loadedName: String?
  /// Whether the page shows its fallback screen because the fetch failed.
  package internal(set) var showsFallback = false
  /// Where the page's document came from, which its screen's requests are
  /// judged against: until a remote page loads, the origin that asked.
  package internal(set) var documentOrigin: RequestOrigin

  /// What the server said of the version of the document shown, for
  /// `--watch`'s conditional requests; `nil` until a fetch succeeds.
  package internal(set) var validators: ResponseValidators?

  /// The dialect of the screen that asked for the page, `nil` for the first.
  let dialect: Dialect?
  let fallback: ComponentNode?
  var viewStates: [String: JSONValue]
  let viewEvent: ((String, JSONValue) -> Bool)?
  var loadTask: Task<Void, Never>?
  var generation = 0
  /// The answer the page's request already had, when one was fetched
  /// before the page was made (a URL opened that might have streamed):
  /// its first load reads it (or why none came) in place of asking again.
  var firstAnswer: Result<HTTPResponse, PageFailure>?
  /// Instances whose navigation actions were already looked at for prefetch.
  var prefetchSeen: Set<String> = []
  /// Whether the shown document asks for any prefetch at all; found once.
  var asksForPrefetch: Bool?
  /// What messages call the request until a document arrives: a file as
  /// the user named it (``ScreenNavigator/shownName(of:)``).
  let requestName: String?

  init(
    id: Int, source: Source, identity: String, dialect: Dialect? = nil, fallback: ComponentNode? = nil,
    viewStates: [String: JSONValue] = [:],
    viewEvent: ((String, JSONValue) -> Bool)? = nil, origin: RequestOrigin = .local, requestName: String? = nil
  ) {
    switch source {
    case .remote(let request): documentOrigin = request.origin
    case .document: documentOrigin = .local
    case .local: documentOrigin = origin == .user ? .local : origin
    }
    self.id = id
    self.source = source
    self.identity = identity
    self.dialect = dialect
    self.fallback = fallback
    self.viewStates = viewStates
    self.viewEvent = viewEvent
    self.requestName = requestName
  }

  /// The started screen, when the page shows one.
  package var session: ScreenSession? {
    if case .ready(let session) = content { return session }
    return nil
  }

  /// Whether the document is being fetched.
  package var isLoading: Bool {
    if case .loading = content { return true }
    return false
  }

  /// Whether the page shows why it could not be loaded.
  package var isFailed: Bool {
    if case .failed = content { return true }
    return false
  }

  /// The name diagnostics and the status line use: a file's path, a URL,
  /// `<stdin>`, or `local screen 'id'`.
  package var displayName: String {
    switch source {
    case .remote(let request): loadedName ?? loadedFrom ?? requestName ?? request.displayName
    case .document(_, let name): name
    case .local(let node): "local screen '\(node.id)'"
    }
  }
}
