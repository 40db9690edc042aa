import MCP

/// A tool call's arguments, each read as the type its schema gives, or a
/// ``ToolFailure`` that says which was wrong and what was expected.
struct ToolArguments {
  let tool: String
  let values: [String: Value]

  /// A string, or `nil` when not given.
  func string(_ name: String) throws(ToolFailure) -> String? {
    guard let value = values[name], value != .null else { return nil }
    guard case .string(let text) = value else {
      throw .wrongArgument(name, tool: tool, expected: "a string")
    }
    return text
  }

  /// A string the call must give.
  func required(_ name: String) throws(ToolFailure) -> String {
    guard let text = try string(name) else { throw .missingArgument(name, tool: tool) }
    return text
  }

  /// A boolean, `false` when not given.
  func flag(_ name: String) throws(ToolFailure) -> Bool {
    guard let value = values[name], value != .null else { return false }
    guard case .bool(let flag) = value else { throw .wrongArgument(name, tool: tool, expected: "true or false") }
    return flag
  }

  /// A whole number from 0, or `nil` when not given.
  func count(_ name: String) throws(ToolFailure) -> Int? {
    guard let value = values[name], value != .null else { return nil }
    switch value {
    case .int(let number) where number >= 0: return number
    case .double(let number) where number >= 0 && number == number.rounded() && number < 1e9: return Int(number)
    default: throw .wrongArgument(name, tool: tool, expected: "a whole number from 0")
    }
  }

  /// One of `choices`, or `nil` when not given.
  func choice(_ name: String, among choices: [String]) throws(ToolFailure) -> String? {
    guard let text = try string(name) else { return nil }
    guard let chosen = choices.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else {
      throw .wrongArgument(name, tool: tool, expected: "one of " + choices.joined(separator: ", "))
    }
    return chosen
  }
}
