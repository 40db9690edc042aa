import SDUICore
import SDUIDocument
import SDUIRender
import SDUIRuntime

// What must hold: an element shown or not, a script's condition, a wait.
extension FlowCommands {
  static let assertions: [FlowCommandSpec] = [
    AssertVisible.spec, AssertNotVisible.spec, AssertTrue.spec, ExtendedWaitUntil.spec, AssertSent.spec,
  ]
}

/// `assertVisible`: the element is on the screen now.
struct AssertVisible: FlowCommand {
  var selector: ElementSelector

  static let spec = FlowCommandSpec(
    names: ["assertVisible"],
    rows: [
      .init(
        #"`assertVisible: SELECTOR`"#,
        #"""
        the element is on the screen now.
        """#)
    ]
  ) { reader throws(FlowError) in
    AssertVisible(selector: try reader.selector(reader.required()))
  }

  var description: String { "assertVisible(\(selector.description))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let matcher = try context.matcher(selector)
    let screen = ScreenElements(of: try await context.app())
    if matcher.pick(on: screen) == nil {
      throw FlowRunner.StepFailed(.noElement(context.runner.missing(matcher, on: screen)))
    }
    return .ran
  }
}

/// `assertNotVisible`: no such element is on the screen.
struct AssertNotVisible: FlowCommand {
  var selector: ElementSelector

  static let spec = FlowCommandSpec(
    names: ["assertNotVisible"],
    rows: [
      .init(
        #"`assertNotVisible: SELECTOR`"#,
        #"""
        no such element is on the screen.
        """#)
    ]
  ) { reader throws(FlowError) in
    AssertNotVisible(selector: try reader.selector(reader.required()))
  }

  var description: String { "assertNotVisible(\(selector.description))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let matcher = try context.matcher(selector)
    if let element = matcher.pick(on: ScreenElements(of: try await context.app())) {
      throw FlowRunner.StepFailed(
        .unexpectedElement(selector: matcher.selector.description, found: context.runner.found(element)))
    }
    return .ran
  }
}

/// `assertTrue`: the string, its scripts run, is true.
struct AssertTrue: FlowCommand {
  var condition: String

  static let spec = FlowCommandSpec(
    names: ["assertTrue"],
    rows: [
      .init(
        #"`assertTrue: CONDITION` (or `{condition}`)"#,
        #"""
        the condition, its `${...}` run, is true: not blank, `false` (in any case), `undefined`, `null` or a \#
        zero (`Orchestra.evaluateCondition`).
        """#)
    ]
  ) { reader throws(FlowError) in
    AssertTrue(condition: try reader.textOrField("condition", what: "the condition"))
  }

  var description: String { "assertTrue(\(condition))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let value = try context.expand(condition)
    guard FlowRunner.isTrue(value) else {
      throw FlowRunner.StepFailed(.notTrue(condition: condition, gave: value == condition ? nil : value))
    }
    return .ran
  }
}

/// `extendedWaitUntil`: waits up to the timeout until the element is
/// visible (or gone).
struct ExtendedWaitUntil: FlowCommand {
  var condition: FlowCondition
  var timeout: FlowTimeout

  static let spec = FlowCommandSpec(
    names: ["extendedWaitUntil"],
    rows: [
      .init(
        #"`extendedWaitUntil: {visible or notVisible, timeout}`"#,
        #"""
        waits up to the timeout (ms, 10,000 by default, at most a day) for the element to appear or go, for \#
        work that outlives a step's own requests.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    let fields = try reader.mapping(node, keys: ["visible", "notVisible", "timeout"])
    return ExtendedWaitUntil(
      condition: try reader.condition(fields, at: node),
      timeout: try fields["timeout"].map { node throws(FlowError) in try reader.milliseconds(node) } ?? .seconds(10))
  }

  var description: String { "extendedWaitUntil(\(condition.description), \(timeout))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let runner = context.runner
    let app = try await context.app()
    let timeout = try runner.seconds(timeout, context.variables)
    let visible = try condition.visible.map { try context.matcher($0) }
    let notVisible = try condition.notVisible.map { try context.matcher($0) }
    let deadline = ContinuousClock.now + .seconds(timeout)
    while true {
      let screen = ScreenElements(of: app)
      let shown = visible.map { $0.pick(on: screen) != nil } ?? true
      let hidden = notVisible.map { $0.pick(on: screen) == nil } ?? true
      if shown && hidden { return .ran }
      guard ContinuousClock.now < deadline else {
        if let visible, !shown {
          throw FlowRunner.StepFailed(.afterTimeout(seconds: timeout, .noElement(runner.missing(visible, on: screen))))
        }
        let element = notVisible.flatMap { $0.pick(on: screen) }
        throw FlowRunner.StepFailed(.afterTimeout(seconds: timeout, .stillThere(element.map(runner.found))))
      }
      try? await Task.sleep(for: .milliseconds(50))
      await runner.settle(app)
    }
  }
}
