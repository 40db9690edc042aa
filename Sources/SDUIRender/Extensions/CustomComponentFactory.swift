import SDUICore
import SDUIDocument
import SDUILayout

/// Makes a custom component from a resolved node: what a library's
/// `addComponent` stores in the component's descriptor.
package struct CustomComponentFactory: Sendable {
  /// What making one needs besides the node.
  package struct Context: @unchecked Sendable {
    /// The dialect whose coercions apply.
    public var dialect: Dialect
    /// Runs an event of the node with an optional implicit value.
    package var runEvent: (@MainActor (String, String, JSONValue?) -> Void)?
  }

  let make:
    @Sendable (ResolvedNode, Context) throws(PropertyDecodingError) -> (any TerminalComponent, [PropertyFallback])

  /// Makes the component, with the problems that fell back to defaults.
  func component(for node: ResolvedNode, context: Context) throws(PropertyDecodingError) -> (
    any TerminalComponent, [PropertyFallback]
  ) {
    try make(node, context)
  }

  /// A factory that decodes `C` from the node's evaluated properties.
  static func decoding<C: TerminalComponent & Decodable>(_ type: C.Type) -> CustomComponentFactory {
    CustomComponentFactory { node, context throws(PropertyDecodingError) in
      let decoder = PropertyDecoder(
        dialect: context.dialect, path: node.propertiesPath(context.dialect), context: node.decodingContext(context))
      let component = try decoder.decode(C.self, from: JSONValue(.object(node.properties)))
      return (component, decoder.fallbacks)
    }
  }
}

/// What a closure-registered component reads its properties from, with
/// helpers named as NimbusSwiftUI's.
public struct ComponentBuildContext {
  /// The node.
  public let node: ResolvedNode
  /// Its evaluated properties.
  public let properties: JSONValue
  let decoder: PropertyDecoder

  /// The component's children.
  public var children: [ResolvedNode] { node.children }

  /// A mandatory property, coerced to `T`.
  public func getMapProperty<T: Decodable>(_ name: String) throws(PropertyDecodingError) -> T {
    try decoder.decode(Single<T>.self, from: ["value": properties[name] ?? .null]).value
  }

  /// A property, or `fallback` when it is missing or cannot be read.
  public func getMapPropertyDefault<T: Decodable>(_ name: String, default fallback: T) -> T {
    (try? getMapProperty(name) as T) ?? fallback
  }

  /// An event of the node; it does nothing when the JSON gives none.
  public func getMapEvent(_ name: String) -> ComponentEvent {
    guard decoder.context.events.contains(name), let run = decoder.context.runEvent else { return .none }
    return ComponentEvent(name: name, run: run)
  }

  private struct Single<T: Decodable>: Decodable { var value: T }
}

extension ResolvedNode {
  /// Where the node's properties are in its document: Nimbus keeps them
  /// under `properties`, Beagle beside the type.
  func propertiesPath(_ dialect: Dialect) -> JSONPath {
    dialect.definition.rules.propertiesKey.map { path.appending($0) } ?? path
  }

  /// The wrappers' context for this node.
  func decodingContext(_ context: CustomComponentFactory.Context) -> PropertyDecoder.Context {
    let id = self.id
    var runEvent: (@MainActor (String, JSONValue?) -> Void)?
    if let run = context.runEvent {
      runEvent = { name, value in run(id, name, value) }
    }
    return PropertyDecoder.Context(children: children, runEvent: runEvent, events: Set(events))
  }
}

extension Library {
  /// Adds a component that decodes from its properties and says how it
  /// shows in the terminal; a later component of the same name replaces it.
  public func addComponent<C: TerminalComponent & Decodable>(
    _ name: String, _ type: C.Type, properties: [PropertySpec] = [], children: ComponentDescriptor.Children = .many
  ) -> Library {
    addComponent(
      name, properties: properties.isEmpty ? PropertyProbe.specs(of: C.self) : properties, children: children,
      implementation: CustomComponentFactory.decoding(C.self))
  }

  /// Adds a component built by a closure that reads the node with
  /// `getMapProperty`-style helpers, for components that `Decodable` does
  /// not fit.
  public func addComponent(
    _ name: String, properties: [PropertySpec] = [], children: ComponentDescriptor.Children = .many,
    build: @escaping @Sendable (ComponentBuildContext) throws -> any TerminalComponent
  ) -> Library {
    let factory = CustomComponentFactory { node, context throws(PropertyDecodingError) in
      let decoder = PropertyDecoder(
        dialect: context.dialect, path: node.propertiesPath(context.dialect), context: node.decodingContext(context))
      let built = ComponentBuildContext(node: node, properties: JSONValue(.object(node.properties)), decoder: decoder)
      do {
        return (try build(built), decoder.fallbacks)
      } catch let error as PropertyDecodingError {
        throw error
      } catch {
        throw PropertyDecodingError(path: node.propertiesPath(context.dialect).description, message: "\(error)")
      }
    }
    return addComponent(name, properties: properties, children: children, implementation: factory)
  }

  /// Beagle's manner: registers a widget under `custom:` (`custom:myWidget`).
  public func register<C: TerminalComponent & Decodable>(component: C.Type, named name: String) -> Library {
    addComponent("custom:" + name, C.self)
  }
}

/// The custom components a screen's libraries add, how their events run,
/// and the problems met making them; a screen's controller fills it and
/// its renderer uses it.
package final class CustomComponents: @unchecked Sendable {
  /// Factories by lower-cased qualified name.
  let factories: [String: CustomComponentFactory]
  let context: CustomComponentFactory.Context
  /// Where the problems met making them go, each once.
  let problems: LayoutProblems

  /// The custom components of a registry, whose problems go to `problems`.
  package init(
    registry: Registry, problems: LayoutProblems, runEvent: (@MainActor (String, String, JSONValue?) -> Void)?
  ) {
    self.problems = problems
    var factories: [String: CustomComponentFactory] = [:]
    for name in registry.components.names {
      if let factory = registry.components.lookup(name)?.implementation as? CustomComponentFactory {
        factories[name.lowercased()] = factory
      }
    }
    self.factories = factories
    context = CustomComponentFactory.Context(dialect: registry.dialect, runEvent: runEvent)
  }

  /// Whether there are any.
  package var isEmpty: Bool { factories.isEmpty }

  /// Appends a problem with a component to the log, the first time only:
  /// a component is made again on every frame.
  func report(_ kind: ProblemKind, about node: ResolvedNode) {
    problems.report(kind, about: node)
  }
}
