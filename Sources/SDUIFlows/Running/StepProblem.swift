import SDUIRender

/// Every way a step of a flow fails, as data.
///
/// The text of each is built in one place, ``message`` (in
/// StepProblem+Message.swift), as ``FlowProblem``'s is; a
/// ``FlowRunner/StepFailed`` carries one, and the runner adds where the
/// step is and the frame.
indirect enum StepProblem: Sendable, Equatable {
  // MARK: Elements

  /// No element matches the selector (`assertVisible`, `tapOn`, ...).
  case noElement(ElementMiss)
  /// An element matches a selector that should match none (`assertNotVisible`).
  case unexpectedElement(selector: String, found: FoundElement)
  /// An element `extendedWaitUntil` waited for to go is there; `nil` when
  /// it could not be told which.
  case stillThere(FoundElement?)
  /// Another problem, still so when the timeout passed (`extendedWaitUntil`).
  case afterTimeout(seconds: Double, StepProblem)
  /// `scrollUntilVisible` scrolled for its whole timeout and did not find it.
  case scrolledFor(ScrollDirection, seconds: Double, ElementMiss)
  /// `scrollUntilVisible` scrolled to the end of the content and did not find it.
  case scrolledToEnd(ScrollDirection, ElementMiss)
  /// A selector that cannot be used once its `${...}` ran.
  case invalidSelector(ElementMatcher.InvalidPattern)

  // MARK: The app

  /// The app quit, at a key when a key quit it.
  case appQuit(at: Key?)
  /// No `url:` anywhere to open; `appId` is the flow's, when it has one.
  case noScreen(appId: String?)
  /// The first screen failed to load; `reason` is the engine's own words.
  case screenNotLoaded(reason: String)
  /// `openLink`'s screen failed to load; `reason` is the engine's own words.
  case linkNotOpened(reason: String)
  /// `pasteText` with nothing kept to paste.
  case nothingCopied

  // MARK: Conditions and control

  /// `assertTrue`'s condition is not true; `gave` is what its scripts gave,
  /// when they changed it.
  case notTrue(condition: String, gave: String?)
  /// `assertSent`: no message sent holds `expected`; `sent` is the last
  /// few that were.
  case notSent(expected: String, sent: [String])
  /// A timeout whose `${...}` gave something that is not milliseconds
  /// from 0 to `most`.
  case timeoutNotANumber(written: String, expanded: String, most: Int)
  /// A command's count (`repeat`'s `times`, `retry`'s `maxRetries`) that
  /// is not a whole number.
  case notAWholeNumber(command: String, option: String, written: String)
  /// A `repeat` with only `while:` that reached its limit.
  case repeatLimit(Int)
  /// The flow ran `limit` steps, each command each time it ran and each
  /// `repeat` pass (``FlowStepBudget``), and this step is one more.
  case pastStepBudget(limit: Int)
  /// `runFlow` of a flow that is running; `chain` is the flows from the
  /// first to the one it would run again.
  case runFlowCycle(file: String, chain: [String])
  /// `runFlow` of a file that cannot be read.
  case subflowUnreadable(FlowError)

  // MARK: Files and scripts

  /// A `takeScreenshot` or `startRecording` path that is absolute or
  /// climbs out of `--screenshots` with `..`.
  case outsideScreenshots(path: String, directory: String)
  /// A `takeScreenshot` or `startRecording` path the folder refuses: a
  /// symbolic link on its way, or something there that is not a file of
  /// its own (``ConfinedFolder``).
  case screenshotRefused(path: String, ConfinedFolder.Refusal, directory: String)
  /// `takeScreenshot` cannot write its picture.
  case cannotWriteScreenshot(path: String)
  /// `runScript`'s file cannot be read.
  case cannotReadScript(path: String)
  /// The JavaScript engine cannot be made.
  case scriptsUnavailable(ScriptError)
  /// A `${...}` threw.
  case scriptThrew(script: String, ScriptError)
  /// A `${NAME}` with no value anywhere.
  case noValue(name: String)
  /// A `runScript` file threw.
  case scriptFailed(ScriptError)
  /// A script (`source`: its file, or `${...}`) went past a limit and the
  /// engine stopped it.
  case scriptStopped(source: String, ScriptLimits.Bound)
  /// A script went past a limit where the engine cannot stop it (promise
  /// jobs without end): the process ends with this.
  case scriptUnstoppable(source: String, ScriptLimits.Bound)
}

/// An element sought and not found, and what the screen has near it.
struct ElementMiss: Sendable, Equatable {
  /// The selector, as messages write it: `text "Pay", enabled`.
  var selector: String
  /// What is close to it.
  var near: Near

  /// What the screen has that is close to what was sought.
  enum Near: Sendable, Equatable {
    /// Nothing close.
    case nothing
    /// An `index:` was asked and only this many elements match.
    case onlyMatching(Int)
    /// The element its text or id alone finds, whose states or place do
    /// not match.
    case element(FoundElement, ElementStates)
    /// The ids nearest to the id sought.
    case ids([String])
    /// The texts nearest to the text sought.
    case texts([String])
  }
}

/// An element found on the screen, as a message names it.
struct FoundElement: Sendable, Equatable {
  /// Its text on one line, shortened; empty when it has none.
  var text: String
  /// Its id, named when it has no text.
  var id: String?
  /// Where its top left corner is, counting from 1.
  var row: Int
  var column: Int
}

/// An element's size in points and its states, as a selector names them.
struct ElementStates: Sendable, Equatable {
  var width: Int
  var height: Int
  var enabled: Bool
  var focused: Bool
  var checked: Bool
  var selected: Bool
}
