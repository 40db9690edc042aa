/// A decoded property value: JSON whose strings are pre-parsed templates,
/// whose action lists are events and whose component objects are nodes.
///
/// Values nest: a Beagle `templates` array holds objects whose `view` is a
/// ``component(_:)``; a Nimbus `sendRequest` holds its `onSuccess` event.
public indirect enum PropertyValue: Sendable, Equatable {
  /// `null`, a boolean or a number.
  case literal(JSONValue)
  /// A string, pre-parsed into text and expressions.
  case text(TextTemplate, at: SourceLocation)
  /// An array of values.
  case array([PropertyValue], at: SourceLocation)
  /// An object's members, in document order.
  case object([PropertyEntry], at: SourceLocation)
  /// A component node held in a property (a list template, a route screen,
  /// a fallback, a custom component's slot).
  case component(ComponentNode)
  /// An event: the actions to run, in order.
  case event([ActionCall], at: SourceLocation)

  /// Where the value starts in its document.
  package var location: SourceLocation {
    switch self {
    case .literal(let value): value.location
    case .text(_, let location), .array(_, let location), .object(_, let location),
      .event(_, let location):
      location
    case .component(let node): node.location
    }
  }

  /// The value as plain JSON when it holds no expression, event or node;
  /// strings then carry their text with escapes resolved.
  package var literalJSON: JSONValue? {
    switch self {
    case .literal(let value):
      return value
    case .text(let template, let location):
      return template.literalText.map { JSONValue(.string($0), at: location) }
    case .array(let elements, let location):
      var values: [JSONValue] = []
      for element in elements {
        guard let value = element.literalJSON else { return nil }
        values.append(value)
      }
      return JSONValue(.array(values), at: location)
    case .object(let entries, let location):
      var members: [JSONMember] = []
      for entry in entries {
        guard let value = entry.value.literalJSON else { return nil }
        members.append(JSONMember(key: entry.name, keyLocation: entry.keyLocation, value: value))
      }
      return JSONValue(.object(members), at: location)
    case .component, .event:
      return nil
    }
  }

  /// Whether the value or anything inside it is an `@{...}` expression.
  package var containsExpression: Bool {
    switch self {
    case .literal, .component, .event: false
    case .text(let template, _): !template.isLiteral
    case .array(let elements, _): elements.contains { $0.containsExpression }
    case .object(let entries, _): entries.contains { $0.value.containsExpression }
    }
  }

  /// Whether the value or anything inside it is a component node, which
  /// makes it structure (list templates, slots) rather than data.
  package var containsComponent: Bool {
    switch self {
    case .literal, .text, .event: false
    case .component: true
    case .array(let elements, _): elements.contains { $0.containsComponent }
    case .object(let entries, _): entries.contains { $0.value.containsComponent }
    }
  }

  /// The components inside it, in document order, however deep.
  package var nestedComponents: [ComponentNode] {
    switch self {
    case .literal, .text, .event: []
    case .component(let node): [node]
    case .array(let elements, _): elements.flatMap(\.nestedComponents)
    case .object(let entries, _): entries.flatMap(\.value.nestedComponents)
    }
  }

  /// The actions, when this is an event.
  public var actions: [ActionCall]? {
    if case .event(let actions, _) = self { return actions }
    return nil
  }
}

/// A named property, in document order.
public struct PropertyEntry: Sendable, Equatable {
  /// The property's name.
  public var name: String
  /// Its decoded value.
  public var value: PropertyValue
  /// Where the name is written.
  package var keyLocation: SourceLocation

  /// Creates an entry.
  public init(name: String, value: PropertyValue, keyLocation: SourceLocation = .unknown) {
    self.name = name
    self.value = value
    self.keyLocation = keyLocation
  }
}

extension Array where Element == PropertyEntry {
  /// The event at a dotted path inside the properties, such as
  /// `navigationBar.navigationBarItems.0.onPress` (a navigation bar item's
  /// press); a plain name is a property of its own.
  package func event(at path: String) -> [ActionCall]? {
    let steps = path.split(separator: ".").map(String.init)
    guard let first = steps.first, var value = self[first] else { return nil }
    for step in steps.dropFirst() {
      switch value {
      case .object(let entries, _):
        guard let next = entries[step] else { return nil }
        value = next
      case .array(let elements, _):
        guard let index = Int(step), elements.indices.contains(index) else { return nil }
        value = elements[index]
      default: return nil
      }
    }
    return value.actions
  }

  /// The value of the last entry with that name.
  package subscript(name: String) -> PropertyValue? {
    last { $0.name == name }?.value
  }
}
