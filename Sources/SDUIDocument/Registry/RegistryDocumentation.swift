/// What the registry says of a component, an action, an operation or a
/// property, in a sentence or two of Markdown: the JSON Schema's
/// descriptions and the language server's hovers both read it, so the
/// two never tell an author different things.
///
/// ```swift
/// let docs = RegistryDocumentation(Registry.builtin(for: .nimbus))
/// docs.property("flex", ofComponent: "layout:column")
/// // "`flex`: number. Honoured: ..."
/// ```
package struct RegistryDocumentation: Sendable {
  /// The registry described.
  package let registry: Registry

  /// Describes `registry`.
  package init(_ registry: Registry) {
    self.registry = registry
  }

  /// The registry in a sentence: its dialect and how many components,
  /// actions and operations it has.
  package var summary: String {
    "\(dialectName) screens: \(registry.components.count) components, \(registry.actions.count) actions, "
      + "\(registry.operations.count) operations."
  }

  /// A component: its name, what children it takes and its role.
  package func component(_ name: String) -> String? {
    guard let component = registry.components.lookup(name) else { return nil }
    let children: String =
      if component.isStructural { "structural: expanded before layout" } else {
        switch component.children {
        case .none: "takes no children"
        case .single: "takes one child"
        case .many: "takes children"
        }
      }
    let role = ComponentRole.of(component).map { ", \($0.rawValue)" } ?? ""
    return "**\(component.name)** (\(dialectName) component): \(children)\(role)."
  }

  /// An action: its name and how many properties it takes.
  package func action(_ name: String) -> String? {
    guard let action = registry.actions.lookup(name) else { return nil }
    let required = action.properties.filter(\.isRequired).map { "`\($0.name)`" }
    let needs = required.isEmpty ? "" : " Needs \(required.joined(separator: ", "))."
    return "**\(action.name)** (\(dialectName) action).\(needs)"
  }

  /// An operation: its name and the arguments it takes.
  package func operation(_ name: String) -> String? {
    guard let operation = registry.operations.lookup(name) else { return nil }
    let count =
      switch operation.maximumArguments {
      case operation.minimumArguments?: "\(operation.minimumArguments)"
      case nil: "\(operation.minimumArguments) or more"
      case let maximum?: "\(operation.minimumArguments) to \(maximum)"
      }
    let arguments = operation.maximumArguments == 1 && operation.minimumArguments == 1 ? "argument" : "arguments"
    return
      "**\(operation.name)** (\(dialectName) operation): takes \(count) \(arguments), in `@{\(operation.name)(...)}`."
  }

  /// A property of a component (or, with `ofComponent` nil, of an action
  /// `ofAction`): its type, whether it is required, its default, and what
  /// a terminal does with it.
  package func property(_ spec: PropertySpec, ofComponent component: String?) -> String {
    var text = "`\(spec.name)`: \(RegistryListing.typeName(spec.type))"
    if spec.isRequired { text += ", required" + (spec.requiredUnless.map { " unless `\($0)` is given" } ?? "") }
    if let value = spec.defaultValue { text += "; default `\(value.jsonText)`" }
    text += "."
    if case .event = spec.type { text += " Its actions run when it happens." }
    if let component, let support = registry.support(component: component, property: spec.name) {
      text += " On a terminal: \(support.label) (\(support.detail))."
    }
    return text
  }

  /// A property's type as the listing names it: `string`, `one of a|b`,
  /// `array of number`; what a completion shows beside its name.
  package func typeName(_ spec: PropertySpec) -> String {
    RegistryListing.typeName(spec.type)
  }

  private var dialectName: String { registry.dialect.displayName }
}
