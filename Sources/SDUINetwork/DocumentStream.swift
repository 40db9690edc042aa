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
/// each time it wakes, and it wakes when something comes.
package protocol DocumentStream: AnyObject, Sendable {
  /// The whole lines come since the last take, and whether the stream
  /// has ended.
  func take() -> StreamedPortion
  /// Runs `wake`, from whichever thread, each time something comes (the
  /// terminal's ``Terminal/waker``).
  func whenSomethingComes(_ wake: @escaping @Sendable () -> Void)
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
  /// Whether the agent takes the user's words (`C-t`, `--say`): an A2A
  /// agent or an MCP server does, a stream of messages does not.
  var hearsWords: Bool { get }
}

extension AgentConnection {
  /// Agents hear words unless they say otherwise.
  package var hearsWords: Bool { true }
}

/// An `http(s)` URL opened as a screen, which may answer a whole document
/// (a screen, read as any page is) or a stream of A2UI messages (JSON
/// Lines, server-sent events) that then go on as an agent's answers.
package protocol URLStream: AgentConnection {
  /// Requests the URL with `headers` and waits for its first bytes: nil
  /// when the answer is a stream, whose messages then come as this
  /// connection's; else the whole answer, to be read as a page. Opening
  /// again stops the stream opened before. Throws why no answer came.
  func openPage(headers: [String: String]) async throws(SourceError) -> HTTPResponse?
  /// Whether the stream opened is still coming (``AgentConnection/isAnswering``
  /// counts only the requests the surfaces' messages made).
  var isStreaming: Bool { get }
}
