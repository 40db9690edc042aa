import SDUIDocument

/// One way an instance fails its schema: where in the instance, which
/// keyword of which schema, and why.
package struct SchemaViolation: Sendable, Equatable, CustomStringConvertible {
  /// The failing value's path in the instance.
  package var instancePath: JSONPath
  /// Where the failing value starts in the instance's text (unknown for
  /// values not parsed from text).
  package var location: SourceLocation
  /// The keyword that failed (`required`, `type`, `oneOf`…).
  package var keyword: String
  /// The failing keyword's absolute location: its schema's URI with a JSON
  /// Pointer fragment, as `https://…/common_types.json#/$defs/DataBinding/required`.
  package var schemaLocation: String
  /// Why.
  package var failure: SchemaFailure

  /// Creates a violation.
  package init(
    instancePath: JSONPath, location: SourceLocation, keyword: String, schemaLocation: String, failure: SchemaFailure
  ) {
    self.instancePath = instancePath
    self.location = location
    self.keyword = keyword
    self.schemaLocation = schemaLocation
    self.failure = failure
  }

  /// The message alone: "'label' is required".
  package var message: String { failure.description }

  /// The violation on one line: `1:15 components[0]: 'label' is required (required)`.
  package var description: String {
    let place = location.isKnown ? "\(location) " : ""
    return "\(place)\(instancePath): \(message) (\(keyword))"
  }
}
