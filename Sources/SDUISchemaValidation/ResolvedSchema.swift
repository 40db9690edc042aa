import SDUIDocument

/// A schema found by URI: the schema, where it is, and the base its
/// references resolve against.
struct ResolvedSchema {
  /// The schema.
  var schema: JSONValue
  /// Where it is.
  var location: SchemaLocation
  /// Its base URI.
  var base: String
}
