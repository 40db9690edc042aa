import SDUICore
import SDUIDocument
import SDUINetwork
import SDUIRender
import SDUIRuntime

// The app: launch it, end it, open a link in it, go back, press a key.
extension FlowCommands {
  static let app: [FlowCommandSpec] = [LaunchApp.spec, StopApp.spec, OpenLink.spec, Back.spec, PressKey.spec]
}

/// `launchApp`: opens the first screen afresh (`url` overrides the flow's).
struct LaunchApp: FlowCommand {
  var url: String?

  static let spec = FlowCommandSpec(
    names: ["launchApp"],
    rows: [
      .init(
        #"`launchApp`"#,
        #"""
        opens the first screen afresh: new stacks, new state (the flow's `url:`, else `--url`). `launchApp: \#
        {url: ...}` opens another. It fails when the screen cannot be loaded. `appId`, `clearState`, \#
        `stopApp`, `clearKeychain`, `permissions` and `arguments` are accepted: a launch always starts \#
        afresh. A flow whose first command is not `launchApp` opens the screen at its first command.
        """#)
    ]
  ) { reader throws(FlowError) in
    guard let argument = reader.argument else { return LaunchApp() }
    // Maestro's appId, permissions, arguments and clearKeychain are the
    // device's: a launch here always starts afresh.
    let fields = try reader.mapping(
      argument, keys: ["url", "clearState", "stopApp", "appId", "permissions", "arguments", "clearKeychain"])
    return LaunchApp(url: try fields["url"].map { node throws(FlowError) in try reader.text(node, what: "url") })
  }

  var description: String { "launchApp(url: \(String(describing: url)))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.launch(url: url, variables: context.variables)
    return .ran
  }
}

/// `stopApp`, `killApp`, `clearState`: ends the app; the next `launchApp`
/// starts afresh.
struct StopApp: FlowCommand {
  static let spec = FlowCommandSpec(
    names: ["stopApp", "killApp", "clearState"],
    rows: [
      .init(
        #"`stopApp`, `killApp`, `clearState`"#,
        #"""
        end the app: its stacks and state are gone, and the next `launchApp` starts afresh (sdui-term keeps \#
        nothing between launches, so the three are one).
        """#)
    ]
  ) { reader throws(FlowError) in
    if let argument = reader.argument, !FlowParser.isNull(argument), case .mapping = argument {
      _ = try reader.mapping(argument, keys: ["appId"])
    }
    return StopApp()
  }

  var description: String { "stopApp" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    context.runner.app = nil
    return .ran
  }
}

/// `openLink`: opens a URL in the running app, in place of its stacks.
struct OpenLink: FlowCommand {
  var link: String

  static let spec = FlowCommandSpec(
    names: ["openLink"],
    rows: [
      .init(
        #"`openLink: URL` or `{link}`"#,
        #"""
        opens the URL (or a file, from the flow's folder) in the running app, in place of its stacks; fails \#
        when it cannot be loaded. `autoVerify` and `browser` are accepted.
        """#)
    ]
  ) { reader throws(FlowError) in
    OpenLink(link: try reader.textOrField("link", also: ["autoVerify", "browser"], what: "the link"))
  }

  var description: String { "openLink(\(link))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    let written = context.runner.resolve(try context.expand(link), from: context.step.file)
    app.navigator.start(url: ScreenSource(argument: written).startURL ?? written)
    await app.settle()
    if case .failed(let failure)? = app.navigator.current?.content {
      throw FlowRunner.StepFailed(.linkNotOpened(reason: failure.description))
    }
    return .ran
  }
}

/// `back`: `Esc`.
struct Back: FlowCommand {
  static let spec = FlowCommandSpec(
    names: ["back"],
    rows: [
      .init(
        #"`back`, `action: back`"#,
        #"""
        `Esc`: back, or dismiss the presented stack or dialog.
        """#)
    ]
  ) { reader throws(FlowError) in
    try reader.noArgument()
    return Back()
  }

  var description: String { "back" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.send(.key(.escape), to: try await context.app())
    return .ran
  }
}

/// `pressKey`: one key of the key model; a device's key is skipped.
struct PressKey: FlowCommand {
  var key: Key

  static let spec = FlowCommandSpec(
    names: ["pressKey"],
    rows: [
      .init(
        #"`pressKey: KEY`"#,
        #"""
        one key: `Enter`, `Tab`, `Shift+Tab`, `Back` (which is `Esc`), `Escape`, `Backspace`, `Delete`, \#
        `Home`, `End`, `Up`, `Down`, `Left`, `Right`, `PageUp`, `PageDown`, `Space`, `F1`..`F12`, \#
        `C-a`..`C-z`, a single character; `Remote Dpad Up/Down/Left/Right/Center` are the arrows and \#
        `Enter`. A device's keys (`Power`, `Lock`, `Volume Up/Down`, the remote's media, menu and system \#
        keys, the TV inputs) are skipped with a `WARN` line. Maestro's `Home` is the device's home button; \#
        here it is the terminal's Home key.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    let written = try reader.text(node, what: "a key")
    if let why = FlowKeys.deviceKeys[written.lowercased()] {
      return DeviceOnly(command: "pressKey: \(written)", why: why)
    }
    return PressKey(key: try reader.key(node))
  }

  var description: String { "pressKey(\(key))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.send(.key(key), to: try await context.app())
    return .ran
  }
}
