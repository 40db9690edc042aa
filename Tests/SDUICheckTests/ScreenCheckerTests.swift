import Foundation
import SDUIComponents
import SDUICore
import SDUIDocument
import SDUINetwork
import Testing

@testable import SDUICheck

@Suite("Screen checker")
struct ScreenCheckerTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var bundledScreens: [String] {
    let screens = packageRoot.appendingPathComponent("Screens")
    let enumerator = FileManager.default.enumerator(atPath: screens.path)
    var paths: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".json") { paths.append(screens.appendingPathComponent(item).path) }
    }
    return paths.sorted()
  }

  static func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// With the libraries sdui-term registers, the Screens have no errors,
  /// and their only warnings are the unknown component the errors page
  /// shows on purpose and the properties a terminal does not draw (text
  /// sizes, native styles), each once a file.
  @Test func bundledScreensHaveNoErrorsAndOnlyTheirKnownWarning() async {
    let screens = Self.bundledScreens
    #expect(screens.count >= 20)
    let report = await ScreenChecker(libraries: [DemoLibrary.library, StoreLibrary.library]).check(
      screens.map(ScreenSource.file))
    let lines = report.text.split(separator: "\n")
    let notDrawn = lines.filter { $0.contains("is not drawn in a terminal") }
    let others = lines.filter { !$0.contains("is not drawn in a terminal") }
    #expect(others.count == 1)
    #expect(others.allSatisfy { $0.contains("errors/unknown-component.json") && $0.contains("'acme:carousel'") })
    #expect(notDrawn.allSatisfy { $0.contains("'size' of 'layout:text'") || $0.contains("'styleId' of 'beagle:text'") })
    #expect(notDrawn.contains { $0.contains("Screens/nimbus/counter.json:14:54: warning: 'size' of 'layout:text'") })
    #expect(!report.hasErrors)
    #expect(report.files.map(\.dialect).contains(.nimbus))
    #expect(report.files.map(\.dialect).contains(.beagle))
  }

  /// The decoder's diagnostics and the accessibility audit's findings, in
  /// document order; at one place, the decoder's first.
  @Test func printsOneLinePerDiagnosticAndCounts() async throws {
    let path = try Self.temporaryFile(
      """
      {"_:component": "layout:column",
       "children": [{"_:component": "layout:txt"}, {"_:component": "layout:remoteImage"}]}
      """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = await ScreenChecker().check([.file(path)])
    #expect(
      report.text == """
        \(path):2:31: warning: unknown component 'layout:txt', shown as a frame around its children; did you mean 'layout:text'? (at $.children[0])
        \(path):2:46: error: 'layout:remoteImage' requires 'url', which is missing (at $.children[1])
        \(path):2:46: warning: 'layout:remoteImage' has no accessibility label, so screen readers pass over what it shows; give it accessibility.label (at $.children[1])

        """)
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 2)
    #expect(report.summary == "checked 1 file: 1 error, 2 warnings")
  }

  @Test func jsonOutputIsValidAndComplete() async throws {
    let path = try Self.temporaryFile(#"{"_beagleComponent_": "beagle:text"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = await ScreenChecker().check([.file(path)])
    let json = try JSONParser.parse(report.json)
    #expect(json["errors"] == 1)
    #expect(json["warnings"] == 0)
    let diagnostic = try #require(json["diagnostics"]?.arrayElements?.first)
    #expect(diagnostic["file"] == JSONValue(.string(path)))
    #expect(diagnostic["line"] == 1)
    #expect(diagnostic["column"] == 1)
    #expect(diagnostic["severity"] == "error")
    #expect(diagnostic["code"] == "missingRequiredProperty")
    #expect(diagnostic["message"] == "'beagle:text' requires 'text', which is missing")
    #expect(diagnostic["path"] == "$")
    #expect(json["files"]?.arrayElements?.first?["dialect"] == "beagle")
  }

  @Test func unreadableSourcesAreErrorsAndTheRestIsStillChecked() async throws {
    let good = try Self.temporaryFile(#"{"_:component": "layout:text", "properties": {"text": "hi"}}"#)
    defer { try? FileManager.default.removeItem(atPath: good) }
    let report = await ScreenChecker().check([.file("/nonexistent/screen.json"), .file(good), .file("/tmp")])
    #expect(
      report.text == """
        /nonexistent/screen.json: error: cannot read '/nonexistent/screen.json': no such file or directory
        /tmp: error: cannot read '/tmp': is a directory, not a screen file

        """)
    #expect(report.errorCount == 2)
    #expect(report.files[1].dialect == .nimbus)
  }

  @Test func forcedDialectReadsTheRootThatWay() async throws {
    let path = try Self.temporaryFile(#"{"_:component": "layout:text"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = await ScreenChecker(dialect: .beagle).check([.file(path)])
    #expect(report.files.first?.dialect == .beagle)
    #expect(report.hasErrors)
  }
}
