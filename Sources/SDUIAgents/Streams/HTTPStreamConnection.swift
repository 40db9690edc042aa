import Foundation
import SDUICore
import SDUIDocument
import SDUINetwork
import Synchronization

/// An `http(s)` URL opened as a screen (`sdui-term URL`), which may answer
/// a stream of A2UI messages: JSON Lines (`application/jsonl`, `x-ndjson`
/// and their kin, or a `.jsonl` path answered with no useful type) or
/// server-sent events (`text/event-stream`, one message or an array of
/// them in each event's data). Its lines are the document as they come,
/// and each message a surface sends is POSTed to `--actions-url` (else to
/// the stream's own URL) as `{"message": …, "metadata": …}`, the metadata
/// holding `a2uiClientCapabilities` and, when the surface asks,
/// `a2uiClientDataModel`; what the POST answers (JSON Lines, events, or a
/// JSON message or array of them) joins the stream's messages.
///
/// Any other answer is handed back whole (``openPage(headers:)``), and the
/// URL is read as a page is. Everything goes through the one HTTP client,
/// under its limits: a stream stops when no byte comes for `--timeout`
/// seconds or at `--max-body` bytes, and all the messages of a session are
/// held to four times `--max-body`.
package final class HTTPStreamConnection: URLStream, @unchecked Sendable {
  /// The URL opened.
  package let url: String
  /// Where actions are POSTed: `--actions-url`, else the URL opened.
  package let actionsURL: String
  private let client: CurlHTTPClient
  private let limits: HTTPLimits
  private let catalogIDs: [String]
  private let inbox: AgentInbox
  private let state = Mutex(State())

  private struct State {
    var origin: RequestOrigin = .user
    var headers: [String: String] = [:]
    var stream: Task<Void, Never>?
    var isStreaming = false
    var opened = 0
    var lastRequest: Task<Void, Never>?
  }

  /// A connection to the URL `url`, POSTing actions to `actionsURL` (or
  /// to `url`), telling the server that the catalogs of `libraries` are
  /// supported beside A2UI's basic and minimal ones; call ``openPage(headers:)``.
  package init(url: String, actionsURL: String? = nil, limits: HTTPLimits, libraries: [Library] = []) {
    self.url = url
    self.actionsURL = actionsURL ?? url
    client = CurlHTTPClient(limits: limits)
    self.limits = limits
    catalogIDs = ClientCatalogs.ids(libraries: libraries)
    inbox = AgentInbox(name: url, limit: limits.maxBodyBytes.multipliedReportingOverflow(by: 4).partialValue)
  }

  package var agentName: String { url }

  package var origin: RequestOrigin { state.withLock { $0.origin } }

  package var isAnswering: Bool { inbox.isAnswering }

  package var isStreaming: Bool { state.withLock { $0.isStreaming } }

  package var hearsWords: Bool { false }

  package func take() -> StreamedPortion { inbox.take() }

  package func whenSomethingComes(_ wake: @escaping @Sendable () -> Void) { inbox.whenSomethingComes(wake) }

  /// Opens the stream again, with the headers it was first opened with.
  package func open() async throws(SourceError) {
    let headers = state.withLock { $0.headers }
    guard try await openPage(headers: headers) == nil else {
      throw SourceError(source: url, reason: "it answered a document, not a stream of A2UI messages")
    }
  }

  package func say(_ text: String) {
    inbox.fail("it is a stream of A2UI messages, which takes no words")
  }

  package func openPage(headers: [String: String]) async throws(SourceError) -> HTTPResponse? {
    let earlier = state.withLock { state in
      state.headers = headers
      defer { state.stream = nil }
      return state.stream
    }
    earlier?.cancel()
    await earlier?.value
    var asked = headers
    asked["Accept"] = "text/event-stream, application/jsonl, application/x-ndjson, application/json;q=0.9, */*;q=0.5"
    let request = HTTPRequest(url: url, headers: asked, origin: .user)
    let opening = StreamOpening()
    let number = state.withLock { state in
      state.isStreaming = true
      state.opened += 1
      return state.opened
    }
    let task = Task { [self] in
      await read(request, opening: opening)
      // A stream opened again since says nothing of the one it replaced.
      let last = state.withLock { state in
        guard state.opened == number else { return false }
        state.isStreaming = false
        return true
      }
      if last, case .success(nil) = await opening.outcome() { inbox.finish() }
    }
    state.withLock { $0.stream = task }
    return try await opening.outcome().get()
  }

  /// Reads the answer to the URL's request: a stream into the inbox, or a
  /// whole answer handed to `opening`.
  private func read(_ request: HTTPRequest, opening: StreamOpening) async {
    let reader = Mutex<AnswerReader?>(nil)
    let body = Mutex<[UInt8]>([])
    do {
      let response = try await client.stream(request) { [self] chunk, head in
        if let streaming = reader.withLock({ $0 }) {
          streaming.read(chunk)
          return
        }
        guard !opening.isDecided else {
          body.withLock { $0 += chunk }
          return
        }
        let kind = (200..<300).contains(head.status) ? AnswerKind(contentType: head.contentType, url: url) : .document
        guard kind.streams else {
          body.withLock { $0 += chunk }
          opening.decide()
          giveUp(after: limits.totalTimeout, unless: opening)
          return
        }
        let made = AnswerReader(kind: kind, inbox: inbox, naming: "the stream")
        reader.withLock { $0 = made }
        state.withLock { $0.origin = .document(from: url, space: head.addressSpace) }
        opening.settle(.success(nil))
        made.read(chunk)
      }
      if let streaming = reader.withLock({ $0 }) {
        await streaming.finish()
        return
      }
      var whole = response
      whole.body = body.withLock { $0 }
      opening.settle(.success(whole))
    } catch {
      let reason =
        error is CancellationError && opening.isDecided
        ? "\(RequestTimeout.noWholeAnswer(seconds: limits.totalTimeout))" : Self.reason(error)
      if opening.settle(.failure(SourceError(source: url, reason: reason))) { return }
      if error is CancellationError { return }
      await reader.withLock({ $0 })?.finish()
      inbox.fail("the stream broke off: \(reason)")
    }
  }

  /// Stops the request of a document that has not all come in `seconds`,
  /// as a page's fetch is stopped (a stream has no such bound, only the
  /// stall's).
  private func giveUp(after seconds: Double, unless opening: StreamOpening) {
    Task { [self] in
      try? await Task.sleep(for: .milliseconds(Int(min(seconds, 86_400) * 1000)))
      guard !opening.isSettled else { return }
      state.withLock { $0.stream }?.cancel()
    }
  }

  package func send(_ message: JSONValue, metadata: [JSONMember]) {
    let capabilities: JSONValue = [
      "v0.9": ["supportedCatalogIds": JSONValue(.array(catalogIDs.map { JSONValue(.string($0)) }))]
    ]
    let envelope: JSONValue = [
      "message": message,
      "metadata": JSONValue(.object([JSONMember(key: "a2uiClientCapabilities", value: capabilities)] + metadata)),
    ]
    let body = Array(envelope.jsonText.utf8)
    inbox.begin()
    state.withLock { state in
      let previous = state.lastRequest
      state.lastRequest = Task { [self] in
        await previous?.value
        await post(body)
        inbox.end()
      }
    }
  }

  /// POSTs `body` to the actions' URL and reads its answer's messages
  /// into the inbox.
  private func post(_ body: [UInt8]) async {
    var request = HTTPRequest(
      url: actionsURL, method: "POST",
      headers: [
        "Content-Type": "application/json",
        "Accept": "application/jsonl, text/event-stream, application/json;q=0.9",
      ], origin: .user)
    request.rawBody = body
    let reader = Mutex<AnswerReader?>(nil)
    do {
      let response = try await client.stream(request) { [self] chunk, head in
        let made = reader.withLock { made in
          if made == nil, (200..<300).contains(head.status) {
            made = AnswerReader(
              kind: AnswerKind(contentType: head.contentType, url: actionsURL), inbox: inbox,
              naming: "the answer to the action")
          }
          return made
        }
        made?.read(chunk)
      }
      await reader.withLock({ $0 })?.finish()
      if response.status >= 400 {
        inbox.fail("\(response.serverAnswer) to the action POSTed to \(actionsURL == url ? "it" : actionsURL)")
      }
    } catch {
      await reader.withLock({ $0 })?.finish()
      inbox.fail("the action could not be POSTed to \(request.url): \(Self.reason(error))")
    }
  }

  /// Why a request failed, as a sentence.
  private static func reason(_ error: any Error) -> String {
    if let failure = error as? CurlHTTPClient.Failure { return failure.description }
    if let refusal = error as? RequestRefusal { return refusal.description }
    if error is CancellationError { return "it was opened again" }
    return "\(error)"
  }
}
