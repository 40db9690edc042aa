import Foundation
import Testing

/// `Conformance/yoga-boxes.json` holds Yoga's own boxes for the Taffy
/// flexbox fixtures (made by `make yoga-boxes`); the layout engine is
/// measured against them. These tests keep the data in step with the
/// fixtures it was made from.
@Suite("Yoga boxes data")
struct YogaBoxesDataTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixtures = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/layout/taffy-flex")

  static func load() throws -> (summary: [String: Any], cases: [String: [String: Any]]) {
    let data = try Data(contentsOf: here.appendingPathComponent("Conformance/yoga-boxes.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (
      try #require(object["summary"] as? [String: Any]), try #require(object["cases"] as? [String: [String: Any]])
    )
  }

  @Test func everyCaseIsLaidOutOrSkippedWithAReason() throws {
    let (summary, cases) = try Self.load()
    let skipped = cases.values.filter { $0["skip"] != nil }
    #expect(summary["cases"] as? Int == cases.count)
    #expect(summary["skipped"] as? Int == skipped.count)
    #expect(summary["laidOut"] as? Int == cases.count - skipped.count)
    for (name, entry) in cases {
      if let reason = entry["skip"] as? String {
        #expect(!reason.isEmpty, "\(name)")
      } else {
        let boxes = try #require(entry["boxes"] as? [String: Any], "\(name)")
        #expect(boxes["width"] is Int && boxes["height"] is Int, "\(name)")
      }
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: fixtures.path), "../shared is not beside the package"))
  func coversExactlyTheFixtures() throws {
    let (_, cases) = try Self.load()
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
      .filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
    #expect(Set(names) == Set(cases.keys))
  }
}
