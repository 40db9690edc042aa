import SDUIDocument

/// One reading of a template (``ExpressionParser``): its Unicode scalars,
/// the position reached and the `${` and `(` open around it.
struct TemplateScanner {
  private let scalars: [Unicode.Scalar]
  private let maximumNesting: Int
  private var position = 0
  /// Where each `${` still open starts, innermost last.
  private var openInterpolations: [Int] = []
  /// The interpolations and calls open.
  private var depth = 0

  init(_ scalars: [Unicode.Scalar], maximumNesting: Int) {
    self.scalars = scalars
    self.maximumNesting = maximumNesting
  }

  /// The whole template's parts, adjacent literal strings joined (text
  /// and string literals gather in one run until another part comes).
  mutating func template() throws(ExpressionParseError) -> [DynamicValue] {
    var parts: [DynamicValue] = []
    var text = ""
    while let scalar = current {
      if scalar == "\\", peek(1) == "$", peek(2) == "{" {
        text += "${"
        position += 3
      } else if scalar == "$", peek(1) == "{" {
        let part = try interpolation()
        if case .literal(let literal) = part, let string = literal.stringValue {
          text += string
        } else {
          if !text.isEmpty { parts.append(.literal(JSONValue(.string(text)))) }
          text = ""
          parts.append(part)
        }
      } else {
        text.unicodeScalars.append(scalar)
        position += 1
      }
    }
    if !text.isEmpty { parts.append(.literal(JSONValue(.string(text)))) }
    return parts
  }

  /// `${ expression }`, from its `$`.
  private mutating func interpolation() throws(ExpressionParseError) -> DynamicValue {
    let start = position
    try enterNesting(at: start)
    openInterpolations.append(start)
    position += 2
    skipWhitespace()
    let value = try expression()
    skipWhitespace()
    guard try next() == "}" else { throw .unexpectedCharacters(snippet(), offset: position) }
    position += 1
    openInterpolations.removeLast()
    depth -= 1
    return value
  }

  /// One expression: a nested interpolation, a literal, a path or a call.
  private mutating func expression() throws(ExpressionParseError) -> DynamicValue {
    let scalar = try next()
    if scalar == "$", peek(1) == "{" { return try interpolation() }
    if scalar == "'" || scalar == "\"" { return .literal(JSONValue(.string(try quoted()))) }
    if Self.isDigit(scalar) || (scalar == "-" && peek(1).map(Self.isDigit) == true) { return try number() }
    guard scalar == "/" || Self.isIdentifierStart(scalar) else {
      throw .expectedValue(found: describe(scalar), offset: position)
    }
    let start = position
    while let next = current, Self.isPathCharacter(next) { position += 1 }
    let token = String(String.UnicodeScalarView(scalars[start..<position]))
    if current == "(" {
      guard token.unicodeScalars.allSatisfy(Self.isIdentifierCharacter), !Self.isDigit(scalars[start]) else {
        throw .invalidFunctionName(token, offset: start)
      }
      return .call(try call(named: token, at: start))
    }
    switch token {
    case "true": return .literal(true)
    case "false": return .literal(false)
    case "null": return .literal(.null)
    default: return .binding(path: token)
    }
  }

  /// `name(argument: value, …)`, from its `(`.
  private mutating func call(named name: String, at start: Int) throws(ExpressionParseError) -> FunctionCall {
    try enterNesting(at: position)
    position += 1
    var arguments: [FunctionCall.Argument] = []
    skipWhitespace()
    if try next() == ")" {
      position += 1
      depth -= 1
      return FunctionCall(name: name, arguments: arguments)
    }
    while true {
      skipWhitespace()
      let nameStart = position
      guard Self.isIdentifierStart(try next()) else {
        throw .expectedArgumentName(found: describe(try next()), offset: position)
      }
      while let next = current, Self.isIdentifierCharacter(next) { position += 1 }
      let argument = String(String.UnicodeScalarView(scalars[nameStart..<position]))
      guard !arguments.contains(where: { $0.name == argument }) else {
        throw .duplicateArgument(argument, offset: nameStart)
      }
      skipWhitespace()
      guard try next() == ":" else { throw .expectedColonAfterArgumentName(argument, offset: position) }
      position += 1
      skipWhitespace()
      arguments.append(FunctionCall.Argument(name: argument, value: try expression()))
      skipWhitespace()
      switch try next() {
      case ",": position += 1
      case ")":
        position += 1
        depth -= 1
        return FunctionCall(name: name, arguments: arguments)
      case let found: throw .expectedCommaAfterFunctionArguments(found: describe(found), offset: position)
      }
    }
  }

  /// A quoted string, from its quote, its escapes read: `\n`, `\t`, `\r`,
  /// `\b`, `\f`, `\uXXXX`, and a backslash before any other character is
  /// that character.
  private mutating func quoted() throws(ExpressionParseError) -> String {
    let start = position
    let quote = scalars[position]
    position += 1
    var text = String.UnicodeScalarView()
    while let scalar = current, scalar != quote {
      position += 1
      guard scalar == "\\" else {
        text.append(scalar)
        continue
      }
      guard let escaped = current else { break }
      position += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "b": text.append("\u{8}")
      case "f": text.append("\u{C}")
      case "u": text.append(unicodeEscape() ?? "u")
      default: text.append(escaped)
      }
    }
    guard current == quote else { throw .unterminatedString(offset: start) }
    position += 1
    return String(text)
  }

  /// The scalar of the four hex digits after `\u`, when they are there.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard position + 4 <= scalars.count,
      let code = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16),
      let scalar = Unicode.Scalar(code)
    else { return nil }
    position += 4
    return scalar
  }

  /// A number: an optional `-`, digits, and at most one `.` with digits
  /// after it; integers that fit an `Int` stay integers.
  private mutating func number() throws(ExpressionParseError) -> DynamicValue {
    let start = position
    if current == "-" { position += 1 }
    while let next = current, Self.isDigit(next) || next == "." || Self.isIdentifierCharacter(next) { position += 1 }
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    let digits = pieces.map { $0.drop { $0 == "-" } }
    guard pieces.count <= 2, digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
      throw .invalidNumberLiteral(text, offset: start)
    }
    if pieces.count == 1, let integer = Int(text) { return .literal(JSONValue(.number(.integer(integer)))) }
    guard let double = Double(text), double.isFinite else { throw .invalidNumberLiteral(text, offset: start) }
    return .literal(JSONValue(.number(.double(double))))
  }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func peek(_ distance: Int) -> Unicode.Scalar? {
    position + distance < scalars.count ? scalars[position + distance] : nil
  }

  /// The scalar at the position; at the end, the innermost `${` is unclosed.
  private func next() throws(ExpressionParseError) -> Unicode.Scalar {
    guard let scalar = current else { throw .unclosedInterpolation(offset: openInterpolations.last ?? position) }
    return scalar
  }

  private mutating func enterNesting(at offset: Int) throws(ExpressionParseError) {
    guard depth < maximumNesting else { throw .nestingTooDeep(limit: maximumNesting, offset: offset) }
    depth += 1
  }

  private mutating func skipWhitespace() {
    while let scalar = current, scalar.properties.isWhitespace { position += 1 }
  }

  /// The text from the position to the next `}` or the end, at most 20
  /// scalars, for a message.
  private func snippet() -> String {
    let end = scalars[position...].firstIndex(of: "}") ?? scalars.count
    return String(String.UnicodeScalarView(scalars[position..<min(end, position + 20)]))
  }

  private func describe(_ scalar: Unicode.Scalar) -> String { "'\(scalar)'" }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }

  /// What a path is made of besides letters and digits: `/`, `.`, `-`,
  /// `_` and `~` (its escapes).
  private static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierCharacter(scalar) || ["/", ".", "-", "~"].contains(scalar)
  }
}
