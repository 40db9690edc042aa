/// A strict RFC 8259 JSON parser over UTF-8 bytes that keeps positions,
/// member order and the integer/double distinction.
///
/// It is one pass with no `Any` bridging. Errors are ``JSONParseError``
/// values with a line:column; it never crashes on hostile input: invalid
/// UTF-8, lone surrogates, numbers out of range and nesting deeper than
/// `Options.maximumDepth` are all errors.
///
/// Policies where RFC 8259 leaves a choice:
/// - A leading UTF-8 byte order mark is skipped (the RFC allows ignoring it).
/// - Integers too large for `Int` become doubles; numbers whose magnitude
///   overflows a `Double` (`1e400`) are errors.
/// - Duplicate keys are kept in order; lookups take the last one.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"a": [1, 2.0]}"#)
/// // value["a"] is [.integer(1), .double(2.0)], located at 1:7
/// try JSONParser.parse("[1,]")
/// // throws: expected a value, found ']' at 1:4
/// ```
public struct JSONParser: Sendable {
  /// Limits that keep hostile documents from exhausting the stack.
  public struct Options: Sendable {
    /// How deeply arrays and objects may nest; the default is 512.
    package var maximumDepth: Int
    /// How many values the document may hold, its arrays and objects
    /// among them; no bound by default.
    package var maximumValues: Int

    /// Creates options.
    public init(maximumDepth: Int = 512) {
      self.maximumDepth = maximumDepth
      maximumValues = .max
    }

    /// Options that take at most `maximumValues` values.
    package init(maximumDepth: Int = 512, maximumValues: Int) {
      self.maximumDepth = maximumDepth
      self.maximumValues = maximumValues
    }
  }

  /// The options in force.
  public var options: Options

  /// Creates a parser.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Parses a complete document.
  ///
  /// - Parameter bytes: The document as UTF-8.
  /// - Returns: The root value.
  /// - Throws: ``JSONParseError`` for anything that is not exactly one JSON value.
  public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer, maximumDepth: options.maximumDepth, maximumValues: options.maximumValues)
      do throws(JSONParseError) {
        return .success(try scanner.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses a document with default options.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try JSONParser().parse(bytes)
  }

  /// Parses a document given as text, with default options.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser().parse(Array(text.utf8))
  }
}
