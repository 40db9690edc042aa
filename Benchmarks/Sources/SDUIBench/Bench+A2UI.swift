import Foundation
import SDUICore
import SDUIDialects
import SDUIInteraction

extension Bench {
  /// Figures 20 and 21: A2UI on the engine against Beagle, in process. A
  /// surface of ``tenThousand`` components (``Workloads/surface(nodes:)``)
  /// read from its JSON Lines to its first frame, against the Beagle screen
  /// of as many nodes of figure 2; and one `updateDataModel` of the value
  /// its counter text reads, taken in place as a streamed line is
  /// (`DialectEngine.applyContinuation`), to the next frame, against
  /// Enter on Beagle's counter button (a `setContext`) to the next frame.
  mutating func a2uiSurface() async throws {
    let surface = Array(Workloads.surface(nodes: tenThousand).utf8)
    let beagle = Array(Workloads.screen(nodes: tenThousand, dialect: .beagle).utf8)
    func firstFrame(_ bytes: [UInt8]) -> Stats {
      measure(runs, setUp: { [ScreenController]() }) { kept in
        let controller = Self.controller(bytes)
        _ = controller.frame()
        kept.append(controller)
      }
    }
    let probe = Self.controller(surface)
    guard probe.session.dialect == .a2ui, probe.frame().grid.textDump.contains("Counter: 0") else {
      throw BenchError(message: "the A2UI surface did not draw its counter:\n\(probe.frame().grid.textDump)")
    }
    figures.append(
      Figure(
        number: 20, name: "first frame, A2UI surface of \(tenThousand) components", value: firstFrame(surface),
        baselineName: "Beagle screen of \(tenThousand) nodes", baseline: firstFrame(beagle), target: "ratio ≤ 1.5"))
    var value = 0
    let update = try measure(
      runs,
      setUp: { () -> ScreenController in
        let controller = Self.controller(surface)
        _ = controller.frame()
        return controller
      }
    ) { controller in
      value += 1
      let line = Array(Workloads.counter(value).utf8)
      guard controller.session.dialect.engine.applyContinuation(line, to: controller.session, rebuilt: false),
        controller.frame().grid.textDump.contains("Counter: \(value)")
      else { throw BenchError(message: "the updateDataModel was not drawn in place") }
    }
    let setContext = try await measure(
      runs,
      setUp: { () -> ScreenController in
        let controller = Self.controller(beagle)
        _ = controller.frame()
        return controller
      }
    ) { controller in
      await controller.handle(.enter)
      _ = controller.frame()
      guard controller.focusedID == "increment" else {
        throw BenchError(message: "Enter went to \(controller.focusedID ?? "nothing"), not the counter")
      }
    }
    figures.append(
      Figure(
        number: 21, name: "one updateDataModel of a bound value to next frame, \(tenThousand) components",
        value: update, baselineName: "Beagle setContext (Enter) to next frame", baseline: setContext,
        target: "ratio ≤ 1.5"))
  }
}
