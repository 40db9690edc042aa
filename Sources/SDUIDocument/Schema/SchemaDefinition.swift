/// The names of a screen schema's `$defs` and references to them.
///
/// Components and actions are defined under their registered names,
/// prefixed so that the two never meet (`component:layout:text`,
/// `action:setState`); the shapes every node, action and value share have
/// plain names.
package enum SchemaDefinition {
  /// Any component node.
  package static let node = "node"
  /// Any action object.
  package static let action = "action"
  /// Any value of a property, state or context, read as the decoder reads
  /// one: a node, an action, or plain JSON with nodes and actions inside.
  package static let value = "value"
  /// A value whose type is known only when the screen runs, or that is
  /// structure: an `@{...}` expression, a node, an action, or a value
  /// holding one anywhere. The decoder checks no literal type on it.
  static let dynamic = "dynamic"
  /// A color.
  static let color = "color"
  /// A Beagle node's `context`.
  package static let context = "context"
  /// A Beagle node's `navigationBar`, whose items may have the 1.x shape.
  package static let navigationBar = "navigationBar"
  /// A Beagle `style`, and (`style.flex`, `style.size`...) each object in it.
  package static let style = "style"
  /// A Beagle unit value, `{"value", "type"}`.
  package static let unitValue = "unitValue"
  /// A name of the dialect's own namespace (Beagle's `beagle:`, Nimbus's
  /// core) that no component there has; a component's type key must not be
  /// one (its name is what a plain validator's message quotes, instead of
  /// every name the dialect has).
  package static let unknownOwnComponent = "unknownOwnComponent"
  /// A name of the dialect's own namespace that no action there has.
  package static let unknownOwnAction = "unknownOwnAction"

  /// The definition of a registered component.
  static func component(_ name: String) -> String { "component:" + name }

  /// The definition of a registered action.
  static func action(_ name: String) -> String { "action:" + name }

  /// `{"$ref": "#/$defs/NAME"}`.
  package static func reference(_ name: String) -> JSONValue {
    ["$ref": pointer(name)]
  }

  /// `"#/$defs/NAME"`, the URI of a definition.
  static func pointer(_ name: String) -> JSONValue {
    JSONValue(string: "#/$defs/" + pointerToken(name))
  }

  /// `name` as a JSON Pointer token inside a URI fragment: `~` and `/`
  /// escaped as JSON Pointer says, then every byte a fragment cannot hold
  /// percent-encoded.
  static func pointerToken(_ name: String) -> String {
    let token = name.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
    var encoded = ""
    for byte in token.utf8 {
      if allowed.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }
}

extension JSONValue {
  /// This schema object, also holding to the definition `name`.
  package func referencing(_ name: String) -> JSONValue {
    var object = SchemaObject(self)
    object["$ref"] = SchemaDefinition.pointer(name)
    return object.json
  }
}
