/// What a registry holds, as `sdui-term components` prints it: every
/// component, action and operation, with each property's type, default
/// and whether it is required, from the same registry the decoder reads.
///
/// ```swift
/// print(RegistryListing(Registry.builtin(for: .nimbus)).text)
/// // Nimbus: 24 components, 12 actions, 30 operations
/// // ...
/// ```
package struct RegistryListing: Sendable {
  /// The registry listed.
  package let registry: Registry

  /// Lists `registry`.
  package init(_ registry: Registry) {
    self.registry = registry
  }

  var components: [ComponentDescriptor] {
    registry.components.names.compactMap { registry.components.lookup($0) }
  }
  private var actions: [ActionDescriptor] { registry.actions.names.compactMap { registry.actions.lookup($0) } }
  private var operations: [OperationDescriptor] {
    registry.operations.names.compactMap { registry.operations.lookup($0) }
  }

  var dialectName: String { registry.dialect.displayName }

  /// The apps' catalogs, for a dialect whose documents name one.
  private var catalogs: [(id: String, namespace: String)] {
    registry.dialect.definition.rules.namesCatalogs ? registry.catalogs : []
  }

  /// The listing as text: a heading line, then the components, actions
  /// and operations, each property on its own line.
  package var text: String {
    var lines = [
      "\(dialectName): \(components.count) components, \(actions.count) actions, \(operations.count) operations"
    ]
    lines.append("")
    lines.append("components")
    for component in components {
      let role = ComponentRole.of(component).map { ", \($0.rawValue)" } ?? ""
      lines.append("  \(component.name)  (\(Self.children(component))\(role))")
      lines += component.properties.map(Self.line)
    }
    lines.append("")
    lines.append("actions")
    for action in actions {
      lines.append("  \(action.name)")
      lines += action.properties.map(Self.line)
    }
    lines.append("")
    lines.append("operations")
    lines += operations.map { "  \($0.name)(\(Self.arguments($0)))" }
    if !catalogs.isEmpty {
      lines.append("")
      lines.append("catalogs")
      lines += catalogs.map { "  \($0.id)  (\($0.namespace)'s components and operations, with the built-in ones)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The listing as one JSON document: `dialect`, `components`, `actions`
  /// and `operations`, each property with `name`, `type`, `required` and
  /// `default` (null when it has none; so are a component's `role` and an
  /// operation's `maximumArguments` when there is none).
  package var json: String {
    let document: JSONValue = [
      "dialect": JSONValue(.string(registry.dialect.name)),
      "components": JSONValue(
        .array(
          components.map { component in
            [
              "name": JSONValue(.string(component.name)),
              "children": JSONValue(.string(Self.children(component))),
              "role": ComponentRole.of(component).map { JSONValue(.string($0.rawValue)) } ?? nil,
              "properties": JSONValue(
                .array(
                  component.properties.map { spec in
                    var members = Self.json(spec).objectMembers ?? []
                    if let support = registry.support(component: component.name, property: spec.name) {
                      members.append(JSONMember(key: "support", value: JSONValue(.string(support.label))))
                      members.append(JSONMember(key: "detail", value: JSONValue(.string(support.detail))))
                    }
                    return JSONValue(.object(members))
                  })),
            ]
          })),
      "actions": JSONValue(
        .array(
          actions.map { action in
            [
              "name": JSONValue(.string(action.name)),
              "properties": JSONValue(.array(action.properties.map(Self.json))),
            ]
          })),
      "operations": JSONValue(
        .array(
          operations.map { operation in
            [
              "name": JSONValue(.string(operation.name)),
              "minimumArguments": JSONValue(.number(.integer(operation.minimumArguments))),
              "maximumArguments": operation.maximumArguments.map { JSONValue(.number(.integer($0))) } ?? nil,
            ]
          })),
      "catalogs": JSONValue(
        .array(
          catalogs.map { ["id": JSONValue(.string($0.id)), "namespace": JSONValue(.string($0.namespace))] })),
    ]
    return document.jsonText + "\n"
  }

  private static func children(_ component: ComponentDescriptor) -> String {
    if component.isStructural { return "structural" }
    switch component.children {
    case .none: return "no children"
    case .single: return "one child"
    case .many: return "children"
    }
  }

  private static func arguments(_ operation: OperationDescriptor) -> String {
    switch operation.maximumArguments {
    case operation.minimumArguments?: "\(operation.minimumArguments)"
    case nil: "\(operation.minimumArguments) or more"
    case let maximum?: "\(operation.minimumArguments) to \(maximum)"
    }
  }

  private static func line(_ spec: PropertySpec) -> String {
    var text = "    \(spec.name): \(typeName(spec.type))"
    if spec.isRequired { text += ", required" + (spec.requiredUnless.map { " unless '\($0)' is given" } ?? "") }
    if let value = spec.defaultValue { text += " = \(value.jsonText)" }
    return text
  }

  private static func json(_ spec: PropertySpec) -> JSONValue {
    [
      "name": JSONValue(.string(spec.name)), "type": JSONValue(.string(typeName(spec.type))),
      "required": JSONValue(.bool(spec.isRequired)), "default": spec.defaultValue ?? nil,
    ]
  }

  /// A type as the listing names it: `string`, `one of a|b`, `array of number`.
  static func typeName(_ type: PropertySpec.ValueType) -> String {
    switch type {
    case .string: "string"
    case .number: "number"
    case .integer: "integer"
    case .boolean: "boolean"
    case .color: "color"
    case .url: "url"
    case .enumeration(let values): "one of " + values.joined(separator: "|")
    case .numberOrKeyword(let words): "number or " + words.joined(separator: "|")
    case .event: "actions"
    case .component: "component"
    case .components: "components"
    case .object: "object"
    case .array(let element): "array of " + typeName(element)
    case .any: "any"
    }
  }
}
