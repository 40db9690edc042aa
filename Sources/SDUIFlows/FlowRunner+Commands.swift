import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

extension FlowRunner {
  /// The most times a `repeat` with only `while:` runs.
  static let repeatLimit = 1000

  func perform(_ command: FlowCommand, variables: FlowVariables, step: FlowStep) async throws {
    switch command {
    case .launchApp(let url):
      try await launch(url: url, variables: variables)
    case .tapOn(let selector):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen, forTap: true) else {
        throw StepFailed(message: missing(matcher, on: screen))
      }
      try await send(.click(element.center), to: app)
    case .inputText(let text):
      let app = try await openApp(variables: variables)
      for key in FlowKeys.typing(try expand(text, variables)) { try await send(.key(key), to: app) }
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
      if let when, !(try await holds(when, variables: variables)) { return }
      try await runFlow(
        file: try file.map { try expand($0, variables) }, commands, env: env, variables: variables, step: step)
    case .retry(let maxRetries, let file, let commands, let env):
      let retries =
        try maxRetries.map { written in
          guard let count = Int(try expand(written, variables)), count >= 0 else {
            throw StepFailed(message: "retry's 'maxRetries' must be a whole number, not '\(written)'")
          }
          return count
        } ?? 1
      for attempt in 0...retries {
        do {
          try await runFlow(
            file: try file.map { try expand($0, variables) }, commands, env: env, variables: variables, step: step)
          return
        } catch  where attempt < retries {
          warnings.append(
            "\(step.file):\(step.location.line):\(step.location.column): retry \(attempt + 1) of \(retries): \(Self.reason(error))"
          )
        }
      }
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
      let app = try await openApp(variables: variables)
      for key in FlowKeys.typing(RandomText.make(kind, length: length)) { try await send(.key(key), to: app) }
    case .copyTextFrom(let selector):
      let app = try await openApp(variables: variables)
      let matcher = try matcher(selector, variables)
      let screen = ScreenElements(of: app)
      guard let element = matcher.pick(on: screen) else { throw StepFailed(message: missing(matcher, on: screen)) }
      copiedText = element.text
    case .pasteText:
      guard let copiedText else { throw StepFailed(message: "nothing was copied: copyTextFrom comes first") }
      let app = try await openApp(variables: variables)
      for key in FlowKeys.typing(copiedText) { try await send(.key(key), to: app) }
    case .tapAt(let point):
      let app = try await openApp(variables: variables)
      try await send(.click(try SwipePoint.parse(try expand(point, variables), in: app.frontRect)), to: app)
    case .swipe(let swipe):
      let app = try await openApp(variables: variables)
      let (start, end) = try await points(of: swipe, app: app, variables: variables)
      let vertical = abs(end.row - start.row) * 2 >= abs(end.column - start.column)
      let length = vertical ? start.row - end.row : start.column - end.column
      if length != 0 { try await send(.wheel(length, start), to: app) }
    case .nothingToDo:
      break
    case .deviceOnly(let command, let why):
      warnings.append(
        "\(step.file):\(step.location.line):\(step.location.column): '\(command)' skipped: \(why)")
    }
  }

  // MARK: Events

  /// Gives the app one event through the step of its one loop; headless,
  /// what it started settles.
  private func send(_ event: TerminalEvent, to app: TerminalApp) async throws {
    guard await app.step(event) else {
      self.app = nil
      let cause: String = if case .key(let key) = event { " at \(key)" } else { "" }
      throw StepFailed(message: "the app quit\(cause); launchApp opens it again")
    }
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
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
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
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
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

  // MARK: Files

  private func screenshot(_ path: String, app: TerminalApp) throws {
    var target = UserPath(settings.screenshotDirectory).appending(path)
    if target.fileExtension.isEmpty { target = target.withSuffix(".svg") }
    try? FileManager.default.createDirectory(atPath: target.directory, withIntermediateDirectories: true)
    let svg = app.compose().svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    guard FileManager.default.createFile(atPath: target.absolute, contents: Data(svg.utf8)) else {
      throw StepFailed(message: "cannot write the screenshot '\(target)'")
    }
    screenshots.append(target.typed)
  }

  /// Runs a file's commands, or the inline ones, with `env` over the
  /// variables in force.
  private func runFlow(
    file: String?, _ commands: [FlowStep], env: [String: String], variables: FlowVariables, step: FlowStep
  ) async throws {
    var expandedEnv: [String: String] = [:]
    for (name, value) in env { expandedEnv[name] = try expand(value, variables) }
    guard let file else {
      try await run(commands, variables: variables.withOverrides(expandedEnv))
      return
    }
    let path = resolve(file, from: step.file)
    guard !runFlowChain.contains(path) && path != flow.file else {
      let chain = ([flow.file] + runFlowChain + [path]).joined(separator: " → ")
      throw StepFailed(message: "runFlow '\(file)' would run a flow that is running: \(chain)")
    }
    let subflow: Flow
    do {
      subflow = try FlowParser.read(file: path)
    } catch {
      throw StepFailed(message: "runFlow cannot read it: \(error)")
    }
    runFlowChain.append(path)
    callers.append("\(step.file):\(step.location)")
    defer {
      runFlowChain.removeLast()
      callers.removeLast()
    }
    try await run(subflow.steps, variables: variables.withDefaults(subflow.env).withOverrides(expandedEnv))
  }

  /// Whether `runFlow`'s `when` holds now: each condition it gives.
  private func holds(_ condition: FlowCondition, variables: FlowVariables) async throws -> Bool {
    if let platform = condition.platform,
      try expand(platform, variables).lowercased() != settings.options.platform.lowercased()
    {
      return false
    }
    if let written = condition.isTrue {
      switch try expand(written, variables).trimmingCharacters(in: .whitespaces).lowercased() {
      case "true": break
      case "false", "", "null", "undefined", "0": return false
      default:
        throw StepFailed(
          message: "when's 'true: \(written)' needs JavaScript, which sdui-term does not run yet; write true or false")
      }
    }
    guard condition.visible != nil || condition.notVisible != nil else { return true }
    let screen = ScreenElements(of: try await openApp(variables: variables))
    if let visible = condition.visible, try matcher(visible, variables).pick(on: screen) == nil { return false }
    if let hidden = condition.notVisible, try matcher(hidden, variables).pick(on: screen) != nil { return false }
    return true
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

  /// A failure's words, for warnings.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? FlowFailure { return failure.message }
    if let failed = error as? StepFailed { return failed.message }
    return "\(error)"
  }

  private func repeatSteps(
    _ steps: [FlowStep], times: String?, while condition: FlowCondition?, variables: FlowVariables
  ) async throws {
    var limit = Self.repeatLimit
    if let times {
      guard let count = Int(try expand(times, variables)), count >= 0 else {
        throw StepFailed(message: "repeat's 'times' must be a whole number, not '\(times)'")
      }
      limit = count
    }
    let visible = try condition?.visible.map { try matcher($0, variables) }
    let notVisible = try condition?.notVisible.map { try matcher($0, variables) }
    var count = 0
    while count < limit {
      if condition != nil {
        let screen = ScreenElements(of: try await openApp(variables: variables))
        if let visible, visible.pick(on: screen) == nil { return }
        if let notVisible, notVisible.pick(on: screen) != nil { return }
      }
      try await run(steps, variables: variables)
      count += 1
    }
    if times == nil {
      throw StepFailed(message: "repeat ran its commands \(Self.repeatLimit) times and its 'while' still holds")
    }
  }

  // MARK: Messages

  private func matcher(_ selector: ElementSelector, _ variables: FlowVariables) throws -> ElementMatcher {
    var expanded = selector
    expanded.text = try selector.text.map { try expand($0, variables) }
    expanded.id = try selector.id.map { try expand($0, variables) }
    expanded.regex = try selector.regex.map { try expand($0, variables) }
    do {
      return try ElementMatcher(expanded)
    } catch {
      throw StepFailed(message: error.message)
    }
  }

  /// "no element with text "Add to crat" is on the screen; the nearest: ..."
  private func missing(_ matcher: ElementMatcher, on screen: ScreenElements) -> String {
    let selector = matcher.selector
    let all = matcher.matches(on: screen)
    if let index = selector.index, index > 0, !all.isEmpty {
      return "expected an element with \(selector.description), but only \(all.count) match"
    }
    var message = "expected an element with \(selector.description) on the screen, but there is none"
    if let id = selector.id {
      let ids = screen.components.compactMap(\.id).filter { !$0.isEmpty }
      let nearest = NearMiss.nearest(to: id, among: ids, count: 3)
      if !nearest.isEmpty { message += "; the nearest ids: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") }
    } else if let wanted = selector.text ?? selector.regex {
      let texts = screen.components.filter(\.showsOwnText).map { ElementMatcher.flattened($0.text) } + screen.frameTexts
      let nearest = NearMiss.nearest(to: wanted, among: texts.filter { !$0.isEmpty }, count: 3)
      if !nearest.isEmpty { message += "; the nearest: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") }
    }
    return message
  }

  private func found(_ element: ScreenElement) -> String {
    let text = ElementMatcher.flattened(element.text)
    return "\"\(text)\" is at row \(element.rect.origin.row + 1), column \(element.rect.origin.column + 1)"
  }
}
