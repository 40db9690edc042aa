/// How a built-in or registered component decodes.
public struct ComponentDescriptor: Sendable, RegistryEntry, PropertyDescribing {
  /// Where a component's children come from.
  public enum Children: Sendable, Equatable {
    /// It takes none.
    case none
    /// Beagle's single `child`.
    case single
    /// A list of children.
    case many
  }

  /// The canonical qualified name, e.g. `layout:column` or `if`.
  public var name: String
  /// Its properties, indexed by name.
  public var specs: PropertySpecs
  /// What children it takes.
  public var children: Children
  /// Whether it is structural (Nimbus `if`, `forEach`...): expanded by the
  /// engine and never painted itself.
  package var isStructural: Bool
  /// How an app component is drawn, supplied by a presentation layer
  /// (SDUIRender's custom component factory); `nil` for built-ins.
  package var implementation: (any Sendable)?

  /// Creates a descriptor.
  public init(_ name: String, properties: [PropertySpec] = [], children: Children = .many, isStructural: Bool = false) {
    self.name = name
    self.specs = PropertySpecs(properties)
    self.children = children
    self.isStructural = isStructural
  }
}

/// How a built-in or registered action decodes, and what it does.
public struct ActionDescriptor: Sendable, RegistryEntry, PropertyDescribing {
  /// The canonical qualified name, e.g. `setState` or `beagle:alert`.
  public var name: String
  /// Its properties, indexed by name.
  public var specs: PropertySpecs
  /// What it does, which the engine supplies (SDUICore's `ActionHandler`);
  /// `nil` for an action only described.
  package var handler: (any Sendable)?

  /// Creates a descriptor.
  public init(_ name: String, properties: [PropertySpec] = [], handler: (any Sendable)? = nil) {
    self.name = name
    self.specs = PropertySpecs(properties)
    self.handler = handler
  }
}

/// A built-in or registered operation: its bare name, how many arguments
/// it takes, and its implementation.
public struct OperationDescriptor: Sendable, RegistryEntry {
  /// The operation's name; operations have no namespace.
  public var name: String
  /// The fewest arguments it takes.
  package var minimumArguments: Int
  /// The most arguments it takes, or `nil` when variadic.
  package var maximumArguments: Int?
  /// What it computes, which the engine supplies (SDUICore's
  /// `OperationFunction`); `nil` for an operation only described, never run.
  package var implementation: (any Sendable)?
  /// The names of its arguments in order, when they have names (a
  /// `DecodableOperation`'s `properties`): a call that names its
  /// arguments passes them in this order.
  package var parameterNames: [String]?

  /// Creates a descriptor.
  public init(_ name: String, arguments: ClosedRange<Int>, implementation: (any Sendable)? = nil) {
    self.name = name
    minimumArguments = arguments.lowerBound
    maximumArguments = arguments.upperBound
    self.implementation = implementation
  }

  /// Creates a descriptor for a variadic operation.
  public init(_ name: String, atLeast minimum: Int, implementation: (any Sendable)? = nil) {
    self.name = name
    minimumArguments = minimum
    maximumArguments = nil
    self.implementation = implementation
  }

  /// Whether `count` arguments are accepted.
  package func accepts(argumentCount count: Int) -> Bool {
    count >= minimumArguments && count <= (maximumArguments ?? Int.max)
  }
}

/// Something whose properties have specs: components and actions.
package protocol PropertyDescribing {
  /// The specs, indexed by name.
  var specs: PropertySpecs { get }
}

extension PropertyDescribing {
  /// The specs in declaration order.
  package var properties: [PropertySpec] { specs.list }

  /// The spec of a property, by exact name.
  package func property(_ name: String) -> PropertySpec? {
    specs[name]
  }
}
