import SDUIDocument
import Testing

@testable import SDUIAgents

/// The agent card, in both of A2A's forms, and where it is looked for.
@Suite("Agent card")
struct AgentCardTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let card: String
    let endpoint: String?
    let streams: Bool
    var testDescription: String { name }
  }

  static let extensions = #""extensions": [{"uri": "https://a2ui.org/a2a-extension/a2ui/v0.9"}]"#

  @Test(arguments: [
    Case(
      name: "0.3's url", card: #"{"name": "A", "url": "http://h/rpc", "capabilities": {"streaming": true}}"#,
      endpoint: "http://h/rpc", streams: true),
    Case(
      name: "1.0's interfaces",
      card:
        #"{"name": "A", "supportedInterfaces": [{"url": "http://h/g", "protocolBinding": "GRPC"}, {"url": "http://h/j", "protocolBinding": "JSONRPC"}]}"#,
      endpoint: "http://h/j", streams: false),
    Case(
      name: "0.3's url with another transport",
      card:
        #"{"name": "A", "url": "http://h/rest", "preferredTransport": "HTTP+JSON", "additionalInterfaces": [{"url": "http://h/j", "transport": "JSONRPC"}]}"#,
      endpoint: "http://h/j", streams: false),
    Case(name: "no endpoint", card: #"{"name": "A"}"#, endpoint: nil, streams: false),
    Case(name: "not http", card: #"{"name": "A", "url": "file:///etc/passwd"}"#, endpoint: nil, streams: false),
  ])
  func theEndpointIsTheOneThatServesJSONRPC(_ test: Case) throws {
    let json = try JSONParser.parse(test.card)
    guard let endpoint = test.endpoint else {
      #expect(throws: AgentCard.Problem.self) { try AgentCard(json) }
      return
    }
    let card = try AgentCard(json)
    #expect(card.endpoint == endpoint)
    #expect(card.streams == test.streams)
    #expect(!card.listsA2UI)
  }

  @Test func theA2UIExtensionAndItsCatalogsAreRead() throws {
    let card = try AgentCard(
      JSONParser.parse(
        #"{"url": "http://h/", "capabilities": {"extensions": [{"uri": "https://a2ui.org/a2a-extension/a2ui/v0.9", "params": {"supportedCatalogIds": ["c1", 2, "c2"]}}]}}"#
      ))
    #expect(card.listsA2UI)
    #expect(card.supportedCatalogIDs == ["c1", "c2"])
    #expect(card.name == "agent")
  }

  @Test(arguments: [
    ("http://h:1", "http://h:1/.well-known/agent-card.json"),
    ("http://h:1/agents/x/", "http://h:1/agents/x/.well-known/agent-card.json"),
    ("http://h/card.JSON", "http://h/card.JSON"),
  ])
  func theCardIsBelowTheAgentsURL(agent: String, card: String) {
    #expect(AgentCard.location(of: agent) == card)
  }
}
