import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

/// Random Beagle container trees over every style property that affects
/// layout, laid out as `sdui-term render --format layout-json --scale 1
/// --size 400x400` lays them out, against Yoga's own boxes for them
/// (`Yoga/*.jsonl`, made by `Tests/yoga/differential.py` with pyyoga:
/// `make yoga-trees`). Every box must match after rounding, except where
/// Yoga's own number is undefined or absurd (a degenerate tree), which
/// only has to be finite.
@Suite("Yoga differential")
@MainActor
struct YogaDifferentialTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Yoga")
  static let size = Size(width: 400, height: 400)

  /// One tree and Yoga's boxes for it: `[x, y, width, height]` from the
  /// root, in document order; `nil` where Yoga's number is not sane.
  struct Case {
    var name: String
    var screen: Data
    var boxes: [[Int?]]
  }

  nonisolated static func cases(_ file: String) throws -> [Case] {
    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let name = object["name"] as? String ?? "seed\(object["seed"] as? Int ?? -1)"
      let screen = try JSONSerialization.data(withJSONObject: try #require(object["screen"]))
      let boxes = try #require(object["boxes"] as? [[Any]]).map { $0.map { $0 as? Int } }
      return Case(name: name, screen: screen, boxes: boxes)
    }
  }

  /// sdui-term's boxes for a screen, from the frame's layout JSON.
  static func boxes(of screen: Data) throws -> [[Int]] {
    let session = ScreenSession(screen: ScreenDecoder().decode([UInt8](screen)))
    session.start()
    let root = try #require(session.resolvedRoot)
    let frame = ScreenRenderer(size: size, scale: LayoutScale(horizontal: 1, vertical: 1)).render(
      root, dialect: session.dialect)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(frame.layoutJSON.utf8)) as? [String: Any])
    return try #require(document["nodes"] as? [[String: Any]]).map { node in
      ["x", "y", "width", "height"].map { node[$0] as? Int ?? .min }
    }
  }

  /// The names of the cases whose boxes differ from Yoga's. It yields
  /// between trees: other tests wait on the main actor too.
  static func mismatches(_ cases: [Case]) async throws -> [String] {
    var wrong: [String] = []
    for item in cases {
      let ours = try boxes(of: item.screen)
      if ours.count != item.boxes.count {
        wrong.append("\(item.name) (\(ours.count) boxes for Yoga's \(item.boxes.count))")
      } else if let (index, (yoga, mine)) = zip(item.boxes, ours).enumerated().first(where: { _, pair in
        !pair.0.contains(nil) && pair.0.map { $0 ?? 0 } != pair.1
      }) {
        wrong.append("\(item.name) node \(index): Yoga \(yoga.map { $0 ?? 0 }), sdui-term \(mine)")
      }
      await Task.yield()
    }
    return wrong
  }

  @Test func everySeededRandomTreeMatchesYoga() async throws {
    let cases = try Self.cases("random-trees.jsonl")
    #expect(cases.count >= 1000)
    let wrong = try await Self.mismatches(cases)
    let degenerate = cases.filter { $0.boxes.contains { $0.contains(nil) } }.count
    print(
      "yoga differential: \(cases.count - wrong.count) of \(cases.count) random trees match Yoga"
        + " (\(degenerate) degenerate somewhere)")
    #expect(wrong.isEmpty, "\(wrong.count) trees differ from Yoga: \(wrong.prefix(10))")
  }

  @Test func everyCounterexampleFoundStaysFixed() async throws {
    let cases = try Self.cases("regressions.jsonl")
    #expect(!cases.isEmpty)
    #expect(try await Self.mismatches(cases).isEmpty)
  }
}
