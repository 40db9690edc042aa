import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

/// The runner's hands: the events a step gives the app, as the
/// terminal's keys and mouse would.
extension FlowRunner {
  /// Gives the app one event through the step of its one loop; headless,
  /// what it started settles.
  func send(_ event: TerminalEvent, to app: TerminalApp) async throws {
    guard await app.step(event) else {
      self.app = nil
      let key: Key? = if case .key(let key) = event { key } else { nil }
      throw StepFailed(.appQuit(at: key))
    }
  }

  /// Clicks a cell `times` times, `delay` milliseconds apart.
  func tap(_ cell: Point, times: Int, delay: Int, app: TerminalApp) async throws {
    for time in 0..<times {
      if time > 0 && delay > 0 { try? await Task.sleep(for: .milliseconds(delay)) }
      try await send(.click(cell), to: app)
    }
  }

  /// Types text key by key into the focused field.
  func type(_ text: String, into app: TerminalApp) async throws {
    for key in FlowKeys.typing(text) { try await send(.key(key), to: app) }
  }

  /// Half a screen of wheel in the middle of the front screen.
  func scroll(_ direction: ScrollDirection, app: TerminalApp) async throws {
    let front = app.frontRect
    let rows = max(1, front.size.height / 2)
    let middle = Point(
      column: front.origin.column + front.size.width / 2, row: front.origin.row + front.size.height / 2)
    try await send(.wheel(direction == .down ? rows : -rows, middle), to: app)
  }

  /// Where a swipe starts and ends, in frame cells: a direction goes 40%
  /// of the screen from its middle (or from the element), as Maestro's.
  func points(of swipe: Swipe, app: TerminalApp, variables: FlowVariables) async throws -> (Point, Point) {
    let front = app.frontRect
    if let start = swipe.start, let end = swipe.end {
      return (
        try SwipePoint.parse(try expand(start, variables), in: front, frame: app.size),
        try SwipePoint.parse(try expand(end, variables), in: front, frame: app.size)
      )
    }
    var origin = Point(
      column: front.origin.column + front.size.width / 2, row: front.origin.row + front.size.height / 2)
    if let from = swipe.from {
      let matcher = try matcher(from, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen) else { throw StepFailed(.noElement(missing(matcher, on: screen))) }
      origin = element.center
    }
    let rows = max(1, front.size.height * 2 / 5)
    let columns = max(1, front.size.width * 2 / 5)
    let end =
      switch swipe.direction {
      case "UP": Point(column: origin.column, row: origin.row - rows)
      case "DOWN": Point(column: origin.column, row: origin.row + rows)
      case "LEFT": Point(column: origin.column - columns, row: origin.row)
      default: Point(column: origin.column + columns, row: origin.row)
      }
    return (origin, end)
  }

  /// A timeout in seconds, its `${...}` expanded: from 0 to a day.
  func seconds(_ timeout: FlowTimeout, _ variables: FlowVariables) throws -> Double {
    switch timeout {
    case .seconds(let seconds): return seconds
    case .milliseconds(let written):
      let expanded = try expand(written, variables)
      guard let milliseconds = Double(expanded.trimmingSpaces),
        let seconds = FlowTimeout.seconds(ofMilliseconds: milliseconds)
      else {
        throw StepFailed(
          .timeoutNotANumber(written: written, expanded: expanded, most: FlowTimeout.longestMilliseconds))
      }
      return seconds
    }
  }
}
