import SDUIDocument

/// Where an ``SDUI/Default`` property's value comes from.
public protocol DefaultValue {
  associatedtype Value: Decodable & Sendable
  static var value: Value { get }
}

extension SDUI {
  /// The component's children, for a custom container (`@Children var
  /// children: [ResolvedNode]`). The flex engine lays them out; the
  /// container chooses how.
  @propertyWrapper
  public struct Children: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: [ResolvedNode]

    /// Wraps a value.
    public init(wrappedValue: [ResolvedNode] = []) {
      self.wrappedValue = wrappedValue
    }

    /// Reads the wrapper outside `PropertyDecoder` (where it has no context).
    public init(from decoder: any Decoder) throws {
      self.init()
    }

    static var probed: PropertyProbe.Wrapped { .nothing }

    static func make(decoder: ValueDecoder, key: String) throws -> Children {
      Children(wrappedValue: decoder.owner.context.children)
    }
  }

  /// An event of the node, named by the property (`@Event var onPress:
  /// ComponentEvent`); calling it runs the event's actions. An event the
  /// JSON does not give does nothing.
  @propertyWrapper
  public struct Event: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: ComponentEvent

    /// Wraps a value.
    public init(wrappedValue: ComponentEvent = .none) {
      self.wrappedValue = wrappedValue
    }

    /// Reads the wrapper outside `PropertyDecoder` (where it has no context).
    public init(from decoder: any Decoder) throws {
      self.init()
    }

    static var probed: PropertyProbe.Wrapped { .event }

    static func make(decoder: ValueDecoder, key: String) throws -> Event {
      let context = decoder.owner.context
      let run = context.events.contains(key) ? context.runEvent : nil
      return Event(wrappedValue: ComponentEvent(name: key, run: run))
    }
  }

  /// An event that passes a value as its implicit state (`@StatefulEvent
  /// var onChange: ComponentEvent.WithValue<String>`), as a text input's
  /// `onChange` passes its text.
  @propertyWrapper
  public struct StatefulEvent<Value: JSONRepresentable>: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: ComponentEvent.WithValue<Value>

    /// Wraps a value.
    public init(wrappedValue: ComponentEvent.WithValue<Value> = .none) {
      self.wrappedValue = wrappedValue
    }

    /// Reads the wrapper outside `PropertyDecoder` (where it has no context).
    public init(from decoder: any Decoder) throws {
      self.init()
    }

    static var probed: PropertyProbe.Wrapped { .event }

    static func make(decoder: ValueDecoder, key: String) throws -> StatefulEvent {
      let event = try Event.make(decoder: decoder, key: key).wrappedValue
      return StatefulEvent(wrappedValue: .init(event: event))
    }
  }

  /// What triggered a custom action: the node, the action's name and the
  /// event's implicit value (`@CoreAction var trigger: ActionTrigger`).
  @propertyWrapper
  public struct CoreAction: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: ActionTrigger

    /// Wraps a value.
    public init(wrappedValue: ActionTrigger) {
      self.wrappedValue = wrappedValue
    }

    /// Reads the wrapper outside `PropertyDecoder` (where it has no context).
    public init(from decoder: any Decoder) throws {
      self.init(wrappedValue: ActionTrigger(nodeID: "", action: ""))
    }

    static var probed: PropertyProbe.Wrapped { .nothing }

    static func make(decoder: ValueDecoder, key: String) throws -> CoreAction {
      CoreAction(wrappedValue: decoder.owner.context.trigger ?? ActionTrigger(nodeID: "", action: ""))
    }
  }

  /// A value for a property the JSON leaves out or gives in a form that
  /// cannot be read (which is reported): `@Default<True> var enabled: Bool`.
  @propertyWrapper
  public struct Default<Provider: DefaultValue>: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    public init(wrappedValue: Provider.Value = Provider.value) {
      self.wrappedValue = wrappedValue
    }

    /// Decodes the value itself, outside `PropertyDecoder`.
    public init(from decoder: any Decoder) throws {
      self.init(wrappedValue: try decoder.singleValueContainer().decode(Provider.Value.self))
    }

    static var probed: PropertyProbe.Wrapped {
      .defaulted(Provider.Value.self, (Provider.value as? any JSONRepresentable)?.jsonValue)
    }

    static func make(decoder: ValueDecoder, key: String) throws -> Default {
      guard let value = decoder.value[key], !value.isNull else { return Default() }
      let child = decoder.child(value, key: NameKey(key))
      do {
        return Default(wrappedValue: try child.decode(Provider.Value.self))
      } catch let error as PropertyDecodingError {
        decoder.owner.fallbacks.append(PropertyFallback(error, instead: .defaultValue("\(Provider.value)")))
        return Default()
      }
    }
  }

  /// A sub-structure decoded from the same property map as its owner
  /// (`@Root var style: CardStyle` reads `color` and `border` beside the
  /// owner's own properties), as the seed's flattening does.
  @propertyWrapper
  public struct Root<Value: Decodable>: Decodable, ContextualProperty {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }

    /// Decodes the value from the same decoder.
    public init(from decoder: any Decoder) throws {
      self.init(wrappedValue: try Value(from: decoder))
    }

    static var probed: PropertyProbe.Wrapped { .sameMap }

    static func make(decoder: ValueDecoder, key: String) throws -> Root {
      Root(wrappedValue: try decoder.decode(Value.self))
    }
  }

  /// `true` by default.
  public enum True: DefaultValue { public static let value = true }
  /// `false` by default.
  public enum False: DefaultValue { public static let value = false }
  /// `0` by default.
  public enum Zero: DefaultValue { public static let value = 0 }
  /// `""` by default.
  public enum Empty: DefaultValue { public static let value = "" }
}

/// A property name as a coding key.
struct NameKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// An event a custom component or action can run.
public struct ComponentEvent: @unchecked Sendable {
  /// An event that passes a typed value.
  public struct WithValue<Value: JSONRepresentable>: @unchecked Sendable {
    /// The event.
    public let event: ComponentEvent

    /// An event that does nothing.
    public static var none: WithValue { WithValue(event: .none) }

    /// Runs the event with `value` as its implicit state.
    @MainActor
    public func callAsFunction(_ value: Value) {
      event.run?(event.name, value.jsonValue)
    }
  }

  /// The event's property name.
  public let name: String
  let run: (@MainActor (String, JSONValue?) -> Void)?

  /// An event that calls `run` with its name and implicit value.
  public init(name: String, run: (@MainActor (String, JSONValue?) -> Void)?) {
    self.name = name
    self.run = run
  }

  /// An event that does nothing.
  public static let none = ComponentEvent(name: "", run: nil)

  /// Whether the JSON gives actions for it.
  public var isPresent: Bool { run != nil }

  /// Runs the event's actions.
  @MainActor
  public func callAsFunction() {
    run?(name, nil)
  }
}

/// A Swift value that can be an event's implicit state or an operation's
/// result.
public protocol JSONRepresentable {
  /// The value as JSON.
  var jsonValue: JSONValue { get }
}

extension String: JSONRepresentable { public var jsonValue: JSONValue { JSONValue(.string(self)) } }
extension Int: JSONRepresentable { public var jsonValue: JSONValue { JSONValue(.number(.integer(self))) } }
extension Double: JSONRepresentable { public var jsonValue: JSONValue { JSONValue(.number(.double(self))) } }
extension Bool: JSONRepresentable { public var jsonValue: JSONValue { JSONValue(.bool(self)) } }
extension JSONValue: JSONRepresentable { public var jsonValue: JSONValue { self } }
