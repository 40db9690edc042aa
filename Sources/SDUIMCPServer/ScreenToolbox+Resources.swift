import MCP
import SDUIFlows

extension ScreenToolbox {
  /// What an agent reads beside the tools: the frame, the problem log, the
  /// commands and their options, the flow language, and the properties of
  /// every dialect's components.
  nonisolated static let resources: [Resource] = [
    Resource(
      name: "frame", uri: "sdui-term://frame", description: "The open screen's frame, as text.",
      mimeType: "text/plain"),
    Resource(
      name: "problems", uri: "sdui-term://problems",
      description: "What decoding found in the page shown, then what its app logged: requests, actions; one a line.",
      mimeType: "text/plain"),
    Resource(
      name: "usage", uri: "sdui-term://usage",
      description: "Every command of sdui-term and its options, as --help gives them.", mimeType: "text/plain"),
    Resource(
      name: "flows", uri: "sdui-term://flows",
      description: "Every command of the flow language, with what sdui-term does for it (docs/flows.md's table).",
      mimeType: "text/markdown"),
    Resource(
      name: "properties", uri: "sdui-term://properties",
      description: "Every dialect's components and their properties, each with its status in a terminal.",
      mimeType: "text/markdown"),
  ]

  /// A resource's text, by its URI.
  func read(_ uri: String) throws(ToolFailure) -> Resource.Content {
    switch uri {
    case "sdui-term://frame":
      return .text(session?.snapshot()?.frame ?? "no screen is open", uri: uri, mimeType: "text/plain")
    case "sdui-term://problems":
      let app = session?.app
      let problems = (app?.diagnostics.map(\.description) ?? []) + (app?.problems.problems.map(\.description) ?? [])
      return .text(problems.joined(separator: "\n"), uri: uri, mimeType: "text/plain")
    case "sdui-term://usage": return .text(configuration.usage, uri: uri, mimeType: "text/plain")
    case "sdui-term://flows":
      let table = "# The flow language\n\n" + FlowCommands.markdownTable + "\n"
      return .text(table, uri: uri, mimeType: "text/markdown")
    case "sdui-term://properties": return .text(propertiesDocument, uri: uri, mimeType: "text/markdown")
    default: throw .unknownResource(uri, known: Self.resources.map(\.uri))
    }
  }
}
