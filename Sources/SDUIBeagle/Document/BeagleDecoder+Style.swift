import SDUIDocument

extension DialectDecoder {
  /// Checks a Beagle `style` value against ``BeagleStyleSpecs``: unknown
  /// and misplaced keys (`flexDirection` directly in `style`), enumeration
  /// values, colors and unit values, at every level.
  func checkBeagleStyle(_ value: PropertyValue, path: JSONPath) {
    guard case .object(let entries, let location) = value else { return }
    let style = BeagleStyleSpecs.style
    for entry in entries where style[entry.name] == nil && BeagleStyleSpecs.flex[entry.name] != nil {
      context.report(
        .misplacedProperty(name: entry.name, expectedIn: "style.flex"), at: entry.keyLocation,
        path: path.appending(entry.name))
    }
    let placed = entries.filter { style[$0.name] != nil || BeagleStyleSpecs.flex[$0.name] == nil }
    checkProperties(placed, specs: style, owner: "style", path: path, location: location)
    for entry in entries {
      guard let specs = BeagleStyleSpecs.nested[entry.name], case .object(let inner, let innerLocation) = entry.value
      else { continue }
      let innerPath = path.appending(entry.name)
      checkProperties(inner, specs: specs, owner: "style.\(entry.name)", path: innerPath, location: innerLocation)
      for unit in inner where BeagleStyleSpecs.unitValueKeys.contains(unit.name) {
        if case .object(let fields, let unitLocation) = unit.value {
          checkProperties(
            fields, specs: BeagleStyleSpecs.unitValue, owner: "a unit value", path: innerPath.appending(unit.name),
            location: unitLocation)
        }
      }
    }
  }
}
