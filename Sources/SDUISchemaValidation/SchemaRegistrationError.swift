/// Why a schema was not registered; ``description`` is the one place these
/// become text. Each names the schema location (URI and JSON Pointer) at
/// fault.
package enum SchemaRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The schema has no `$id` and was registered without a URI.
  case missingIdentifier
  /// The URI is not absolute (it has no scheme).
  case relativeIdentifier(String)
  /// A schema is already registered under the URI.
  case alreadyRegistered(String)
  /// `$schema` names a dialect other than draft 2020-12.
  case unsupportedDialect(String, at: String)
  /// A keyword the validator does not implement (and that is not an
  /// annotation of its vocabulary): validating without it would pass what
  /// the schema's author meant to reject.
  case unsupportedKeyword(String, at: String)
  /// A keyword whose value is not of the kind the keyword takes.
  case malformedKeyword(String, at: String, expected: String)
  /// A `pattern` or `patternProperties` key that RE2 does not take.
  case invalidPattern(String, at: String, reason: String)
  /// A `format` the validator does not check.
  case unsupportedFormat(String, at: String)
  /// Schemas nested deeper than the validator follows.
  case tooDeep(at: String, maximum: Int)
  /// A value where a schema (an object or a boolean) must be.
  case notASchema(at: String)

  /// The error in one sentence without a final period.
  package var description: String {
    switch self {
    case .missingIdentifier: "the schema has no $id; register it with a URI"
    case .relativeIdentifier(let uri): "'\(uri)' is not an absolute URI"
    case .alreadyRegistered(let uri): "a schema is already registered as '\(uri)'"
    case .unsupportedDialect(let dialect, let location):
      "\(location): '\(dialect)' is not JSON Schema draft 2020-12, the only dialect validated"
    case .unsupportedKeyword(let keyword, let location): "\(location): the keyword '\(keyword)' is not supported"
    case .malformedKeyword(let keyword, let location, let expected):
      "\(location): '\(keyword)' must be \(expected)"
    case .invalidPattern(let pattern, let location, let reason):
      "\(location): the pattern \(pattern) is not one RE2 takes (\(reason))"
    case .unsupportedFormat(let format, let location): "\(location): the format '\(format)' is not supported"
    case .tooDeep(let location, let maximum): "\(location): schemas nest deeper than \(maximum) levels"
    case .notASchema(let location): "\(location): expected a schema (an object or a boolean)"
    }
  }
}
