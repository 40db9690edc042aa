/// Typed, lenient reading of a component's or action's evaluated
/// properties, in the spirit of CodableProperty: it never throws.
///
/// Each accessor applies the dialect's `Coercion`, falls back to the
/// property's documented default when the value is missing, `null` or
/// unusable, and records a ``Diagnostic`` (with the property's JSON path)
/// when a value is wrong or a required one is missing.
///
/// ```swift
/// var reader = PropertyReader(values: ["enabled": "yes"], descriptorName: "beagle:button",
///                             specs: button.properties, dialect: .beagle, path: .root)
/// reader.boolean("enabled")   // true, the default; a diagnostic says why
/// ```
public struct PropertyReader {
  /// Problems found so far.
  package private(set) var diagnostics: [Diagnostic] = []
  private let values: [String: JSONValue]
  private let specs: PropertySpecs
  private let owner: String
  private let dialect: Dialect
  private let path: JSONPath
  private let file: String?
  private let location: SourceLocation

  /// Creates a reader over an object of evaluated values.
  ///
  /// - Parameters:
  ///   - values: The properties, an object; anything else reads as empty.
  ///   - descriptorName: The component or action, for messages.
  ///   - specs: What each property accepts and defaults to.
  ///   - dialect: Whose coercions read the values.
  ///   - path: The JSON path of the properties object.
  ///   - file: The document's name, for messages.
  public init(
    values: JSONValue, descriptorName: String, specs: [PropertySpec], dialect: Dialect, path: JSONPath,
    file: String? = nil
  ) {
    self.init(
      values: values, descriptorName: descriptorName, specs: PropertySpecs(specs), dialect: dialect, path: path,
      file: file)
  }

  /// Creates a reader with specs already indexed, as descriptors keep them.
  public init(
    values: JSONValue, descriptorName: String, specs: PropertySpecs, dialect: Dialect, path: JSONPath,
    file: String? = nil
  ) {
    var map: [String: JSONValue] = [:]
    for member in values.objectMembers ?? [] { map[member.key] = member.value }
    self.values = map
    self.specs = specs
    self.owner = descriptorName
    self.dialect = dialect
    self.path = path
    self.file = file
    self.location = values.location
  }

  /// A string; any non-null scalar is accepted and printed as the dialect does.
  public mutating func string(_ name: String) -> String? {
    let dialect = self.dialect
    return read(name, expected: "a string") { value in
      if case .string(let text) = value.kind { return text }
      if case .array = value.kind { return nil }
      if case .object = value.kind { return nil }
      return Coercion.string(from: value, dialect: dialect)
    }
  }

  /// A number, from a number or a numeric string.
  public mutating func number(_ name: String) -> JSONNumber? {
    read(name, expected: "a number") { Coercion.number(from: $0) }
  }

  /// A number as a `Double`.
  public mutating func double(_ name: String) -> Double? {
    number(name)?.doubleValue
  }

  /// An integer, truncating a fraction.
  public mutating func integer(_ name: String) -> Int? {
    read(name, expected: "an integer") { Coercion.integer(from: $0) }
  }

  /// A boolean, as strictly as the dialect reads one.
  package mutating func boolean(_ name: String) -> Bool? {
    let dialect = self.dialect
    return read(name, expected: "a boolean") { Coercion.boolean(from: $0, dialect: dialect) }
  }

  /// One of the spec's enumeration cases, returned in its canonical case.
  package mutating func enumeration(_ name: String) -> String? {
    guard case .enumeration(let allowed)? = specs[name]?.type else { return string(name) }
    guard let value = present(name) else { return fallback(name, stringFrom: nil) }
    guard let text = value.stringValue, let match = Coercion.enumeration(text, among: allowed) else {
      report(
        .invalidEnumValue(name: name, value: Coercion.text(of: value, dialect: dialect), allowed: allowed), value, name)
      return fallback(name, stringFrom: nil)
    }
    if !match.isExact, dialect.definition.rules.reportsEnumerationCase {
      report(.enumCaseMismatch(name: name, value: text, expected: match.value), value, name)
    }
    return match.value
  }

  /// A color; an invalid one is reported and the default used.
  package mutating func color(_ name: String) -> RGBAColor? {
    guard let value = present(name) else { return defaultValue(name)?.stringValue.flatMap(RGBAColor.init(hex:)) }
    if let text = value.stringValue, let color = RGBAColor(hex: text) { return color }
    if let text = value.stringValue, let color = RGBAColor(named: text) {
      let hex = color.alpha == 255 ? String(color.description.dropLast(2)) : color.description
      let peers = dialect.definition.rules.namedColorPeers
      report(.namedColor(name: name, value: text, hex: hex, peers: peers), value, name)
      return color
    }
    report(.invalidColor(name: name, value: Coercion.text(of: value, dialect: dialect)), value, name)
    return defaultValue(name)?.stringValue.flatMap(RGBAColor.init(hex:))
  }

  /// A URL as text; an empty one is reported.
  public mutating func url(_ name: String) -> String? {
    guard let text = string(name) else { return nil }
    if text.isEmpty, let value = present(name) {
      report(.emptyValue(name: name), value, name)
      return nil
    }
    return text
  }

  /// The usable elements of an array; each unusable one is reported and
  /// left out, the others kept.
  public mutating func array<Element>(
    _ name: String, expected: String, element convert: (JSONValue) -> Element?
  ) -> [Element] {
    guard let value = present(name) else { return [] }
    guard let elements = value.arrayElements else {
      report(.wrongPropertyType(name: name, expected: "an array", found: value.typeName, fallback: "[]"), value, name)
      return []
    }
    var kept: [Element] = []
    for (index, element) in elements.enumerated() {
      if let converted = convert(element) {
        kept.append(converted)
      } else {
        diagnostics.append(
          Diagnostic(
            .invalidArrayElement(name: name, index: index, expected: expected, found: element.typeName),
            at: element.location, path: path.appending(name).appending(index), file: file))
      }
    }
    return kept
  }

  /// Reads every property that has a spec by its type, so that every wrong
  /// value is reported; used by `sdui-term check`.
  package mutating func validateAll() {
    for name in values.keys.sorted() {
      guard let spec = specs[name] else { continue }
      validate(name, as: spec.type)
    }
  }

  private mutating func validate(_ name: String, as type: PropertySpec.ValueType) {
    let dialect = self.dialect
    switch type {
    case .string: _ = string(name)
    case .number: _ = number(name)
    case .integer: _ = integer(name)
    case .boolean: _ = boolean(name)
    case .color: _ = color(name)
    case .url: _ = url(name)
    case .enumeration: _ = enumeration(name)
    case .numberOrKeyword(let words):
      _ = read(name, expected: PropertySpec.ValueType.numberOrKeyword(words).expectation) { value -> Bool? in
        if Coercion.number(from: value) != nil { return true }
        return value.stringValue.flatMap { Coercion.enumeration($0, among: words) } != nil ? true : nil
      }
    case .object:
      _ = read(name, expected: "an object") { $0.objectMembers != nil ? true : nil }
    case .array(let element):
      _ = array(name, expected: element.expectation) { value -> Bool? in
        switch element {
        case .object: value.objectMembers != nil ? true : nil
        case .enumeration(let allowed):
          value.stringValue.flatMap { Coercion.enumeration($0, among: allowed) } != nil ? true : nil
        case .string: Coercion.string(from: value, dialect: dialect) != nil ? true : nil
        default: true
        }
      }
    case .event, .component, .components, .any:
      break
    }
  }

  // MARK: Shared steps

  private func present(_ name: String) -> JSONValue? {
    guard let value = values[name], !value.isNull else { return nil }
    return value
  }

  private func defaultValue(_ name: String) -> JSONValue? {
    specs[name]?.defaultValue
  }

  private func fallback(_ name: String, stringFrom value: JSONValue?) -> String? {
    (value ?? defaultValue(name)).flatMap { Coercion.string(from: $0, dialect: dialect) }
  }

  private mutating func read<Value>(
    _ name: String, expected: String, convert: (JSONValue) -> Value?
  ) -> Value? {
    guard let value = present(name) else {
      if specs[name]?.isRequired == true {
        diagnostics.append(
          Diagnostic(
            .missingRequiredProperty(name: name, owner: owner), at: location, path: path, file: file))
      }
      return defaultValue(name).flatMap(convert)
    }
    if let converted = convert(value) { return converted }
    let fallback = defaultValue(name)
    report(
      .wrongPropertyType(
        name: name, expected: expected, found: value.typeName, fallback: fallback.map(\.jsonText)),
      value, name)
    return fallback.flatMap(convert)
  }

  private mutating func report(_ kind: DiagnosticKind, _ value: JSONValue, _ name: String) {
    diagnostics.append(Diagnostic(kind, at: value.location, path: path.appending(name), file: file))
  }
}
