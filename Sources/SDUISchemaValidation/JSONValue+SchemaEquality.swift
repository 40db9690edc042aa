import SDUIDocument

extension JSONValue {
  /// Equality as `const` and `enum` compare: numbers by value (`1` is
  /// `1.0`), objects as maps, arrays element by element.
  func isSchemaEqual(to other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.number(let left), .number(let right)): return left.isSameNumber(as: right)
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.isSchemaEqual(to: $1) }
    case (.object(let left), .object(let right)):
      let leftMap = Self.lastMembers(left)
      let rightMap = Self.lastMembers(right)
      guard leftMap.count == rightMap.count else { return false }
      return leftMap.allSatisfy { key, value in rightMap[key].map { value.isSchemaEqual(to: $0) } ?? false }
    default: return self == other
    }
  }

  private static func lastMembers(_ members: [JSONMember]) -> [String: JSONValue] {
    var map: [String: JSONValue] = [:]
    for member in members { map[member.key] = member.value }
    return map
  }
}
