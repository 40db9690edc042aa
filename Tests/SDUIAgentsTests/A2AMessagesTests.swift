import SDUIDocument
import Testing

@testable import SDUIAgents

/// What goes to an A2A agent, and what is read from its answers.
@Suite("A2A messages")
struct A2AMessagesTests {
  static let surface = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}"#

  @Test func aRequestCarriesTheCapabilitiesTheExtensionAndTheConversation() throws {
    let request = A2AMessages.request(
      id: 3, streaming: true, messageID: "m", parts: [A2AMessages.textPart("hi")],
      conversation: .init(contextID: "ctx", taskID: "t"), catalogIDs: ["basic"],
      metadata: [JSONMember(key: "a2uiClientDataModel", value: ["version": "v0.9"])])
    #expect(request["method"]?.stringValue == "message/stream")
    let message = try #require(request["params"]?["message"])
    #expect(message["contextId"]?.stringValue == "ctx")
    #expect(message["taskId"]?.stringValue == "t")
    #expect(message["role"]?.stringValue == "user")
    #expect(message["parts"]?.arrayElements?.first?["text"]?.stringValue == "hi")
    #expect(message["extensions"] == ["https://a2ui.org/a2a-extension/a2ui/v0.9"])
    #expect(message["metadata"]?["a2uiClientCapabilities"] == ["v0.9": ["supportedCatalogIds": ["basic"]]])
    #expect(message["metadata"]?["a2uiClientDataModel"] == ["version": "v0.9"])
    let first = A2AMessages.request(
      id: 1, streaming: false, messageID: "m", parts: [], conversation: .init(), catalogIDs: [], metadata: [])
    #expect(first["method"]?.stringValue == "message/send")
    #expect(first["params"]?["message"]?["contextId"] == nil)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let answer: String
    let messages: Int
    let said: [String]
    let error: Bool
    let context: String?
    let task: String?
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "a message with A2UI and text parts",
      answer:
        #"{"result": {"kind": "message", "contextId": "c1", "parts": [{"kind": "text", "text": "Hello"}, {"kind": "data", "metadata": {"mimeType": "application/json+a2ui"}, "data": \#(surface)}]}}"#,
      messages: 1, said: ["Hello"], error: false, context: "c1", task: nil),
    Case(
      name: "0.9.1's media type and a list",
      answer:
        #"{"result": {"parts": [{"kind": "data", "metadata": {"mimeType": "application/a2ui+json"}, "data": [\#(surface), \#(surface)]}]}}"#,
      messages: 2, said: [], error: false, context: nil, task: nil),
    Case(
      name: "a2a-sdk's wrapped list",
      answer:
        #"{"result": {"parts": [{"kind": "data", "metadata": {"mimeType": "application/json+a2ui", "data_part_compat": true}, "data": {"value": [\#(surface)]}}]}}"#,
      messages: 1, said: [], error: false, context: nil, task: nil),
    Case(
      name: "a data part that is not A2UI",
      answer: #"{"result": {"parts": [{"kind": "data", "data": \#(surface)}]}}"#,
      messages: 0, said: [], error: false, context: nil, task: nil),
    Case(
      name: "a status update waiting for input",
      answer:
        #"{"result": {"kind": "status-update", "taskId": "t1", "contextId": "c2", "status": {"state": "input-required", "message": {"parts": [{"kind": "text", "text": "More?"}]}}}}"#,
      messages: 0, said: ["More?"], error: false, context: "c2", task: "t1"),
    Case(
      name: "a completed task with an artifact",
      answer:
        #"{"result": {"kind": "task", "id": "t2", "status": {"state": "completed"}, "artifacts": [{"parts": [{"kind": "data", "metadata": {"mimeType": "application/json+a2ui"}, "data": \#(surface)}]}], "history": [{"parts": [{"kind": "text", "text": "the user's own words"}]}]}}"#,
      messages: 1, said: [], error: false, context: nil, task: nil),
    Case(
      name: "A2A 1.0's wrapped result",
      answer: #"{"result": {"message": {"parts": [{"mediaType": "application/json+a2ui", "data": [\#(surface)]}]}}}"#,
      messages: 1, said: [], error: false, context: nil, task: nil),
    Case(
      name: "an error", answer: #"{"error": {"code": -32601, "message": "Method not found"}}"#, messages: 0,
      said: [], error: true, context: nil, task: nil),
    Case(name: "neither", answer: #"{"id": 1}"#, messages: 0, said: [], error: true, context: nil, task: nil),
  ])
  func answersAreReadWhereEachShapeHoldsItsParts(_ test: Case) throws {
    let reading = A2AMessages.read(try JSONParser.parse(test.answer), conversation: .init(taskID: "old"))
    #expect(reading.messages.count == test.messages)
    #expect(reading.said == test.said)
    #expect((reading.error != nil) == test.error)
    #expect(reading.conversation.contextID == test.context)
    if test.answer.contains("\"state\"") {
      #expect(reading.conversation.taskID == test.task)
    }
  }

  @Test(arguments: [
    ("data: x\n\n", false), ("data: x\n\ndata: {", true), ("data: x\r\n\r\n", false), (": ping\n\n", false),
    ("data: x\n", true), ("", false),
  ])
  func aStreamCutInsideAnEventIsTold(stream: String, inside: Bool) {
    var boundary = EventBoundary()
    for byte in Array(stream.utf8) { boundary.scan([byte]) }
    #expect(boundary.isInsideEvent == inside)
  }
}
