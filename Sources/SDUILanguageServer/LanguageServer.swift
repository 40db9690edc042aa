import Foundation
import SDUICheck
import SDUIDocument
import SDUILanguageProtocol
import SDUINetwork

/// The language server behind `sdui-term lsp`: the protocol's life cycle
/// (`initialize`, `shutdown`, `exit`), the documents the client opened,
/// and the features, each answered from the document as last sent:
///
/// - diagnostics, on open and after changes: `check`'s findings, the same
///   ones with the same messages (``FindingDiagnostics``);
/// - completion (``CompletionProvider``), hover (``HoverProvider``) and
///   go-to-definition of routes (``RouteResolver``).
///
/// It takes one framed message at a time (``handle(_:)``) and answers
/// what it can at once; diagnostics wait until every message already sent
/// is read, a message begun read to its end (``publishDiagnostics()``), so
/// that a burst of changes is checked once, at its last version. Whatever a client sends, it answers with a JSON-RPC
/// error or ignores it, as the protocol says, and goes on.
///
/// ```swift
/// let server = LanguageServer(options: .init(libraries: [DemoLibrary.library]))
/// let status = await server.run(MessageConnection(input: 0, output: 1))
/// ```
@MainActor
package final class LanguageServer {
  /// What the server reads screens with, as `check`'s options say.
  package struct Options: Sendable {
    /// The dialect to read, or `nil` to detect it per document.
    package var dialect: Dialect?
    /// The app's own libraries and the samples asked for.
    package var libraries: [Library]
    /// The accessibility rules to audit by.
    package var rules: AccessibilityRules
    /// How large a message may be.
    package var limits: MessageLimits

    /// Creates options.
    package init(
      dialect: Dialect? = nil, libraries: [Library] = [], rules: AccessibilityRules = .defaults,
      limits: MessageLimits = MessageLimits()
    ) {
      self.dialect = dialect
      self.libraries = libraries
      self.rules = rules
      self.limits = limits
    }
  }

  private enum Phase {
    case waiting
    case running
    case shutDown
  }

  /// The characters after which a client asks for completion by itself.
  static let completionTriggers = ["\"", ":", "{", ",", "(", "@"]

  private let options: Options
  private var phase = Phase.waiting
  private var documents: [String: TextDocument] = [:]
  /// Documents whose diagnostics are to be published, in the order changed.
  private var stale: [String] = []
  private var workspaceRoot: String?
  private var vocabularies: [Dialect: ScreenVocabulary] = [:]
  /// The process's status once `exit` came: 0 after `shutdown`, else 1.
  package private(set) var exitStatus: Int32?

  /// Creates a server.
  package init(options: Options = Options()) {
    self.options = options
  }

  /// Serves a connection until `exit` or the end of its input; the
  /// process's exit status (0 when `shutdown` came first, else 1).
  package func run(_ connection: MessageConnection) async -> Int32 {
    while let first = connection.receive() {
      var item: MessageReader.Item? = first
      while let current = item {
        for message in handle(current) { connection.send(message) }
        if let exitStatus { return exitStatus }
        item = connection.receiveIfReady()
      }
      for message in await publishDiagnostics() { connection.send(message) }
    }
    return phase == .shutDown ? 0 : 1
  }

  /// Handles one message, or one whose framing could not be read; what to
  /// send at once.
  package func handle(_ item: MessageReader.Item) -> [OutgoingMessage] {
    switch item {
    case .refused(let error):
      return [.error(id: nil, .invalidRequest(error.description))]
    case .message(let body):
      do {
        switch try IncomingMessage(body: body) {
        case .request(let id, let method, let params): return [answer(id: id, method: method, params: params)]
        case .notification(let method, let params): return notice(method: method, params: params)
        case .response: return []
        }
      } catch {
        return [.error(id: error.id, error.error)]
      }
    }
  }

  private func answer(id: RequestID, method: String, params: JSONValue?) -> OutgoingMessage {
    if phase == .shutDown {
      return .error(id: id, .invalidRequest("the server is shut down: only 'exit' is taken"))
    }
    if phase == .waiting, method != "initialize" { return .error(id: id, .serverNotInitialized) }
    do {
      guard let request = try ClientRequest(method: method, params: params) else {
        return .error(id: id, .methodNotFound(method))
      }
      switch (request, phase) {
      case (.initialize(let params), .waiting):
        workspaceRoot = params.rootURI.flatMap(FileURI.path)
        phase = .running
        let capabilities = ServerCapabilities(
          completionTriggers: Self.completionTriggers, name: "sdui-term", version: SDUITermVersion.current)
        return .response(id: id, result: capabilities.initializeResult)
      case (.initialize, _):
        return .error(id: id, .invalidRequest("the server is already initialized"))
      case (.shutdown, _):
        phase = .shutDown
        return .response(id: id, result: .null)
      case (.completion(let place), _):
        let items = cursor(at: place).map(CompletionProvider.items) ?? []
        return .response(id: id, result: CompletionItem.list(items))
      case (.hover(let place), _):
        return .response(id: id, result: cursor(at: place).flatMap(HoverProvider.hover)?.json ?? .null)
      case (.definition(let place), _):
        return .response(id: id, result: definition(at: place)?.json ?? .null)
      }
    } catch {
      return .error(id: id, error)
    }
  }

  private func notice(method: String, params: JSONValue?) -> [OutgoingMessage] {
    let notification: ClientNotification
    do {
      notification = try ClientNotification(method: method, params: params)
    } catch {
      return [Self.log("\(method): \(error.message)")]
    }
    if case .exit = notification {
      exitStatus = phase == .shutDown ? 0 : 1
      return []
    }
    guard phase == .running else { return [] }
    switch notification {
    case .didOpen(let item):
      documents[item.uri] = TextDocument(item)
      markStale(item.uri)
    case .didChange(let change):
      guard var document = documents[change.uri] else {
        return [Self.log("didChange: '\(change.uri)' is not open")]
      }
      do {
        try document.apply(change, limit: options.limits.maximumBody)
        documents[change.uri] = document
        markStale(change.uri)
      } catch {
        documents[change.uri] = nil
        stale.removeAll { $0 == change.uri }
        return [
          Self.log("didChange: \(error.description): '\(change.uri)' is no longer followed"),
          PublishedDiagnostic.publish([], uri: change.uri, version: nil),
        ]
      }
    case .didClose(let uri):
      documents[uri] = nil
      stale.removeAll { $0 == uri }
      return [PublishedDiagnostic.publish([], uri: uri, version: nil)]
    case .initialized, .exit, .ignored:
      break
    }
    return []
  }

  private func markStale(_ uri: String) {
    if !stale.contains(uri) { stale.append(uri) }
  }

  /// Checks each document changed since the last call, as `check` checks
  /// a file; their `publishDiagnostics` notifications.
  package func publishDiagnostics() async -> [OutgoingMessage] {
    var messages: [OutgoingMessage] = []
    let checker = ScreenChecker(dialect: options.dialect, libraries: options.libraries, rules: options.rules)
    while !stale.isEmpty {
      let uri = stale.removeFirst()
      guard let document = documents[uri], Self.isScreen(document) else { continue }
      let result = await checker.check(document.bytes, named: FileURI.path(of: uri) ?? uri)
      messages.append(
        PublishedDiagnostic.publish(
          FindingDiagnostics.diagnostics(result.allFindings, in: document.lines), uri: uri, version: document.version))
    }
    return messages
  }

  /// Whether a document is a screen to check: JSON or JSON Lines by its
  /// language, or by its name when the client names no language.
  private static func isScreen(_ document: TextDocument) -> Bool {
    switch document.languageID.lowercased() {
    case "json", "jsonc": true
    case "": document.uri.lowercased().hasSuffix(".json") || isJSONLines(document)
    default: isJSONLines(document)
    }
  }

  /// Whether a document is JSON Lines (an A2UI stream): by its language
  /// (`jsonl`, VS Code's and Neovim's name), or by its name.
  static func isJSONLines(_ document: TextDocument) -> Bool {
    let uri = document.uri.lowercased()
    return ["jsonl", "jsonlines", "ndjson"].contains(document.languageID.lowercased()) || uri.hasSuffix(".jsonl")
      || uri.hasSuffix(".ndjson")
  }

  private func cursor(at place: TextDocumentPosition) -> DocumentCursor? {
    guard let document = documents[place.uri] else { return nil }
    return DocumentCursor(
      lines: document.lines, position: place.position, dialect: options.dialect,
      jsonLines: Self.isJSONLines(document)
    ) { dialect in
      vocabulary(for: dialect)
    }
  }

  private func vocabulary(for dialect: Dialect) -> ScreenVocabulary {
    if let known = vocabularies[dialect] { return known }
    let made = ScreenVocabulary(dialect: dialect, libraries: options.libraries)
    vocabularies[dialect] = made
    return made
  }

  private func definition(at place: TextDocumentPosition) -> Location? {
    guard let cursor = cursor(at: place), let path = FileURI.path(of: place.uri) else { return nil }
    return RouteResolver(workspaceRoot: workspaceRoot).definition(at: cursor, documentPath: path)
  }

  /// A `window/logMessage` of an error, for what the server cannot answer.
  private static func log(_ message: String) -> OutgoingMessage {
    .notification(
      method: "window/logMessage", params: ["type": 1, "message": JSONValue(.string("sdui-term lsp: \(message)"))])
  }
}
