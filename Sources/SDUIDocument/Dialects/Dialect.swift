/// A server-driven UI dialect sdui-term reads, known by its name.
///
/// What a dialect is lives in its own home: its ``DialectDefinition`` (how
/// its documents are read, its built-ins, its coercions, its schema) and
/// what the engine and the layout add to it. Everything else asks the
/// dialect and never names one; ``Dialect/allCases`` lists them.
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

  /// The dialect a root object is written in, from its type key, if any.
  package static func detect(root: JSONValue) -> Dialect? {
    allCases.first { root.member(named: $0.componentKey) != nil }
  }

  /// The dialect of a name as the command line takes it.
  package static func named(_ name: String) -> Dialect? {
    allCases.first { $0.name == name }
  }
}

extension Dialect {
  /// The dialects' names as a sentence lists them: `nimbus or beagle`.
  package static var namesInProse: String {
    let names = allCases.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
