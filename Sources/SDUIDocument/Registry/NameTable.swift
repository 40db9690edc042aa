/// Something a ``NameTable`` can hold: it has a canonical name.
package protocol RegistryEntry: Sendable {
  /// The canonical name, e.g. `layout:column`.
  var name: String { get }
}

/// One table of registered entries keyed by lower-cased name; components,
/// actions and operations all use it, so there is one lookup mechanism.
///
/// Later registrations under the same name replace earlier ones.
package struct NameTable<Entry: RegistryEntry>: Sendable {
  private var entries: [String: Entry] = [:]
  /// The same entries under their canonical names, so that a name written
  /// as registered is found without lower-casing it.
  private var canonical: [String: Entry] = [:]

  /// Creates an empty table.
  package init() {}

  /// Adds or replaces an entry.
  package mutating func register(_ entry: Entry) {
    let key = entry.name.lowercased()
    if let replaced = entries[key] { canonical[replaced.name] = nil }
    entries[key] = entry
    canonical[entry.name] = entry
  }

  /// The entry registered under `name`, ignoring case.
  package func lookup(_ name: String) -> Entry? {
    canonical[name] ?? entries[name.lowercased()]
  }

  /// Every canonical name, sorted; used for "did you mean" hints.
  package var names: [String] {
    entries.values.map(\.name).sorted()
  }

  /// Changes every entry in place; names must not change.
  package mutating func update(_ change: (inout Entry) -> Void) {
    for key in entries.keys {
      guard var entry = entries[key] else { continue }
      change(&entry)
      entries[key] = entry
      canonical[entry.name] = entry
    }
  }

  /// How many entries there are.
  package var count: Int { entries.count }
}
