/// Every reason a flow file cannot be read, as data.
///
/// The text of each is built in one place, ``message`` (in
/// FlowProblem+Message.swift), as the engine's `DiagnosticKind` is; a
/// ``FlowError`` places one at its `FILE:LINE:COL`. Names written in the
/// flow are kept verbatim so that messages can quote them.
package enum FlowProblem: Sendable, Equatable {
  // MARK: The file

  /// A path `sdui-term test` was given that is neither a file nor a directory.
  case noSuchFile
  /// The file cannot be read.
  case unreadableFile
  /// The file's bytes are not UTF-8.
  case notUTF8
  /// Yams failed with an error that is not one of its own.
  case unreadableYAML(reason: String)
  /// The text is not YAML: Yams's own words for what is wrong.
  case invalidYAML(reason: String)
  /// A quoted string that is never closed, placed where its quote opens
  /// (libyaml finds it at the end of the file).
  case unclosedQuote
  /// An alias (`*name`) written as a mapping key, which Yams would
  /// compare whole before its values could be counted.
  case aliasAsKey
  /// A mapping gives these keys twice.
  case duplicateKeys([String])
  /// The file holds no YAML document.
  case emptyFile
  /// A third YAML document, after the configuration and the commands.
  case thirdPart
  /// The commands are not a list; `afterConfiguration` when they follow `---`.
  case expectedCommands(afterConfiguration: Bool)
  /// The file holds more than `limit` YAML values, `aliases` when its
  /// aliases make them.
  case tooManyValues(limit: Int, aliases: Bool)

  // MARK: The configuration

  /// The configuration is not a mapping.
  case expectedConfiguration
  /// A key of the configuration (`onFlowStart`) or of a command
  /// (`commands:`) that is not a list of commands.
  case expectedCommandList(key: String)
  /// A configuration key Maestro accepts and sdui-term does not use: a note.
  case unusedConfigurationKey(name: String, suggestion: String?)
  /// `env:` is not a mapping.
  case expectedVariables

  // MARK: Steps and commands

  /// A list item that is a mapping of more than one command.
  case severalCommands
  /// A list item that is neither a command's name nor a mapping.
  case expectedCommand
  /// A name that is no command; `known` lists them when nothing is close.
  case unknownCommand(name: String, suggestion: String?, known: [String])
  /// An option a command does not take; `known` lists them when nothing is close.
  case unknownOption(name: String, command: String, suggestion: String?, known: [String])
  /// A command written without the argument it needs.
  case needsArgument(command: String)
  /// An argument given to a command that takes none.
  case takesNoArgument(command: String)
  /// A command's options that are not a mapping; `keys` are those it takes.
  case expectedOptions(command: String, keys: [String])
  /// A command's mapping without a field it needs (`runScript needs 'file:'`).
  case needsField(command: String, field: String)
  /// `runFlow` or `retry` with neither `file:` nor `commands:`.
  case needsFileOrCommands(command: String)
  /// `repeat` without `commands:` as a list.
  case needsCommands(command: String)
  /// `repeat` with neither `times:` nor `while:`.
  case needsTimesOrWhile(command: String)
  /// `swipe` with neither a direction nor both points.
  case needsDirectionOrPoints(command: String)
  /// A condition (`when:`, `while:`, `extendedWaitUntil`) that gives none;
  /// `visibility` when only `visible:` or `notVisible:` would do.
  case expectedCondition(visibility: Bool)
  /// A `runScript` file that is not there.
  case noScript(written: String, lookedFor: String)
  /// An `action:` that is not one of Maestro's long forms.
  case unknownAction(name: String, known: [String])

  // MARK: Values

  /// A value that is not a string; `what` names it (`url`, `the label`).
  case expectedString(what: String)
  /// `optional:` that is not true or false.
  case expectedOptional
  /// A count (or a delay in milliseconds) that is not a whole number from
  /// 0 to `most`.
  case expectedCount(what: String, most: Int)
  /// A `repeat`'s `times` written as a number that is not a whole one
  /// from 0 (`-1`, `2.5`, `two`), which no run could take.
  case expectedRepeatTimes
  /// A timeout that is not a number of milliseconds from 0 to `most`.
  case expectedTimeout(most: Int)
  /// A direction that is not one of `allowed`.
  case expectedDirection(allowed: [String])
  /// A selector's state that is not true or false.
  case expectedFlag
  /// A selector's size that is not a number of points.
  case expectedPoints
  /// A selector's `index:` that is not a whole number from 0.
  case expectedIndex
  /// `containsDescendants` that is not a list of selectors.
  case expectedSelectors
  /// A selector's mapping that says nothing of the element.
  case expectedSelector
  /// A selector's `text`, `id` or `regex` (`key`) longer than `limit`
  /// characters.
  case patternTooLong(key: String, length: Int, limit: Int)
  /// A key `pressKey` does not know.
  case unknownKey(name: String, known: [String])
  /// A trait Maestro does not have.
  case unknownTrait(name: String, known: [String])

  // MARK: What a flow reaches

  /// A `runFlow` or `retry` file that is not there.
  case noSubflow(written: String, lookedFor: String)
  /// A `runFlow` that would run a file already running: the files from
  /// the flow to the one reached again.
  case subflowCycle(chain: [String])
  /// An `addMedia` file that is not there.
  case noMedia(written: String, lookedFor: String)
  /// An `addMedia` file outside the workspace's folder.
  case mediaOutsideWorkspace(written: String, workspace: String)
  /// A flow whose steps as written surely run more than `limit` in all
  /// (``FlowStepBudget``): the step that takes it past, the steps run
  /// through its end, and its passes when it is a `repeat`.
  case pastStepBudget(step: String, steps: Int, passes: Int?, limit: Int)

  // MARK: The workspace

  /// A file of a workspace's folder with no configuration that no flow
  /// runs with `runFlow`.
  case missingConfiguration
  /// A folder with no `.yaml` or `.yml` file in it or below it.
  case noFlowFiles
  /// A folder whose flow files are all in subfolders, with no `flows:`
  /// pattern to take them.
  case noTopLevelFlows
  /// `flows:` patterns that match no flow file.
  case patternsMatchNothing([String])
  /// Tags that leave no flow to run.
  case tagsMatchNothing(include: [String], exclude: [String])
  /// `executionOrder.flowsOrder` whose first flows the run does not have.
  case orderNamesMissing([String])
  /// `executionOrder.flowsOrder` names that come after one the run does
  /// not have, which run with the other flows (as in Maestro): a note.
  case orderStopsAt(missing: String, after: [String])
  /// A `config.yaml` that is not a mapping.
  case expectedWorkspaceConfig
  /// A key of `config.yaml` that is not a mapping.
  case expectedMapping(key: String)
  /// A `config.yaml` key Maestro does not know: a note.
  case unusedWorkspaceKey(name: String, suggestion: String?)
  /// `local.deterministicOrder`, deprecated by Maestro: a note.
  case deprecatedLocalOrder
}
