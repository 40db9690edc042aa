import SDUIDocument
import Testing

@testable import SDUIRuntime

/// What went between the app and its agent, a step's share by its mark.
@Suite("Agent transcript")
@MainActor
struct AgentTranscriptTests {
  @Test func aMarkGivesWhatCameSinceInOrder() {
    let transcript = AgentTranscript()
    transcript.received(Array("{\"a\":1}\n{\"b\":2}\n".utf8))
    let mark = transcript.total
    transcript.sent(["action": ["name": "go"]])
    transcript.received(Array("{\"c\":3}\n\n".utf8))
    #expect(transcript.since(mark).map(\.line) == [#"→ {"action":{"name":"go"}}"#, #"← {"c":3}"#])
    #expect(transcript.since(0).count == 4)
    #expect(transcript.since(transcript.total).isEmpty)
  }

  @Test func onlyTheLastThousandAreKept() {
    let transcript = AgentTranscript()
    for index in 0..<1_500 { transcript.sent(JSONValue(.number(.integer(index)))) }
    #expect(transcript.total == 1_500)
    #expect(transcript.since(0).count == AgentTranscript.limit)
    #expect(transcript.since(0).first?.text == "500")
    #expect(transcript.since(1_499).map(\.text) == ["1499"])
  }
}
