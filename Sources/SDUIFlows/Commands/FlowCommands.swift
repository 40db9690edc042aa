/// Every command of the flow language, family by family: each family's
/// file holds its commands' types and lists their specs, so that adding a
/// command touches that one file (and its tests). The reader, the runner
/// and docs/flows.md's table of commands all follow from here.
package enum FlowCommands {
  /// Every command, in the docs' order.
  package static let all: [FlowCommandSpec] = app + touch + typing + assertions + control + output + device

  /// The names a flow may use, for messages and suggestions.
  package static let names: [String] = all.flatMap(\.names)

  /// The spec of each name.
  static let byName: [String: FlowCommandSpec] = Dictionary(
    all.flatMap { spec in spec.names.map { ($0, spec) } }, uniquingKeysWith: { first, _ in first })

  /// docs/flows.md's table of commands, as Markdown.
  package static var markdownTable: String {
    let rows = all.flatMap(\.rows).map { "| \($0.written) | \($0.does) |" }
    return (["| command | what sdui-term does |", "| --- | --- |"] + rows).joined(separator: "\n")
  }
}
