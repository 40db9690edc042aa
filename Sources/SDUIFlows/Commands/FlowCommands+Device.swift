import SDUIRuntime

// A device's commands: nothing to do in a terminal, or skipped with why;
// and Maestro's long form of the commands without arguments.
extension FlowCommands {
  static let device: [FlowCommandSpec] = [NothingToDo.spec, DeviceOnly.spec, Action.spec]
}

/// `hideKeyboard`, `waitForAnimationToEnd`: nothing to do in a terminal
/// (every step already waits for its effects).
struct NothingToDo: FlowCommand {
  static let spec = FlowCommandSpec(
    names: ["hideKeyboard", "hide keyboard", "waitForAnimationToEnd"],
    rows: [
      .init(
        #"`hideKeyboard` (`hide keyboard`), `waitForAnimationToEnd`"#,
        #"""
        accepted, nothing to do: a terminal has no on-screen keyboard, and every step already waits for what \#
        it started.
        """#)
    ]
  ) { reader throws(FlowError) in
    if reader.name == "waitForAnimationToEnd" {
      if let argument = reader.argument, !FlowParser.isNull(argument) {
        _ = try reader.mapping(argument, keys: ["timeout"])
      }
    } else {
      try reader.noArgument()
    }
    return NothingToDo()
  }

  var description: String { "nothingToDo" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome { .ran }
}

/// A command only a device has (`setLocation`, `addMedia`, a device's
/// key): the step is skipped with a warning that says why, and the flow
/// goes on.
struct DeviceOnly: FlowCommand {
  var command: String
  var why: String
  /// `addMedia`'s files, which must be there when the flow is read.
  var media: [String] = []

  /// Each of Maestro's commands for a device, and why a terminal has
  /// nothing to do them with.
  static let reasons: [String: String] = [
    "setLocation": "a terminal has no location", "travel": "a terminal has no location",
    "addMedia": "a terminal has no photo library", "setAirplaneMode": "a terminal has no radio",
    "toggleAirplaneMode": "a terminal has no radio", "clearKeychain": "a terminal has no keychain",
    "assertWithAI": "it asks an AI model about a device's screenshot",
    "assertNoDefectsWithAI": "it asks an AI model about a device's screenshot",
    "extractTextWithAI": "it asks an AI model about a device's screenshot",
    "setOrientation": "a terminal has no orientation",
  ]

  static let spec = FlowCommandSpec(
    names: [
      "setLocation", "travel", "addMedia", "setAirplaneMode", "toggleAirplaneMode", "clearKeychain", "setOrientation",
      "assertWithAI", "assertNoDefectsWithAI", "extractTextWithAI",
    ],
    rows: [
      .init(
        #"`setLocation`, `travel`, `addMedia`, `setAirplaneMode`, `toggleAirplaneMode`, `clearKeychain`, `setOrientation`, `assertWithAI`, `assertNoDefectsWithAI`, `extractTextWithAI`"#,
        #"""
        a device's: the step is skipped with a `WARN` line that names it and why (`'setLocation' skipped: a \#
        terminal has no location`), shown as skipped in the HTML report and as `<skipped>` in the JUnit \#
        report; the flow goes on. `addMedia`'s files (`addMedia: [FILE...]` or `{files: [...]}`, relative \#
        to the flow's file) must be inside the workspace when the flow is read, as in Maestro.
        """#)
    ]
  ) { reader throws(FlowError) in
    var command = DeviceOnly(command: reader.name, why: reasons[reader.name] ?? "")
    if reader.name == "addMedia" { command.media = try mediaFiles(reader) }
    return command
  }

  /// `addMedia: [FILE...]`, `addMedia: FILE` or `addMedia: {files: [...]}`.
  private static func mediaFiles(_ reader: FlowCommandReader) throws(FlowError) -> [String] {
    var node = try reader.required()
    if case .mapping = node {
      guard let files = try reader.mapping(node, keys: ["files"])["files"] else {
        throw reader.error(.needsField(command: reader.name, field: "files"), at: node)
      }
      node = files
    }
    guard case .sequence(let items) = node else { return [try reader.text(node, what: "the media file")] }
    return try items.map { item throws(FlowError) in try reader.text(item, what: "the media file") }
  }

  var description: String { "deviceOnly(\(command): \(why))" }

  var references: [FlowReference] { media.map(FlowReference.media) }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    .skipped("'\(command)' skipped: \(why)")
  }
}

/// `action: back` and the like: Maestro's long form of the commands
/// without arguments, read as the command it names.
enum Action {
  static let named = ["back", "hideKeyboard", "scroll", "clearKeychain", "pasteText"]

  static let spec = FlowCommandSpec(
    names: ["action"],
    rows: [
      .init(
        #"`action: hideKeyboard`, `scroll`, `clearKeychain`, `pasteText`"#,
        #"""
        Maestro's long form of those commands.
        """#)
    ]
  ) { reader throws(FlowError) in
    let written = try reader.text(reader.required(), what: "the action")
    guard named.contains(written) else {
      throw reader.error(.unknownAction(name: written, known: named))
    }
    return try FlowCommandReader(file: reader.file, name: written, argument: nil, at: reader.at).read()
  }
}
