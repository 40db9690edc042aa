extension RegistryListing {
  /// The components' properties as a Markdown table per component, with
  /// each property's status against the mobile renderers and the source
  /// followed or the reason: docs/properties.md, kept in step with the
  /// registry by a test.
  package var markdown: String {
    var lines = ["## \(dialectName)", ""]
    for component in components {
      lines.append("### \(component.name)")
      lines.append("")
      guard !component.properties.isEmpty else {
        lines += ["No properties.", ""]
        continue
      }
      lines.append("| property | type | status | how, and where it comes from |")
      lines.append("| --- | --- | --- | --- |")
      for spec in component.properties {
        let support = registry.support(component: component.name, property: spec.name)
        let cells = [
          "`\(spec.name)`", Self.typeName(spec.type), support?.label ?? "no status", support?.detail ?? "",
        ]
        lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// docs/properties.md: a heading and what the statuses mean, then each
  /// listing's tables.
  package static func markdownDocument(_ listings: [RegistryListing]) -> String {
    let preamble = """
      # Properties on a terminal

      Every property of every built-in component, and what sdui-term does with it, held against the
      mobile renderers' own sources: beagle-android (BA), beagle-ios (BI), nimbus-layout-compose (NC)
      and nimbus-layout-swiftui (NS). A property is *honoured* (drawn or acted on as the phones do; the
      column names the code followed and how a terminal shows it), *not drawn in a terminal* (and
      why), or *ignored by the phones* (a web-only or older name, which sdui-term leaves alone too).
      `sdui-term check` warns, at the property, when a screen sets one that is not honoured. A2UI's
      are held against its basic catalog's implementation guide (IG); its `a2ui:` entries are the
      nodes sdui-term makes of a surface, which no agent writes.

      This page is written by `sdui-term components --format markdown`; a test fails when it and the
      registry part.


      """
    return preamble + listings.map(\.markdown).joined(separator: "\n")
  }

  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
