/// How the engine makes a built-in component's children, when it makes
/// them otherwise than one instance a child: what the dialect's
/// `DialectEngine/expansion(of:)` says of a component.
package enum ComponentExpansion: Sendable, Equatable {
  /// How an iterating component gives the component each item shows.
  package enum Template: Sendable, Equatable {
    /// Its children, the same for every item (Nimbus `forEach`).
    case children
    /// Its `templates`, the first whose `case` holds for the item, each
    /// item's writes going through to its data (Beagle's lists); with a
    /// static list of children and no data, those children (1.x).
    case templates
  }

  /// One of its children by a condition (`if`), read from `property`.
  case branch(on: String)
  /// One set of children for each item of the list `property` holds.
  case iterations(over: String, template: Template)
  /// A component fetched from its `path`, its `initialState` shown until
  /// it comes (Beagle's `lazyComponent`).
  case lazyComponent

  /// The property the component's children follow, which the engine
  /// evaluates itself rather than binding it as a property.
  package var controllingProperty: String? {
    switch self {
    case .branch(let property), .iterations(let property, _): property
    case .lazyComponent: nil
    }
  }

  /// Whether it makes one set of children for each item of a list.
  package var iterates: Bool {
    if case .iterations = self { true } else { false }
  }
}
