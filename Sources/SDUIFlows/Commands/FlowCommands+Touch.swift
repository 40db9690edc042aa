import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

// Touch: taps, swipes and scrolling, as the mouse does them in a terminal.
extension FlowCommands {
  static let touch: [FlowCommandSpec] = [TapOn.spec, Scroll.spec, ScrollUntilVisible.spec, SwipeCommand.spec]
}

/// `tapOn`, `doubleTapOn`, `longPressOn`: clicks the element `times` times
/// `delay` milliseconds apart; `tapOn: {point}` reads as ``TapAt``.
struct TapOn: FlowCommand {
  var selector: ElementSelector
  var times = 1
  var delay = 0

  /// The most taps `repeat:` asks for, as many as `repeat`'s `while` runs.
  static let mostTaps = 1_000

  static let spec = FlowCommandSpec(
    names: ["tapOn", "longPressOn", "doubleTapOn"],
    rows: [
      .init(
        #"`tapOn: SELECTOR`"#,
        #"""
        clicks the middle of the element, as a mouse click would: a button or touchable is pressed, a field \#
        takes the focus, a checkbox toggles, a tab is selected, a dialog's button is pressed. `repeat: N` \#
        (at most 1,000) and `delay: MS` (100 by default, at most a day) tap again; `retryTapIfNoChange`, \#
        `waitUntilVisible` and `waitToSettleTimeoutMs` are accepted (a click always reaches its element, and \#
        each step waits for what it started).
        """#),
      .init(
        #"`tapOn: {point: "X%, Y%"}`"#,
        #"""
        clicks that point of the screen: percent of the screen, or `COLUMN, ROW` in cells where Maestro \#
        counts pixels (a cell of the frame).
        """#),
      .init(
        #"`doubleTapOn: SELECTOR`"#,
        #"""
        two taps, `delay:` apart (100 ms by default); neither dialect tells a double tap from two.
        """#),
      .init(
        #"`longPressOn: SELECTOR`"#,
        #"""
        a tap: neither dialect has a long-press event.
        """#),
    ]
  ) { reader throws(FlowError) in
    // A click reaches its element every time and each step waits for what
    // it started: Maestro's retries, settle time and waiting have nothing
    // to add.
    let node = try reader.required()
    let options = ["retryTapIfNoChange", "waitToSettleTimeoutMs", "waitUntilVisible", "repeat", "delay"]
    // Maestro's double tap is two taps 100 ms apart; `repeat:` taps more.
    var times = reader.name == "doubleTapOn" ? 2 : 1
    var delay = 100
    if case .mapping(let fields) = node {
      if let repeated = fields["repeat"], reader.name != "doubleTapOn" {
        times = max(1, try reader.count(repeated, what: "'repeat'", most: mostTaps))
      }
      if let given = fields["delay"] {
        delay = try reader.count(given, what: "'delay' (milliseconds)", most: FlowTimeout.longestMilliseconds)
      }
      if let point = fields["point"] {
        _ = try reader.mapping(node, keys: ["point"] + options)
        return TapAt(point: try reader.text(point, what: "the point"), times: times, delay: delay)
      }
    }
    return TapOn(selector: try reader.selector(node, also: options), times: times, delay: delay)
  }

  var description: String {
    "tapOn(\(selector.description))" + (times == 1 ? "" : " \(times) times, \(delay) ms apart")
  }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    let matcher = try context.matcher(selector)
    let screen = ScreenElements(of: app)
    guard let element = matcher.pick(on: screen, forTap: true) else {
      throw FlowRunner.StepFailed(.noElement(context.runner.missing(matcher, on: screen)))
    }
    try await context.runner.tap(element.center, times: times, delay: delay, app: app)
    return .ran
  }
}

/// `tapOn: {point: "50%, 50%"}`: clicks a point of the screen.
struct TapAt: FlowCommand {
  var point: String
  var times = 1
  var delay = 0

  var description: String { "tapAt(\(point))" + (times == 1 ? "" : " \(times) times") }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    let cell = try SwipePoint.parse(try context.expand(point), in: app.frontRect, frame: app.size)
    try await context.runner.tap(cell, times: times, delay: delay, app: app)
    return .ran
  }
}

/// `scroll`: half a screen of wheel in the middle of the screen.
struct Scroll: FlowCommand {
  var direction: ScrollDirection

  static let spec = FlowCommandSpec(
    names: ["scroll"],
    rows: [
      .init(
        #"`scroll`"#,
        #"""
        turns the mouse wheel half a screen in the middle of the screen; `scroll: {direction: UP}` \#
        (sdui-term's own) turns it the other way.
        """#)
    ]
  ) { reader throws(FlowError) in
    guard let argument = reader.argument else { return Scroll(direction: .down) }
    let fields = try reader.mapping(argument, keys: ["direction"])
    return Scroll(
      direction: try fields["direction"].map { node throws(FlowError) in try reader.direction(node) } ?? .down)
  }

  var description: String { "scroll(\(direction.rawValue))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.scroll(direction, app: try await context.app())
    return .ran
  }
}

/// `scrollUntilVisible`: scrolls until the element is visible, or fails
/// after the timeout or when scrolling no longer changes the screen.
struct ScrollUntilVisible: FlowCommand {
  var selector: ElementSelector
  var direction: ScrollDirection
  var timeout: FlowTimeout

  static let spec = FlowCommandSpec(
    names: ["scrollUntilVisible"],
    rows: [
      .init(
        #"`scrollUntilVisible: {element, direction, timeout}`"#,
        #"""
        scrolls until the element is in view; fails when the timeout (ms, 20,000 by default, or when \#
        negative, as in Maestro; at most a day) passes or when two scrolls in a row change nothing (the end of the \#
        content). `speed`, `visibilityPercentage`, `centerElement` and `waitToSettleTimeoutMs` are accepted: \#
        a frame shows an element whole or not at all.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    // Maestro's speed, visibility and centring options are accepted: a
    // frame shows an element whole or not at all.
    let fields = try reader.mapping(
      node,
      keys: [
        "element", "direction", "timeout", "speed", "visibilityPercentage", "centerElement", "waitToSettleTimeoutMs",
      ])
    guard let element = fields["element"] else {
      throw reader.error(.needsField(command: reader.name, field: "element"), at: node)
    }
    return ScrollUntilVisible(
      selector: try reader.selector(element),
      direction: try fields["direction"].map { node throws(FlowError) in try reader.direction(node) } ?? .down,
      timeout: try fields["timeout"].map { node throws(FlowError) in
        try reader.milliseconds(node, negative: .seconds(20))
      } ?? .seconds(20))
  }

  var description: String { "scrollUntilVisible(\(selector.description), \(direction.rawValue), \(timeout))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let runner = context.runner
    let app = try await context.app()
    let matcher = try context.matcher(selector)
    let timeout = try runner.seconds(timeout, context.variables)
    let deadline = ContinuousClock.now + .seconds(timeout)
    var unchanged = 0
    while matcher.pick(on: ScreenElements(of: app)) == nil {
      guard ContinuousClock.now < deadline else {
        throw FlowRunner.StepFailed(
          .scrolledFor(direction, seconds: timeout, runner.missing(matcher, on: ScreenElements(of: app))))
      }
      let before = app.compose()
      try await runner.scroll(direction, app: app)
      unchanged = app.compose() == before ? unchanged + 1 : 0
      if unchanged >= 2 {
        throw FlowRunner.StepFailed(.scrolledToEnd(direction, runner.missing(matcher, on: ScreenElements(of: app))))
      }
    }
    return .ran
  }
}

/// `swipe`: drags a finger from one point to another.
struct SwipeCommand: FlowCommand {
  var swipe: Swipe

  /// The directions a swipe takes, the finger's.
  static let directions = ["UP", "DOWN", "LEFT", "RIGHT"]

  static let spec = FlowCommandSpec(
    names: ["swipe"],
    rows: [
      .init(
        #"`swipe: {direction}`, `{from, direction}` or `{start, end}`"#,
        #"""
        drags as a finger would, the direction being the finger's: sideways over a page view, it turns the \#
        page (`LEFT` shows the next one) and runs `onPageChange`; down from the top of a `pullToRefresh`'s \#
        content, it runs `onPull`; otherwise what is under its start scrolls by the drag's length along its \#
        own axis. A direction goes 40% of the screen from its middle, or from the `from:` element; a point \#
        is `X%, Y%` of the screen or `COLUMN, ROW`, a cell of the frame. `duration` is accepted.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    let fields = try reader.mapping(
      node, keys: ["direction", "from", "start", "end", "duration", "waitToSettleTimeoutMs"])
    var swipe = Swipe()
    if let direction = fields["direction"] {
      let written = try reader.text(direction, what: "the direction").uppercased()
      guard directions.contains(written) else {
        throw reader.error(.expectedDirection(allowed: directions), at: direction)
      }
      swipe.direction = written
    }
    swipe.from = try fields["from"].map { node throws(FlowError) in try reader.selector(node) }
    swipe.start = try fields["start"].map { node throws(FlowError) in try reader.text(node, what: "the start point") }
    swipe.end = try fields["end"].map { node throws(FlowError) in try reader.text(node, what: "the end point") }
    guard swipe.direction != nil || (swipe.start != nil && swipe.end != nil) else {
      throw reader.error(.needsDirectionOrPoints(command: reader.name), at: node)
    }
    return SwipeCommand(swipe: swipe)
  }

  var description: String { "swipe(\(swipe.direction ?? "\(swipe.start ?? "") → \(swipe.end ?? "")"))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    let (start, end) = try await context.runner.points(of: swipe, app: app, variables: context.variables)
    if start != end { try await context.runner.send(.swipe(from: start, to: end), to: app) }
    return .ran
  }
}
