import SDUIA2UI
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUITestSupport
import Testing

@testable import SDUIInteraction

/// An agent's stream read as its lines come (the interactive terminal's
/// standard input): a page started with the first lines takes each later
/// line that only writes data in place, and is read again whole for one
/// that changes components.
@Suite("A2UI streams read as they come")
@MainActor
struct A2UIStreamTests {
  static let basic = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

  static func line(_ body: String) -> [UInt8] {
    Array(#"{"version":"v0.9",\#(body)}"#.utf8) + [0x0A]
  }

  static let created = line(#""createSurface":{"surfaceId":"s","catalogId":"\#(basic)"}"#)
  static let components = line(
    #""updateComponents":{"surfaceId":"s","components":[{"id":"root","component":"Column","children":["t","f"]},"#
      + #"{"id":"t","component":"Text","text":{"path":"/status"}},"#
      + #"{"id":"f","component":"TextField","label":"Name","value":{"path":"/name"}}]}"#)
  static func status(_ text: String) -> [UInt8] {
    line(#""updateDataModel":{"surfaceId":"s","path":"/status","value":"\#(text)"}"#)
  }

  let navigator = ScreenNavigator(
    configuration: .init(dialects: Dialect.allCases, http: InMemoryHTTPClient { _ in throw CancellationError() }))

  func frame() -> String {
    guard let session = navigator.current?.session else { return "no screen" }
    return ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 40, height: 8)))
      .frame().grid.textDump
  }

  @Test func theFirstLineOfAMessageStreamStartsIt() {
    #expect(Dialect.a2ui.definition.streams(Self.created))
    #expect(!Dialect.a2ui.definition.streams(Array(Self.created.dropLast())), "a line not yet whole")
    #expect(!Dialect.a2ui.definition.streams(Array("[\n".utf8) + Self.created), "an array is read whole")
    #expect(!Dialect.beagle.definition.streams(Array(#"{"_beagleComponent_": "beagle:text"}"#.utf8) + [0x0A]))
  }

  @Test func aDataUpdateIsTakenInPlaceAndTheTypedTextStays() async throws {
    navigator.start(document: Self.created + Self.components + Self.status("first"), name: "<stdin>")
    let session = try #require(navigator.current?.session)
    #expect(frame().contains("first"))
    try session.trigger("onChange", on: "f", value: "Ada")
    #expect(navigator.extendDocument(of: try #require(navigator.current), with: Self.status("second")))
    #expect(navigator.current?.session === session, "the same screen took it")
    let shown = frame()
    #expect(shown.contains("second") && shown.contains("[Ada"), "\(shown)")
  }

  @Test func aComponentUpdateReadsTheStreamAgainWhole() throws {
    navigator.start(document: Self.created + Self.status("only data"), name: "<stdin>")
    #expect(frame().contains("waits for its root"))
    let page = try #require(navigator.current)
    let earlier = page.session
    #expect(!navigator.extendDocument(of: page, with: Self.components + Self.status("drawn")))
    #expect(page.session !== earlier)
    #expect(frame().contains("drawn"))
  }

  @Test func onceReadAgainTheLinesWriteOverTheStateCarried() throws {
    navigator.start(document: Self.created + Self.components + Self.status("old"), name: "<stdin>")
    let page = try #require(navigator.current)
    let earlier = try #require(page.session)
    try earlier.trigger("onChange", on: "f", value: "Ada")
    let added = Self.status("new") + Self.components
    #expect(!navigator.extendDocument(of: page, with: added))
    let session = try #require(page.session)
    _ = session.adoptState(from: earlier)
    #expect(frame().contains("old"), "the state carried holds the earlier status")
    #expect(session.dialect.engine.applyContinuation(added, to: session, rebuilt: true))
    let shown = frame()
    #expect(shown.contains("new") && shown.contains("[Ada"), "\(shown)")
  }

  @Test func aLineThatCannotBeReadOrNamesNoSurfaceIsNotTakenInPlace() throws {
    navigator.start(document: Self.created + Self.components, name: "<stdin>")
    let session = try #require(navigator.current?.session)
    let engine = session.dialect.engine
    #expect(!engine.applyContinuation(Array("{broken\n".utf8), to: session, rebuilt: false))
    #expect(
      !engine.applyContinuation(
        Self.line(#""updateDataModel":{"surfaceId":"elsewhere","value":{}}"#), to: session, rebuilt: false))
    #expect(
      !engine.applyContinuation(
        Self.line(#""updateDataModel":{"surfaceId":"s","path":"/a/999999999","value":1}"#), to: session,
        rebuilt: false), "past the data model's bounds")
  }
}
