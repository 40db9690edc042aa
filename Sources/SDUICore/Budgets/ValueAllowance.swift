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

  /// A full allowance for `budget`.
  package init(budget: ScreenBudget) {
    largest = budget.valueBytes
    perEvent = budget.bytesPerEvent
  }

  /// Starts the next event's allowance.
  package mutating func renew() {
    made = 0
  }

  /// `value`, made by `madeBy` from values the largest of which held
  /// `largestInput` bytes, when it fits; else `nil`, and why. A value no
  /// larger than its largest input is not new, and only the per-value
  /// bound applies to it.
  package mutating func admit(_ value: JSONValue, madeBy: String, largestInput: Int = 0) -> BudgetReached? {
    let size = value.heldBytes(upTo: largest)
    guard size <= largest else { return .valueTooLarge(madeBy: madeBy, limit: largest) }
    guard size > largestInput else { return nil }
    guard made + size <= perEvent else { return .eventMadeTooMuch(madeBy: madeBy, limit: perEvent) }
    made += size
    return nil
  }
}

extension JSONValue {
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
