import SDUICore
import Testing

/// The sentence every message about a status that was not taken uses: a
/// page's, a source's and a picture's.
@Suite("HTTP responses")
struct HTTPResponseTests {
  @Test func theServerAnsweredTheCodeAndItsPhrase() {
    #expect(HTTPResponse(status: 404, statusText: "Not Found").serverAnswer == "the server answered 404 Not Found")
    #expect(HTTPResponse(status: 599).serverAnswer == "the server answered 599", "no phrase, no trailing space")
  }
}
