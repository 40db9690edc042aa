extension JSONValue {
  /// The value as compact JSON, members in document order.
  ///
  /// Integers print without a fraction and doubles always with one or an
  /// exponent, so the text reads back as the same ``JSONNumber`` case:
  /// `{"a":[1,2.5,"x"],"b":null}`.
  public var jsonText: String { jsonText(numbers: \.jsonText) }

  /// The value as compact JSON whose numbers are printed by `numbers`:
  /// Beagle prints `[1,3,2]` for `[1, 3.0, 2]`, as JavaScript does.
  public func jsonText(numbers: (JSONNumber) -> String) -> String {
    var output = ""
    write(to: &output, numbers: numbers)
    return output
  }

  private func write(to output: inout String, numbers: (JSONNumber) -> String) {
    switch kind {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += numbers(number)
    case .string(let text): output += text.jsonQuoted
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output, numbers: numbers)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        output += member.key.jsonQuoted
        output += ":"
        member.value.write(to: &output, numbers: numbers)
      }
      output += "}"
    }
  }
}

extension JSONNumber {
  /// The number as JSON text: `5`, `5.0`, `1.0e+300`.
  public var jsonText: String {
    switch self {
    case .integer(let value): return String(value)
    case .double(let value):
      guard value.isFinite else { return "null" }
      let text = String(value)
      if text.contains(".") || text.contains("e") { return text }
      return text + ".0"
    }
  }
}

extension String {
  /// The string as a JSON string literal, escaping quotes, backslashes and
  /// every control character.
  package var jsonQuoted: String {
    var output = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
