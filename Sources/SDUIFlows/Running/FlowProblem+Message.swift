extension FlowProblem {
  /// Whether it tells of something accepted and not used (a note) rather
  /// than stopping the flow (an error).
  package var isNote: Bool {
    switch self {
    case .unusedConfigurationKey, .unusedWorkspaceKey, .deprecatedLocalOrder, .orderStopsAt: return true
    default: return false
    }
  }

  /// The problem in words: what was found, what was expected, and the
  /// likely fix when there is one. Lower case, no final period, the flow's
  /// own names quoted.
  package var message: String {
    switch self {
    case .noSuchFile:
      return "no such file or directory"
    case .unreadableFile:
      return "cannot read the file"
    case .notUTF8:
      return "the file is not UTF-8 text"
    case .unreadableYAML(let reason):
      return "cannot read it as YAML: \(reason)"
    case .invalidYAML(let reason):
      return "invalid YAML: \(reason)"
    case .unclosedQuote:
      return "invalid YAML: the quoted text that starts here is never closed"
    case .aliasAsKey:
      return "an alias (*name) as a mapping key is not read in a flow file: its copies would be compared whole "
        + "before they could be counted; write the key itself"
    case .duplicateKeys(let keys):
      return "invalid YAML: the key \(quoted(keys)) is given twice"
    case .emptyFile:
      return "the file is empty: expected a configuration, '---', then commands"
    case .thirdPart:
      return "a flow has two parts, a configuration and its commands; this is a third"
    case .expectedCommands(let afterConfiguration):
      return afterConfiguration
        ? "expected a list of commands after '---'"
        : "expected a list of commands (or a configuration, '---', then the commands)"
    case .pastStepBudget(let step, let steps, let passes, let limit):
      let count = steps == .max ? "more than \(Int.max - 1)" : "\(steps)"
      let passing = passes.map { ", its \($0) passes of its commands included" } ?? ""
      return "'\(step)' would take the flow to \(count) steps\(passing): a flow runs \(limit) at most "
        + "(each command each time it runs, and each pass of a repeat)"
    case .tooManyValues(let limit, let aliases):
      return aliases
        ? "its aliases (*name) copy out more than \(limit) YAML values: a flow file may hold \(limit)"
        : "it holds more than \(limit) YAML values: a flow file may hold \(limit)"
    case .expectedConfiguration:
      return "expected the configuration as a mapping"
    case .expectedCommandList(let key):
      return "expected '\(key)' as a list of commands"
    case .unusedConfigurationKey(let name, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "'\(name)' is no configuration key sdui-term uses\(hint); accepted and ignored"
    case .expectedVariables:
      return "expected 'env' as a mapping of NAME: value"
    case .severalCommands:
      return "a step is one command: put each command in its own list item ('- tapOn: ...')"
    case .expectedCommand:
      return "expected a command, e.g. '- tapOn: Add to cart'"
    case .unknownCommand(let name, let suggestion, let known):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? " (it runs: \(known.joined(separator: ", ")))"
      return "'\(name)' is not a command sdui-term runs\(hint)"
    case .unknownOption(let name, let command, let suggestion, let known):
      let hint =
        suggestion.map { "; did you mean '\($0)'?" } ?? " (expected one of: \(known.joined(separator: ", ")))"
      return "unknown option of \(command) '\(name)'\(hint)"
    case .needsArgument(let command):
      return "\(command) needs an argument"
    case .takesNoArgument(let command):
      return "\(command) takes no argument"
    case .expectedOptions(let command, let keys):
      return "expected \(command)'s options as a mapping (\(keys.joined(separator: ", ")))"
    case .needsField(let command, let field):
      return "\(command) needs '\(field):'"
    case .needsFileOrCommands(let command):
      return "\(command) needs 'file:' or 'commands:', one of them"
    case .needsCommands(let command):
      return "\(command) needs 'commands:' as a list of commands"
    case .needsTimesOrWhile(let command):
      return "\(command) needs 'times:', 'while:' or both"
    case .needsDirectionOrPoints(let command):
      return "\(command) needs 'direction:', or 'start:' and 'end:'"
    case .expectedCondition(let visibility):
      return visibility ? "expected 'visible:' or 'notVisible:'" : "expected a condition"
    case .noScript(let written, let lookedFor):
      return "no script '\(written)' (looked for \(lookedFor))"
    case .unknownAction(let name, let known):
      return "unknown action '\(name)' (actions: \(known.joined(separator: ", ")))"
    case .expectedString(let what):
      return "expected \(what) as a string"
    case .expectedOptional:
      return "expected 'optional' as true or false"
    case .expectedCount(let what, let most):
      return "expected \(what) as a whole number from 0 to \(most)"
    case .expectedRepeatTimes:
      return "expected 'times' as a whole number from 0, or a ${...} that gives one"
    case .expectedTimeout(let most):
      return "expected a timeout in milliseconds, from 0 to \(most)"
    case .expectedDirection(let allowed):
      return "expected the direction \(oneOf(allowed))"
    case .expectedFlag:
      return "expected true or false"
    case .expectedPoints:
      return "expected a number of points"
    case .expectedIndex:
      return "expected 'index' as a whole number from 0, or a ${...} that gives one"
    case .expectedSelectors:
      return "expected 'containsDescendants' as a list of selectors"
    case .expectedSelector:
      return "expected what the element is: 'text:', 'id:', a state, a size or a place ('below:', 'childOf:', ...)"
    case .patternTooLong(let key, let length, let limit):
      return "the selector's \(key) is \(length) characters long: a text, id or regex may be \(limit) at most"
    case .unknownKey(let name, let known):
      return "unknown key '\(name)' (keys: \(known.joined(separator: ", ")))"
    case .unknownTrait(let name, let known):
      return "unknown trait '\(name)' (traits: \(known.joined(separator: ", ")))"
    case .noSubflow(let written, let lookedFor):
      return "no flow file '\(written)' to run (looked for \(lookedFor))"
    case .subflowCycle(let chain):
      return "runFlow would run a flow already running: \(chain.joined(separator: " → "))"
    case .noMedia(let written, let lookedFor):
      return "no media file '\(written)' (looked for \(lookedFor))"
    case .mediaOutsideWorkspace(let written, let workspace):
      return "the media file '\(written)' is outside the workspace \(workspace)"
    case .missingConfiguration:
      return "no configuration: a flow file holds its configuration, '---', then its commands "
        + "('url: ...' or 'appId: ...', '---', '- launchApp'); a file of commands alone is a subflow, which a flow "
        + "of the run must reach with runFlow"
    case .noFlowFiles:
      return "no flow file (.yaml or .yml) in this folder or below it"
    case .noTopLevelFlows:
      return "no flow file directly in this folder; to run the flows of its subfolders, "
        + "give config.yaml a pattern for them: flows: [\"**\"] or flows: [\"feature/*\"]"
    case .patternsMatchNothing(let patterns):
      return "the flows: pattern\(patterns.count == 1 ? "" : "s") \(quoted(patterns)) match no flow file"
    case .tagsMatchNothing(let include, let exclude):
      let include = include.isEmpty ? "none" : quoted(include)
      let exclude = exclude.isEmpty ? "none" : quoted(exclude)
      return "no flow is left to run: include tags \(include); exclude tags \(exclude)"
    case .orderNamesMissing(let names):
      return "executionOrder's flowsOrder names \(quoted(names)), which no flow of the run is called "
        + "(a flow is called by its name: or its file's name)"
    case .orderStopsAt(let missing, let after):
      return "executionOrder's flowsOrder names '\(missing)', which no flow of the run is called: "
        + "the sequence stops there, and \(quoted(after)) run with the other flows, as in Maestro"
    case .expectedWorkspaceConfig:
      return "expected the workspace's configuration as a mapping (flows, includeTags, excludeTags, executionOrder)"
    case .expectedMapping(let key):
      return "expected '\(key)' as a mapping"
    case .unusedWorkspaceKey(let name, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "'\(name)' is no workspace key sdui-term uses\(hint); accepted and ignored"
    case .deprecatedLocalOrder:
      return "'local.deterministicOrder' is deprecated in Maestro in favour of executionOrder; "
        + "sdui-term always runs a folder's flows in the order of their paths"
    }
  }

  /// `'a', 'b'`.
  private func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// `UP, DOWN, LEFT or RIGHT`.
  private func oneOf(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
