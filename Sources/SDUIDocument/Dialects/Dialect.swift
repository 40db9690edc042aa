/// A server-driven UI dialect sdui-term reads, known by its name.
///
/// What a dialect is lives in its own home: its ``DialectDefinition`` (how
/// its documents are read, its built-ins, its coercions, its schema) and
/// what the engine and the layout add to it. Everything else asks the
/// dialect and never names one; SDUIDialects lists them (`allCases`).
public struct Dialect: Sendable, Hashable, CustomStringConvertible {
  /// What the dialect is: everything its documents mean.
  package let definition: any DialectDefinition

  /// Creates the dialect a definition describes.
  package init(_ definition: any DialectDefinition) {
    self.definition = definition
  }

  /// The dialect's name as the command line takes it: `nimbus`, `beagle`.
  public var name: String { definition.name }

  /// The dialect's name in prose: `Nimbus`, `Beagle`.
  public var displayName: String { definition.displayName }

  /// The name, as ``name``.
  public var description: String { name }

  /// The key that names a component's type.
  package var componentKey: String { definition.componentKey }

  /// The key that names an action's type.
  package var actionKey: String { definition.actionKey }

  /// Dialects are the same when their names are.
  public static func == (lhs: Dialect, rhs: Dialect) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The dialect among `dialects` a root object is written in, from its
  /// type key, if any.
  package static func detect(root: JSONValue, among dialects: [Dialect]) -> Dialect? {
    dialects.first { $0.definition.writes(root: root) }
  }
}
