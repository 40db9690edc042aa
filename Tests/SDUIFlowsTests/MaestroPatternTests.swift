import Testing

@testable import SDUIFlows

@Suite("Maestro's text rule")
struct MaestroPatternTests {
  struct Row: Sendable {
    let pattern: String
    let text: String
    let selects: Bool
  }

  static let texts: [Row] = [
    Row(pattern: "Nimbus store", text: "Nimbus store", selects: true),
    Row(pattern: "nimbus STORE", text: "Nimbus store", selects: true),
    Row(pattern: "Nimbus", text: "Nimbus store", selects: false),
    Row(pattern: "store", text: "Nimbus store", selects: false),
    Row(pattern: "Nimbus.*", text: "Nimbus store", selects: true),
    Row(pattern: "Price: \\$4\\.90", text: "Price: $4.90", selects: true),
    Row(pattern: "Price: $4.90", text: "Price: $4.90", selects: true),
    Row(pattern: "(•) Card", text: "(•) Card", selects: true),
    Row(pattern: "one two", text: "one\ntwo", selects: true),
    Row(pattern: "one.two", text: "one\ntwo", selects: true),
    Row(pattern: "^two$", text: "one\ntwo", selects: false),
    Row(pattern: "[unclosed", text: "[unclosed", selects: true),
    Row(pattern: "[unclosed", text: "[unclosed text", selects: false),
  ]

  @Test("the whole text, as a regex with its options or literally; never a part", arguments: texts)
  func text(_ row: Row) {
    #expect(MaestroPattern(row.pattern).matchesText(row.text) == row.selects)
  }

  static let ids: [Row] = [
    Row(pattern: "increment", text: "increment", selects: true),
    Row(pattern: "incr", text: "increment", selects: false),
    Row(pattern: "incr.*", text: "increment", selects: true),
    Row(pattern: "button", text: "com.example:id/button", selects: true),
    Row(pattern: "INCREMENT", text: "increment", selects: true),
  ]

  @Test("an id, whole or after its last slash", arguments: ids)
  func id(_ row: Row) {
    #expect(MaestroPattern(row.pattern).matchesID(row.text) == row.selects)
  }
}
