import Foundation
import OpenAPIRuntime
import SDUICore
import SDUIDocument
import SDUINetwork
import Synchronization

/// A conversation with an A2A agent (`--a2a URL`), as A2UI's A2A binding
/// has it: the agent card is read from `/.well-known/agent-card.json`;
/// the user's words and every message a surface sends go as A2A 0.3
/// JSON-RPC messages (`message/stream` when the card says the agent
/// streams, else `message/send`) with the A2UI extension activated (the
/// `X-A2A-Extensions` header), `a2uiClientCapabilities` in their
/// metadata and, when a surface asks, `a2uiClientDataModel`; one
/// `contextId` is kept for the session. The A2UI data parts of the
/// answers (`application/json+a2ui` or `application/a2ui+json`) become
/// the document's JSON Lines; their text parts, words for the status line.
///
/// Requests go one at a time, in the order they were made, through the
/// one HTTP client, under its limits and the origin rule: the endpoint
/// the card names is judged as a document from the card's server would
/// be. A streamed answer stops when no byte comes for `--timeout`
/// seconds; all the messages of a session are held to four times
/// `--max-body`.
package final class A2AConnection: AgentConnection, @unchecked Sendable {
  /// Where the user said the agent is.
  package let address: String
  private let client: CurlHTTPClient
  private let limits: HTTPLimits
  private let catalogIDs: [String]
  private let inbox: AgentInbox
  private let state = Mutex(State())

  private struct State {
    var card: AgentCard?
    var origin: RequestOrigin = .user
    var conversation = A2AMessages.Conversation()
    var lastID = 0
    var lastRequest: Task<Void, Never>?
  }

  /// A connection to the agent at `address` (its URL, or its card's),
  /// telling it that the catalogs of `libraries` are supported beside
  /// A2UI's basic and minimal ones; call ``open()``.
  package init(address: String, limits: HTTPLimits, libraries: [Library] = []) {
    self.address = address
    self.limits = limits
    client = CurlHTTPClient(limits: limits)
    catalogIDs = ClientCatalogs.ids(libraries: libraries)
    inbox = AgentInbox(name: address, limit: limits.maxBodyBytes.multipliedReportingOverflow(by: 4).partialValue)
  }

  package var agentName: String { state.withLock { $0.card?.name } ?? address }

  package var origin: RequestOrigin { state.withLock { $0.origin } }

  package var isAnswering: Bool { inbox.isAnswering }

  package func take() -> StreamedPortion { inbox.take() }

  package func whenSomethingComes(_ wake: @escaping @Sendable () -> Void) { inbox.whenSomethingComes(wake) }

  package func open() async throws(SourceError) {
    let location = AgentCard.location(of: address)
    let response: HTTPResponse
    do {
      response = try await client.send(HTTPRequest(url: location, headers: ["Accept": "application/json"]))
    } catch {
      throw SourceError(source: location, reason: Self.reason(error))
    }
    guard response.status == 200 else { throw SourceError(source: location, reason: response.serverAnswer) }
    let card: AgentCard
    do {
      card = try AgentCard(try JSONParser.parse(response.body))
    } catch let problem as AgentCard.Problem {
      throw SourceError(source: location, reason: problem.description)
    } catch {
      throw SourceError(source: location, reason: "the agent card is not JSON: \(error)")
    }
    let origin = RequestOrigin.document(from: response.source ?? location, space: response.addressSpace)
    state.withLock {
      $0.card = card
      $0.origin = origin
    }
    if !card.listsA2UI {
      inbox.fail(
        "the agent card does not list the A2UI extension (\(AgentCard.a2uiExtension)); its answers may hold no surface")
    }
  }

  package func say(_ text: String) {
    enqueue(parts: [A2AMessages.textPart(text)], metadata: [])
  }

  package func send(_ message: JSONValue, metadata: [JSONMember]) {
    enqueue(parts: [A2AMessages.a2uiPart(message)], metadata: metadata)
  }

  /// Queues a request behind the ones already made.
  private func enqueue(parts: [JSONValue], metadata: [JSONMember]) {
    inbox.begin()
    state.withLock { state in
      let previous = state.lastRequest
      state.lastRequest = Task { [self] in
        await previous?.value
        await perform(parts: parts, metadata: metadata)
        inbox.end()
      }
    }
  }

  private func perform(parts: [JSONValue], metadata: [JSONMember]) async {
    let prepared: (card: AgentCard, id: Int, conversation: A2AMessages.Conversation, origin: RequestOrigin)? =
      state.withLock { state in
        guard let card = state.card else { return nil }
        state.lastID += 1
        return (card, state.lastID, state.conversation, state.origin)
      }
    guard let (card, id, conversation, origin) = prepared else {
      inbox.fail("not connected to the agent (r connects again)")
      return
    }
    let body = A2AMessages.request(
      id: id, streaming: card.streams, messageID: UUID().uuidString.lowercased(), parts: parts,
      conversation: conversation, catalogIDs: catalogIDs, metadata: metadata)
    var request = HTTPRequest(
      url: card.endpoint, method: "POST",
      headers: [
        "Content-Type": "application/json", "Accept": card.streams ? "text/event-stream" : "application/json",
        "X-A2A-Extensions": AgentCard.a2uiExtension, "A2A-Extensions": AgentCard.a2uiExtension,
      ], origin: origin)
    request.rawBody = Array(body.jsonText.utf8)
    do {
      if card.streams { try await stream(request) } else { try await sendOnce(request) }
    } catch {
      inbox.fail(Self.reason(error))
    }
  }

  /// `message/send`: one JSON-RPC answer.
  private func sendOnce(_ request: HTTPRequest) async throws {
    let response = try await client.send(request)
    guard response.status == 200 else {
      inbox.fail("\(response.serverAnswer) to \(request.url)")
      return
    }
    take(answer: response.body)
  }

  /// `message/stream`: server-sent events, each a JSON-RPC answer, read
  /// by OpenAPIRuntime's event-stream decoder as they arrive. A server that answers JSON
  /// instead is read as `message/send`'s answer.
  private func stream(_ request: HTTPRequest) async throws {
    let (chunks, feed) = AsyncStream<ArraySlice<UInt8>>.makeStream()
    let plain = Mutex<[UInt8]>([])
    let boundary = Mutex(EventBoundary())
    let reader = Task { [self] in
      do {
        for try await event in chunks.asDecodedServerSentEvents() {
          if let data = event.data { take(answer: Array(data.utf8)) }
        }
      } catch {
        inbox.fail("the agent's stream could not be read: \(error)")
      }
    }
    let response: HTTPResponse
    do {
      response = try await client.stream(request) { chunk, head in
        if head.status == 200, (head.contentType ?? "").lowercased().hasPrefix("text/event-stream") {
          boundary.withLock { $0.scan(chunk) }
          feed.yield(chunk[...])
        } else {
          plain.withLock { $0 += chunk }
        }
      }
    } catch {
      feed.finish()
      await reader.value
      throw error
    }
    feed.finish()
    await reader.value
    let rest = plain.withLock { $0 }
    guard response.status == 200 else {
      inbox.fail("\(response.serverAnswer) to \(request.url)")
      return
    }
    if !rest.isEmpty { take(answer: rest) }
    if boundary.withLock({ $0.isInsideEvent }) {
      inbox.fail("the agent's stream ended in the middle of an event; what came before it is shown")
    }
  }

  /// One JSON-RPC answer: its messages and words to the inbox, its
  /// context and task kept, its error said.
  private func take(answer bytes: [UInt8]) {
    let answer: JSONValue
    do {
      answer = try JSONParser.parse(bytes)
    } catch {
      inbox.fail("the agent answered something that is not JSON-RPC: \(error)")
      return
    }
    let reading = state.withLock { state in
      let reading = A2AMessages.read(answer, conversation: state.conversation)
      state.conversation = reading.conversation
      return reading
    }
    inbox.add(messages: reading.messages)
    inbox.add(said: reading.said)
    if let error = reading.error { inbox.fail(error) }
  }

  /// Why a request failed, as a sentence.
  private static func reason(_ error: any Error) -> String {
    if let failure = error as? CurlHTTPClient.Failure { return failure.description }
    if let refusal = error as? RequestRefusal { return refusal.description }
    return "\(error)"
  }
}
