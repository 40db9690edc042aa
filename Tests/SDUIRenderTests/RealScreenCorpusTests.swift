import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUILayout
@testable import SDUIRender

/// The real screens in `Tests/RealScreens` (their sources are in its
/// `SOURCES.md`), rendered at 80x24 and 120x40: no crash, a snapshot, and
/// none of the defects of issue 19 on them.
@Suite("Real screens")
@MainActor
struct RealScreenCorpusTests {
  nonisolated static let directory = packageRoot().appendingPathComponent("Tests/RealScreens")

  nonisolated static var screens: [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var names: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".json") { names.append(item) }
    }
    return names.sorted()
  }

  @Test func theCorpusIsThere() {
    #expect(Self.screens.count >= 12)
  }

  @Test(arguments: screens)
  func rendersWithoutTheDefects(_ file: String) async throws {
    let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(file)))
    let decoded = ScreenDecoder().decode(bytes)
    #expect(!decoded.diagnostics.contains { $0.message.contains("'id' is null") })
    let refusedNames = decoded.diagnostics.compactMap { diagnostic -> String? in
      guard let range = diagnostic.message.range(of: "', expected a color"),
        let start = diagnostic.message.range(
          of: "is '", options: .backwards, range: diagnostic.message.startIndex..<range.lowerBound)
      else { return nil }
      let value = String(diagnostic.message[start.upperBound..<range.lowerBound])
      return RGBAColor(named: value) == nil ? nil : value
    }
    #expect(refusedNames.isEmpty, "color names refused: \(refusedNames)")
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
      let session = ScreenSession(screen: decoded)
      session.start()
      let root = try #require(session.resolvedRoot)
      let frame = ScreenRenderer(size: size).render(root, dialect: session.dialect)
      let name = "real-" + file.replacingOccurrences(of: "/", with: "-") + "-\(size.width)x\(size.height)"
      assertSnapshot(frame.grid.textDump, named: name)
      for problem in Self.problems(in: frame) { Issue.record("\(name): \(problem)") }
    }
  }

  /// What the defects would leave in a frame: siblings apart in points
  /// that share cells, hairlines taller than a row, frame titles past
  /// their frames' corners.
  static func problems(in frame: RenderedFrame) -> [String] {
    var problems: [String] = []
    func visit(_ box: RenderBox, x: Double, y: Double, cell: Point) {
      let layout = box.layout
      let left = x + Double(layout.position.left)
      let top = y + Double(layout.position.top)
      let origin = Point(
        column: cell.column + layout.cellFrame.origin.column, row: cell.row + layout.cellFrame.origin.row)
      if box.visual.line != nil, layout.cellFrame.size.height > 1, layout.cellFrame.size.width > 1 {
        problems.append("hairline \(box.node.id) is \(layout.cellFrame.size) cells")
      }
      let children = box.children.filter { $0.layout.sharedStyle.style.isDisplayed }
      for (index, first) in children.enumerated() {
        for second in children[(index + 1)...] where apart(first.layout, second.layout) {
          if !first.layout.cellFrame.intersection(second.layout.cellFrame).isEmpty {
            problems.append("\(first.node.id) and \(second.node.id) are apart in points but share cells")
          }
        }
      }
      for child in box.children { visit(child, x: left, y: top, cell: origin) }
    }
    if let root = frame.root { visit(root, x: 0, y: 0, cell: .zero) }
    frame.walkBoxes { box, rect, _ in
      if case .frame = box.content, rect.size.width > 0, rect.origin.row >= 0, rect.origin.row < frame.grid.size.height,
        rect.maxColumn < frame.grid.size.width, rect.maxColumn > 0
      {
        let corner = frame.grid[rect.maxColumn - 1, rect.origin.row].text
        if corner != "┐" && corner != "╮" && corner != "─" && corner != "│" {
          problems.append("the title of \(box.node.id) runs over its corner: '\(corner)'")
        }
      }
      return true
    }
    return problems
  }

  /// Whether two boxes' point rectangles (relative to the same parent) do
  /// not overlap, by more than Yoga's tolerance.
  static func apart(_ a: LayoutNode, _ b: LayoutNode) -> Bool {
    func span(_ start: Float, _ length: Float) -> (Double, Double) { (Double(start), Double(start + length)) }
    let ax = span(a.position.left, a.layoutWidth)
    let bx = span(b.position.left, b.layoutWidth)
    let ay = span(a.position.top, a.layoutHeight)
    let by = span(b.position.top, b.layoutHeight)
    guard [ax.0, ax.1, bx.0, bx.1, ay.0, ay.1, by.0, by.1].allSatisfy(\.isFinite) else { return false }
    let tolerance = 0.0001
    return ax.1 <= bx.0 + tolerance || bx.1 <= ax.0 + tolerance || ay.1 <= by.0 + tolerance || by.1 <= ay.0 + tolerance
  }
}
