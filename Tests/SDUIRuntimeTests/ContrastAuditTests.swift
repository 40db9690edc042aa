import Foundation
import SDUIComponents
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUITestSupport
import Testing

@testable import SDUIRuntime

/// Every bundled and shared screen, opened as `render` opens it (100x30),
/// seen through both themes on a dark and a light terminal at truecolor,
/// 256 and 16 colors, and without color: no text below 3:1 in the
/// terminal theme or without color, and at most 1% in the device theme,
/// where the colors are the authors' own. The shared screens are read
/// when `../shared/` is beside the package, as in CI.
@Suite("Contrast audit")
@MainActor
struct ContrastAuditTests {
  static var screens: [String] {
    let root = packageRoot()
    var paths: [String] = []
    for folder in ["Screens", "../shared/conformance/nimbus", "../shared/conformance/beagle"] {
      let directory = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: directory.path)
      while let item = enumerator?.nextObject() as? String {
        guard item.hasSuffix(".json") else { continue }
        paths.append(directory.appendingPathComponent(item).standardizedFileURL.path)
      }
    }
    return paths.sorted()
  }

  struct Tally {
    var textCells = 0
    var lowText = 0
    var worst: [(screen: String, finding: ContrastAudit.Finding)] = []

    mutating func add(_ audit: ContrastAudit, screen: String) {
      textCells += audit.textCells
      lowText += audit.lowText.count
      worst += (audit.lowText + audit.lowGraphics).prefix(2).map { (screen, $0) }
    }

    var report: String {
      worst.prefix(6).map { "\(URL(fileURLWithPath: $0.screen).lastPathComponent): \($0.finding)" }.joined(
        separator: "\n")
    }
  }

  static func frame(_ path: String, theme: ColorTheme) async -> CellGrid {
    let app = TerminalApp(
      source: .file(path), size: Size(width: 100, height: 30),
      options: .init(
        showsStatusLine: false, settleTimeout: 2, libraries: [DemoLibrary.library, StoreLibrary.library],
        theme: theme))
    await app.load()
    return app.compose()
  }

  @Test func everyScreenIsReadableInEitherThemeOnEitherTerminal() async throws {
    let screens = Self.screens
    let shared = FileManager.default.fileExists(
      atPath: packageRoot().appendingPathComponent("../shared/conformance").path)
    #expect(screens.count >= (shared ? 90 : 20), "the bundled screens, and the shared ones when they are beside")
    let depths: [ColorDepth] = [.truecolor, .palette256, .ansi16]
    for terminal in [TerminalColors.dark, .light] {
      var device = Tally()
      var adjusted = Tally()
      var monochrome = Tally()
      for screen in screens {
        let deviceFrame = await Self.frame(screen, theme: ColorTheme(.device, terminal: terminal))
        let terminalFrame = await Self.frame(screen, theme: ColorTheme(.terminal, terminal: terminal))
        let plain = await Self.frame(screen, theme: ColorTheme(.device, terminal: terminal, depth: .monochrome))
        // The audits run off the main actor, so that the other suites'
        // main-actor work is not held up while they count.
        let audits = await Task.detached {
          depths.map {
            (
              ContrastAudit(deviceFrame, depth: $0, terminal: terminal),
              ContrastAudit(terminalFrame, depth: $0, terminal: terminal)
            )
          } + [(ContrastAudit(plain, depth: .monochrome, terminal: terminal), nil)]
        }.value
        for (index, (onDevice, onTerminal)) in audits.enumerated() {
          guard let onTerminal else {
            monochrome.add(onDevice, screen: screen)
            continue
          }
          device.add(onDevice, screen: screen)
          adjusted.add(onTerminal, screen: screen)
          #expect(
            onTerminal.lowGraphics.isEmpty,
            "\(screen) \(depths[index]) \(terminal): \(onTerminal.lowGraphics.prefix(3))")
        }
      }
      #expect(device.textCells > (shared ? 20_000 : 5_000))
      #expect(
        Double(device.lowText) <= 0.01 * Double(device.textCells),
        "device theme on \(terminal): \(device.lowText) of \(device.textCells)\n\(device.report)")
      #expect(adjusted.lowText == 0, "terminal theme on \(terminal): \(adjusted.lowText)\n\(adjusted.report)")
      #expect(monochrome.lowText == 0, "no color on \(terminal): \(monochrome.lowText)\n\(monochrome.report)")
    }
  }
}
