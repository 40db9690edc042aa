import Foundation
import SDUICore
import SDUIDocument
import SDUIRender
import Yams

extension FlowCommandReader {
  // MARK: Arguments

  func required() throws(FlowError) -> Node {
    // `- tapOn:` with nothing after it is YAML's null: no argument either.
    guard let argument, !FlowParser.isNull(argument) else {
      throw error(.needsArgument(command: name))
    }
    return argument
  }

  func noArgument() throws(FlowError) {
    guard let argument else { return }
    if case .scalar(let scalar) = argument, scalar.string.isEmpty { return }
    throw error(.takesNoArgument(command: name), at: argument)
  }

  /// A mapping's values by key, refusing keys it does not know.
  func mapping(_ node: Node, keys: [String]) throws(FlowError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw error(.expectedOptions(command: name, keys: keys), at: node)
    }
    var fields: [String: Node] = [:]
    for (key, value) in mapping {
      let keyName = key.string ?? ""
      guard keys.contains(keyName) else {
        throw FlowParser.unknownOption(key, of: name, among: keys, file: file)
      }
      fields[keyName] = value
    }
    return fields
  }

  func text(_ node: Node, what: String) throws(FlowError) -> String {
    try FlowParser.string(node, file: file, what: what)
  }

  /// A whole number from 0 to `most`: a count, or milliseconds to wait;
  /// `what` names it in the error (`'delay'`).
  func count(_ node: Node, what: String, most: Int) throws(FlowError) -> Int {
    guard let value = node.int, value >= 0, value <= most else {
      throw error(.expectedCount(what: what, most: most), at: node)
    }
    return value
  }

  /// A `repeat`'s `times` as written: a whole number from 0 to 2^53, or
  /// text with a `${...}`, whose value is known only when the step runs.
  func repeatTimes(_ node: Node) throws(FlowError) -> String {
    let written = try text(node, what: "times")
    guard written.contains("${") || (node.int.map { $0 >= 0 } ?? false) && FlowRunner.count(written) != nil else {
      throw error(.expectedRepeatTimes, at: node)
    }
    return written
  }

  /// A Maestro timeout, in milliseconds, as seconds: from 0 to a day;
  /// `negative` stands for a negative one when given (`scrollUntilVisible`
  /// takes its default).
  func milliseconds(_ node: Node, negative: FlowTimeout? = nil) throws(FlowError) -> FlowTimeout {
    if let written = node.string, written.contains("${") { return .milliseconds(written) }
    if let negative, let value = node.float, value < 0, value.isFinite { return negative }
    guard let value = node.float, let seconds = FlowTimeout.seconds(ofMilliseconds: value) else {
      throw error(.expectedTimeout(most: FlowTimeout.longestMilliseconds), at: node)
    }
    return .seconds(seconds)
  }

  func direction(_ node: Node) throws(FlowError) -> ScrollDirection {
    guard let value = ScrollDirection(rawValue: (node.string ?? "").uppercased()) else {
      throw error(.expectedDirection(allowed: ScrollDirection.allCases.map(\.rawValue)), at: node)
    }
    return value
  }

  func key(_ node: Node) throws(FlowError) -> Key {
    let written = try text(node, what: "a key")
    if let key = FlowKeys.key(named: written) { return key }
    throw error(.unknownKey(name: written, known: FlowKeys.names), at: node)
  }

  func condition(_ fields: [String: Node], at node: Node) throws(FlowError) -> FlowCondition {
    let condition = FlowCondition(
      visible: try fields["visible"].map { node throws(FlowError) in try selector(node) },
      notVisible: try fields["notVisible"].map { node throws(FlowError) in try selector(node) },
      platform: try fields["platform"].map { node throws(FlowError) in try text(node, what: "platform") },
      isTrue: try fields["true"].map { node throws(FlowError) in try text(node, what: "true") })
    guard
      condition.visible != nil || condition.notVisible != nil || condition.platform != nil || condition.isTrue != nil
    else {
      throw error(.expectedCondition(visibility: fields.keys.contains("visible") || name != "runFlow"), at: node)
    }
    return condition
  }

  /// `file:` or inline `commands:`, one of them (`runFlow`, `retry`).
  func fileOrCommands(_ fields: [String: Node], at node: Node) throws(FlowError) -> (String?, [FlowStep]) {
    switch (fields["file"], fields["commands"]) {
    case (let path?, nil): return (try text(path, what: "the file"), [])
    case (nil, .sequence(let list)?):
      return (nil, try list.map { node throws(FlowError) in try FlowParser.step(node, file: file) })
    case (nil, let other?):
      throw error(.expectedCommandList(key: "commands:"), at: other)
    default:
      throw error(.needsFileOrCommands(command: name), at: node)
    }
  }

  func env(_ fields: [String: Node]) throws(FlowError) -> [String: String] {
    try fields["env"].map { node throws(FlowError) in try FlowParser.variables(node, file: file) } ?? [:]
  }
}

extension FlowCommandReader {
  /// The argument as a string, or the `key:` of its mapping (which may
  /// also hold `also`): `takeScreenshot: cart` or `{path: cart}`.
  func textOrField(_ key: String, also: [String] = [], what: String) throws(FlowError) -> String {
    let node = try required()
    guard case .mapping = node else { return try text(node, what: what) }
    guard let value = try mapping(node, keys: [key] + also)[key] else {
      throw error(.needsField(command: name, field: key), at: node)
    }
    return try text(value, what: what)
  }

  /// `when:` of `runFlow` and `runScript`.
  func when(_ fields: [String: Node]) throws(FlowError) -> FlowCondition? {
    try fields["when"].map { node throws(FlowError) in
      try condition(try mapping(node, keys: ["visible", "notVisible", "platform", "true"]), at: node)
    }
  }

  /// `runScript`'s file, which must exist beside the flow (Maestro reads
  /// it with the flow): a missing one is an error when the file is read.
  func scriptFile(_ node: Node) throws(FlowError) -> String {
    let written = try text(node, what: "the script's file")
    guard !written.contains("${") else { return written }
    let path = written.hasPrefix("/") ? UserPath(written) : UserPath(file).sibling(written)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path.absolute, isDirectory: &isDirectory), !isDirectory.boolValue
    else {
      throw error(.noScript(written: written, lookedFor: path.typed), at: node)
    }
    return written
  }
}
