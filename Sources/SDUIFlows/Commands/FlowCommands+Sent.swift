import SDUIDocument
import SDUIRuntime
import Yams

/// `assertSent`: a message the screens sent since the flow opened them
/// (to their agent, or to the send log) holds the given mapping: each key
/// is there, with a value that holds the given one in turn (a mapping
/// within a mapping, a list item by item), a scalar as the same text
/// (`partySize: 2` holds for `2` and `"2"`).
struct AssertSent: FlowCommand {
  var expected: SentPattern

  static let spec = FlowCommandSpec(
    names: ["assertSent"],
    rows: [
      .init(
        #"`assertSent: {action: {name: NAME, context: {...}}}`"#,
        #"""
        a message the screens sent since `launchApp` (an A2UI `action` or `error`, to the agent or the send log) holds the mapping: its keys, and within them the values given.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    guard case .mapping = node else {
      throw reader.error(.expectedOptions(command: reader.name, keys: ["the message's keys"]), at: node)
    }
    return AssertSent(expected: SentPattern(node))
  }

  var description: String { "assertSent(\(expected.description))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let sent = try await context.app().sentMessages
    guard sent.contains(where: expected.matches) else {
      throw FlowRunner.StepFailed(
        .notSent(expected: expected.description, sent: sent.suffix(3).map(\.jsonText)))
    }
    return .ran
  }
}

/// What `assertSent` looks for, read from the flow's YAML.
indirect enum SentPattern: Sendable, CustomStringConvertible {
  case mapping([(key: String, value: SentPattern)])
  case list([SentPattern])
  case text(String)

  init(_ node: Node) {
    switch node {
    case .mapping(let mapping):
      self = .mapping(mapping.map { (key: $0.key.string ?? "", value: SentPattern($0.value)) })
    case .sequence(let sequence): self = .list(sequence.map(SentPattern.init))
    case .scalar(let scalar): self = .text(scalar.string)
    case .alias: self = .text("")
    }
  }

  /// Whether `value` holds the pattern.
  func matches(_ value: JSONValue) -> Bool {
    switch self {
    case .mapping(let members):
      guard value.objectMembers != nil else { return false }
      return members.allSatisfy { member in value[member.key].map(member.value.matches) ?? false }
    case .list(let items):
      guard let elements = value.arrayElements, elements.count == items.count else { return false }
      return zip(items, elements).allSatisfy { $0.matches($1) }
    case .text(let text):
      return (value.stringValue ?? value.jsonText) == text
    }
  }

  var description: String {
    switch self {
    case .mapping(let members): "{" + members.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .text(let text): text
    }
  }
}
