/// What one screen may make sdui-term do. A screen comes from a server
/// its user may not control: each bound it reaches is a problem at its
/// place, and the rest of the screen goes on, never a crash, a hang or an
/// allocation without end (docs/security.md lists them all).
///
/// An app that builds its own sdui-term may change them through
/// ``ScreenSession/Environment/budget``.
package struct ScreenBudget: Sendable, Hashable {
  /// The largest value an operation, a template with more than one part,
  /// or a list or object written with expressions may make, in bytes as
  /// sdui-term holds it (``JSONValue/heldBytes(upTo:)``): a string's bytes
  /// and 32 for each value. A larger one is `null`.
  package var valueBytes: Int
  /// The most bytes of new values one event may make, all together: a
  /// key's event, a request's callbacks, or the screen's start with its
  /// `onInit`s.
  package var bytesPerEvent: Int
  /// The most actions one event may run, the `onInit`s of what it makes
  /// included; the rest are skipped.
  package var actionsPerEvent: Int
  /// The most rounds of updates one event may go through: the `onInit`s
  /// of what a round made, whose writes make more in the next. What is
  /// left waits for the next event.
  package var updateRounds: Int
  /// The most components a screen may have at once, its own and those its
  /// lists, `forEach`es and templates make; the items past it are not
  /// made.
  package var components: Int
  /// How deep `beagle:lazyComponent`s may come in each other's answers.
  package var lazyComponentDepth: Int
  /// How many requests may follow each other, each sent by the callbacks
  /// of the one before, from one event.
  package var requestChain: Int
  /// The most the screens on the stacks may hold in their states, all
  /// together (their `global` included): past it, new values are `null`.
  package var heldBytes: Int
  /// The most values the data of one request's answer may parse into.
  package var answerValues: Int
  /// The most bytes the answers to the requests of one event may have
  /// together, the requests their callbacks send included: an answer past
  /// them is not read, and the requests after it are not sent.
  package var answerBytesPerEvent: Int
  /// The most `sendRequest`s and lazy components whose answers are on
  /// their way or wait for their callbacks, on all the screens together;
  /// the others wait their turn before they are sent.
  package var answersAtOnce: Int
  /// The most processor time the regular expressions of one event
  /// (`match`, `replace`) may take together, judged on the thread that
  /// runs them: a busy machine does not make a screen reach it sooner.
  package var regexTimePerEvent: Duration
  /// The most the operations of one event may examine of their
  /// arguments, all together, in bytes as sdui-term holds them (a
  /// string's bytes; a list's or object's values, 32 bytes each, and the
  /// strings inside): an operation past it is `null`. It bounds the time
  /// an event's operations take however they are written (9,000 `eq` of
  /// two strings of two million characters took three hours).
  package var operationWorkPerEvent: Int

  /// Creates a budget; the defaults are sdui-term's.
  package init(
    valueBytes: Int = 8 << 20, bytesPerEvent: Int = 64 << 20, actionsPerEvent: Int = 10_000, updateRounds: Int = 100,
    components: Int = 25_000, lazyComponentDepth: Int = 16, requestChain: Int = 20, heldBytes: Int = 512 << 20,
    answerValues: Int = 1_000_000, answerBytesPerEvent: Int = 64 << 20, answersAtOnce: Int = 16,
    regexTimePerEvent: Duration = .seconds(1), operationWorkPerEvent: Int = 64 << 20
  ) {
    self.operationWorkPerEvent = operationWorkPerEvent
    self.answerBytesPerEvent = answerBytesPerEvent
    self.answersAtOnce = answersAtOnce
    self.regexTimePerEvent = regexTimePerEvent
    self.requestChain = requestChain
    self.heldBytes = heldBytes
    self.answerValues = answerValues
    self.valueBytes = valueBytes
    self.bytesPerEvent = bytesPerEvent
    self.actionsPerEvent = actionsPerEvent
    self.updateRounds = updateRounds
    self.components = components
    self.lazyComponentDepth = lazyComponentDepth
  }
}

/// A bound of ``ScreenBudget`` that a screen reached, as data; its
/// ``description`` says which, and what was done instead.
public enum BudgetReached: Sendable, Hashable, CustomStringConvertible {
  /// A value larger than ``ScreenBudget/valueBytes`` (what made it).
  case valueTooLarge(madeBy: String, limit: Int)
  /// The event made more than ``ScreenBudget/bytesPerEvent``.
  case eventMadeTooMuch(madeBy: String, limit: Int)
  /// The screens hold ``ScreenBudget/heldBytes`` in their states.
  case screensHoldTooMuch(madeBy: String, limit: Int)
  /// A request's answer parses into more than ``ScreenBudget/answerValues``.
  case answerTooLarge(limit: Int)
  /// The answers to one event's requests reached
  /// ``ScreenBudget/answerBytesPerEvent``: this answer is not read, or
  /// (`sent` false) this request is not sent.
  case answersTooLarge(limit: Int, sent: Bool)
  /// The event's regular expressions took ``ScreenBudget/regexTimePerEvent``.
  case regexTimeSpent(operation: String, limit: Duration)
  /// The event's operations examined ``ScreenBudget/operationWorkPerEvent``
  /// of their arguments.
  case operationWorkSpent(operation: String, limit: Int)
  /// The event ran ``ScreenBudget/actionsPerEvent`` actions.
  case tooManyActions(limit: Int)
  /// The event went through ``ScreenBudget/updateRounds`` rounds.
  case tooManyRounds(limit: Int)
  /// The screen holds ``ScreenBudget/components`` components; `left` items
  /// of a list (or children, when `items` is false) were not made.
  case tooManyComponents(limit: Int, left: Int, items: Bool)
  /// Lazy components nested deeper than ``ScreenBudget/lazyComponentDepth``.
  case lazyComponentsTooDeep(limit: Int)
  /// A request sent by the callbacks of ``ScreenBudget/requestChain``
  /// requests in a row: it is not sent.
  case requestChainTooLong(limit: Int)
  /// A count a component was given, more than the terminal can draw
  /// (`numberOfPages`, `spanCount`...); `limit` are drawn.
  case countTooLarge(property: String, given: Int, limit: Int)
  /// Screens opened one after another by the screens themselves, with no
  /// key pressed between: the next is not opened.
  case tooManyNavigations(limit: Int)

  public var description: String {
    switch self {
    case .valueTooLarge(let madeBy, let limit):
      "\(madeBy) made a value larger than \(Self.bytes(limit)), the most a value may hold; it is null"
    case .eventMadeTooMuch(let madeBy, let limit):
      "\(madeBy): this event already made \(Self.bytes(limit)) of values, the most one event may; it is null"
    case .screensHoldTooMuch(let madeBy, let limit):
      "\(madeBy): the screens already hold \(Self.bytes(limit)) in their states, the most they may; it is null"
    case .regexTimeSpent(let operation, let limit):
      "operation '\(operation)': this event's regular expressions already took \(limit) of processor time, the most they may; it is null"
    case .operationWorkSpent(let operation, let limit):
      "operation '\(operation)': this event's operations already examined \(Self.bytes(limit)) of their arguments,"
        + " the most they may; it is null"
    case .answerTooLarge(let limit):
      "the answer holds more than \(limit) values, the most a screen takes from one request"
    case .answersTooLarge(let limit, let sent):
      "the answers to this event's requests reached \(Self.bytes(limit)), the most they may have together; "
        + (sent ? "this answer is not read" : "this request is not sent")
    case .tooManyActions(let limit):
      "this event already ran \(limit) actions, the most one event may; the rest are skipped"
    case .tooManyRounds(let limit):
      "this event went through \(limit) rounds of updates, each starting more, the most one event may;"
        + " the rest waits for the next event"
    case .tooManyComponents(let limit, let left, let items):
      "the screen already has \(limit) components, the most it may; \(left) more "
        + (items ? "items are not made (a lazy list makes only the items near what is shown)" : "are not made")
    case .lazyComponentsTooDeep(let limit):
      "lazy components nested \(limit) deep, the most they may; this one keeps its initialState"
    case .requestChainTooLong(let limit):
      "\(limit) requests already followed each other's callbacks from one event, the most they may; this one is not sent"
    case .countTooLarge(let property, let given, let limit):
      "'\(property)' is \(given); \(limit) are drawn, the most a terminal shows"
    case .tooManyNavigations(let limit):
      "the screens opened \(limit) screens in a row with no key pressed, the most they may; this one is not opened"
    }
  }

  private static func bytes(_ count: Int) -> String {
    count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
  }
}
