/// What a built-in property accepts and what it defaults to.
///
/// Specs drive the lenient reading of properties (``PropertyReader``) and
/// the checks `sdui-term check` makes: types, enumeration values, required
/// properties and near-miss names.
public struct PropertySpec: Sendable, Equatable {
  /// The kinds of value a property accepts.
  public indirect enum ValueType: Sendable, Equatable {
    case string
    case number
    case integer
    case boolean
    case color
    case url
    /// One of these names; matched ignoring case.
    case enumeration([String])
    /// A number, or one of the keywords (Nimbus sizes: `expand`, `fitContent`).
    case numberOrKeyword([String])
    case event
    case component
    case components
    case object
    case array(ValueType)
    case any

    /// How the type reads in a message: "a boolean", "one of ...".
    package var expectation: String {
      switch self {
      case .string: "a string"
      case .number: "a number"
      case .integer: "an integer"
      case .boolean: "a boolean"
      case .color: "a color such as '#RRGGBB'"
      case .url: "a URL"
      case .enumeration(let values): "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
      case .numberOrKeyword(let words): "a number or " + words.map { "'\($0)'" }.joined(separator: ", ")
      case .event: "a list of actions"
      case .component: "a component"
      case .components: "a list of components"
      case .object: "an object"
      case .array(let element): "an array of \(element.expectation.dropArticle)"
      case .any: "any value"
      }
    }

    /// Whether a literal is known to be valid without reading it: a string
    /// for a string, a non-empty string for a URL, a boolean for a boolean,
    /// a number for a number, an object for an object, and anything for
    /// types that literal JSON cannot be checked as. Checking the rest
    /// takes a ``PropertyReader``.
    package func acceptsAsIs(_ literal: JSONValue) -> Bool {
      switch (self, literal.kind) {
      case (.string, .string), (.boolean, .bool), (.number, .number), (.object, .object): true
      case (.url, .string(let text)): !text.isEmpty
      case (.event, _), (.component, _), (.components, _), (.any, _): true
      default: false
      }
    }
  }

  /// The property's name, case-sensitive.
  public var name: String
  /// What it accepts.
  public var type: ValueType
  /// The value used when it is missing or unusable; `nil` means none.
  public var defaultValue: JSONValue?
  /// Whether the component or action cannot work without it.
  public var isRequired: Bool
  /// Another property that satisfies the requirement instead (Nimbus
  /// `push` accepts `route.url` for `url`).
  public var requiredUnless: String?

  /// Creates a spec.
  public init(
    _ name: String, _ type: ValueType, default defaultValue: JSONValue? = nil, required: Bool = false,
    unless: String? = nil
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isRequired = required
    self.requiredUnless = unless
  }
}

extension String {
  fileprivate var dropArticle: String {
    if hasPrefix("a ") { return String(dropFirst(2)) + "s" }
    if hasPrefix("an ") { return String(dropFirst(3)) + "s" }
    return self
  }
}

/// Property specs in declaration order with an index by name, built once
/// per descriptor so that reading a node's properties never rebuilds it.
public struct PropertySpecs: Sendable, Equatable {
  /// The specs, in declaration order.
  public let list: [PropertySpec]
  private let index: [String: PropertySpec]

  /// Indexes specs; a later spec with the same name wins.
  public init(_ list: [PropertySpec]) {
    self.list = list
    index = Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The spec named `name`, case-sensitively.
  public subscript(name: String) -> PropertySpec? {
    index[name]
  }

  /// Every name, in declaration order.
  public var names: [String] { list.map(\.name) }
}
