extension DecodedScreen {
  /// A warning for each property the screen sets on a built-in that a
  /// terminal does not draw or that the phones ignore, at the property's
  /// name: what `sdui-term check` adds to the decoder's diagnostics, so
  /// that "this screen works" never hides a property that does nothing.
  package var unhonouredProperties: [Diagnostic] {
    guard let root, let dialect else { return [] }
    // The first use of each property of each component, and how many more.
    var first: [String: (Diagnostic, others: Int)] = [:]
    var order: [String] = []
    root.forEachNode { node in
      let index = dialect.definition.propertySupport
      guard node.isRegistered, let owner = index.canonicalName(node.type.key) else { return }
      let base = dialect.definition.rules.propertiesKey.map { node.path.appending($0) } ?? node.path
      for entry in node.properties {
        guard let support = index.support(component: owner, property: entry.name),
          !support.isHonoured
        else { continue }
        let key = owner + "." + entry.name
        if first[key] != nil {
          first[key]?.others += 1
          continue
        }
        order.append(key)
        first[key] = (
          Diagnostic(
            .propertyNotHonoured(name: entry.name, owner: owner, support: support, others: 0), at: entry.keyLocation,
            path: base.appending(entry.name), file: file), 0
        )
      }
    }
    return order.compactMap { key in
      guard var diagnostic = first[key]?.0, let others = first[key]?.others else { return nil }
      if case .propertyNotHonoured(let name, let owner, let support, _) = diagnostic.kind {
        diagnostic.kind = .propertyNotHonoured(name: name, owner: owner, support: support, others: others)
      }
      return diagnostic
    }
  }
}
