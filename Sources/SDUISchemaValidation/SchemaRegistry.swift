import SDUIDocument

/// JSON Schemas (draft 2020-12, the keywords ``SchemaChecker/shapes``
/// lists) by their absolute URIs, and the validation of instances against
/// them, bounded by ``limits`` whatever the instance holds.
///
/// `format` is asserted (`date`, `time`, `date-time`, `uri`), as A2UI's
/// test runner asserts it with ajv-formats; `pattern` runs in RE2.
///
/// ```swift
/// var registry = SchemaRegistry(vocabulary: .a2uiCatalogs)
/// try registry.register(commonTypes)
/// try registry.register(basicCatalog, as: "https://a2ui.org/specification/v0_9/catalog.json")
/// try registry.register(serverToClient)
/// registry.validate(message, against: "https://a2ui.org/specification/v0_9/server_to_client.json")
/// // [2:26 $.updateComponents.components[0].component:
/// //   'Buton' is none of Text, Image, Icon, Video, AudioPlayer, Row, … (oneOf)]
/// ```
package struct SchemaRegistry: Sendable {
  /// The keywords taken besides those validated.
  package let vocabulary: SchemaVocabulary
  /// The bounds of each validation.
  package var limits: SchemaLimits
  /// The schemas, each resource (a root or a nested `$id`) by its URI.
  private var resources: [String: JSONValue] = [:]

  /// An empty registry.
  package init(vocabulary: SchemaVocabulary = .draft2020, limits: SchemaLimits = SchemaLimits()) {
    self.vocabulary = vocabulary
    self.limits = limits
  }

  /// Registers `schema` under its `$id`, which must be an absolute URI.
  package mutating func register(_ schema: JSONValue) throws(SchemaRegistrationError) {
    guard let identifier = schema["$id"]?.stringValue else { throw .missingIdentifier }
    try register(schema, as: identifier)
  }

  /// Registers `schema` under `uri`, whatever its `$id` says: the base its
  /// relative references resolve against (A2UI's test runner registers the
  /// basic catalog as `…/v0_9/catalog.json` this way).
  package mutating func register(_ schema: JSONValue, as uri: String) throws(SchemaRegistrationError) {
    let document = SchemaURI.split(uri).document
    guard SchemaURI.isAbsolute(document) else { throw .relativeIdentifier(uri) }
    var checker = SchemaChecker(vocabulary: vocabulary)
    try checker.check(schema, at: SchemaLocation(documentURI: document, tokens: []), base: document)
    let added = [(document, schema)] + checker.embeddedResources.map { ($0.uri, $0.schema) }
    for (resourceURI, _) in added where resources[resourceURI] != nil { throw .alreadyRegistered(resourceURI) }
    for (resourceURI, resource) in added { resources[resourceURI] = resource }
  }

  /// Whether a schema is registered under `uri` (without a fragment).
  package func isRegistered(_ uri: String) -> Bool {
    resources[SchemaURI.split(uri).document] != nil
  }

  /// The ways `instance` fails the schema at `uri` (absolute, with an
  /// optional JSON Pointer fragment); none when it is valid. At most
  /// ``SchemaLimits/maximumViolations`` are reported, and one more when
  /// others were left out; validation that passes the limits' work or
  /// depth stops with a violation saying so.
  package func validate(_ instance: JSONValue, against uri: String) -> [SchemaViolation] {
    var evaluator = SchemaEvaluator(registry: self, limits: limits)
    return evaluator.validate(instance, against: uri)
  }

  /// The schema `uri` (absolute, with an optional JSON Pointer fragment)
  /// points to, its location and base URI; `nil` when nothing is there.
  func schema(at uri: String) -> ResolvedSchema? {
    let (document, fragment) = SchemaURI.split(uri)
    guard var schema = resources[document] else { return nil }
    var location = SchemaLocation(documentURI: document, tokens: [])
    var base = document
    guard let fragment, !fragment.isEmpty else { return ResolvedSchema(schema: schema, location: location, base: base) }
    guard fragment.hasPrefix("/") else { return nil }
    for escaped in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let token = Self.unescape(String(escaped))
      if let elements = schema.arrayElements {
        guard let index = Int(token), elements.indices.contains(index) else { return nil }
        schema = elements[index]
      } else {
        guard let member = schema[token] else { return nil }
        schema = member
      }
      location = location.appending(token)
      if let identifier = schema["$id"]?.stringValue {
        base = SchemaURI.split(SchemaURI.resolve(identifier, against: base)).document
        location = SchemaLocation(documentURI: base, tokens: [])
      }
    }
    return ResolvedSchema(schema: schema, location: location, base: base)
  }

  /// A pointer's token with `%XX`, `~1` and `~0` undone.
  private static func unescape(_ token: String) -> String {
    token.removingPercentEscapes.replacingAll("~1", with: "/").replacingAll("~0", with: "~")
  }
}
