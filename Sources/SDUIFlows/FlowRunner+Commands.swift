import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

extension FlowRunner {
  func perform(_ command: FlowCommand, variables: FlowVariables, step: FlowStep) async throws {
    switch command {
    case .launchApp(let url):
      try await launch(url: url, variables: variables)
    case .tapOn(let selector, let times, let delay):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen, forTap: true) else {
        throw StepFailed(message: missing(matcher, on: screen))
      }
      try await tap(element.center, times: times, delay: delay, app: app)
    case .tapAt(let point, let times, let delay):
      let app = try await openApp(variables: variables)
      let cell = try SwipePoint.parse(try expand(point, variables), in: app.frontRect)
      try await tap(cell, times: times, delay: delay, app: app)
    case .inputText(let text):
      try await type(try expand(text, variables), into: try await openApp(variables: variables))
    case .eraseText(let count):
      let app = try await openApp(variables: variables)
      for _ in 0..<count { try await send(.key(.backspace), to: app) }
    case .pressKey(let key):
      try await send(.key(key), to: try await openApp(variables: variables))
    case .back:
      try await send(.key(.escape), to: try await openApp(variables: variables))
    case .scroll(let direction):
      try await scroll(direction, app: try await openApp(variables: variables))
    case .scrollUntilVisible(let selector, let direction, let timeout):
      try await scrollUntilVisible(selector, direction, timeout: try seconds(timeout, variables), variables: variables)
    case .assertVisible(let selector):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      let screen = ScreenElements(of: app)
      if matcher.pick(on: screen) == nil {
        throw StepFailed(message: missing(matcher, on: screen))
      }
    case .assertNotVisible(let selector):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      if let element = matcher.pick(on: ScreenElements(of: app)) {
        throw StepFailed(message: "expected no element with \(matcher.selector.description), but \(found(element))")
      }
    case .extendedWaitUntil(let condition, let timeout):
      try await wait(until: condition, timeout: try seconds(timeout, variables), variables: variables)
    case .takeScreenshot(let path):
      try screenshot(try expand(path, variables), app: try await openApp(variables: variables))
    case .runFlow(let file, let commands, let env, let when):
      if let when, !(try await holds(when, variables: variables)) {
        stepSkipped = (.notRun, "its 'when' does not hold")
        return
      }
      try await runFlow(
        file: try file.map { try expand($0, variables) }, commands, env: env, variables: variables, step: step)
    case .retry(let maxRetries, let file, let commands, let env):
      try await retry(maxRetries: maxRetries, file: file, commands, env: env, variables: variables, step: step)
    case .repeat(let times, let condition, let steps):
      try await repeatSteps(steps, times: times, while: condition, variables: variables)
    case .stopApp:
      app = nil
    case .openLink(let link):
      let app = try await openApp(variables: variables)
      let written = resolve(try expand(link, variables), from: step.file)
      app.navigator.start(url: ScreenSource(argument: written).startURL ?? written)
      await app.settle()
      if case .failed(let failure)? = app.navigator.current?.content {
        throw StepFailed(message: "the link could not be opened: \(failure.description)")
      }
    case .inputRandom(let kind, let length):
      try await type(RandomText.make(kind, length: length), into: try await openApp(variables: variables))
    case .copyTextFrom(let selector):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen) else { throw StepFailed(message: missing(matcher, on: screen)) }
      let text = element.showsOwnText ? element.text : ScreenElements.read(screen.grid, in: element.rect)
      copiedText = text
      madeScripts?.setCopiedText(text)
    case .pasteText:
      guard let copiedText else { throw StepFailed(message: "nothing was copied: copyTextFrom comes first") }
      try await type(copiedText, into: try await openApp(variables: variables))
    case .swipe(let swipe):
      let app = try await openApp(variables: variables)
      let (start, end) = try await points(of: swipe, app: app, variables: variables)
      if start != end { try await send(.swipe(from: start, to: end), to: app) }
    case .evalScript(let script):
      _ = try expand(script, variables)
    case .runScript(let file, let env, let when):
      if let when, !(try await holds(when, variables: variables)) {
        stepSkipped = (.notRun, "its 'when' does not hold")
        return
      }
      try runScript(file, env: env, variables: variables, step: step)
    case .assertTrue(let condition):
      try assertTrue(condition, variables: variables)
    case .startRecording(let path):
      try startRecording(try expand(path, variables), app: try await openApp(variables: variables))
    case .stopRecording:
      stepRecorder = nil
    case .nothingToDo:
      break
    case .deviceOnly(let command, let why):
      stepSkipped = (.skipped, "'\(command)' skipped: \(why)")
      warnings.append("\(step.file):\(step.location.line):\(step.location.column): '\(command)' skipped: \(why)")
    }
  }

  // MARK: Events

  /// Gives the app one event through the step of its one loop; headless,
  /// what it started settles.
  func send(_ event: TerminalEvent, to app: TerminalApp) async throws {
    guard await app.step(event) else {
      self.app = nil
      let cause: String = if case .key(let key) = event { " at \(key)" } else { "" }
      throw StepFailed(message: "the app quit\(cause); launchApp opens it again")
    }
  }

  /// Clicks a cell `times` times, `delay` milliseconds apart.
  private func tap(_ cell: Point, times: Int, delay: Int, app: TerminalApp) async throws {
    for time in 0..<times {
      if time > 0 && delay > 0 { try? await Task.sleep(for: .milliseconds(delay)) }
      try await send(.click(cell), to: app)
    }
  }

  /// Types text key by key into the focused field.
  private func type(_ text: String, into app: TerminalApp) async throws {
    for key in FlowKeys.typing(text) { try await send(.key(key), to: app) }
  }

  /// Half a screen of wheel in the middle of the front screen.
  private func scroll(_ direction: ScrollDirection, app: TerminalApp) async throws {
    let front = app.frontRect
    let rows = max(1, front.size.height / 2)
    let middle = Point(
      column: front.origin.column + front.size.width / 2, row: front.origin.row + front.size.height / 2)
    try await send(.wheel(direction == .down ? rows : -rows, middle), to: app)
  }

  private func scrollUntilVisible(
    _ selector: ElementSelector, _ direction: ScrollDirection, timeout: Double, variables: FlowVariables
  ) async throws {
    let app = try await openApp(variables: variables)
    let matcher = try matcher(selector, variables)
    let deadline = ContinuousClock.now + .milliseconds(Int(min(max(0, timeout), 86_400) * 1000))
    var unchanged = 0
    while matcher.pick(on: ScreenElements(of: app)) == nil {
      guard ContinuousClock.now < deadline else {
        throw StepFailed(
          message: "scrolled \(direction.rawValue) for \(timeout) s: " + missing(matcher, on: .init(of: app)))
      }
      let before = app.compose()
      try await scroll(direction, app: app)
      unchanged = app.compose() == before ? unchanged + 1 : 0
      if unchanged >= 2 {
        throw StepFailed(
          message: "scrolled \(direction.rawValue) to the end: " + missing(matcher, on: ScreenElements(of: app)))
      }
    }
  }

  private func wait(until condition: FlowCondition, timeout: Double, variables: FlowVariables) async throws {
    let app = try await openApp(variables: variables)
    let visible = try condition.visible.map { try matcher($0, variables) }
    let notVisible = try condition.notVisible.map { try matcher($0, variables) }
    let deadline = ContinuousClock.now + .milliseconds(Int(min(max(0, timeout), 86_400) * 1000))
    while true {
      let screen = ScreenElements(of: app)
      let shown = visible.map { $0.pick(on: screen) != nil } ?? true
      let hidden = notVisible.map { $0.pick(on: screen) == nil } ?? true
      if shown && hidden { return }
      guard ContinuousClock.now < deadline else {
        if let visible, !shown { throw StepFailed(message: "after \(timeout) s, " + missing(visible, on: screen)) }
        let element = notVisible.flatMap { $0.pick(on: screen) }
        throw StepFailed(message: "after \(timeout) s, \(element.map(found) ?? "the element is still there")")
      }
      try? await Task.sleep(for: .milliseconds(50))
      await settle(app)
    }
  }

  /// Where a swipe starts and ends, in frame cells: a direction goes 40%
  /// of the screen from its middle (or from the element), as Maestro's.
  private func points(of swipe: Swipe, app: TerminalApp, variables: FlowVariables) async throws -> (Point, Point) {
    let front = app.frontRect
    if let start = swipe.start, let end = swipe.end {
      return (
        try SwipePoint.parse(try expand(start, variables), in: front),
        try SwipePoint.parse(try expand(end, variables), in: front)
      )
    }
    var origin = Point(
      column: front.origin.column + front.size.width / 2, row: front.origin.row + front.size.height / 2)
    if let from = swipe.from {
      let matcher = try matcher(from, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen) else { throw StepFailed(message: missing(matcher, on: screen)) }
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

  /// A timeout in seconds, its `${...}` expanded.
  private func seconds(_ timeout: FlowTimeout, _ variables: FlowVariables) throws -> Double {
    switch timeout {
    case .seconds(let seconds): return seconds
    case .milliseconds(let written):
      let expanded = try expand(written, variables)
      guard let milliseconds = Double(expanded), milliseconds >= 0 else {
        throw StepFailed(message: "the timeout '\(written)' is '\(expanded)', not a number of milliseconds")
      }
      return milliseconds / 1000
    }
  }
}
