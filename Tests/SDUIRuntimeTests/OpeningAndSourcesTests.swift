import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIRuntime

/// What may be opened and how, where sources point, and `--header`.
@Suite("Opening URLs and sources")
@MainActor
struct OpeningAndSourcesTests {
  struct SchemeCase: CustomTestStringConvertible, Sendable {
    let url: String
    let opened: Bool
    var testDescription: String { url }
  }

  @Test(arguments: [
    SchemeCase(url: "https://example.com/a?b=c", opened: true),
    SchemeCase(url: "HTTP://example.com", opened: true),
    SchemeCase(url: "mailto:ann@example.com", opened: true),
    SchemeCase(url: "javascript:alert(1)", opened: false),
    SchemeCase(url: "file:///etc/passwd", opened: false),
    SchemeCase(url: "http:evil", opened: false),
    SchemeCase(url: "https://example.com/\n; rm -rf ~", opened: false),
    SchemeCase(url: "; xdg-open https://example.com", opened: false),
    SchemeCase(url: "example.com", opened: false),
  ])
  func onlyHTTPHTTPSAndMailtoAreOpened(_ entry: SchemeCase) {
    #expect((BrowserLauncher.allowedScheme(of: entry.url) != nil) == entry.opened)
  }

  @Test func theBrowserGetsTheURLAsOneArgument() {
    let url = "https://example.com/a b;$(touch x)"
    #expect(
      BrowserLauncher.command(for: url, environment: ["BROWSER": "firefox --new-tab"]) == ["firefox", "--new-tab", url])
    #expect(
      BrowserLauncher.command(for: url, environment: ["BROWSER": "open %s --now:lynx"]) == ["open", url, "--now"])
    #expect(BrowserLauncher.command(for: url, environment: ["PATH": "/nonexistent"]) == nil)
  }

  @Test func theOpenerAsksThenSpawnsWithoutAShell() throws {
    let directory = NSTemporaryDirectory() + "sdui-open-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let script = directory + "/browser"
    try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$1\" > \(directory)/args\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    chmod(script, 0o755)
    let opener = ExternalOpenDialog(
      launcher: BrowserLauncher(environment: ["BROWSER": script, "PATH": "/usr/bin:/bin"]))
    opener.open(ExternalOpenRequest(action: "openUrl", target: "https://example.com/?q=a b;rm"))
    #expect(opener.front?.title == "Open in the browser?")
    #expect(opener.front?.buttons.map(\.label) == ["Cancel", "Copy", "Open"])
    guard case .opened? = opener.press(2) else {
      Issue.record("expected the URL to open")
      return
    }
    var arguments = ""
    for _ in 0..<50 where arguments.isEmpty {
      usleep(20_000)
      arguments = (try? String(contentsOfFile: directory + "/args", encoding: .utf8)) ?? ""
    }
    #expect(arguments == "1\nhttps://example.com/?q=a b;rm\n")
  }

  @Test func refusedSchemesAndNativeRoutesOnlyShowADialog() {
    let opener = ExternalOpenDialog(launcher: BrowserLauncher(environment: ["BROWSER": "/bin/false"]))
    opener.open(ExternalOpenRequest(action: "openUrl", target: "javascript:alert(1)"))
    #expect(opener.front?.title == "Not opened")
    #expect(opener.front?.message.hasSuffix("javascript:alert(1)") == true)
    opener.dismiss()
    opener.open(ExternalOpenRequest(action: "beagle:openNativeRoute", target: "profile", data: ["id": "7"]))
    #expect(opener.front?.message == "The screen opens the app route 'profile'.\ndata: {\"id\":\"7\"}")
    let noBrowser = ExternalOpenDialog(launcher: BrowserLauncher(environment: ["PATH": "/nonexistent"]))
    noBrowser.open(ExternalOpenRequest(action: "openUrl", target: "https://example.com"))
    #expect(noBrowser.front?.buttons.map(\.label) == ["Close", "Copy"])
    guard case .copy(let text)? = noBrowser.press(1) else {
      Issue.record("expected a copy")
      return
    }
    #expect(text == "https://example.com")
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

  @Test func sourcesKnowTheirBase() {
    #expect(ScreenSource(argument: "http://h:8080/a/b") == .url("http://h:8080/a/b"))
    #expect(ScreenSource(argument: "-") == .standardInput)
    #expect(ScreenSource.url("https://api.test/screens/home?x=1").defaultBaseURL == "https://api.test")
    #expect(ScreenSource.file("/srv/screens/index.json").defaultBaseURL == "file:///srv/screens")
    #expect(ScreenSource.file("/srv/screens/../x/index.json").startURL == "file:///srv/x/index.json")
    #expect(ScreenSource.standardInput.defaultBaseURL == nil)
  }

  @Test func headersParseAsNameColonValue() {
    #expect(HTTPLimits.header(from: "Authorization: Bearer abc")! == ("Authorization", "Bearer abc"))
    #expect(HTTPLimits.header(from: "X-Empty:")! == ("X-Empty", ""))
    #expect(HTTPLimits.header(from: "no colon") == nil)
    #expect(HTTPLimits.header(from: "Bad Name: x") == nil)
    #expect(HTTPLimits.header(from: "X-Split: a\r\nInjected: b") == nil)
  }
}

/// Sources that are no screen file: one clear reason each, never a wait.
@Suite("Bad sources")
struct BadSourceTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-bad-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aDirectoryAnEmptyFileAFIFOAndAHugeFileSayWhatTheyAre() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/empty.json", contents: Data())
    #expect(mkfifo(folder + "/fifo.json", 0o600) == 0)
    _ = FileManager.default.createFile(atPath: folder + "/big.json", contents: Data(repeating: 32, count: 2 << 20))
    func reason(_ name: String) -> String? {
      do {
        _ = try ScreenSource.file(folder + "/" + name).read(limit: 1 << 20)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason("") == "is a directory, not a screen file")
    #expect(reason("empty.json") == "is empty; a screen is a JSON document")
    #expect(reason("fifo.json") == "is a FIFO that nothing wrote to; a screen is a JSON document")
    #expect(reason("big.json") == "is 2 MiB; a screen may have at most 1 MiB (--max-body raises it)")
    #expect(reason("missing.json") == "no such file or directory")
  }

  @Test func fileURLsAreFilesAndNamesAreShownAsTyped() {
    #expect(ScreenSource(argument: "file:///srv/a%20b.json") == .file("/srv/a b.json"))
    let source = ScreenSource.file("../screens/a.json")
    let folder = UserPath("../screens/a.json").directory
    #expect(source.shownName(ofLoaded: folder + "/a.json") == "../screens/a.json")
    #expect(source.shownName(ofLoaded: folder + "/b.json") == "../screens/b.json")
    #expect(ScreenSource.url("http://h/a").shownName(ofLoaded: "http://h/a") == "http://h/a")
  }
}
