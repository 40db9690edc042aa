import SDUIRender

/// What a step does. Strings keep their `${VAR}` references until the
/// step runs, when the variables in force are known.
package indirect enum FlowCommand: Sendable {
  /// Opens the first screen afresh (`url` overrides the flow's).
  case launchApp(url: String?)
  /// Clicks the element, as a mouse click in the terminal would, `times`
  /// times (`doubleTapOn` twice, `tapOn`'s `repeat:`) `delay` milliseconds
  /// apart.
  case tapOn(ElementSelector, times: Int = 1, delay: Int = 0)
  /// Types the text into the focused field, character by character.
  case inputText(String)
  /// Presses Backspace this many times.
  case eraseText(Int)
  /// Presses one key of the key model.
  case pressKey(Key)
  /// Goes back, as `Esc` does.
  case back
  /// Turns the wheel half a screen in the middle of the screen.
  case scroll(ScrollDirection)
  /// Scrolls until the element is visible, or fails after `timeout` seconds
  /// or when scrolling no longer changes the screen.
  case scrollUntilVisible(ElementSelector, ScrollDirection, timeout: FlowTimeout)
  case assertVisible(ElementSelector)
  case assertNotVisible(ElementSelector)
  /// Waits up to `timeout` seconds until the element is visible (or gone).
  case extendedWaitUntil(FlowCondition, timeout: FlowTimeout)
  /// Writes the frame as an SVG picture at this path (`.svg` added).
  case takeScreenshot(String)
  /// Runs another flow file's commands, or the commands given inline,
  /// with extra variables, when the condition holds (always without one).
  case runFlow(file: String?, commands: [FlowStep], env: [String: String], when: FlowCondition?)
  /// Runs the commands (or a file's) again when they fail, up to
  /// `maxRetries` more times (1 by default, as in Maestro).
  case retry(maxRetries: String?, file: String?, commands: [FlowStep], env: [String: String])
  /// Runs the commands `times` times, or while the condition holds, or both.
  case `repeat`(times: String?, while: FlowCondition?, steps: [FlowStep])
  /// Ends the app (`stopApp`, `killApp`, `clearState`): its stacks and
  /// state are gone, and the next `launchApp` starts afresh.
  case stopApp
  /// Opens a URL in the running app, in place of its stacks (`openLink`).
  case openLink(String)
  /// Types a random value into the focused field (`inputRandomText`, ...).
  case inputRandom(RandomInput, length: Int)
  /// Keeps the element's text for `pasteText` (`copyTextFrom`).
  case copyTextFrom(ElementSelector)
  /// Types the text `copyTextFrom` kept.
  case pasteText
  /// Clicks a point of the screen (`tapOn: {point: "50%, 50%"}`), `times`
  /// times `delay` milliseconds apart.
  case tapAt(String, times: Int = 1, delay: Int = 0)
  /// Drags a finger from one point to another (`swipe`), as the wheel
  /// turned by the drag's length at its start.
  case swipe(Swipe)
  /// Runs the `${...}` scripts in the string (`evalScript`).
  case evalScript(String)
  /// Runs a JavaScript file (relative to the flow's file) with extra
  /// variables, when the condition holds (`runScript`).
  case runScript(file: String, env: [String: String], when: FlowCondition?)
  /// Fails unless the string, its scripts run, is true (`assertTrue`):
  /// not blank, `false`, `undefined`, `null` or zero.
  case assertTrue(String)
  /// Records the frames from here as an asciicast at this path
  /// (`startRecording`, `.cast` added).
  case startRecording(String)
  /// Ends the recording `startRecording` began.
  case stopRecording
  /// A command with nothing to do in a terminal (`hideKeyboard`,
  /// `waitForAnimationToEnd`: every step already waits for its effects).
  case nothingToDo
  /// A command only a device has (`setLocation`, `addMedia`, ...): the step
  /// is skipped with a warning that says why, and the flow goes on.
  case deviceOnly(String, why: String)
}

/// Where a `swipe` starts and where it goes: a direction from the middle
/// of the screen (or of an element), or two points.
package struct Swipe: Sendable {
  /// `UP`, `DOWN`, `LEFT` or `RIGHT`: where the finger moves.
  package var direction: String?
  /// The element to start on, for a direction.
  package var from: ElementSelector?
  /// `X%, Y%` of the screen, or `COLUMN, ROW` in cells.
  package var start: String?
  package var end: String?

  package init(direction: String? = nil, from: ElementSelector? = nil, start: String? = nil, end: String? = nil) {
    self.direction = direction
    self.from = from
    self.start = start
    self.end = end
  }
}

/// A timeout as written: milliseconds, or a `${...}` that gives them when
/// the step runs.
package enum FlowTimeout: Sendable, CustomStringConvertible {
  case seconds(Double)
  case milliseconds(String)

  package var description: String {
    switch self {
    case .seconds(let seconds): "\(seconds) s"
    case .milliseconds(let written): "\(written) ms"
    }
  }
}

/// What `inputRandom...` types.
package enum RandomInput: String, Sendable {
  case text, number, email, personName
}

/// Which way `scroll` moves the content into view.
package enum ScrollDirection: String, Sendable, CaseIterable {
  case down = "DOWN"
  case up = "UP"
}

/// An element that is, or is not, on the screen.
package struct FlowCondition: Sendable {
  package var visible: ElementSelector?
  package var notVisible: ElementSelector?
  /// `platform:` of `runFlow`'s `when`: the platform the screens are asked
  /// for (`--platform`, iOS by default), compared without case.
  package var platform: String?
  /// `true:` of `runFlow`'s `when`, as written: `true` or `false` once its
  /// `${...}` are expanded.
  package var isTrue: String?

  package init(
    visible: ElementSelector? = nil, notVisible: ElementSelector? = nil, platform: String? = nil,
    isTrue: String? = nil
  ) {
    self.visible = visible
    self.notVisible = notVisible
    self.platform = platform
    self.isTrue = isTrue
  }
}
