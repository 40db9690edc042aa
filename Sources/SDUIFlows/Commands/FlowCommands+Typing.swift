import SDUICore
import SDUIDocument
import SDUIRender
import SDUIRuntime

// Typing into the focused field, key by key.
extension FlowCommands {
  static let typing: [FlowCommandSpec] = [
    InputText.spec, InputRandom.spec, EraseText.spec, CopyTextFrom.spec, SetClipboard.spec, PasteText.spec,
  ]
}

/// `inputText`: types the text into the focused field.
struct InputText: FlowCommand {
  var text: String

  static let spec = FlowCommandSpec(
    names: ["inputText"],
    rows: [
      .init(
        #"`inputText: TEXT`"#,
        #"""
        types the text into the focused field, key by key (each `onChange` runs).
        """#)
    ]
  ) { reader throws(FlowError) in
    InputText(text: try reader.text(reader.required(), what: "the text to type"))
  }

  var description: String { "inputText(\(text))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.type(try context.expand(text), into: try await context.app())
    return .ran
  }
}

/// `inputRandomText`, `inputRandomNumber`, ...: types a random value.
struct InputRandom: FlowCommand {
  var kind: RandomInput
  var length: Int

  static let spec = FlowCommandSpec(
    names: ["inputRandomText", "inputRandomNumber", "inputRandomEmail", "inputRandomPersonName"],
    rows: [
      .init(
        #"`inputRandomText`, `inputRandomNumber`, `inputRandomEmail` (`{length}`, 8 by default, at most 10,000), `inputRandomPersonName`"#,
        #"""
        types a fresh random value into the focused field.
        """#)
    ]
  ) { reader throws(FlowError) in
    let kind: RandomInput =
      switch reader.name {
      case "inputRandomNumber": .number
      case "inputRandomEmail": .email
      case "inputRandomPersonName": .personName
      default: .text
      }
    guard let argument = reader.argument, !FlowParser.isNull(argument) else {
      return InputRandom(kind: kind, length: 8)
    }
    let fields = try reader.mapping(argument, keys: ["length"])
    return InputRandom(
      kind: kind,
      length: try fields["length"].map { node throws(FlowError) in
        try reader.count(node, what: "'length'", most: FlowKeys.mostCharacters)
      } ?? 8)
  }

  var description: String { "inputRandom(\(kind.rawValue), \(length))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.type(RandomText.make(kind, length: length), into: try await context.app())
    return .ran
  }
}

/// `eraseText`: presses Backspace this many times in the focused field.
struct EraseText: FlowCommand {
  var count: Int

  static let spec = FlowCommandSpec(
    names: ["eraseText"],
    rows: [
      .init(
        #"`eraseText` / `eraseText: N` / `{charactersToErase: N}`"#,
        #"""
        presses Backspace N times in the focused field (50 by default, as in Maestro; at most 10,000); with no field focused it does nothing, as Maestro's never goes back.
        """#)
    ]
  ) { reader throws(FlowError) in
    guard let argument = reader.argument else { return EraseText(count: 50) }
    if case .mapping = argument {
      let fields = try reader.mapping(argument, keys: ["charactersToErase"])
      return EraseText(
        count: try fields["charactersToErase"].map { node throws(FlowError) in
          try reader.count(node, what: "'charactersToErase'", most: FlowKeys.mostCharacters)
        } ?? 50)
    }
    return EraseText(count: try reader.count(argument, what: "the characters to erase", most: FlowKeys.mostCharacters))
  }

  var description: String { "eraseText(\(count))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    // Backspace outside a field means back; Maestro's eraseText never navigates.
    for _ in 0..<count where app.controller?.isEditingText == true {
      try await context.runner.send(.key(.backspace), to: app)
    }
    return .ran
  }
}

/// `copyTextFrom`: keeps the element's text for `pasteText`.
struct CopyTextFrom: FlowCommand {
  var selector: ElementSelector

  static let spec = FlowCommandSpec(
    names: ["copyTextFrom"],
    rows: [
      .init(
        #"`copyTextFrom: SELECTOR`"#,
        #"""
        keeps the element's text for `pasteText` and in `maestro.copiedText`.
        """#)
    ]
  ) { reader throws(FlowError) in
    CopyTextFrom(selector: try reader.selector(reader.required()))
  }

  var description: String { "copyTextFrom(\(selector.description))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let app = try await context.app()
    let matcher = try context.matcher(selector)
    let screen = ScreenElements(of: app)
    guard let element = matcher.pick(on: screen) else {
      throw FlowRunner.StepFailed(.noElement(context.runner.missing(matcher, on: screen)))
    }
    let text = element.showsOwnText ? element.text : screen.grid.text(in: element.rect)
    context.runner.state.copiedText = text
    context.runner.state.scripts?.setCopiedText(text)
    return .ran
  }
}

/// `setClipboard`: keeps the text for `pasteText`, as `copyTextFrom` keeps
/// an element's (Maestro's, to paste rather than type).
struct SetClipboard: FlowCommand {
  var text: String

  static let spec = FlowCommandSpec(
    names: ["setClipboard"],
    rows: [
      .init(
        #"`setClipboard: TEXT`"#,
        #"""
        keeps the text, its `${...}` run, for `pasteText` and in `maestro.copiedText`, as `copyTextFrom` \#
        keeps an element's.
        """#)
    ]
  ) { reader throws(FlowError) in
    SetClipboard(text: try reader.text(reader.required(), what: "the text"))
  }

  var description: String { "setClipboard(\(text))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let text = try context.expand(text)
    context.runner.state.copiedText = text
    context.runner.state.scripts?.setCopiedText(text)
    return .ran
  }
}

/// `pasteText`: types what `copyTextFrom` kept.
struct PasteText: FlowCommand {
  static let spec = FlowCommandSpec(
    names: ["pasteText"],
    rows: [
      .init(
        #"`pasteText`"#,
        #"""
        types what `copyTextFrom` kept.
        """#)
    ]
  ) { reader throws(FlowError) in
    try reader.noArgument()
    return PasteText()
  }

  var description: String { "pasteText" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    guard let copied = context.runner.state.copiedText else {
      throw FlowRunner.StepFailed(.nothingCopied)
    }
    try await context.runner.type(copied, into: try await context.app())
    return .ran
  }
}
