/// Turns a screen document into one component tree plus diagnostics.
///
/// Content problems never throw: the result always carries every node that
/// could be read, and every problem as a ``Diagnostic`` with file,
/// line:column and JSON path. Only the dialect of the root decides how the
/// whole document is read (`_:component` → Nimbus, `_beagleComponent_` →
/// Beagle) unless ``Options/dialect`` says otherwise.
///
/// ```swift
/// let screen = ScreenDecoder().decode(Array(#"{"_:component": "layout:text"}"#.utf8))
/// screen.dialect       // .nimbus
/// screen.root?.id      // "nimbus:1"
/// screen.hasErrors     // false
/// ```
public struct ScreenDecoder: Sendable {
  /// How to decode.
  public struct Options: Sendable {
    /// The dialects a document may be written in, in the order detection
    /// tries them.
    public var dialects: [Dialect]
    /// The dialect to read, or `nil` to detect it from the root.
    public var dialect: Dialect?
    /// The file or URL named in diagnostics.
    public var file: String?
    /// Libraries added to the dialect's built-ins; later ones win.
    public var libraries: [Library]
    /// JSON limits.
    public var json: JSONParser.Options
    /// Whether the document is all there will be (a file checked), not a
    /// stream's lines so far: what a whole one leaves unbound is then a
    /// mistake to warn of, not data still to come.
    public var isComplete: Bool

    /// Creates options that detect a document's dialect among `dialects`
    /// (SDUIDialects gives every dialect's by default).
    public init(
      dialects: [Dialect], dialect: Dialect? = nil, file: String? = nil, libraries: [Library] = [],
      json: JSONParser.Options = .init(), isComplete: Bool = false
    ) {
      self.dialects = dialects
      self.dialect = dialect
      self.file = file
      self.libraries = libraries
      self.json = json
      self.isComplete = isComplete
    }
  }

  /// The options in force.
  public var options: Options

  /// Creates a decoder.
  public init(options: Options) {
    self.options = options
  }

  /// Parses and decodes a document given as UTF-8 bytes.
  public func decode(_ bytes: [UInt8]) -> DecodedScreen {
    for dialect in options.dialect.map({ [$0] }) ?? options.dialects {
      if let screen = dialect.definition.readDocument(bytes, options: options, forced: options.dialect != nil) {
        return screen
      }
    }
    do {
      return decode(try JSONParser(options: options.json).parse(bytes))
    } catch {
      let diagnostic = Diagnostic(.invalidJSON(error), at: error.location, path: .root, file: options.file)
      return DecodedScreen(root: nil, dialect: options.dialect, diagnostics: [diagnostic])
    }
  }

  /// Decodes a parsed document.
  public func decode(_ json: JSONValue) -> DecodedScreen {
    guard json.objectMembers != nil else {
      let diagnostic = Diagnostic(
        .rootNotObject(found: json.typeName), at: json.location, path: .root, file: options.file)
      return DecodedScreen(root: nil, dialect: options.dialect, diagnostics: [diagnostic])
    }
    guard let dialect = options.dialect ?? Dialect.detect(root: json, among: options.dialects) else {
      let misspelled = DialectDecoding.misspelledComponentKey(in: json)
      let diagnostic = Diagnostic(
        .undetectedDialect(misspelledKey: misspelled?.key), at: json.location, path: .root, file: options.file)
      return DecodedScreen(root: nil, dialect: nil, diagnostics: [diagnostic])
    }
    var registry = Registry.described(for: dialect)
    for library in options.libraries { registry.merge(library) }
    let context = DecodingContext(dialect: dialect, registry: registry, file: options.file)
    let decoder = dialect.definition.makeDecoder(context: context)
    var root = decoder.decodeNode(json, path: .root)
    context.checkStateUses(ambient: dialect.definition.rules.ambientStates)
    if var assigned = root {
      // Let go of the other reference, so that assigning ids changes the
      // tree in place instead of copying it.
      root = nil
      var ids = IdAssigner(dialect: dialect)
      ids.assign(&assigned)
      for duplicate in ids.duplicates {
        context.report(
          .duplicateId(id: duplicate.id, firstPath: duplicate.firstPath), at: duplicate.location, path: duplicate.path)
      }
      root = assigned
    }
    var decoded = DecodedScreen(root: root, dialect: dialect, diagnostics: context.diagnostics)
    decoded.file = options.file
    return decoded
  }
}

/// The result of decoding: the tree, if the document had a component root,
/// and every problem found.
public struct DecodedScreen: Sendable {
  /// The root node, `nil` when the document is not a component at all.
  public var root: ComponentNode?
  /// The dialect read, `nil` when it could not be detected.
  public var dialect: Dialect?
  /// Every problem found, in document order.
  package var diagnostics: [Diagnostic]
  /// The file or URL it was read from, as the decoder was told.
  package var file: String?
  /// What the dialect holds of the document besides its tree, as JSON
  /// (an A2UI stream's message processor: its surfaces), `nil` when the
  /// tree is all there is.
  package var heldState: JSONValue?

  /// Creates a result.
  public init(root: ComponentNode?, dialect: Dialect?, diagnostics: [Diagnostic]) {
    self.root = root
    self.dialect = dialect
    self.diagnostics = diagnostics.sorted { $0.location < $1.location }
  }

  /// Whether any diagnostic is an error.
  package var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
