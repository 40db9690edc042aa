/// The components, actions and operations a screen can use, merged from
/// libraries in order (later registrations win).
///
/// ```swift
/// let registry = Registry.builtin(for: .beagle)
/// registry.components.lookup("beagle:ScrollView")?.name // "beagle:scrollView"
/// ```
public struct Registry: Sendable {
  /// Components by lower-cased qualified name.
  public private(set) var components = NameTable<ComponentDescriptor>()
  /// Actions by lower-cased qualified name.
  public private(set) var actions = NameTable<ActionDescriptor>()
  /// Operations by lower-cased bare name.
  public private(set) var operations = NameTable<OperationDescriptor>()
  /// The dialect the registry serves.
  public let dialect: Dialect

  /// Creates a registry from libraries, merged in order.
  public init(dialect: Dialect, libraries: [Library]) {
    self.dialect = dialect
    for library in libraries { merge(library) }
  }

  /// Adds a library's entries, replacing any of the same names.
  public mutating func merge(_ library: Library) {
    for component in library.components { components.register(component) }
    for action in library.actions { actions.register(action) }
    for operation in library.operations { operations.register(operation) }
  }

  /// Every built-in of a dialect, as its specification lists them.
  public static func builtin(for dialect: Dialect) -> Registry {
    switch dialect {
    case .nimbus: Registry(dialect: .nimbus, libraries: NimbusBuiltins.libraries)
    case .beagle: Registry(dialect: .beagle, libraries: BeagleBuiltins.libraries)
    }
  }
}
