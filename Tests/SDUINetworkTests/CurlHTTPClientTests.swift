import Testing

@testable import SDUINetwork

/// The HTTP client: where requests go, where redirects may lead, and `--header`.
@Suite("HTTP client")
struct CurlHTTPClientTests {
  @Test func relativeURLsNeedABase() throws {
    let client = CurlHTTPClient()
    #expect(throws: CurlHTTPClient.Failure.self) { try client.resolve("/a") }
    #expect(try CurlHTTPClient(baseURL: "http://h/base/").resolve("/a").absoluteString == "http://h/base/a")
    #expect(try client.resolve("https://x.test/y").absoluteString == "https://x.test/y")
    #expect(
      try CurlHTTPClient(baseURL: "http://h").resolve("/user/Ann Lee").absoluteString
        == "http://h/user/Ann%20Lee", "unencoded paths are encoded, by the URL builder")
    #expect(throws: CurlHTTPClient.Failure.self) { try client.resolve("") }
  }

  /// Redirects are followed to http and https only, whatever Foundation
  /// would make of the rest.
  @Test(arguments: [
    ("/next", true), ("next?a=b:c", true), ("https://example.com/x", true), ("HTTP://example.com", true),
    ("file:///etc/passwd", false), ("javascript:alert(1)", false), ("data:text/html,x", false),
    ("ftp://example.com", false), ("//example.com/x", true), ("", true),
  ])
  func redirectsAreFollowedOnlyToTheWeb(location: String, followed: Bool) {
    #expect(CurlHTTPClient.isFollowable(redirectTo: location) == followed)
  }

  @Test func headersParseAsNameColonValue() {
    #expect(HTTPLimits.header(from: "Authorization: Bearer abc")! == ("Authorization", "Bearer abc"))
    #expect(HTTPLimits.header(from: "X-Empty:")! == ("X-Empty", ""))
    #expect(HTTPLimits.header(from: "no colon") == nil)
    #expect(HTTPLimits.header(from: "Bad Name: x") == nil)
    #expect(HTTPLimits.header(from: "X-Split: a\r\nInjected: b") == nil)
  }
}
