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
    // it started: Maestro's retries and settle time have nothing to add.
    case "tapOn", "longPressOn":
      let node = try required()
      if case .mapping(let options) = node, let point = options["point"] {
        _ = try mapping(node, keys: ["point", "retryTapIfNoChange", "waitToSettleTimeoutMs"])
        return .tapAt(try text(point, what: "the point"))
      }
      return .tapOn(try selector(node, also: ["retryTapIfNoChange", "waitToSettleTimeoutMs"]))
    case "inputText": return .inputText(try text(required(), what: "the text to type"))
    case "eraseText":
      guard let argument else { return .eraseText(50) }
      if case .mapping = argument {
        let fields = try mapping(argument, keys: ["charactersToErase"])
        return .eraseText(try fields["charactersToErase"].map { node throws(FlowError) in try count(node) } ?? 50)
      }
      return .eraseText(try count(argument))
    case "pressKey": return .pressKey(try key(required()))
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
        timeout: try fields["timeout"].map { node throws(FlowError) in try milliseconds(node) } ?? .seconds(20))
    case "assertVisible": return .assertVisible(try selector(required()))
    case "assertNotVisible": return .assertNotVisible(try selector(required()))
    case "extendedWaitUntil":
      let node = try required()
      let fields = try mapping(node, keys: ["visible", "notVisible", "timeout"])
      let condition = try self.condition(fields, at: node)
      return .extendedWaitUntil(
        condition,
        timeout: try fields["timeout"].map { node throws(FlowError) in try milliseconds(node) } ?? .seconds(10))
    case "takeScreenshot":
      let node = try required()
      if case .mapping = node {
        let fields = try mapping(node, keys: ["path"])
        guard let path = fields["path"] else {
          throw FlowError(file: file, location: FlowParser.location(node), message: "takeScreenshot needs 'path:'")
        }
        return .takeScreenshot(try text(path, what: "the path"))
      }
      return .takeScreenshot(try text(node, what: "the path"))
    case "runFlow":
      let node = try required()
      guard case .mapping = node else {
        return .runFlow(file: try text(node, what: "the file"), commands: [], env: [:], when: nil)
      }
      let fields = try mapping(node, keys: ["file", "commands", "env", "when"])
      let (path, commands) = try fileOrCommands(fields, at: node)
      let when = try fields["when"].map { node throws(FlowError) in
        try condition(try mapping(node, keys: ["visible", "notVisible", "platform", "true"]), at: node)
      }
      return .runFlow(file: path, commands: commands, env: try env(fields), when: when)
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
        try self.condition(try mapping(node, keys: ["visible", "notVisible"]), at: node)
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
    case "openLink":
      let node = try required()
      if case .mapping = node {
        let fields = try mapping(node, keys: ["link", "autoVerify", "browser"])
        guard let link = fields["link"] else {
          throw FlowError(file: file, location: FlowParser.location(node), message: "openLink needs 'link:'")
        }
        return .openLink(try text(link, what: "the link"))
      }
      return .openLink(try text(node, what: "the link"))
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
    case "hideKeyboard": try noArgument(); return .nothingToDo
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

  // MARK: Arguments

  private func required() throws(FlowError) -> Node {
    // `- tapOn:` with nothing after it is YAML's null: no argument either.
    guard let argument, !FlowParser.isNull(argument) else {
      throw FlowError(file: file, location: at, message: "\(name) needs an argument")
    }
    return argument
  }

  private func noArgument() throws(FlowError) {
    guard let argument else { return }
    if case .scalar(let scalar) = argument, scalar.string.isEmpty { return }
    throw FlowError(file: file, location: FlowParser.location(argument), message: "\(name) takes no argument")
  }

  /// A mapping's values by key, refusing keys it does not know.
  private func mapping(_ node: Node, keys: [String]) throws(FlowError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw FlowError(
        file: file, location: FlowParser.location(node),
        message: "expected \(name)'s options as a mapping (\(keys.joined(separator: ", ")))")
    }
    var fields: [String: Node] = [:]
    for (key, value) in mapping {
      let keyName = key.string ?? ""
      guard keys.contains(keyName) else {
        throw FlowParser.unknownKey(key, among: keys, file: file, what: "option of \(name)")
      }
      fields[keyName] = value
    }
    return fields
  }

  private func text(_ node: Node, what: String) throws(FlowError) -> String {
    try FlowParser.string(node, file: file, what: what)
  }

  private func count(_ node: Node) throws(FlowError) -> Int {
    guard let value = node.int, value >= 0 else {
      throw FlowError(file: file, location: FlowParser.location(node), message: "expected a number of characters")
    }
    return value
  }

  /// A Maestro timeout, in milliseconds, as seconds.
  private func milliseconds(_ node: Node) throws(FlowError) -> FlowTimeout {
    if let written = node.string, written.contains("${") { return .milliseconds(written) }
    guard let value = node.float, value >= 0 else {
      throw FlowError(file: file, location: FlowParser.location(node), message: "expected a timeout in milliseconds")
    }
    return .seconds(value / 1000)
  }

  private func direction(_ node: Node) throws(FlowError) -> ScrollDirection {
    guard let value = ScrollDirection(rawValue: (node.string ?? "").uppercased()) else {
      throw FlowError(file: file, location: FlowParser.location(node), message: "expected the direction DOWN or UP")
    }
    return value
  }

  private func key(_ node: Node) throws(FlowError) -> Key {
    let written = try text(node, what: "a key")
    if let key = FlowKeys.key(named: written) { return key }
    throw FlowError(
      file: file, location: FlowParser.location(node),
      message: "unknown key '\(written)' (keys: \(FlowKeys.names.joined(separator: ", ")))")
  }

  private func condition(_ fields: [String: Node], at node: Node) throws(FlowError) -> FlowCondition {
    let condition = FlowCondition(
      visible: try fields["visible"].map { node throws(FlowError) in try selector(node) },
      notVisible: try fields["notVisible"].map { node throws(FlowError) in try selector(node) },
      platform: try fields["platform"].map { node throws(FlowError) in try text(node, what: "platform") },
      isTrue: try fields["true"].map { node throws(FlowError) in try text(node, what: "true") })
    guard
      condition.visible != nil || condition.notVisible != nil || condition.platform != nil || condition.isTrue != nil
    else {
      let expected =
        fields.keys.contains("visible") || name != "runFlow" ? "'visible:' or 'notVisible:'" : "a condition"
      throw FlowError(file: file, location: FlowParser.location(node), message: "expected \(expected)")
    }
    return condition
  }

  /// `file:` or inline `commands:`, one of them (`runFlow`, `retry`).
  private func fileOrCommands(_ fields: [String: Node], at node: Node) throws(FlowError) -> (String?, [FlowStep]) {
    switch (fields["file"], fields["commands"]) {
    case (let path?, nil): return (try text(path, what: "the file"), [])
    case (nil, .sequence(let list)?):
      return (nil, try list.map { node throws(FlowError) in try FlowParser.step(node, file: file) })
    case (nil, let other?):
      throw FlowError(
        file: file, location: FlowParser.location(other), message: "expected 'commands:' as a list of commands")
    default:
      throw FlowError(
        file: file, location: FlowParser.location(node), message: "\(name) needs 'file:' or 'commands:', one of them")
    }
  }

  private func env(_ fields: [String: Node]) throws(FlowError) -> [String: String] {
    try fields["env"].map { node throws(FlowError) in try FlowParser.variables(node, file: file) } ?? [:]
  }

  /// `tapOn: Add to cart`, or `tapOn: {text:, id:, regex:, index:, enabled:, focused:}`.
  private func selector(_ node: Node, also accepted: [String] = []) throws(FlowError) -> ElementSelector {
    guard case .mapping = node else { return ElementSelector(text: try text(node, what: "the element's text")) }
    let sides = ElementRelation.Side.allCases.map(\.rawValue)
    let fields = try mapping(node, keys: ["text", "id", "regex", "index", "enabled", "focused"] + sides + accepted)
    var selector = ElementSelector()
    selector.text = try fields["text"].map { node throws(FlowError) in try text(node, what: "text") }
    selector.id = try fields["id"].map { node throws(FlowError) in try text(node, what: "id") }
    selector.regex = try fields["regex"].map { node throws(FlowError) in try text(node, what: "regex") }
    selector.index = try fields["index"].map { node throws(FlowError) in try count(node) }
    selector.enabled = try fields["enabled"].map { node throws(FlowError) in try flag(node) }
    selector.focused = try fields["focused"].map { node throws(FlowError) in try flag(node) }
    for side in ElementRelation.Side.allCases {
      if let anchor = fields[side.rawValue] {
        selector.relations.append(ElementRelation(side, try self.selector(anchor)))
      }
    }
    guard
      selector.text != nil || selector.id != nil || selector.regex != nil || selector.focused != nil
        || !selector.relations.isEmpty
    else {
      throw FlowError(
        file: file, location: FlowParser.location(node),
        message: "expected 'text:', 'id:', 'regex:', 'focused:' or a place ('below:', 'above:', 'leftOf:', 'rightOf:')")
    }
    return selector
  }

  private func flag(_ node: Node) throws(FlowError) -> Bool {
    guard let value = node.bool else {
      throw FlowError(file: file, location: FlowParser.location(node), message: "expected true or false")
    }
    return value
  }
}
