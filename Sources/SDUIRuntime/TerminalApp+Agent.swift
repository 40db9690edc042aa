import SDUICore
import SDUIDocument
import SDUINetwork

extension TerminalApp {
  /// The outbox the screens send through when the app talks to an agent:
  /// each message goes to the agent the link holds then, and on to
  /// `outbox` (`--send-log`).
  static func outbox(_ outbox: MessageOutbox?, sendingThrough link: AgentLink, transcript: AgentTranscript)
    -> MessageOutbox
  {
    MessageOutbox { sent in
      outbox?.send(sent.message, metadata: sent.metadata)
      guard let agent = link.connection else { return }
      agent.send(sent.message, metadata: sent.metadata)
      transcript.sent(sent.message)
    }
  }

  /// Whether the app is connected to its agent, shown a surface or not.
  package var isTalkingToAgent: Bool { agent != nil && streamedInput != nil }

  /// The messages the screens sent (to the agent, or to the send log),
  /// oldest first; none are kept when they go nowhere.
  package var sentMessages: [JSONValue] { navigator.configuration.outbox?.messages ?? [] }

  /// Connects to the agent, says `--say`'s words and starts the screen
  /// with what it answers (headless, once the answer has ended; on a
  /// terminal, the loop adds what comes). False, after saying why, when
  /// the agent cannot be reached.
  func openAgent() async -> Bool {
    guard let agent else { return false }
    do {
      try await agent.open()
    } catch {
      report(.agent(name: source.displayName, reason: error.reason))
      return false
    }
    streamedInput = agent
    if let words = options.says {
      agent.say(words)
    } else {
      prompt = PromptLayer()
      inform("connected to \(agent.agentName): type what to say to it, Enter sends (C-t opens this line again)")
    }
    await waitForAgent()
    let portion = agent.take()
    tell(portion)
    transcript.received(portion.added)
    guard !portion.added.isEmpty else {
      // Words said headless that brought no surface leave nothing to press; else more may come.
      guard isHeadless, options.says != nil else { return true }
      report(.agent(name: agent.agentName, reason: "its answer held no A2UI message"))
      return false
    }
    navigator.start(document: portion.added, name: source.displayName, origin: agent.origin)
    return true
  }

  /// Waits until no request to the agent is under way, at most as long as
  /// a load is waited for.
  func waitForAgent() async {
    guard let agent else { return }
    let deadline = ContinuousClock.now + settleWait
    while agent.isAnswering, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    if agent.isAnswering {
      report(.agent(name: agent.agentName, reason: "no whole answer yet; shown as far as it came"))
    }
  }

  /// Headless, after a key: the agent's answer to what the key sent,
  /// waited for and added to the screen, and what it starts settled.
  func settleAgent() async {
    guard let agent, agent.isAnswering || streamedInput != nil else { return }
    await waitForAgent()
    takeStreamedInput()
    await settle()
  }

  /// `C-t`: opens the line the user's words to the agent are typed in.
  func openPrompt() {
    guard let agent else {
      inform("C-t talks to an agent, and none is connected (open one with --a2a URL)")
      return
    }
    guard agent.hearsWords else {
      inform("a stream takes no words, only its surfaces' actions: \(agent.agentName)")
      return
    }
    prompt = PromptLayer()
  }

  /// Closes that line.
  func closePrompt() {
    prompt = nil
  }

  /// Sends the user's words to the agent; headless, its answer is waited
  /// for after the key, as an action's is.
  func say(_ words: String) {
    guard let agent else { return }
    agent.say(words)
    inform("said to \(agent.agentName): \(words)")
  }

  /// Says on the status line what the agent said and what failed.
  func tell(_ portion: StreamedPortion) {
    guard let agent else { return }
    for words in portion.said { inform("\(agent.agentName): \(words)") }
    if let failure = portion.failure { report(.agent(name: agent.agentName, reason: failure.reason)) }
  }
}
