import Foundation
import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// Stack semantics of both dialects (spec nimbus §7.3–7.5 and the
/// nimbus-swiftui ViewModel tests; spec beagle §5, §7.2), against screens
/// served from memory.
@Suite("Navigator")
@MainActor
struct NavigatorTests {
  /// A Nimbus screen with one button per action given, `id` → action JSON.
  static func nimbusScreen(_ title: String, buttons: [String: String] = [:]) -> String {
    let children = buttons.sorted { $0.key < $1.key }.map { id, action in
      #"{"_:component": "material:button", "id": "\#(id)", "properties": {"text": "\#(id)", "onPress": [\#(action)]}}"#
    }
    let text = #"{"_:component": "material:text", "id": "title", "properties": {"text": "\#(title)"}}"#
    return #"{"_:component": "layout:column", "children": [\#(([text] + children).joined(separator: ","))]}"#
  }

  static func beagleScreen(_ title: String, buttons: [String: String] = [:]) -> String {
    let children = buttons.sorted { $0.key < $1.key }.map { id, action in
      #"{"_beagleComponent_": "beagle:button", "id": "\#(id)", "text": "\#(id)", "onPress": [\#(action)]}"#
    }
    let text = #"{"_beagleComponent_": "beagle:text", "id": "title", "text": "\#(title)"}"#
    return #"{"_beagleComponent_": "beagle:container", "children": [\#(([text] + children).joined(separator: ","))]}"#
  }

  /// A navigator whose server answers `http://test` + path from `screens`,
  /// 404 for anything else.
  static func navigator(_ screens: [String: String], dialect: Dialect? = nil) -> (ScreenNavigator, InMemoryHTTPClient) {
    let client = InMemoryHTTPClient { request in
      let path = String(request.url.dropFirst("http://test".count))
      guard let body = screens[path] else {
        return HTTPResponse(status: 404, statusText: "Not Found", body: Array("no \(path)\n".utf8))
      }
      return HTTPResponse(status: 200, statusText: "OK", body: Array(body.utf8))
    }
    return (
      ScreenNavigator(
        configuration: .init(dialects: Dialect.allCases, http: client, baseURL: "http://test/", dialect: dialect)),
      client
    )
  }

  /// How long a wait may take: the unit tests run one at a time (make
  /// test's Tests/lib/unit.sh), so no other test holds the main actor
  /// while an in-memory request is answered. A passing test returns as
  /// soon as its condition holds.
  static let patience: Duration = .seconds(5)

  /// Polls `condition` until it holds or `patience` runs out; the caller
  /// then checks the condition itself, so running out fails the test.
  static func waitUntil(_ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + patience
    while !(await condition()), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// The failure a push to `route` ends in, from a first screen at
  /// `base` + `a.json` whose every other request fails with `failure`.
  func failedPush(to route: String, base: String, failure: any Error & Sendable) async throws -> PageFailure? {
    let first = Self.beagleScreen(
      "A", buttons: ["go": #"{"_beagleAction_": "beagle:pushView", "route": {"url": "\#(route)"}}"#])
    let client = InMemoryHTTPClient { request in
      guard request.url.hasSuffix("/a.json") else { throw failure }
      return HTTPResponse(status: 200, statusText: "OK", body: Array(first.utf8))
    }
    let navigator = ScreenNavigator(configuration: .init(dialects: Dialect.allCases, http: client, baseURL: base))
    navigator.start(url: base + "a.json")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("go", navigator)
    guard case .failed(let failed)? = navigator.current?.content else { return nil }
    return failed
  }

  /// A screen read from a file that pushes a path from `/` and misses is
  /// told where such a path goes, and how to send it elsewhere; a path
  /// written relative is not.
  @Test(arguments: [("/beagle/next", true), ("next", false)])
  func aMissedPathFromTheRootOfAFolderPointsToTheBaseURL(route: String, hinted: Bool) async throws {
    struct Missing: Error, CustomStringConvertible { var description: String { "no such file or directory" } }
    let failure = try #require(try await failedPush(to: route, base: "file:///screens/app/", failure: Missing()))
    #expect(failure.reason == "no such file or directory")
    let hint = "a path from / joins the first screen's folder; --base-url names another"
    #expect(failure.details == (hinted ? [hint] : []))
  }

  /// A refused push is named as the screen wrote it.
  @Test func aRefusedURLIsNamedAsWritten() async throws {
    let refusal = RequestRefusal.scheme("file", origin: .remote(origin: "http://test", space: .public))
    let failure = try #require(try await failedPush(to: "file:///etc/passwd", base: "http://test/", failure: refusal))
    #expect(failure.url == "file:///etc/passwd")
  }

  func press(_ id: String, _ navigator: ScreenNavigator) async throws {
    let session = try #require(navigator.current?.session)
    try session.trigger("onPress", on: id)
    #expect(await navigator.settle(timeout: Self.patience) == false)
  }

  func title(_ navigator: ScreenNavigator) -> String? {
    navigator.current?.session?.instance(id: "title")?.property("text")?.stringValue
  }

  @Test func nimbusPushPopPresentDismissAndPopTo() async throws {
    let (navigator, _) = Self.navigator([
      "/a": Self.nimbusScreen("A", buttons: ["push": #"{"_:action": "push", "properties": {"url": "/b"}}"#]),
      "/b": Self.nimbusScreen("B", buttons: ["push": #"{"_:action": "push", "properties": {"url": "/c"}}"#]),
      "/c": Self.nimbusScreen(
        "C",
        buttons: [
          "present": #"{"_:action": "present", "properties": {"url": "/m"}}"#,
          "popTo": #"{"_:action": "popTo", "properties": {"url": "/a"}}"#,
          "dismiss": #"{"_:action": "dismiss"}"#,
        ]),
      "/m": Self.nimbusScreen(
        "M",
        buttons: [
          "pop": #"{"_:action": "pop"}"#, "popTo": #"{"_:action": "popTo", "properties": {"url": "/a"}}"#,
          "dismiss": #"{"_:action": "dismiss"}"#,
        ]),
    ])
    navigator.start(url: "/a")
    #expect(navigator.current?.isLoading == true)
    _ = await navigator.settle(timeout: Self.patience)
    #expect(title(navigator) == "A")
    try await press("push", navigator)
    try await press("push", navigator)
    #expect(navigator.stackDescription == [["/a", "/b", "/c"]])
    try await press("dismiss", navigator)
    #expect(navigator.stackDescription == [["/a", "/b", "/c"]], "dismiss only dismisses presents")
    try await press("present", navigator)
    #expect(navigator.stackDescription == [["/a", "/b", "/c"], ["/m"]])
    #expect(navigator.presentedDepth == 1)
    try await press("pop", navigator)
    #expect(navigator.stackDescription == [["/a", "/b", "/c"], ["/m"]], "pop never pops a stack's root")
    try await press("popTo", navigator)
    #expect(navigator.stackDescription == [["/a", "/b", "/c"], ["/m"]], "popTo stops at a present")
    try await press("dismiss", navigator)
    #expect(title(navigator) == "C")
    try await press("popTo", navigator)
    #expect(navigator.stackDescription == [["/a"]])
    #expect(navigator.goBack() == false)
  }

  /// The first screen's URL as the command line or a flow's `url:` gives
  /// it, and the route a `popTo` names: the same page once resolved.
  @Test(arguments: [("http://test/a", "/a"), ("/a", "http://test/a"), ("http://test/a", "http://test/a")])
  func nimbusPopToMatchesTheResolvedURL(_ first: String, _ route: String) async throws {
    let (navigator, _) = Self.navigator([
      "/a": Self.nimbusScreen("A", buttons: ["push": #"{"_:action": "push", "properties": {"url": "/b"}}"#]),
      "/b": Self.nimbusScreen(
        "B", buttons: ["popTo": #"{"_:action": "popTo", "properties": {"url": "\#(route)"}}"#]),
    ])
    navigator.start(url: first)
    _ = await navigator.settle(timeout: Self.patience)
    try await press("push", navigator)
    try await press("popTo", navigator)
    #expect(navigator.stackDescription == [[first]])
    #expect(title(navigator) == "A")
  }

  @Test func aScreenThatPushesItselfStopsAtTheLimit() async throws {
    let (navigator, _) = Self.navigator([
      "/a": Self.nimbusScreen("A", buttons: ["push": #"{"_:action": "push", "properties": {"url": "/a"}}"#])
    ])
    navigator.start(url: "/a")
    _ = await navigator.settle(timeout: Self.patience)
    for _ in 0..<(ScreenNavigator.maximumPages + 5) { try await press("push", navigator) }
    #expect(navigator.stacks.last?.count == ScreenNavigator.maximumPages)
    #expect(title(navigator) == "A", "the front screen still works")
    #expect(
      navigator.configuration.problems.problems.filter { $0.message.contains("already hold 100 screens") }.count
        == 6,
      "each refused push says so")
  }

  @Test func screensThatOpenScreensWithNoKeyPressedStop() async throws {
    let (navigator, client) = Self.navigator([
      "/loop": #"""
      {"_:component": "layout:lifecycle", "properties": {"onInit": [
        {"_:action": "pop"}, {"_:action": "push", "properties": {"url": "/loop"}}]}, "children": [
        {"_:component": "material:text", "id": "title", "properties": {"text": "Loop"}}]}
      """#
    ])
    navigator.start(url: "/loop")
    try await Self.waitUntil { await client.requests.count > ScreenNavigator.maximumNavigationsWithoutInput / 2 }
    _ = await navigator.settle(timeout: Self.patience)
    try await Task.sleep(for: .milliseconds(50))
    #expect(await client.requests.count <= ScreenNavigator.maximumNavigationsWithoutInput + 1)
    #expect(
      navigator.configuration.problems.problems.contains {
        $0.message.hasPrefix("the screens opened 20 screens in a row with no key pressed")
      })
    #expect(title(navigator) == "Loop", "the last screen opened still works")
  }

  @Test func nimbusViewStatesAndEventsPassBetweenScreens() async throws {
    let (navigator, _) = Self.navigator([
      "/list": #"""
      {"_:component": "layout:column", "state": {"saved": ""}, "children": [
        {"_:component": "material:text", "id": "title", "properties": {"text": "saved: @{saved}"}},
        {"_:component": "material:button", "id": "edit", "properties": {"text": "edit", "onPress": [
          {"_:action": "push", "properties": {"url": "/edit", "state": {"note": {"title": "groceries"}},
            "events": {"onSaved": [{"_:action": "setState", "properties": {"path": "saved", "value": "@{onSaved}"}}]}}}]}}]}
      """#,
      "/edit": #"""
      {"_:component": "layout:column", "children": [
        {"_:component": "material:text", "id": "title", "properties": {"text": "editing @{note.title}"}},
        {"_:component": "material:button", "id": "save", "properties": {"text": "save", "onPress": [
          {"_:action": "triggerViewEvent", "properties": {"event": "onSaved", "value": "@{note.title}!"}},
          {"_:action": "pop"}]}}]}
      """#,
    ])
    navigator.start(url: "/list")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("edit", navigator)
    #expect(title(navigator) == "editing groceries")
    try await press("save", navigator)
    #expect(navigator.stackDescription == [["/list"]])
    #expect(title(navigator) == "saved: groceries!")
  }

  @Test func failedFetchKeepsTheStackAndRetriesInPlace() async throws {
    let (navigator, client) = Self.navigator([
      "/a": Self.nimbusScreen(
        "A",
        buttons: [
          "missing": #"{"_:action": "push", "properties": {"url": "/missing"}}"#,
          "fallback":
            #"{"_:action": "push", "properties": {"url": "/missing", "fallback": {"_:component": "material:text", "id": "title", "properties": {"text": "fallback"}}}}"#,
          "broken": #"{"_:action": "push", "properties": {"url": "/broken"}}"#,
          "list": #"{"_:action": "push", "properties": {"url": "/list"}}"#,
        ]),
      "/broken": #"{"_:component": "layout:column", "children": ["#,
      "/list": "[1, 2]",
    ])
    navigator.start(url: "/a")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("missing", navigator)
    guard case .failed(let failure)? = navigator.current?.content else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.status == 404)
    #expect(failure.url == "http://test/missing")
    #expect(failure.reason == "the server answered 404 Not Found")
    #expect(failure.details == ["no /missing"])
    #expect(navigator.stackDescription == [["/a", "/missing"]])
    navigator.reload()
    _ = await navigator.settle(timeout: Self.patience)
    #expect(await client.requests.filter { $0.url == "http://test/missing" }.count == 2)
    #expect(navigator.goBack())
    #expect(title(navigator) == "A")

    try await press("broken", navigator)
    guard case .failed(let broken)? = navigator.current?.content else {
      Issue.record("expected a failure")
      return
    }
    #expect(broken.reason == "JSON syntax error at 1:47: unexpected end of input, expected a value")
    #expect(broken.details.first?.hasPrefix("http://test/broken:1:47: error: invalid JSON") == true)
    navigator.goBack()

    try await press("list", navigator)
    guard case .failed(let list)? = navigator.current?.content else {
      Issue.record("expected a failure")
      return
    }
    #expect(list.reason == "the document is not a screen", "JSON, but no component at its root")
    navigator.goBack()

    try await press("fallback", navigator)
    #expect(navigator.current?.showsFallback == true)
    #expect(title(navigator) == "fallback")
  }

  @Test func requestsCarryThePlatformHeaderAndBody() async throws {
    let (navigator, client) = Self.navigator([
      "/a": Self.nimbusScreen(
        "A",
        buttons: [
          "post":
            #"{"_:action": "push", "properties": {"url": "/b", "method": "Post", "data": {"q": 1}, "headers": {"x-token": "t"}}}"#
        ]),
      "/b": Self.nimbusScreen("B"),
    ])
    navigator.start(url: "/a")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("post", navigator)
    let sent = try #require(await client.requests.last)
    #expect(sent.method == "POST")
    #expect(sent.body == ["q": 1])
    #expect(sent.headers["platform"] == "iOS")
    #expect(sent.headers["x-token"] == "t")
  }

  @Test(.enabled(if: hasConformance, "../shared/conformance is not beside the package"))
  func prefetchFiresOncePerKeyAndNavigationUsesIt() async throws {
    let prefetch1 = try String(
      contentsOf: conformanceDirectory.appendingPathComponent("nimbus/core-nav-prefetch1.json"), encoding: .utf8)
    var screens = ["/prefetch1": prefetch1]
    for path in ["/prefetch2", "/screen1", "/screen2", "/screen3"] { screens[path] = Self.nimbusScreen(path) }
    let (navigator, client) = Self.navigator(screens)
    navigator.start(url: "/prefetch1")
    _ = await navigator.settle(timeout: Self.patience)
    // The prefetches run on their own; wait until they have all been sent.
    try await Self.waitUntil { await client.requests.count >= 6 }
    #expect(await client.requests.count == 6)
    #expect(navigator.prefetched.count == 5)
    try await press("go-to-screen1-push", navigator)
    #expect(title(navigator) == "/screen1")
    #expect(await client.requests.count == 6, "the push used the prefetched screen")
  }

  @Test func beagleStacksRoutesAndNavigationContext() async throws {
    let push =
      #"{"_beagleAction_": "beagle:pushView", "route": {"url": "/b"}, "navigationContext": {"path": "user.name", "value": "Ann"}}"#
    let (navigator, _) = Self.navigator([
      "/a": Self.beagleScreen(
        "A",
        buttons: [
          "push": push,
          "local":
            #"{"_beagleAction_": "beagle:pushView", "route": {"screen": {"_beagleComponent_": "beagle:screenComponent", "id": "local", "child": {"_beagleComponent_": "beagle:text", "id": "title", "text": "local"}}}}"#,
        ]),
      "/b": #"""
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:text", "id": "title", "text": "hello @{navigationContext.user.name}"},
        {"_beagleComponent_": "beagle:button", "id": "stack", "text": "s", "onPress": [{"_beagleAction_": "beagle:pushStack", "route": {"url": "/c"}, "controllerId": "custom"}]},
        {"_beagleComponent_": "beagle:button", "id": "reset", "text": "r", "onPress": [{"_beagleAction_": "beagle:resetApplication", "route": {"url": "/c"}}]}]}
      """#,
      "/c": Self.beagleScreen(
        "C",
        buttons: [
          "popStack": #"{"_beagleAction_": "beagle:popStack", "navigationContext": {"value": "back"}}"#,
          "popView": #"{"_beagleAction_": "beagle:popView"}"#,
          "popToView": #"{"_beagleAction_": "beagle:popToView", "route": "/a"}"#,
        ]),
    ])
    navigator.start(url: "/a")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("push", navigator)
    #expect(title(navigator) == "hello Ann")
    #expect(navigator.stackDescription == [["/a", "http://test/b"]])
    try await press("stack", navigator)
    #expect(navigator.stackDescription == [["/a", "http://test/b"], ["http://test/c"]])
    #expect(navigator.configuration.problems.problems.last?.message.contains("unknown controllerId 'custom'") == true)
    try await press("popStack", navigator)
    #expect(navigator.current?.session?.viewState("navigationContext") == "back")
    try await press("reset", navigator)
    #expect(navigator.stackDescription == [["http://test/c"]])
    try await press("popView", navigator)
    #expect(navigator.stackDescription == [["http://test/c"]], "the only screen is never popped")
    try await press("popToView", navigator)
    #expect(navigator.configuration.problems.problems.last?.severity == .warning)
  }

  @Test func beagleLocalRouteShowsItsScreenWithoutFetching() async throws {
    let (navigator, client) = Self.navigator([
      "/a": Self.beagleScreen(
        "A",
        buttons: [
          "local":
            #"{"_beagleAction_": "beagle:pushView", "route": {"screen": {"_beagleComponent_": "beagle:text", "id": "title", "text": "local"}}}"#
        ])
    ])
    navigator.start(url: "/a")
    _ = await navigator.settle(timeout: Self.patience)
    try await press("local", navigator)
    #expect(title(navigator) == "local")
    #expect(navigator.stackDescription == [["/a", "title"]])
    #expect(await client.requests.count == 1)
  }

  /// A request that finished is no longer in flight, even when nobody
  /// waited for it (the interactive loop never calls settle).
  @Test func aFinishedRequestLeavesTheSessionIdleWithoutSettle() async throws {
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, body: Array("{}".utf8)) }
    let screen = session(
      #"{"_:component": "layout:lifecycle", "properties": {"onInit": [{"_:action": "sendRequest", "properties": {"url": "/a"}}]}}"#,
      environment: .init(http: client))
    #expect(screen.isBusy)
    try await Self.waitUntil { !screen.isBusy }
    #expect(!screen.isBusy)
  }
}
