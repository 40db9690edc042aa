import Foundation
import Testing

@testable import SDUIFlows

/// The commands' table: each name read by one spec, and docs/flows.md's
/// table of commands is the one the specs make.
@Suite("Flow commands' table")
struct FlowCommandTableTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/flows.md")

  @Test func eachNameIsReadByOneSpecAndDocumented() {
    let names = FlowCommands.names
    #expect(Set(names).count == names.count, "a name in two specs")
    let documented = FlowCommands.all.flatMap(\.rows).map(\.written).joined(separator: " ")
    let undocumented = names.filter { !documented.contains("`\($0)") && !documented.contains("(`\($0)`)") }
    #expect(undocumented.isEmpty, "no row names \(undocumented)")
  }

  /// With SDUI_RECORD_SNAPSHOTS=1 it writes the table into the page.
  @Test func thePageHoldsTheSpecsTable() throws {
    let page = try String(contentsOf: Self.page, encoding: .utf8)
    let header = "| command | what sdui-term does |"
    let lines = page.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: header))
    let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
    let written = lines[start..<end].joined(separator: "\n")
    if ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1" && written != FlowCommands.markdownTable {
      let updated = lines[..<start] + [FlowCommands.markdownTable] + lines[end...]
      try updated.joined(separator: "\n").write(to: Self.page, atomically: true, encoding: .utf8)
    }
    #expect(written == FlowCommands.markdownTable, "run the test with SDUI_RECORD_SNAPSHOTS=1 to write it")
  }
}
