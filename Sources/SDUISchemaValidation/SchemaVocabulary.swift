/// The keywords a registry takes besides those it validates: annotations,
/// which say nothing of validity, and maps of named subschemas that
/// `$ref`s point into. Any other keyword it does not implement makes
/// registration fail.
package struct SchemaVocabulary: Sendable, Equatable {
  /// Keywords taken and left alone, whatever their value.
  package var annotationKeywords: Set<String>
  /// Keywords whose value is an object of subschemas, as `$defs` is.
  package var schemaMapKeywords: Set<String>

  /// Creates a vocabulary.
  package init(annotationKeywords: Set<String>, schemaMapKeywords: Set<String>) {
    self.annotationKeywords = annotationKeywords
    self.schemaMapKeywords = schemaMapKeywords
  }

  /// Draft 2020-12's meta-data vocabulary and `$comment`.
  package static let draft2020 = SchemaVocabulary(
    annotationKeywords: [
      "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "$comment",
    ],
    schemaMapKeywords: [])

  /// Draft 2020-12's, with what A2UI's catalogs add: `catalogId`, OpenAPI's
  /// `discriminator` (a hint to generators; `oneOf` decides), and the
  /// `components` and `functions` that `anyComponent` and `anyFunction`
  /// refer to.
  package static let a2uiCatalogs = SchemaVocabulary(
    annotationKeywords: draft2020.annotationKeywords.union(["catalogId", "discriminator"]),
    schemaMapKeywords: ["components", "functions"])
}
