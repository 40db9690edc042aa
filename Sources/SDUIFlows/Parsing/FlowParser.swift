import Foundation
import SDUICore
import SDUIDocument
import SDUIRender
import Yams

/// Reads flow files: YAML in Maestro's shape, through Yams.
///
/// A file holds a configuration mapping, `---`, then a list of commands;
/// a file of commands alone serves `runFlow`. Every error names the
/// `FILE:LINE:COL` of what is wrong.
package enum FlowParser {
  static let configurationKeys = ["url", "a2a", "mcp", "appId", "name", "tags", "env", "onFlowStart", "onFlowComplete"]

  /// Reads the flow file at `path`.
  package static func read(file path: String) throws(FlowError) -> Flow {
    try whole(readCommands(file: path))
  }

  /// Reads a flow from its text; `file` names it in messages.
  package static func parse(_ text: String, file: String) throws(FlowError) -> Flow {
    try whole(commands(text, file: file))
  }

  /// The flow file at `path` with the commands that could be read, and
  /// the errors of those that could not; throws when the file is no flow
  /// at all (not there, not YAML, no list of commands).
  static func readCommands(file path: String) throws(FlowError) -> (flow: Flow, errors: [FlowError]) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FlowError(file: path, problem: .unreadableFile)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FlowError(file: path, problem: .notUTF8)
    }
    return try commands(text, file: path)
  }

  /// The flow when every command was read, else the first error with the
  /// others after it.
  private static func whole(_ read: (flow: Flow, errors: [FlowError])) throws(FlowError) -> Flow {
    if var first = read.errors.first {
      first.following = Array(read.errors.dropFirst())
      throw first
    }
    return read.flow
  }

  /// A flow's text read as ``readCommands(file:)`` reads a file.
  private static func commands(_ text: String, file: String) throws(FlowError) -> (flow: Flow, errors: [FlowError]) {
    let documents = try self.documents(text, file: file)
    let name = UserPath(file).stem
    var flow = Flow(file: file, name: name)
    let commandsNode: Node
    switch documents.count {
    case 1:
      commandsNode = documents[0]
    case 2:
      try readConfiguration(documents[0], into: &flow)
      flow.hasConfiguration = true
      commandsNode = documents[1]
    case 0:
      throw FlowError(file: file, problem: .emptyFile)
    default:
      throw FlowError(file: file, location: location(documents[2]), problem: .thirdPart)
    }
    guard case .sequence(let list) = commandsNode else {
      throw FlowError(
        file: file, location: location(commandsNode),
        problem: .expectedCommands(afterConfiguration: documents.count == 2))
    }
    // Every command is read, so that each wrong one is reported at once.
    var errors: [FlowError] = []
    for node in list {
      do {
        flow.steps.append(try step(node, file: file))
      } catch {
        errors.append(error)
      }
    }
    return (flow, errors)
  }

  /// The YAML documents of a file's text.
  /// A file past the budget of values (an alias counted as the values it
  /// copies) is refused before anything walks it.
  static func documents(_ text: String, file: String) throws(FlowError) -> [Node] {
    if let place = YAMLAliasKeys.first(in: text) {
      throw FlowError(file: file, location: place, problem: .aliasAsKey)
    }
    let parser: Parser
    let documents: [Node]
    do {
      parser = try Parser(yaml: text)
      var roots: [Node] = []
      while let root = try parser.nextRoot() { roots.append(root) }
      documents = roots
    } catch let error as YamlError {
      throw yamlError(error, file: file)
    } catch {
      throw FlowError(file: file, problem: .unreadableYAML(reason: "\(error)"))
    }
    // Before anything walks them; the anchors live as long as the parser.
    try withExtendedLifetime(parser) { () throws(FlowError) in try checkBudget(of: documents, file: file) }
    return documents
  }

  // MARK: The configuration

  private static func readConfiguration(_ node: Node, into flow: inout Flow) throws(FlowError) {
    let file = flow.file
    guard case .mapping(let mapping) = node else {
      throw FlowError(file: file, location: location(node), problem: .expectedConfiguration)
    }
    for (key, value) in mapping {
      let name = key.string ?? ""
      switch name {
      case "url": flow.url = try string(value, file: file, what: "url")
      case "a2a": flow.a2a = try string(value, file: file, what: "a2a")
      case "mcp": flow.mcp = try string(value, file: file, what: "mcp")
      case "name": flow.name = try string(value, file: file, what: "name")
      case "tags":
        if case .sequence(let tags) = value {
          flow.tags = try tags.map { tag throws(FlowError) in try string(tag, file: file, what: "a tag") }
        } else {
          flow.tags = [try string(value, file: file, what: "tags")]
        }
      case "env":
        flow.env = try variables(value, file: file)
        flow.envLocation = location(key)
      case "appId": flow.appId = try string(value, file: file, what: "appId")
      case "onFlowStart", "onFlowComplete":
        guard case .sequence(let list) = value else {
          throw FlowError(file: file, location: location(value), problem: .expectedCommandList(key: name))
        }
        let steps = try list.map { node throws(FlowError) in try step(node, file: file) }
        if name == "onFlowStart" { flow.onStart = steps } else { flow.onComplete = steps }
      default:
        // Maestro accepts keys it does not know (jsEngine, properties, ...).
        let nearest = NearMiss.suggestion(for: name, among: configurationKeys)
        flow.notes.append(
          FlowError(
            file: file, location: location(key),
            problem: .unusedConfigurationKey(name: name, suggestion: nearest)))
      }
    }
  }

  static func variables(_ node: Node, file: String) throws(FlowError) -> [String: String] {
    guard case .mapping(let mapping) = node else {
      throw FlowError(file: file, location: location(node), problem: .expectedVariables)
    }
    var result: [String: String] = [:]
    for (key, value) in mapping {
      result[try string(key, file: file, what: "a variable's name")] = try string(
        value, file: file, what: "a variable's value")
    }
    return result
  }

  // MARK: Commands

  static func step(_ node: Node, file: String) throws(FlowError) -> FlowStep {
    let at = location(node)
    let name: String
    let argument: Node?
    switch node {
    case .scalar(let scalar):
      name = scalar.string
      argument = nil
    case .mapping(let mapping) where mapping.count == 1:
      name = mapping[mapping.startIndex].key.string ?? ""
      argument = mapping[mapping.startIndex].value
    case .mapping:
      throw FlowError(file: file, location: at, problem: .severalCommands)
    default:
      throw FlowError(file: file, location: at, problem: .expectedCommand)
    }
    let (options, rest) = try stepOptions(of: argument, file: file)
    let command = try FlowCommandReader(file: file, name: name, argument: rest, at: at).read()
    return FlowStep(
      command: command, location: at, file: file, summary: options.label ?? summary(name: name, argument: rest),
      isOptional: options.optional)
  }

  /// `label:` and `optional:`, which any command takes in its mapping
  /// (Maestro's), and the argument without them (`nil` when nothing is
  /// left).
  private static func stepOptions(of argument: Node?, file: String) throws(FlowError) -> (
    (label: String?, optional: Bool), Node?
  ) {
    guard case .mapping(let mapping)? = argument else { return ((nil, false), argument) }
    var label: String?
    var optional = false
    var kept: [(Node, Node)] = []
    for (key, value) in mapping {
      switch key.string {
      case "label": label = try string(value, file: file, what: "the label")
      case "optional":
        guard let flag = value.bool else {
          throw FlowError(file: file, location: location(value), problem: .expectedOptional)
        }
        optional = flag
      default: kept.append((key, value))
      }
    }
    guard kept.count != mapping.count else { return ((label, optional), argument) }
    let rest: Node? = kept.isEmpty ? nil : .mapping(Node.Mapping(kept, mapping.tag, mapping.style, mapping.mark))
    return ((label, optional), rest)
  }

  /// Whether a node is YAML's null (`- tapOn:` with nothing after it).
  static func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node else { return false }
    return scalar.style == .plain && (scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~")
  }

  /// One line for messages: `tapOn: Add to cart`, `tapOn: {id: add, index: 1}`.
  static func summary(name: String, argument: Node?) -> String {
    guard let argument else { return name }
    return "\(name): \(inline(argument))"
  }

  private static func inline(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): return scalar.string
    case .mapping(let mapping):
      let pairs = mapping.map { "\($0.key.string ?? "?"): \(inline($0.value))" }
      return "{" + pairs.joined(separator: ", ") + "}"
    case .sequence(let sequence): return "[" + sequence.map(inline).joined(separator: ", ") + "]"
    case .alias: return "*alias"
    }
  }

  // MARK: Helpers

  static func location(_ node: Node) -> SourceLocation {
    node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? SourceLocation(line: 0, column: 0)
  }

  static func string(_ node: Node, file: String, what: String) throws(FlowError) -> String {
    guard case .scalar(let scalar) = node else {
      throw FlowError(file: file, location: location(node), problem: .expectedString(what: what))
    }
    return scalar.string
  }

  /// A command's option it does not take, with the nearest it takes.
  static func unknownOption(_ key: Node, of command: String, among known: [String], file: String) -> FlowError {
    let name = key.string ?? ""
    return FlowError(
      file: file, location: location(key),
      problem: .unknownOption(
        name: name, command: command, suggestion: NearMiss.suggestion(for: name, among: known), known: known))
  }

  private static func yamlError(_ error: YamlError, file: String) -> FlowError {
    switch error {
    case .scanner(let context?, _, _, _) where context.text.contains("quoted scalar"):
      // libyaml finds the end of the file; the quote that is never closed opens at the context's mark.
      return FlowError(
        file: file, location: SourceLocation(line: context.mark.line, column: context.mark.column),
        problem: .unclosedQuote)
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return FlowError(
        file: file, location: SourceLocation(line: mark.line, column: mark.column),
        problem: .invalidYAML(reason: problem))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return FlowError(
        file: file, location: SourceLocation(line: context.mark.line, column: context.mark.column),
        problem: .duplicateKeys(duplicates))
    default:
      return FlowError(file: file, problem: .invalidYAML(reason: "\(error)"))
    }
  }
}
