import SDUICore
import SDUIDocument
import SDUIRender

/// A flow file: its configuration part, then the commands to run.
///
/// ```yaml
/// url: http://127.0.0.1:8080/store/products
/// name: Add to cart
/// tags: [store]
/// ---
/// - launchApp
/// - tapOn: Espresso cup
/// - tapOn: Add to cart
/// - assertVisible: 1 item(s)
/// ```
package struct Flow: Sendable {
  /// The file it was read from, as it was named.
  package var file: String
  /// `name:`, or the file's name without its extension.
  package var name: String
  /// `url:`, the first screen (variables not yet expanded); `nil` in a
  /// flow meant only for `runFlow`.
  package var url: String?
  /// Maestro's app id, kept for the reports: sdui-term opens `url`, or
  /// `test --url`, in its place.
  package var appId: String?
  /// Whether the file has a configuration (then it is a flow to run, not
  /// commands for `runFlow`).
  package var hasConfiguration = false
  /// What the configuration holds that sdui-term accepts and does not use.
  package var notes: [FlowError] = []
  /// `onFlowStart`: commands run before the flow's own.
  package var onStart: [FlowStep] = []
  /// `onFlowComplete`: commands run after the flow's own, even when one
  /// of those failed.
  package var onComplete: [FlowStep] = []
  /// `tags:`.
  package var tags: [String]
  /// `env:`, the variables' values unless `-e` or `runFlow` give others.
  package var env: [String: String]
  /// The commands, in order.
  package var steps: [FlowStep]

  package init(
    file: String, name: String, url: String? = nil, tags: [String] = [], env: [String: String] = [:],
    steps: [FlowStep] = []
  ) {
    self.file = file
    self.name = name
    self.url = url
    self.tags = tags
    self.env = env
    self.steps = steps
  }
}

/// One command of a flow and where it is written.
package struct FlowStep: Sendable {
  package var command: FlowCommand
  /// The command's line and column in ``file``.
  package var location: SourceLocation
  /// The file the step is written in.
  package var file: String
  /// The command as written, on one line, for messages: `tapOn: Add to cart`.
  package var summary: String
  /// Whether a failure of the step is a warning and the flow goes on
  /// (Maestro's `optional: true`, on any command).
  package var isOptional = false

  package init(
    command: FlowCommand, location: SourceLocation, file: String, summary: String, isOptional: Bool = false
  ) {
    self.command = command
    self.location = location
    self.file = file
    self.summary = summary
    self.isOptional = isOptional
  }
}

/// What a step does. Strings keep their `${VAR}` references until the
/// step runs, when the variables in force are known.
package indirect enum FlowCommand: Sendable {
  /// Opens the first screen afresh (`url` overrides the flow's).
  case launchApp(url: String?)
  /// Clicks the element, as a mouse click in the terminal would.
  case tapOn(ElementSelector)
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
  /// Clicks a point of the screen (`tapOn: {point: "50%, 50%"}`).
  case tapAt(String)
  /// Drags a finger from one point to another (`swipe`), as the wheel
  /// turned by the drag's length at its start.
  case swipe(Swipe)
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

/// Which element of the screen a command means.
///
/// `text` matches an element whose text contains it, or whose whole text
/// matches it as a regular expression (as in Maestro); `regex` matches
/// an element whose text the expression is found in; `id` the component's
/// id. `index` picks among the matches, exact texts first, then in the
/// order of the screen (top to bottom, left to right).
package struct ElementSelector: Sendable, Equatable {
  package var text: String?
  package var id: String?
  package var regex: String?
  package var index: Int?
  package var enabled: Bool?
  package var focused: Bool?
  /// Where it is against other elements (`below:`, `above:`, `leftOf:`,
  /// `rightOf:`); all must hold.
  package var relations: [ElementRelation] = []

  package init(
    text: String? = nil, id: String? = nil, regex: String? = nil, index: Int? = nil, enabled: Bool? = nil,
    focused: Bool? = nil
  ) {
    self.text = text
    self.id = id
    self.regex = regex
    self.index = index
    self.enabled = enabled
    self.focused = focused
  }

  /// How the selector reads in messages: `text "Add to cart", index 1`.
  package var description: String {
    var parts: [String] = []
    if let text { parts.append("text \"\(text)\"") }
    if let id { parts.append("id \"\(id)\"") }
    if let regex { parts.append("regex /\(regex)/") }
    if let index { parts.append("index \(index)") }
    if let enabled { parts.append(enabled ? "enabled" : "disabled") }
    if let focused { parts.append(focused ? "focused" : "not focused") }
    for relation in relations { parts.append("\(relation.side.rawValue) {\(relation.anchor.description)}") }
    return parts.joined(separator: ", ")
  }
}

/// An element's place against another's, as Maestro's `Filters.kt`
/// `below`/`above`/`leftOf`/`rightOf` put it: the element's top (or left)
/// edge beyond the other's.
package struct ElementRelation: Sendable, Equatable {
  package enum Side: String, Sendable, CaseIterable {
    case below, above, leftOf, rightOf
  }

  package var side: Side
  /// The other element.
  package var anchor: ElementSelector

  package init(_ side: Side, _ anchor: ElementSelector) {
    self.side = side
    self.anchor = anchor
  }
}
