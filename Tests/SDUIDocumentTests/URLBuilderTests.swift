import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

@Suite("URL building")
struct URLBuilderTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let base: String?
    let path: String
    let result: String?
    var testDescription: String { "\(base ?? "nil") + \(path) → \(result ?? "nil")" }
  }

  /// The project's own rows, so the rule is tested without the shared folder.
  static let rows: [Row] = [
    Row(base: "http://api.test", path: "/products", result: "http://api.test/products"),
    Row(base: "http://api.test/", path: "/products", result: "http://api.test/products"),
    Row(base: "http://api.test/v1", path: "/", result: "http://api.test/v1/"),
    Row(base: "http://api.test", path: "next.json", result: "next.json"),
    Row(base: "http://api.test", path: "", result: nil),
    Row(base: nil, path: "/products", result: "/products"),
    Row(base: "http://api.test", path: "/user/Ann Lee", result: "http://api.test/user/Ann%20Lee"),
    Row(base: "http://api.test", path: "/café", result: "http://api.test/caf%C3%A9"),
    Row(base: "http://api.test", path: "/done%20already here", result: "http://api.test/done%20already here"),
    Row(base: "http://api.test", path: "/100%", result: "http://api.test/100%25"),
  ]

  @Test(arguments: rows)
  func builds(_ row: Row) {
    #expect(URLBuilder.build(row.path, base: row.base) == row.result)
  }

  /// Every row of the table iOS and Android share (spec beagle §7.1).
  @Test(.enabled(if: hasConformance, "../shared/conformance is not beside the package"))
  func passesTheSharedBeagleTable() throws {
    let url = conformanceDirectory.appendingPathComponent("beagle/spec-urlbuilder-base-path-resolution-table.json")
    let table = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    #expect(table.count == 27)
    for entry in table {
      let base = entry["base"] as? String
      let path = try #require(entry["path"] as? String)
      #expect(URLBuilder.build(path, base: base) == entry["result"] as? String, "base \(base ?? "nil"), path \(path)")
    }
  }
}
