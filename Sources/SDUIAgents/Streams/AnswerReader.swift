import Foundation
import OpenAPIRuntime
import SDUIDocument
import Synchronization

/// Reads the A2UI messages of one HTTP answer into an inbox as its bytes
/// come: JSON Lines a whole line at a time, server-sent events an event at
/// a time (through OpenAPIRuntime's decoder), any other body once it has
/// all come. An answer that stops inside a line or an event, or whose
/// event or body is not JSON, is said to have done so; what came whole
/// before is kept.
final class AnswerReader: Sendable {
  private let kind: AnswerKind
  private let inbox: AgentInbox
  private let naming: String
  private let state = Mutex(State())
  private let events: AsyncStream<ArraySlice<UInt8>>.Continuation?
  private let decoding: Task<Void, Never>?

  private struct State {
    /// Bytes not yet read: the unfinished last line, or the whole body.
    var pending: [UInt8] = []
    var boundary = EventBoundary()
  }

  /// A reader of an answer of `kind`, which messages call `naming`
  /// ("the stream").
  init(kind: AnswerKind, inbox: AgentInbox, naming: String) {
    self.kind = kind
    self.inbox = inbox
    self.naming = naming
    guard kind == .events else {
      events = nil
      decoding = nil
      return
    }
    let (chunks, feed) = AsyncStream<ArraySlice<UInt8>>.makeStream()
    events = feed
    decoding = Task {
      var number = 0
      do {
        for try await event in chunks.asDecodedServerSentEvents() {
          number += 1
          guard let data = event.data else { continue }
          Self.read(event: Array(data.utf8), number: number, of: naming, into: inbox)
        }
      } catch {
        inbox.fail("the events of \(naming) could not be read: \(error)")
      }
    }
  }

  /// Reads the next bytes of the answer.
  func read(_ chunk: [UInt8]) {
    switch kind {
    case .jsonLines:
      // Only the new chunk is searched for a line's end: a long line is
      // not looked through again each time more of it comes.
      guard let end = chunk.lastIndex(of: 0x0A) else {
        state.withLock { $0.pending += chunk }
        return
      }
      let lines = state.withLock { state in
        let lines = state.pending + chunk[...end]
        state.pending = Array(chunk[(end + 1)...])
        return lines
      }
      inbox.add(lines: lines)
    case .events:
      state.withLock { $0.boundary.scan(chunk) }
      events?.yield(chunk[...])
    case .document:
      state.withLock { $0.pending += chunk }
    }
  }

  /// The answer has ended: what is left is read, or said to be cut.
  func finish() async {
    events?.finish()
    await decoding?.value
    let (rest, insideEvent) = state.withLock { ($0.pending, $0.boundary.isInsideEvent) }
    switch kind {
    case .jsonLines:
      guard !rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return }
      if (try? JSONParser.parse(rest)) != nil {
        inbox.add(lines: rest + [0x0A])
      } else {
        inbox.fail("\(naming) ended in the middle of a line; the lines before it are shown")
      }
    case .events:
      if insideEvent {
        inbox.fail("\(naming) ended in the middle of an event; the events before it are shown")
      }
    case .document:
      guard !rest.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return }
      do {
        inbox.add(messages: Self.messages(in: try JSONParser.parse(rest)))
      } catch {
        inbox.fail("\(naming) is not JSON: \(error)")
      }
    }
  }

  /// One event's data: a message, or an array of them.
  private static func read(event data: [UInt8], number: Int, of naming: String, into inbox: AgentInbox) {
    do {
      inbox.add(messages: messages(in: try JSONParser.parse(data)))
    } catch {
      inbox.fail("event \(number) of \(naming) holds no JSON message: \(error)")
    }
  }

  /// The messages of a JSON value: an array's items, else the value.
  private static func messages(in value: JSONValue) -> [JSONValue] {
    if case .array(let items) = value.kind { return items }
    return [value]
  }
}
