import SDUIRuntime

// What a flow writes: screenshots and recordings.
extension FlowCommands {
  static let output: [FlowCommandSpec] = [TakeScreenshot.spec, StartRecording.spec, StopRecording.spec]
}

/// `takeScreenshot`: the frame as an SVG picture at this path (`.svg`
/// added).
struct TakeScreenshot: FlowCommand {
  var path: String

  static let spec = FlowCommandSpec(
    names: ["takeScreenshot"],
    rows: [
      .init(
        #"`takeScreenshot: PATH` (or `{path}`)"#,
        #"""
        writes the frame as an SVG picture, `PATH.svg` under `--screenshots` (default `.`). A path that is \#
        absolute or climbs out with `..` fails the step, where Maestro writes it: a path can be built from \#
        a screen's text (`copyTextFrom`, then `${maestro.copiedText}`). So does one through a symbolic link \#
        in the folder (the file, or a folder on its way, even one leading back inside): nothing is written \#
        through a link.
        """#)
    ]
  ) { reader throws(FlowError) in
    TakeScreenshot(path: try reader.textOrField("path", what: "the path"))
  }

  var description: String { "takeScreenshot(\(path))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try context.runner.screenshot(try context.expand(path), app: try await context.app())
    return .ran
  }
}

/// `startRecording`: records the frames from here as an asciicast at this
/// path (`.cast` added).
struct StartRecording: FlowCommand {
  var path: String

  static let spec = FlowCommandSpec(
    names: ["startRecording"],
    rows: [
      .init(
        #"`startRecording: PATH` (or `{path}`), `stopRecording`"#,
        #"""
        records the frames from there as an asciicast, `PATH.cast` under `--screenshots`, a frame per step \#
        that changed the screen, until `stopRecording` or the flow's end (Maestro records an MP4). Its \#
        path stays under `--screenshots`, as a screenshot's does.
        """#)
    ]
  ) { reader throws(FlowError) in
    StartRecording(path: try reader.textOrField("path", what: "the path"))
  }

  var description: String { "startRecording(\(path))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try context.runner.startRecording(try context.expand(path), app: try await context.app())
    return .ran
  }
}

/// `stopRecording`: ends the recording `startRecording` began (documented
/// with it).
struct StopRecording: FlowCommand {
  static let spec = FlowCommandSpec(names: ["stopRecording"], rows: []) { reader throws(FlowError) in
    try reader.noArgument()
    return StopRecording()
  }

  var description: String { "stopRecording" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    context.runner.state.stepRecorder = nil
    return .ran
  }
}
