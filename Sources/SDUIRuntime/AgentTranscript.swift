import SDUIDocument

/// What went between the app and its agent, in order: each message the
/// screens sent (`→`) and each A2UI message the agent's answers held
/// (`←`), as JSON, the last ``limit`` kept. Flows put each step's share
/// in their reports. A running count marks where a step began.
@MainActor
package final class AgentTranscript {
  /// One message and which way it went.
  package struct Entry: Sendable, Equatable {
    /// Whether the app sent it (else it came from the agent).
    package var sent: Bool
    /// The message as JSON, on one line.
    package var text: String

    /// The entry as a report line: `→ {...}` or `← {...}`.
    package var line: String { (sent ? "→ " : "← ") + text }
  }

  /// How many entries are kept.
  package static let limit = 1_000
  private var entries: [Entry] = []
  /// How many entries were ever added.
  package private(set) var total = 0

  /// An empty transcript.
  package init() {}

  /// Adds a message sent to the agent.
  func sent(_ message: JSONValue) { add(Entry(sent: true, text: message.jsonText)) }

  /// Adds the JSON Lines an answer brought.
  func received(_ lines: [UInt8]) {
    for line in lines.split(separator: 0x0A) where !line.isEmpty {
      add(Entry(sent: false, text: String(decoding: line, as: UTF8.self)))
    }
  }

  /// The entries added since the count was `mark`, those still kept.
  package func since(_ mark: Int) -> [Entry] {
    Array(entries.suffix(max(0, min(total - mark, entries.count))))
  }

  private func add(_ entry: Entry) {
    if entries.count >= Self.limit { entries.removeFirst(entries.count - Self.limit + 1) }
    entries.append(entry)
    total += 1
  }
}
