import SDUICore
import SDUIDocument
import SDUIRender
import Yams

/// Reads one command's argument into a ``FlowCommand``.
struct FlowCommandReader {
  let file: String
  let name: String
  let argument: Node?
  let at: SourceLocation

  func read() throws(FlowError) -> FlowCommand {
    switch name {
    case "launchApp":
      guard let argument else { return .launchApp(url: nil) }
      // Maestro's appId, permissions, arguments and clearKeychain are the
      // device's: a launch here always starts afresh.
      let fields = try mapping(
        argument, keys: ["url", "clearState", "stopApp", "appId", "permissions", "arguments", "clearKeychain"])
      return .launchApp(url: try fields["url"].map { node throws(FlowError) in try text(node, what: "url") })
    // A click reaches its element every time and each step waits for what
    // it started: Maestro's retries, settle time and waiting have nothing
    // to add.
    case "tapOn", "longPressOn", "doubleTapOn":
      let node = try required()
      let options = ["retryTapIfNoChange", "waitToSettleTimeoutMs", "waitUntilVisible", "repeat", "delay"]
      // Maestro's double tap is two taps 100 ms apart; `repeat:` taps more.
      var times = name == "doubleTapOn" ? 2 : 1
      var delay = 100
      if case .mapping(let fields) = node {
        if let repeated = fields["repeat"], name != "doubleTapOn" { times = max(1, try count(repeated)) }
        if let given = fields["delay"] { delay = try count(given) }
        if let point = fields["point"] {
          _ = try mapping(node, keys: ["point"] + options)
          return .tapAt(try text(point, what: "the point"), times: times, delay: delay)
        }
      }
      return .tapOn(try selector(node, also: options), times: times, delay: delay)
    case "inputText": return .inputText(try text(required(), what: "the text to type"))
    case "eraseText":
      guard let argument else { return .eraseText(50) }
      if case .mapping = argument {
        let fields = try mapping(argument, keys: ["charactersToErase"])
        return .eraseText(try fields["charactersToErase"].map { node throws(FlowError) in try count(node) } ?? 50)
      }
      return .eraseText(try count(argument))
    case "pressKey":
      let node = try required()
      if let why = FlowKeys.deviceKeys[try text(node, what: "a key").lowercased()] {
        return .deviceOnly("pressKey: \(try text(node, what: "a key"))", why: why)
      }
      return .pressKey(try key(node))
    case "action":
      // Maestro's long form of the commands without arguments.
      let written = try text(required(), what: "the action")
      guard ["back", "hideKeyboard", "scroll", "clearKeychain", "pasteText"].contains(written) else {
        throw FlowError(
          file: file, location: at,
          message: "unknown action '\(written)' (actions: back, hideKeyboard, scroll, clearKeychain, pasteText)")
      }
      return try FlowCommandReader(file: file, name: written, argument: nil, at: at).read()
    case "back": try noArgument(); return .back
    case "scroll":
      guard let argument else { return .scroll(.down) }
      let fields = try mapping(argument, keys: ["direction"])
      return .scroll(try fields["direction"].map { node throws(FlowError) in try direction(node) } ?? .down)
    case "scrollUntilVisible":
      let node = try required()
      // Maestro's speed, visibility and centring options are accepted:
      // a frame shows an element whole or not at all.
      let fields = try mapping(
        node,
        keys: [
          "element", "direction", "timeout", "speed", "visibilityPercentage", "centerElement", "waitToSettleTimeoutMs",
        ])
      guard let element = fields["element"] else {
        throw FlowError(file: file, location: FlowParser.location(node), message: "scrollUntilVisible needs 'element:'")
      }
      return .scrollUntilVisible(
        try selector(element), try fields["direction"].map { node throws(FlowError) in try direction(node) } ?? .down,
        timeout: try fields["timeout"].map { node throws(FlowError) in try milliseconds(node, negative: .seconds(20)) }
          ?? .seconds(20))
    case "assertVisible": return .assertVisible(try selector(required()))
    case "assertNotVisible": return .assertNotVisible(try selector(required()))
    case "extendedWaitUntil":
      let node = try required()
      let fields = try mapping(node, keys: ["visible", "notVisible", "timeout"])
      let condition = try self.condition(fields, at: node)
      return .extendedWaitUntil(
        condition,
        timeout: try fields["timeout"].map { node throws(FlowError) in try milliseconds(node) } ?? .seconds(10))
    case "takeScreenshot": return .takeScreenshot(try textOrField("path", what: "the path"))
    case "runFlow":
      let node = try required()
      guard case .mapping = node else {
        return .runFlow(file: try text(node, what: "the file"), commands: [], env: [:], when: nil)
      }
      let fields = try mapping(node, keys: ["file", "commands", "env", "when"])
      let (path, commands) = try fileOrCommands(fields, at: node)
      return .runFlow(file: path, commands: commands, env: try env(fields), when: try when(fields))
    case "retry":
      let node = try required()
      let fields = try mapping(node, keys: ["maxRetries", "file", "commands", "env"])
      let (path, commands) = try fileOrCommands(fields, at: node)
      return .retry(
        maxRetries: try fields["maxRetries"].map { node throws(FlowError) in try text(node, what: "maxRetries") },
        file: path, commands: commands, env: try env(fields))
    case "repeat":
      let node = try required()
      let fields = try mapping(node, keys: ["times", "while", "commands"])
      guard let commands = fields["commands"], case .sequence(let list) = commands else {
        throw FlowError(
          file: file, location: FlowParser.location(fields["commands"] ?? node),
          message: "repeat needs 'commands:' as a list of commands")
      }
      let condition = try fields["while"].map { node throws(FlowError) in
        try self.condition(try mapping(node, keys: ["visible", "notVisible", "true"]), at: node)
      }
      guard fields["times"] != nil || condition != nil else {
        throw FlowError(
          file: file, location: FlowParser.location(node), message: "repeat needs 'times:', 'while:' or both")
      }
      return .repeat(
        times: try fields["times"].map { node throws(FlowError) in try text(node, what: "times") }, while: condition,
        steps: try list.map { node throws(FlowError) in try FlowParser.step(node, file: file) })
    case "stopApp", "killApp", "clearState":
      if let argument, !FlowParser.isNull(argument), case .mapping = argument {
        _ = try mapping(argument, keys: ["appId"])
      }
      return .stopApp
    case "openLink": return .openLink(try textOrField("link", also: ["autoVerify", "browser"], what: "the link"))
    case "inputRandomText", "inputRandomNumber", "inputRandomEmail", "inputRandomPersonName":
      let kind: RandomInput =
        switch name {
        case "inputRandomNumber": .number
        case "inputRandomEmail": .email
        case "inputRandomPersonName": .personName
        default: .text
        }
      guard let argument, !FlowParser.isNull(argument) else { return .inputRandom(kind, length: 8) }
      let fields = try mapping(argument, keys: ["length"])
      return .inputRandom(kind, length: try fields["length"].map { node throws(FlowError) in try count(node) } ?? 8)
    case "copyTextFrom": return .copyTextFrom(try selector(required()))
    case "swipe":
      let node = try required()
      let fields = try mapping(node, keys: ["direction", "from", "start", "end", "duration", "waitToSettleTimeoutMs"])
      var swipe = Swipe()
      if let direction = fields["direction"] {
        let written = try text(direction, what: "the direction").uppercased()
        guard ["UP", "DOWN", "LEFT", "RIGHT"].contains(written) else {
          throw FlowError(
            file: file, location: FlowParser.location(direction),
            message: "expected the direction UP, DOWN, LEFT or RIGHT")
        }
        swipe.direction = written
      }
      swipe.from = try fields["from"].map { node throws(FlowError) in try selector(node) }
      swipe.start = try fields["start"].map { node throws(FlowError) in try text(node, what: "the start point") }
      swipe.end = try fields["end"].map { node throws(FlowError) in try text(node, what: "the end point") }
      guard swipe.direction != nil || (swipe.start != nil && swipe.end != nil) else {
        throw FlowError(
          file: file, location: FlowParser.location(node), message: "swipe needs 'direction:', or 'start:' and 'end:'")
      }
      return .swipe(swipe)
    case "pasteText": try noArgument(); return .pasteText
    case "hideKeyboard", "hide keyboard": try noArgument(); return .nothingToDo
    case "evalScript": return .evalScript(try textOrField("script", what: "the script"))
    case "runScript":
      let node = try required()
      guard case .mapping = node else { return .runScript(file: try scriptFile(node), env: [:], when: nil) }
      let fields = try mapping(node, keys: ["file", "env", "when"])
      guard let path = fields["file"] else {
        throw FlowError(file: file, location: FlowParser.location(node), message: "runScript needs 'file:'")
      }
      return .runScript(file: try scriptFile(path), env: try env(fields), when: try when(fields))
    case "assertTrue": return .assertTrue(try textOrField("condition", what: "the condition"))
    case "startRecording": return .startRecording(try textOrField("path", what: "the path"))
    case "stopRecording": try noArgument(); return .stopRecording
    case "waitForAnimationToEnd":
      if let argument, !FlowParser.isNull(argument) { _ = try mapping(argument, keys: ["timeout"]) }
      return .nothingToDo
    case let device where FlowParser.deviceOnly[device] != nil:
      return .deviceOnly(device, why: FlowParser.deviceOnly[device] ?? "")
    default:
      var message = "'\(name)' is not a command sdui-term runs"
      if let suggestion = NearMiss.suggestion(for: name, among: FlowParser.commands) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += " (it runs: \(FlowParser.commands.joined(separator: ", ")))"
      }
      throw FlowError(file: file, location: at, message: message)
    }
  }
}
