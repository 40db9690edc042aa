/// The components, actions and operations a screen can use, merged from
/// libraries in order (later registrations win).
///
/// ```swift
/// let registry = Registry.described(for: .beagle)
/// registry.components.lookup("beagle:ScrollView")?.name // "beagle:scrollView"
/// ```
public struct Registry: Sendable {
  /// Components by lower-cased qualified name.
  package private(set) var components = NameTable<ComponentDescriptor>()
  /// Actions by lower-cased qualified name.
  package private(set) var actions = NameTable<ActionDescriptor>()
  /// Operations by lower-cased bare name.
  package private(set) var operations = NameTable<OperationDescriptor>()
  /// The catalogs the libraries are (``Library/catalog(_:)``): each id,
  /// with the namespace of the library it is.
  package private(set) var catalogs: [(id: String, namespace: String)] = []

  /// The names of every operation, built-in and added, as screens write
  /// them: for tools that list or exercise them (`make fuzz`).
  public var operationNames: [String] { operations.names }
  /// The dialect the registry serves.
  public let dialect: Dialect

  /// Creates a registry from libraries, merged in order.
  public init(dialect: Dialect, libraries: [Library]) {
    self.dialect = dialect
    for library in libraries { merge(library) }
  }

  /// Adds a library's entries, replacing any of the same names.
  package mutating func merge(_ library: Library) {
    for component in library.components { components.register(component) }
    for action in library.actions { actions.register(action) }
    for operation in library.operations { operations.register(operation) }
    catalogs += library.catalogIDs.map { (id: $0, namespace: library.namespace) }
  }

  /// What sdui-term does with a built-in component's property, held
  /// against the mobile renderers; `nil` for an app's own component and a
  /// property the component does not have.
  package func support(component: String, property: String) -> PropertySupport? {
    dialect.definition.propertySupport.support(component: component, property: property)
  }

  /// ``support(component:property:)`` for a component named by its
  /// lower-cased key (``QualifiedName/key``), as resolved trees name it;
  /// `nil` for an app's own component and a property the component does
  /// not have.
  package static func support(componentKey key: String, property: String, in dialect: Dialect) -> PropertySupport? {
    let index = dialect.definition.propertySupport
    return index.canonicalName(key).flatMap { index.support(component: $0, property: property) }
  }

  /// Whether a component, by its lower-cased key, is one of the dialects'
  /// built-ins that the property table describes.
  package static func isDescribedBuiltIn(componentKey key: String, in dialect: Dialect) -> Bool {
    dialect.definition.propertySupport.canonicalName(key) != nil
  }

  /// Every built-in of a dialect, as its specification lists them:
  /// described, without what they do (SDUICore's `Registry.builtin(for:)`
  /// adds that).
  package static func described(for dialect: Dialect) -> Registry {
    Registry(dialect: dialect, libraries: dialect.definition.builtinLibraries)
  }

  /// The namespaces of a dialect's built-ins, lower-cased: `""` (Nimbus
  /// core) and `layout`, or `beagle`. A name of any other is an app's own.
  package static func builtInNamespaces(of dialect: Dialect) -> Set<String> {
    Set(dialect.definition.builtinLibraries.map { $0.namespace.lowercased() })
  }

  /// A copy whose actions and operations do what `actions` and `operations`
  /// hold under their canonical names; the engine's built-ins come so.
  package func implemented(actions handlers: [String: any Sendable], operations functions: [String: any Sendable])
    -> Registry
  {
    var copy = self
    copy.actions.update { action in
      if let handler = handlers[action.name] { action.handler = handler }
    }
    copy.operations.update { operation in
      if let function = functions[operation.name] { operation.implementation = function }
    }
    return copy
  }
}
