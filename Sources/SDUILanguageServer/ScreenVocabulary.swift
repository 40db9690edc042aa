import SDUIDialects
import SDUIDocument

/// The names a screen can use and what each means, for the dialect a
/// document is written in: the registry the decoder reads (the dialect's
/// built-ins and the libraries given) and what ``RegistryDocumentation``
/// says of each entry. It also says what an object around the cursor is:
/// a component, an action, or the `properties` of one.
struct ScreenVocabulary: Sendable {
  /// What an object around the cursor describes.
  enum Owner: Sendable {
    /// A component's node; `descriptor` is `nil` for a name no library
    /// registers.
    case component(ComponentDescriptor?, node: CursorPath.Frame)
    /// An action; `descriptor` is `nil` for an unknown name.
    case action(ActionDescriptor?, node: CursorPath.Frame)
    /// The `properties` object of a Nimbus component.
    case componentProperties(ComponentDescriptor?, node: CursorPath.Frame)
    /// The `properties` object of a Nimbus action.
    case actionProperties(ActionDescriptor?, node: CursorPath.Frame)
  }

  /// The dialect.
  let dialect: Dialect
  /// The names and their specs.
  let registry: Registry
  /// What is said of them.
  let documentation: RegistryDocumentation

  /// The vocabulary of `dialect` with `libraries` added, as the decoder
  /// merges them.
  init(dialect: Dialect, libraries: [Library]) {
    self.dialect = dialect
    var registry = Registry.described(for: dialect)
    for library in libraries { registry.merge(library) }
    self.registry = registry
    documentation = RegistryDocumentation(registry)
  }

  /// The dialect of a document: the one forced, else the one its root
  /// object's type key names, else the one any object around the cursor
  /// uses; `nil` when none says.
  static func dialect(forced: Dialect?, frames: [CursorPath.Frame]) -> Dialect? {
    if let forced { return forced }
    for frame in frames {
      for dialect in Dialect.allCases where frame.has(dialect.componentKey) || frame.has(dialect.actionKey) {
        return dialect
      }
    }
    return nil
  }

  /// What the frame at `index` describes, if anything.
  func owner(of frames: [CursorPath.Frame], at index: Int) -> Owner? {
    let frame = frames[index]
    guard frame.isObject else { return nil }
    if let name = frame.string(dialect.componentKey) {
      return .component(registry.components.lookup(name), node: frame)
    }
    if let name = frame.string(dialect.actionKey) {
      return .action(registry.actions.lookup(name), node: frame)
    }
    guard let key = dialect.definition.rules.propertiesKey, frame.key == key, index > 0 else { return nil }
    switch owner(of: frames, at: index - 1) {
    case .component(let descriptor, let node)?: return .componentProperties(descriptor, node: node)
    case .action(let descriptor, let node)?: return .actionProperties(descriptor, node: node)
    default: return nil
    }
  }

  /// The property a key names in an object that holds properties (a
  /// Beagle node or action, a Nimbus `properties`), with the component it
  /// belongs to, if any.
  func property(_ key: String, of owner: Owner) -> (spec: PropertySpec, component: String?)? {
    switch owner {
    case .component(let descriptor?, _) where propertiesOnTheObject,
      .componentProperties(let descriptor?, _):
      descriptor.specs[key].map { ($0, descriptor.name) }
    case .action(let descriptor?, _) where propertiesOnTheObject,
      .actionProperties(let descriptor?, _):
      descriptor.specs[key].map { ($0, nil) }
    default: nil
    }
  }

  /// The keys an object may hold: a Nimbus node's and action's own keys,
  /// the properties of a Beagle node (with its own keys) or action, and of
  /// a Nimbus `properties`.
  func keys(of owner: Owner) -> [(name: String, spec: PropertySpec?, component: String?)] {
    func named(_ names: [String]) -> [(name: String, spec: PropertySpec?, component: String?)] {
      names.map { ($0, nil, nil) }
    }
    let definition = dialect.definition
    switch owner {
    case .component(let descriptor, _):
      let own = named(definition.structuralKeys(of: descriptor))
      guard propertiesOnTheObject else { return own }
      let properties = descriptor?.properties ?? []
      // A key that is both (A2UI's `accessibility`) is offered once, as the property.
      let described = Set(properties.map(\.name))
      return properties.map { ($0.name, $0, descriptor?.name) } + own.filter { !described.contains($0.name) }
    case .action(let descriptor, _):
      let own = named(definition.actionStructuralKeys)
      guard propertiesOnTheObject else { return own }
      return (descriptor?.properties ?? []).map { ($0.name, $0, nil) } + own
    case .componentProperties(let descriptor, _):
      return (descriptor?.properties ?? []).map { ($0.name, $0, descriptor?.name) }
    case .actionProperties(let descriptor, _):
      return (descriptor?.properties ?? []).map { ($0.name, $0, nil) }
    }
  }

  /// Whether the dialect writes properties on the node or action itself
  /// (Beagle), rather than inside a key of their own (Nimbus's `properties`).
  private var propertiesOnTheObject: Bool { dialect.definition.rules.propertiesKey == nil }
}
