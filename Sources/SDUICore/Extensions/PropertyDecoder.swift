import SDUIDocument

/// Decodes Swift `Decodable` types from a component's or an action's
/// evaluated properties, with the dialect's coercions (spec nimbus §8.3,
/// the codable-property seed): strings from any scalar, numbers from
/// numeric strings, Beagle booleans from `"true"`/`"false"`, enums in any
/// case (``CaseInsensitiveEnum``), `null` read as missing.
///
/// A missing mandatory property, or one that cannot be coerced, throws a
/// ``PropertyDecodingError`` naming its JSON path; an optional or
/// ``SDUI/Default`` property that cannot be read falls back, and the
/// fallback (a ``PropertyFallback``) is reported.
///
/// ```swift
/// struct Badge: Decodable { var text: String; var count: Int? }
/// let badge = try PropertyDecoder(dialect: .nimbus).decode(Badge.self, from: ["text": 5, "count": "3"])
/// // Badge(text: "5", count: 3)
/// ```
public final class PropertyDecoder {
  /// What the wrappers need from where the properties came from: the
  /// node's children, the runner of its events, the action's context.
  public struct Context {
    /// The component's children, in order (components only).
    public var children: [ResolvedNode]
    /// Runs an event of the node by name with an optional implicit value.
    package var runEvent: (@MainActor (String, JSONValue?) -> Void)?
    /// The event names the node or action has.
    package var events: Set<String>
    /// What triggered the action (actions only).
    public var trigger: ActionTrigger?

    /// Creates a context.
    public init(
      children: [ResolvedNode] = [], runEvent: (@MainActor (String, JSONValue?) -> Void)? = nil,
      events: Set<String> = [], trigger: ActionTrigger? = nil
    ) {
      self.children = children
      self.runEvent = runEvent
      self.events = events
      self.trigger = trigger
    }
  }

  /// The dialect whose coercions apply.
  public let dialect: Dialect
  /// The JSON path of the property map, for messages.
  public let path: JSONPath
  /// Children, events and trigger for the wrappers.
  public let context: Context
  /// Properties that could not be read and fell back, with why.
  package internal(set) var fallbacks: [PropertyFallback] = []

  /// Creates a decoder.
  public init(dialect: Dialect, path: JSONPath = JSONPath(), context: Context = Context()) {
    self.dialect = dialect
    self.path = path
    self.context = context
  }

  /// Decodes `type` from a property map.
  ///
  /// - Throws: ``PropertyDecodingError`` for a missing or unreadable
  ///   mandatory property.
  public func decode<T: Decodable>(_ type: T.Type, from properties: JSONValue) throws(PropertyDecodingError) -> T {
    do {
      return try T(from: ValueDecoder(owner: self, value: properties, codingPath: []))
    } catch let error as PropertyDecodingError {
      throw error
    } catch {
      throw PropertyDecodingError(path: path.description, message: "\(error)")
    }
  }

  /// The JSON path of a coding path, e.g. `$.children[0].properties.title`.
  func describe(_ codingPath: [any CodingKey]) -> String {
    var text = path.description
    for key in codingPath {
      if let index = key.intValue { text += "[\(index)]" } else { text += "." + key.stringValue }
    }
    return text
  }
}

/// A property a component, action or operation needs but could not read.
public struct PropertyDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the property.
  public var path: String
  /// What was expected and found.
  public var message: String

  /// Creates an error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `$.properties.title: missing mandatory property 'title' (a string)`.
  public var description: String { "\(path): \(message)" }
}

/// What triggered an action: the node, its event and the action's name
/// (`@CoreAction` gives it to custom actions).
public struct ActionTrigger: Sendable, Equatable {
  /// The id of the node whose event runs.
  public var nodeID: String
  /// The action's qualified name.
  public var action: String
  /// The event's name, `onPress`, `onChange`...
  public var event: String
  /// The event's implicit value (`onChange`'s text), `null` when none.
  public var value: JSONValue

  /// Creates a trigger.
  public init(nodeID: String, action: String, event: String = "", value: JSONValue = .null) {
    self.nodeID = nodeID
    self.action = action
    self.event = event
    self.value = value
  }
}

/// A string-backed enum read in any case, as both dialects read enums.
///
/// ```swift
/// enum Size: String, CaseInsensitiveEnum { case small = "SMALL", large = "LARGE" }
/// // "small", "Small" and "SMALL" all decode to .small
/// ```
public protocol CaseInsensitiveEnum: CaseIterable, RawRepresentable, Decodable where RawValue == String {}

extension CaseInsensitiveEnum {
  /// Reads the wrapper outside `PropertyDecoder` (where it has no context).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
      let allowed = Self.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not one of \(allowed)"))
    }
    self = match
  }
}
