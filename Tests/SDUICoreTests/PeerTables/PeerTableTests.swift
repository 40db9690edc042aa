import SDUIDialects
import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// The peers' own operation and expression tests, ported row by row (see
/// docs/expressions.md, "How it is checked"). Each row is a real screen of its
/// dialect: the row's contexts (Beagle) or states (Nimbus) declared on
/// nested containers, and a text component whose text is the row's
/// template, resolved by a started session as `sdui-term render` resolves
/// it.
@Suite("Peer tables")
@MainActor
struct PeerTableTests {
  @Test(arguments: NimbusPeerRows.all)
  func nimbus(_ row: PeerRow) { Self.check(row) }

  @Test(arguments: BeagleIOSPeerRows.all)
  func beagleIOS(_ row: PeerRow) { Self.check(row) }

  @Test(arguments: BeagleWebPeerRows.all)
  func beagleWeb(_ row: PeerRow) { Self.check(row) }

  /// The categories each have rows in both dialects, so a category
  /// cannot silently drop out of the port (A2UI has its own suites).
  @Test(arguments: [Dialect.nimbus, .beagle])
  func everyCategoryIsCovered(_ dialect: Dialect) {
    let rows = Self.allRows.filter { $0.dialect == dialect }
    for category in PeerCategory.allCases where category.applies(to: dialect) {
      #expect(rows.contains { $0.category == category }, "\(dialect) has no \(category.rawValue) rows")
    }
  }

  /// Rows name their source by repository and the dialect it speaks.
  @Test func rowsComeFromTheirDialectsPeers() {
    for row in Self.allRows {
      #expect((row.source.repository == .nimbus) == (row.dialect == .nimbus), "\(row.testDescription)")
    }
  }

  static var allRows: [PeerRow] { NimbusPeerRows.all + BeagleIOSPeerRows.all + BeagleWebPeerRows.all }

  static func check(_ row: PeerRow) {
    let probe = PeerProbe(row)
    switch row.expected {
    case .value(let expected):
      #expect(probe.value.jsonText == expected.jsonText, "\(row.source)")
    case .shown(let text):
      #expect(probe.shown == text, "\(row.source)")
    case .noValue(let reason):
      #expect(probe.value.isNull, "\(row.source)")
      #expect(probe.logs.contains { $0.contains(reason) }, "\(row.source): \(probe.logs)")
    }
  }
}

/// A row's screen, started: the text's value, what it shows and the logs.
@MainActor
struct PeerProbe {
  let value: JSONValue
  let shown: String
  let logs: [String]

  init(_ row: PeerRow) {
    let screen = ScreenSession(screen: ScreenDecoder().decode(Array(Self.json(for: row).utf8)))
    screen.start()
    value = screen.instance(id: "probe")?.property("text") ?? nil
    shown = screen.text("probe") ?? ""
    logs = screen.loggedProblems.map(\.description)
  }

  static func json(for row: PeerRow) -> String {
    switch row.dialect {
    case .beagle:
      var node: JSONValue = ["_beagleComponent_": "beagle:text", "id": "probe", "text": JSONValue(text: row.template)]
      for context in row.contexts.reversed() {
        node = [
          "_beagleComponent_": "beagle:container",
          "context": ["id": JSONValue(text: context.name), "value": context.value],
          "children": [node],
        ]
      }
      return node.jsonText
    default:
      var node: JSONValue = [
        "_:component": "layout:text", "id": "probe", "properties": ["text": JSONValue(text: row.template)],
      ]
      for context in row.contexts.reversed() {
        node = [
          "_:component": "layout:column",
          "state": JSONValue(.object([JSONMember(key: context.name, value: context.value)])),
          "children": [node],
        ]
      }
      return node.jsonText
    }
  }
}
