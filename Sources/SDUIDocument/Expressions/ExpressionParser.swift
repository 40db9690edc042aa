/// Parses the code between `@{` and `}` by a dialect's grammar.
///
/// Both dialects: `literal | operation | reference`, operations nest, and
/// whitespace is allowed around operation arguments but nowhere else (so
/// `@{ name }` is invalid). Strings are single-quoted; `\'` is a quote.
/// Differences (spec nimbus §3.3, beagle §4.3):
/// - Nimbus numbers are unsigned (`-1` is invalid: write `subtract(0, 1)`);
///   Beagle accepts a leading `-`.
/// - Nimbus operation names are `\w+`; Beagle's need a letter or `_`.
/// - Beagle strings also read `\\` as one backslash; Nimbus keeps every
///   other backslash as written.
/// Beagle's iOS parser also rejects ids that merely start with `true`,
/// `false` or `null` (`@{nullable}`); sdui-term reads them as ids, as the
/// web core does.
///
/// ```swift
/// let parser = ExpressionParser(dialect: .nimbus)
/// try parser.parse("sum(a, 1)", offset: 2, in: "@{sum(a, 1)}")
/// // .operation("sum", [.reference(StatePath("a")), .literal(1)])
/// try parser.parse("sum(a,", offset: 2, in: "@{sum(a,}")
/// // throws: expected an argument at column 9
/// ```
public struct ExpressionParser: Sendable {
  /// The dialect whose grammar is used.
  public let dialect: Dialect

  /// Creates a parser.
  public init(dialect: Dialect) {
    self.dialect = dialect
  }

  /// Parses `code`, which starts at scalar `offset` of `source`.
  public func parse(_ code: String, offset: Int, in source: String) throws(ExpressionError) -> Expression {
    var cursor = Cursor(scalars: Array(code.unicodeScalars), offset: offset, source: source, dialect: dialect)
    guard !cursor.atEnd else { throw cursor.error("expected an expression") }
    let expression = try cursor.parseExpression()
    guard cursor.atEnd else { throw cursor.error("unexpected \(cursor.describeCurrent()) after the expression") }
    return expression
  }
}

private struct Cursor {
  let scalars: [Unicode.Scalar]
  let offset: Int
  let source: String
  let dialect: Dialect
  var index = 0
  var depth = 0

  init(scalars: [Unicode.Scalar], offset: Int, source: String, dialect: Dialect) {
    self.scalars = scalars
    self.offset = offset
    self.source = source
    self.dialect = dialect
  }

  var atEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

  func error(_ message: String, at position: Int? = nil) -> ExpressionError {
    ExpressionError(message, column: offset + (position ?? index) + 1, source: source)
  }

  func describeCurrent() -> String {
    guard let current else { return "end of expression" }
    return current == " " ? "a space" : "'\(current)'"
  }

  static func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "(" || scalar == ")" || scalar == "," || scalar == "'" || scalar == " " || scalar == "\t"
      || scalar == "\n" || scalar == "\r"
  }

  mutating func skipWhitespace() {
    while let current, current == " " || current == "\t" || current == "\n" || current == "\r" { index += 1 }
  }

  mutating func parseExpression() throws(ExpressionError) -> Expression {
    guard let first = current else { throw error("expected an argument") }
    if first == "'" { return .literal(JSONValue(.string(try parseString()))) }
    let start = index
    while let current, !Self.isDelimiter(current) { index += 1 }
    guard index > start else {
      throw error(
        first == "," || first == ")" ? "expected an argument" : "expected an expression, found \(describeCurrent())")
    }
    let atom = String(String.UnicodeScalarView(scalars[start..<index]))
    if current == "(" { return try parseOperation(named: atom, at: start) }
    if let literal = Self.literal(atom, dialect: dialect) { return .literal(literal) }
    guard let path = ExpressionParsing.statePath(atom) else {
      throw error("expected a literal, an operation or a state path, found '\(atom)'", at: start)
    }
    return .reference(path)
  }

  mutating func parseOperation(named name: String, at start: Int) throws(ExpressionError) -> Expression {
    guard Self.isOperationName(name, dialect: dialect) else {
      throw error("'\(name)' is not an operation name", at: start)
    }
    depth += 1
    guard depth <= 256 else { throw error("operations nested deeper than 256 levels") }
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    var arguments: [Expression] = []
    if current == ")" {
      index += 1
      return .operation(name, arguments)
    }
    while true {
      skipWhitespace()
      arguments.append(try parseExpression())
      skipWhitespace()
      switch current {
      case ",": index += 1
      case ")":
        index += 1
        return .operation(name, arguments)
      case nil: throw error("expected ',' or ')' to close '\(name)('")
      default: throw error("expected ',' or ')' after an argument, found \(describeCurrent())")
      }
    }
  }

  mutating func parseString() throws(ExpressionError) -> String {
    let start = index
    index += 1
    var text = String.UnicodeScalarView()
    while let current {
      if current == "'" {
        index += 1
        return String(text)
      }
      if current == "\\", index + 1 < scalars.count {
        let next = scalars[index + 1]
        if next == "'" || (dialect.definition.expressionSyntax.escapesBackslash && next == "\\") {
          text.append(next)
          index += 2
          continue
        }
      }
      text.append(current)
      index += 1
    }
    throw error("expected a closing quote for the string", at: start)
  }

  static func literal(_ atom: String, dialect: Dialect) -> JSONValue? {
    switch atom {
    case "true": return true
    case "false": return false
    case "null": return .null
    default: break
    }
    var digits = Substring(atom)
    if dialect.definition.expressionSyntax.negativeNumbers, digits.first == "-" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }) else {
      return nil
    }
    if parts.count == 1, let integer = Int(atom) { return JSONValue(.number(.integer(integer))) }
    return Double(atom).map { JSONValue(.number(.double($0))) }
  }

  static func isOperationName(_ name: String, dialect: Dialect) -> Bool {
    let scalars = name.unicodeScalars
    guard !scalars.isEmpty, scalars.allSatisfy(ExpressionParsing.isWord) else { return false }
    return dialect.definition.expressionSyntax.digitsAreNames || scalars.contains { !("0"..."9").contains($0) }
  }

  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    ExpressionParsing.isWord(scalar)
  }
}

/// Grammar pieces shared by the parser and state writes.
package enum ExpressionParsing {
  /// `id([n])*(.key([n])*)*` with ids and keys of word characters.
  package static func statePath(_ atom: String) -> StatePath? {
    let scalars = Array(atom.unicodeScalars)
    var index = 0
    func word() -> String? {
      let start = index
      while index < scalars.count, isWord(scalars[index]) { index += 1 }
      return index > start ? String(String.UnicodeScalarView(scalars[start..<index])) : nil
    }
    func indices() -> [JSONPath.Component]? {
      var found: [JSONPath.Component] = []
      while index < scalars.count, scalars[index] == "[" {
        index += 1
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        guard index > start, index < scalars.count, scalars[index] == "]",
          let value = Int(String(String.UnicodeScalarView(scalars[start..<index])))
        else { return nil }
        index += 1
        found.append(.index(value))
      }
      return found
    }
    guard let root = word(), var components = indices() else { return nil }
    while index < scalars.count {
      guard scalars[index] == "." else { return nil }
      index += 1
      guard let key = word(), let more = indices() else { return nil }
      components.append(.key(key))
      components += more
    }
    return StatePath(root, components)
  }

  package static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
