/// An HTTP request an action makes (`sendRequest`); the runtime sends it.
public struct HTTPRequest: Sendable, Equatable {
  /// The URL as the action wrote it, before base-URL resolution.
  public var url: String
  /// `GET`, `POST`, ... in upper case.
  public var method: String
  /// Headers to send.
  public var headers: [String: String]
  /// The JSON body, if any.
  public var body: JSONValue?

  /// Creates a request.
  public init(url: String, method: String = "GET", headers: [String: String] = [:], body: JSONValue? = nil) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
  }
}

/// What came back.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// The reason phrase, e.g. `OK`.
  public var statusText: String
  /// The body bytes.
  public var body: [UInt8]
  /// Where the body really came from, when that differs from the request
  /// (a redirect, or the `.json` file a `file:` URL found); a path for files.
  public var source: String?

  /// Creates a response.
  public init(status: Int, statusText: String = "", body: [UInt8] = [], source: String? = nil) {
    self.status = status
    self.statusText = statusText
    self.body = body
    self.source = source
  }

  /// The body parsed as JSON, else as text.
  public var data: JSONValue {
    if let json = try? JSONParser.parse(body) { return json }
    return JSONValue(.string(String(decoding: body, as: UTF8.self)))
  }
}

/// Sends HTTP requests for actions. The runtime's client uses URLSession;
/// tests use ``InMemoryHTTPClient``.
public protocol HTTPClient: Sendable {
  /// Sends a request; throws for transport failures (not for 4xx/5xx).
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A navigation an action asks for, with its properties evaluated.
public struct NavigationRequest: Sendable, Equatable {
  /// Numbers the requests of a session, so that ``ScreenSession/viewEventHandler(for:)``
  /// finds the node and scope that asked.
  public var id: Int
  /// The action's name: `push`, `present`, `pop`, `popTo`, `dismiss`,
  /// `beagle:pushView`, `beagle:popView`, `beagle:resetApplication`, ...
  public var action: String
  /// The action's evaluated properties (Nimbus `url`, `state`, `body`...;
  /// Beagle `route`, `navigationContext`, `controllerId`...).
  public var properties: JSONValue
  /// A screen carried in the action: a Nimbus `fallback`, a Beagle local
  /// route's `screen` or remote route's `fallback`.
  public var screen: ComponentNode?
  /// The caller's `events` (Nimbus), run by `triggerViewEvent` in the
  /// caller's scope.
  public var events: [String: [ActionCall]]

  /// Creates a request.
  public init(
    id: Int = 0, action: String, properties: JSONValue, screen: ComponentNode? = nil,
    events: [String: [ActionCall]] = [:]
  ) {
    self.id = id
    self.action = action
    self.properties = properties
    self.screen = screen
    self.events = events
  }
}

/// Carries out navigation; the runtime's navigator keeps the stacks.
@MainActor
public protocol Navigator: AnyObject {
  /// Performs a navigation; `from` is the session that asked.
  func navigate(_ request: NavigationRequest, from session: ScreenSession)
}

/// A URL or app route handed to the outside world (`openUrl`,
/// `openExternalURL`, `openNativeRoute`).
public struct ExternalOpenRequest: Sendable, Equatable {
  /// The action's name.
  public var action: String
  /// The URL or route.
  public var target: String
  /// Route data (`openNativeRoute`), else empty.
  public var data: JSONValue

  /// Creates a request.
  public init(action: String, target: String, data: JSONValue = .null) {
    self.action = action
    self.target = target
    self.data = data
  }
}

/// Opens URLs; the runtime asks first and never involves a shell.
@MainActor
public protocol ExternalOpener: AnyObject {
  /// Opens, or offers to open, the target.
  func open(_ request: ExternalOpenRequest)
}

/// An alert or confirm dialog waiting for the user.
public struct Dialog: Sendable, Equatable {
  /// One button of a dialog.
  public struct Button: Sendable, Equatable {
    /// Its label.
    public var label: String
    /// The actions it runs.
    public var actions: [ActionCall]
  }

  /// The title, if any.
  public var title: String?
  /// The message.
  public var message: String
  /// Its buttons, in order (`Ok`, or `Cancel` then `Ok`).
  public var buttons: [Button]
  /// The node whose event showed it; its actions run in that node's scope.
  var nodeID: String
}

/// One line the screen or the engine logged.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  public enum Level: String, Sendable {
    case info
    case warning
    case error
  }

  /// Its level.
  public var level: Level
  /// The text.
  public var message: String

  /// `error: message`.
  public var description: String { "\(level.rawValue): \(message)" }
}
