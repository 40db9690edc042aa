import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIRuntime

/// What may be opened and how.
@Suite("Opening URLs")
@MainActor
struct OpeningTests {
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
    opener.open(
      ExternalOpenRequest(action: "beagle:openNativeRoute", target: "profile", data: ["id": "7"], isAppRoute: true))
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
}
