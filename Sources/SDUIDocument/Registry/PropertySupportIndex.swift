/// A dialect's table of what sdui-term does with each property of each
/// built-in component, held against the mobile renderers' sources, found
/// by a component's canonical name or its lower-cased key.
package struct PropertySupportIndex: Sendable {
  /// The statuses by component, then property.
  package let table: [String: [String: PropertySupport]]
  private let canonicalNames: [String: String]

  /// Indexes a table of statuses by component, then property.
  package init(_ table: [String: [String: PropertySupport]]) {
    self.table = table
    canonicalNames = Dictionary(uniqueKeysWithValues: table.keys.map { ($0.lowercased(), $0) })
  }

  /// The status of a built-in component's property; `nil` when the table
  /// has none (an app's own component, or a property it lacks).
  package func support(component: String, property: String) -> PropertySupport? {
    table[component]?[property]
  }

  /// The table's name of a component, from its lower-cased key.
  package func canonicalName(_ key: String) -> String? {
    canonicalNames[key]
  }
}
