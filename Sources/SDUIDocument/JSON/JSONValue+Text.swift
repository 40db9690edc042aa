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

  /// The value as JSON indented by two spaces a level, one member or
  /// element a line (empty arrays and objects as `[ ]` and `{ }`), for
  /// people to read: what `sdui-term hierarchy` prints.
  public var indentedJSONText: String {
    var output = ""
    writeIndented(to: &output, depth: 0)
    return output
  }

  private func writeIndented(to output: inout String, depth: Int) {
    let inner = String(repeating: "  ", count: depth + 1)
    switch kind {
    case .array(let elements) where !elements.isEmpty:
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.writeIndented(to: &output, depth: depth + 1)
        output += index < elements.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: depth) + "]"
    case .object(let members) where !members.isEmpty:
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + member.key.jsonQuoted + ": "
        member.value.writeIndented(to: &output, depth: depth + 1)
        output += index < members.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: depth) + "}"
    case .array: output += "[ ]"
    case .object: output += "{ }"
    default: write(to: &output, numbers: \.jsonText)
    }
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
  /// The string as a JSON string literal, escaping quotes, backslashes,
  /// every control character (C0, DEL and C1), and the characters that
  /// reorder or hide text (bidirectional formats, line and paragraph
  /// separators): the same string when parsed, and nothing a terminal
  /// that shows the JSON would obey.
  package var jsonQuoted: String {
    var output = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || Self.isHidingFormat(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// The bidirectional formats and separators `jsonQuoted` escapes.
  private static func isHidingFormat(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
