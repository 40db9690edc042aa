import SDUIDocument

/// What is left of an event's ``ScreenBudget`` for making values: the
/// expression evaluator admits each value it makes through it.
package struct ValueAllowance: Sendable {
  /// The largest value one operation or template may make.
  package let largest: Int
  /// The most one event may make.
  package let perEvent: Int
  /// What this event has made so far.
  package private(set) var made = 0
  /// The processor time the event's regular expressions may take, and
  /// have taken.
  package let regexTimeLimit: Duration
  package var regexTime: Duration = .zero
  /// What the screens hold, which new values may not take past its limit.
  package let ledger: StateLedger
  /// How much of their arguments the event's operations may examine,
  /// and have examined.
  package let workLimit: Int
  package private(set) var work = 0

  /// A full allowance for `budget`, beside what `ledger` says the screens
  /// hold.
  package init(budget: ScreenBudget, ledger: StateLedger? = nil) {
    largest = budget.valueBytes
    perEvent = budget.bytesPerEvent
    regexTimeLimit = budget.regexTimePerEvent
    workLimit = budget.operationWorkPerEvent
    self.ledger = ledger ?? StateLedger(limit: budget.heldBytes)
  }

  /// Starts the next event's allowance.
  package mutating func renew() {
    made = 0
    regexTime = .zero
    work = 0
  }

  /// The operations that look at the top of a list or an object only (its
  /// count, or whether it is there), whatever its elements hold.
  static let shallowOperations: Set<String> = ["length", "isempty", "isnull", "condition"]

  /// Counts what operation `name` examines of `arguments` against the
  /// event's work; why it may not run, when that is past what is left.
  /// Measuring stops where the budget does, so it costs no more than the
  /// work it bounds.
  package mutating func charge(operation name: String, arguments: [JSONValue]) -> BudgetReached? {
    let shallow = Self.shallowOperations.contains(name.lowercased())
    var cost = 1
    for argument in arguments where work + cost <= workLimit {
      cost += argument.examinedBytes(upTo: workLimit - work - cost, shallow: shallow)
    }
    guard work + cost <= workLimit else {
      work = workLimit
      return .operationWorkSpent(operation: name, limit: workLimit)
    }
    work += cost
    return nil
  }

  /// The operations that run a screen's regular expression.
  static let regexOperations: Set<String> = ["match", "replace"]

  /// The operations whose value can be larger than their arguments, and
  /// by how much at most: checked before they run, so that `concat` of
  /// six hundred lists each under the bound never builds the gigabytes
  /// it would come to.
  static let growth: [String: Int] = [
    "concat": 1, "union": 1, "array": 1, "insert": 1, "object": 1, "entries": 3, "uppercase": 3, "lowercase": 3,
    "capitalize": 3,
  ]

  /// Why operation `name` may not run on `arguments`: one that can grow
  /// would make a value past the largest. Only those are measured here.
  package func check(operation name: String, arguments: [JSONValue]) -> BudgetReached? {
    guard let factor = Self.growth[name.lowercased()] else { return nil }
    var total = 0
    for argument in arguments {
      total += argument.heldBytes(upTo: max(0, largest - total))
      guard total <= largest else { break }
    }
    let (projected, overflow) = total.multipliedReportingOverflow(by: factor)
    guard overflow || projected > largest else { return nil }
    return .valueTooLarge(madeBy: "operation '\(name)'", limit: largest)
  }

  /// Values up to this size are counted as made without asking whether an
  /// input already held them: measuring the inputs would cost more.
  static let smallValue = 4096

  /// `value`, made by `madeBy` from `inputs`, when it fits; else why. A
  /// value no larger than one of its inputs is not new (`condition`
  /// handing on a list), and only the per-value bound applies to it.
  package mutating func admit(_ value: JSONValue, madeBy: String, from inputs: [JSONValue] = []) -> BudgetReached? {
    let size = value.heldBytes(upTo: largest)
    guard size <= largest else { return .valueTooLarge(madeBy: madeBy, limit: largest) }
    if size > Self.smallValue, inputs.contains(where: { $0.heldBytes(upTo: size) >= size }) { return nil }
    return admit(bytes: size, madeBy: madeBy)
  }

  /// Counts `bytes` of new values against the event and the screens;
  /// why not, when they do not fit.
  package mutating func admit(bytes: Int, madeBy: String) -> BudgetReached? {
    guard made + bytes <= perEvent else { return .eventMadeTooMuch(madeBy: madeBy, limit: perEvent) }
    guard ledger.total + made + bytes <= ledger.limit else {
      return .screensHoldTooMuch(madeBy: madeBy, limit: ledger.limit)
    }
    made += bytes
    return nil
  }
}

extension JSONValue {
  /// What an operation examines of this argument: a string's bytes, a
  /// list or an object as one value when `shallow`, else all it holds
  /// (``heldBytes(upTo:)``); some number past `limit` when it is more.
  func examinedBytes(upTo limit: Int, shallow: Bool) -> Int {
    switch kind {
    case .string(let text): text.utf8.count
    case .array, .object: shallow ? 1 : heldBytes(upTo: limit)
    case .null, .bool, .number: 1
    }
  }

  /// The bytes sdui-term holds this value in, roughly: 32 for each value
  /// (a number, a list, each member), and each string's and key's bytes.
  /// Counting stops past `limit`: the answer is then some number above
  /// it, reached in at most `limit / 32` steps however large the value is
  /// (lists that share their storage can be far larger than memory).
  package func heldBytes(upTo limit: Int) -> Int {
    var total = 0
    var pending = [self]
    while let value = pending.popLast() {
      total += 32
      switch value.kind {
      case .string(let text): total += text.utf8.count
      case .array(let elements):
        guard total + elements.count * 32 <= limit else { return limit + 1 }
        pending.append(contentsOf: elements)
      case .object(let members):
        guard total + members.count * 32 <= limit else { return limit + 1 }
        for member in members {
          total += member.key.utf8.count
          pending.append(member.value)
        }
      case .null, .bool, .number: break
      }
      if total > limit { return limit + 1 }
    }
    return total
  }
}
