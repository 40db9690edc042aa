import SDUICore
import SDUIDocument

/// What a ``DocumentStream/take()`` hands over.
package struct StreamedPortion: Sendable {
  /// The bytes come since the last take, ending at a line's end (or
  /// wherever the input ended).
  package var added: [UInt8]
  /// Whether the stream has ended: nothing more will come.
  package var ended: Bool
  /// What went wrong since the last take, when something did: why
  /// reading stopped (standard input), or why a request to an agent
  /// failed (its connection stays).
  package var failure: SourceError?
  /// What the other end said in words since the last take (an agent's
  /// text parts), for the status line.
  package var said: [String] = []

  /// A portion.
  package init(added: [UInt8], ended: Bool, failure: SourceError?, said: [String] = []) {
    self.added = added
    self.ended = ended
    self.failure = failure
    self.said = said
  }
}

/// A document that arrives over time as JSON Lines: standard input read
/// as it comes, or what an agent answers. The app's loop takes what came
/// each time it wakes.
package protocol DocumentStream: AnyObject, Sendable {
  /// The whole lines come since the last take, and whether the stream
  /// has ended.
  func take() -> StreamedPortion
}

/// The other end of a conversation with an agent: the document its
/// answers make (``DocumentStream``), and the way back for the user's
/// words and the messages its surfaces send. The app names no protocol:
/// A2A, MCP and plain HTTP streams each make one.
package protocol AgentConnection: DocumentStream {
  /// The agent's name, as its card or server gives it, once opened.
  var agentName: String { get }
  /// What the agent's surfaces may reach: the origin of the server that
  /// answers, as a screen fetched from it gets (``OriginRule``).
  var origin: RequestOrigin { get }
  /// Whether a request is under way: a headless run waits for its
  /// answer before the next key.
  var isAnswering: Bool { get }
  /// Connects (reads the agent's card, lists its tools...); throws why it
  /// cannot, and can be called again to reconnect.
  func open() async throws(SourceError)
  /// Sends the user's words.
  func say(_ text: String)
  /// Sends a message a surface sent (an A2UI `action` or `error`), with
  /// the metadata its transport carries beside it.
  func send(_ message: JSONValue, metadata: [JSONMember])
  /// Runs `wake`, from whichever thread, each time something comes (the
  /// terminal's ``Terminal/waker``).
  func whenSomethingComes(_ wake: @escaping @Sendable () -> Void)
}
