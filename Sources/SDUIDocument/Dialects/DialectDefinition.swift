/// What a dialect's documents mean, as far as reading them goes: its keys,
/// its built-ins, how its decoder reads a node and an action, how it turns
/// values into text, its rules for names, and its schema's shapes.
///
/// Each dialect defines it once, in its own folder; the engine and the
/// layout refine it (`DialectEngine`, `DialectLayout`) in theirs. The code
/// around it asks these questions and never names a dialect.
package protocol DialectDefinition: AnyObject, Sendable {
  /// The name as the command line takes it: `nimbus`.
  var name: String { get }
  /// The name in prose: `Nimbus`.
  var displayName: String { get }
  /// The key that names a component's type: `_:component`.
  var componentKey: String { get }
  /// The key that names an action's type: `_:action`.
  var actionKey: String { get }
  /// The dialect's built-in components, actions and operations, described.
  var builtinLibraries: [Library] { get }
  /// What sdui-term does with each property of each built-in component.
  var propertySupport: PropertySupportIndex { get }
  /// What the dialect's readers allow and report; see ``DialectRules``.
  var rules: DialectRules { get }
  /// The grammar's choices inside `@{...}`.
  var expressionSyntax: ExpressionSyntax { get }
  /// How the accessibility audit words its advice.
  var accessibilityWording: AccessibilityWording { get }

  /// The keys a node holds besides its type key and its properties, as
  /// an editor offers them: `id`, `state`, `children`...
  func structuralKeys(of component: ComponentDescriptor?) -> [String]

  /// The navigation actions whose `url` names a screen, by canonical name.
  var routeActions: Set<String> { get }

  /// The keys an action holds besides its type key and its arguments.
  var actionStructuralKeys: [String] { get }

  /// The whole document read the dialect's own way (a stream of messages
  /// rather than one component tree), or `nil` when the bytes are not
  /// written in it; `forced` when the user named the dialect, which then
  /// reads whatever it is given. The default reads none.
  func readDocument(_ bytes: [UInt8], options: ScreenDecoder.Options, forced: Bool) -> DecodedScreen?

  /// Whether a document's root object is written in the dialect.
  func writes(root: JSONValue) -> Bool

  /// Whether `head`, the whole lines of a document come so far, begins a
  /// stream of the dialect that is shown as its lines come (an agent's
  /// JSON Lines on standard input) rather than once it has all come. The
  /// default streams none.
  func streams(_ head: [UInt8]) -> Bool

  /// A decoder of the dialect's nodes and actions, reporting to `context`.
  func makeDecoder(context: DecodingContext) -> any DialectDecoder

  /// Why `name` cannot be declared as a state beyond the rules every
  /// dialect shares (word characters, not a literal), or `nil`.
  func stateNameProblem(_ name: String) -> String?

  /// A number as the dialect prints it.
  func text(of number: JSONNumber) -> String

  /// An array or object as the dialect prints it inside a template.
  func text(ofCompound value: JSONValue) -> String

  /// Whether `sdui-term schema` writes a schema of the dialect's screens
  /// (a dialect with JSON Schemas of its own has them instead).
  var writesScreenSchema: Bool { get }

  /// The keys a node may hold in the schema, after its type key and `id`.
  func schemaNodeKeys(_ shapes: ScreenShapes, children: JSONValue) -> [(key: String, value: JSONValue)]

  /// How the schema reads an action object once its type key is a string.
  func schemaActionBody(_ shapes: ScreenShapes) -> SchemaObject

  /// The dialect's own shared definitions in the schema.
  func schemaDefinitions(_ shapes: ScreenShapes, entries: EntrySchemas) -> [(key: String, value: JSONValue)]

  /// The schema of a registered component.
  func schemaComponent(_ descriptor: ComponentDescriptor, entries: EntrySchemas) -> JSONValue

  /// The schema of a registered action.
  func schemaAction(_ descriptor: ActionDescriptor, entries: EntrySchemas) -> JSONValue
}

extension DialectDefinition {
  /// A dialect whose documents are one component tree reads none its own
  /// way: the decoder parses the JSON and asks ``writes(root:)``.
  package func readDocument(_ bytes: [UInt8], options: ScreenDecoder.Options, forced: Bool) -> DecodedScreen? {
    nil
  }

  /// Whether a document's root object is written in the dialect: it holds
  /// the dialect's component key.
  package func writes(root: JSONValue) -> Bool {
    root.member(named: componentKey) != nil
  }

  /// A document of one component tree is shown once it has all come.
  package func streams(_ head: [UInt8]) -> Bool { false }

  /// Screens of one component tree have the schema `sdui-term schema` writes.
  package var writesScreenSchema: Bool { true }
}
