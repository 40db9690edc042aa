import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

/// Styles for which Yoga's own numbers are infinite, undefined or absurd
/// (sizes past single precision, ratios near 0, percentages of
/// percentages, shrink factors that cancel to a rounding error): every box
/// stays finite and within ``FlexLayout/cellLimit`` cells, and the screen
/// still draws, with the text in it.
@Suite("Degenerate layout")
@MainActor
struct DegenerateLayoutTests {
  nonisolated static let text = #"{"_beagleComponent_": "beagle:text", "text": "still here"}"#

  /// A screen with one container of `style` holding `children`.
  nonisolated static func beagle(_ style: String, children: String = text) -> String {
    #"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:container", "style": "#
      + style + #", "children": ["# + children + "]}]}"
  }

  nonisolated static let screens: [(String, String)] = [
    ("width past single precision", beagle(#"{"size": {"width": {"value": 1e39, "type": "REAL"}}}"#)),
    (
      "width and height of 10^30 with a border",
      beagle(
        #"{"size": {"width": {"value": 1e30, "type": "REAL"}, "height": {"value": 1e30, "type": "REAL"}}, "borderWidth": 1}"#
      )
    ),
    (
      "aspect ratio near 0",
      beagle(#"{"size": {"width": {"value": 100, "type": "REAL"}, "aspectRatio": 1e-30}, "borderWidth": 1}"#)
    ),
    (
      "aspect ratio near infinity",
      beagle(#"{"size": {"height": {"value": 100, "type": "REAL"}, "aspectRatio": 1e30}}"#)
    ),
    (
      "percentages of huge percentages",
      beagle(
        #"{"size": {"width": {"value": 1e12, "type": "PERCENT"}}, "padding": {"all": {"value": 1e9, "type": "PERCENT"}}}"#,
        children:
          #"{"_beagleComponent_": "beagle:container", "style": {"size": {"width": {"value": 1e12, "type": "PERCENT"}}}, "children": [{"_beagleComponent_": "beagle:text", "text": "deep"}]}"#
      )
    ),
    (
      "margins and insets of minus 10^30",
      beagle(
        #"{"margin": {"left": {"value": -1e30, "type": "REAL"}}, "positionType": "ABSOLUTE", "position": {"top": {"value": 1e30, "type": "REAL"}}}"#
      )
    ),
    ("grow of 10^30", beagle(#"{"flex": {"grow": 1e30, "shrink": 1e30}}"#)),
    (
      "shrink factors that cancel to a rounding error",
      #"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:container", "style": {"size": {"height": {"value": 5, "type": "REAL"}}}, "children": [{"_beagleComponent_": "beagle:container", "style": {"size": {"aspectRatio": 1}}}, {"_beagleComponent_": "beagle:text", "text": "still here", "style": {"size": {"height": {"value": 24.1, "type": "PERCENT"}}, "margin": {"all": {"value": 4.3, "type": "REAL"}}}}]}]}"#
    ),
    (
      "Nimbus sizes of 10^30 with borders",
      #"{"_:component": "layout:column", "properties": {"width": 1e30, "height": 1e30, "borderWidth": 1}, "children": [{"_:component": "layout:row", "properties": {"marginStart": -1e30, "borderWidth": 1}, "children": [{"_:component": "layout:text", "properties": {"text": "still here"}}]}]}"#
    ),
  ]

  @Test(arguments: screens)
  func boxesStayWithinTheLimitAndTheScreenDraws(_ name: String, _ json: String) throws {
    for scale in [LayoutScale.standard, LayoutScale(horizontal: 1, vertical: 1)] {
      let session = ScreenSession(screen: ScreenDecoder().decode(Array(json.utf8)))
      session.start()
      let root = try #require(session.resolvedRoot)
      let frame = ScreenRenderer(size: Size(width: 80, height: 24), scale: scale).render(root, dialect: session.dialect)
      let document = try #require(try JSONSerialization.jsonObject(with: Data(frame.layoutJSON.utf8)) as? [String: Any])
      let nodes = try #require(document["nodes"] as? [[String: Any]])
      #expect(!nodes.isEmpty)
      for node in nodes {
        for key in ["x", "y", "width", "height"] {
          let value = try #require(node[key] as? Int, "\(name): \(key) is not a whole number")
          #expect(abs(value) <= FlexLayout.cellLimit, "\(name): \(key) \(value) at \(node["path"] ?? "?")")
        }
      }
      let text = frame.grid.textDump
      #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 25, "\(name)")
    }
  }

  @Test func theEngineNeverLeavesAFrameUndefined() {
    var huge = FlexStyle()
    huge.width = .points(1e39)
    huge.aspectRatio = 1e-30
    huge.margin.left = .percent(1e30)
    let leaf = LayoutNode(label: "leaf", style: huge)
    let root = LayoutNode(label: "root", children: [leaf])
    FlexLayout.calculate(root, width: 80, height: 24)
    for node in [root, leaf] {
      let frame = node.cellFrame
      #expect(
        [frame.origin.column, frame.origin.row, frame.size.width, frame.size.height].allSatisfy {
          abs($0) <= FlexLayout.cellLimit
        })
    }
  }
}
