import SDUIDocument

/// What an A2A agent says of itself at `/.well-known/agent-card.json`:
/// its name, where its JSON-RPC endpoint is, whether it streams, and the
/// A2UI extension's parameters when it lists the extension.
///
/// Both forms of the card are read: A2A 0.3's (`url`, `preferredTransport`,
/// `additionalInterfaces`) and 1.0's (`supportedInterfaces`), which
/// a2a-sdk 1.x serves beside the 0.3 fields. sdui-term speaks 0.3's
/// JSON-RPC methods (`message/send`, `message/stream`), so it takes the
/// endpoint that serves JSON-RPC.
struct AgentCard: Equatable {
  /// The extension's URI, the one A2UI v0.9 accepts.
  static let a2uiExtension = "https://a2ui.org/a2a-extension/a2ui/v0.9"
  /// Where the card is, below an agent's URL.
  static let wellKnownPath = "/.well-known/agent-card.json"

  /// The agent's name.
  var name: String
  /// The JSON-RPC endpoint, absolute.
  var endpoint: String
  /// Whether the agent answers `message/stream`.
  var streams: Bool
  /// Whether the card lists the A2UI extension.
  var listsA2UI: Bool
  /// The catalogs the agent says it can generate, from the extension's parameters.
  var supportedCatalogIDs: [String]

  /// Why a card cannot be used.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case notAnObject
    case noJSONRPCEndpoint
    case endpointNotHTTP(String)

    var description: String {
      switch self {
      case .notAnObject: "the agent card is not a JSON object"
      case .noJSONRPCEndpoint:
        "the agent card names no JSON-RPC endpoint (url, or an interface whose binding is JSONRPC)"
      case .endpointNotHTTP(let url): "the agent card's endpoint '\(url)' is not an http or https URL"
      }
    }
  }

  /// Reads a card.
  init(_ card: JSONValue) throws(Problem) {
    guard card.objectMembers != nil else { throw .notAnObject }
    name = card["name"]?.stringValue ?? "agent"
    guard let endpoint = Self.jsonRPCEndpoint(of: card) else { throw .noJSONRPCEndpoint }
    let lowered = endpoint.lowercased()
    guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { throw .endpointNotHTTP(endpoint) }
    self.endpoint = endpoint
    let capabilities = card["capabilities"]
    streams = capabilities?["streaming"] == JSONValue(.bool(true))
    let a2ui = (capabilities?["extensions"]?.arrayElements ?? []).first {
      $0["uri"]?.stringValue == Self.a2uiExtension
    }
    listsA2UI = a2ui != nil
    supportedCatalogIDs = (a2ui?["params"]?["supportedCatalogIds"]?.arrayElements ?? []).compactMap(\.stringValue)
  }

  /// The endpoint that serves JSON-RPC: 0.3's `url` when its transport is
  /// JSON-RPC (the default), else the first interface that is.
  private static func jsonRPCEndpoint(of card: JSONValue) -> String? {
    let preferred = card["preferredTransport"]?.stringValue ?? "JSONRPC"
    if preferred.uppercased() == "JSONRPC", let url = card["url"]?.stringValue { return url }
    let interfaces =
      (card["additionalInterfaces"]?.arrayElements ?? []) + (card["supportedInterfaces"]?.arrayElements ?? [])
    for interface in interfaces {
      let binding = interface["transport"]?.stringValue ?? interface["protocolBinding"]?.stringValue ?? ""
      if binding.uppercased() == "JSONRPC", let url = interface["url"]?.stringValue { return url }
    }
    return nil
  }

  /// The card's URL for what the user typed: the URL itself when it names
  /// a `.json` file, else the well-known path below it.
  static func location(of agent: String) -> String {
    if agent.lowercased().hasSuffix(".json") { return agent }
    var base = agent
    while base.hasSuffix("/") { base.removeLast() }
    return base + wellKnownPath
  }
}
