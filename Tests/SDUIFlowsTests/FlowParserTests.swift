import SDUICore
import SDUIDocument
import SDUIRender
import Testing

@testable import SDUIFlows

@Suite("Flow files")
struct FlowParserTests {
  static func parse(_ text: String) throws(FlowError) -> Flow {
    try FlowParser.parse(text, file: "flows/cart.yaml")
  }

  @Test("the configuration part: url, name, tags, env")
  func configuration() throws {
    let flow = try Self.parse(
      """
      url: ${HOST}/index
      name: Add to cart
      tags: [store, smoke]
      env:
        HOST: http://127.0.0.1:8080
      ---
      - launchApp
      """)
    #expect(flow.url == "${HOST}/index")
    #expect(flow.name == "Add to cart")
    #expect(flow.tags == ["store", "smoke"])
    #expect(flow.env == ["HOST": "http://127.0.0.1:8080"])
    #expect(flow.steps.count == 1)
  }

  @Test("Maestro's configuration loads: appId is kept, keys sdui-term does not use are notes")
  func maestroConfiguration() throws {
    let flow = try Self.parse(
      """
      appId: com.example.app
      jsEngine: graaljs
      tag: [a]
      ---
      - launchApp
      """)
    #expect(flow.appId == "com.example.app")
    #expect(flow.url == nil)
    #expect(flow.hasConfiguration)
    #expect(
      flow.notes.map(\.description) == [
        "flows/cart.yaml:2:1: note: 'jsEngine' is no configuration key sdui-term uses; accepted and ignored",
        "flows/cart.yaml:3:1: note: 'tag' is no configuration key sdui-term uses (did you mean 'tags'?);"
          + " accepted and ignored",
      ])
  }

  @Test("an agent in place of a first screen: a2a: an A2A agent's URL, mcp: an MCP server's command")
  func agentHeaders() throws {
    let agent = try Self.parse("a2a: http://127.0.0.1:8080/agent/\n---\n- launchApp\n")
    #expect(agent.a2a == "http://127.0.0.1:8080/agent/" && agent.mcp == nil && agent.notes.isEmpty)
    let server = try Self.parse("mcp: python recipe_server.py\n---\n- launchApp\n")
    #expect(server.mcp == "python recipe_server.py" && server.a2a == nil && server.url == nil && server.notes.isEmpty)
  }

  @Test("without a name, the flow is named after its file; commands alone serve runFlow")
  func commandsAlone() throws {
    let flow = try Self.parse("- back\n- scroll\n")
    #expect(flow.name == "cart")
    #expect(flow.url == nil)
    #expect(!flow.hasConfiguration)
    #expect(flow.steps.map(\.summary) == ["back", "scroll"])
    #expect(flow.steps[1].location == SourceLocation(line: 2, column: 3))
  }

  /// A command as written, and what it reads as.
  static let commands: [(String, String)] = [
    ("- launchApp", "launchApp(url: nil)"),
    ("- stopApp", "stopApp"),
    ("- evalScript: ${output.a = 1}", "evalScript(${output.a = 1})"),
    ("- evalScript:\n    script: ${1}\n    label: One", "evalScript(${1})"),
    ("- assertTrue: ${output.a == 1}", "assertTrue(${output.a == 1})"),
    ("- assertTrue: true", "assertTrue(true)"),
    ("- assertTrue:\n    condition: ${a}", "assertTrue(${a})"),
    ("- runScript: ${SCRIPT}", "runScript(${SCRIPT}, [:])"),
    ("- startRecording: walk", "startRecording(walk)"),
    ("- startRecording:\n    path: walk", "startRecording(walk)"),
    ("- stopRecording", "stopRecording"),
    ("- doubleTapOn: Item", #"tapOn(text "Item") 2 times, 100 ms apart"#),
    ("- doubleTapOn:\n    text: Item\n    delay: 50", #"tapOn(text "Item") 2 times, 50 ms apart"#),
    ("- tapOn:\n    text: Item\n    repeat: 3\n    delay: 10", #"tapOn(text "Item") 3 times, 10 ms apart"#),
    ("- tapOn:\n    point: 5, 5\n    repeat: 2", "tapAt(5, 5) 2 times"),
    ("- tapOn:\n    text: Item\n    waitUntilVisible: false", #"tapOn(text "Item")"#),
    ("- action: back", "back"),
    ("- action: hideKeyboard", "nothingToDo"),
    ("- hide keyboard", "nothingToDo"),
    ("- pressKey: Volume Up", "deviceOnly(pressKey: Volume Up: a terminal has no volume buttons)"),
    ("- pressKey: Remote Media Stop", "deviceOnly(pressKey: Remote Media Stop: a terminal has no TV remote)"),
    ("- tapOn:\n    index: ${0 + 1}\n    text: Item", #"tapOn(text "Item", index ${0 + 1})"#),
    ("- tapOn:\n    index: 1.0\n    text: Item", #"tapOn(text "Item", index 1)"#),
    (
      "- assertVisible:\n    width: 40\n    height: 16\n    tolerance: 4",
      "assertVisible(width 40, height 16, tolerance 4)"
    ),
    ("- assertVisible:\n    checked: true", "assertVisible(checked)"),
    ("- assertVisible:\n    text: Home\n    selected: false", #"assertVisible(text "Home", not selected)"#),
    ("- tapOn:\n    traits: text square", "tapOn(trait text, trait square)"),
    ("- tapOn:\n    traits: long-text", "tapOn(trait long-text)"),
    ("- tapOn:\n    childOf:\n      id: list\n    text: Buy", #"tapOn(text "Buy", childOf {id "list"})"#),
    ("- tapOn:\n    containsChild: Espresso cup", #"tapOn(containsChild {text "Espresso cup"})"#),
    (
      "- assertVisible:\n    containsDescendants:\n      - Espresso cup\n      - id: price",
      #"assertVisible(containsDescendants {text "Espresso cup"}, containsDescendants {id "price"})"#
    ),
    (
      "- scrollUntilVisible:\n    element: Item 40\n    timeout: -200",
      #"scrollUntilVisible(text "Item 40", DOWN, 20.0 s)"#
    ),
    (
      "- repeat:\n    while:\n      true: ${output.n < 3}\n    commands:\n      - back",
      "repeat(while true ${output.n < 3}, 1 steps)"
    ),
    ("- longPressOn: Espresso cup", #"tapOn(text "Espresso cup")"#),
    (
      "- extendedWaitUntil:\n    visible: Item\n    timeout: ${TIMEOUT}",
      #"extendedWaitUntil(visible text "Item", ${TIMEOUT} ms)"#
    ),
    ("- tapOn:\n    point: 50%, 10%", "tapAt(50%, 10%)"),
    ("- swipe:\n    direction: left", "swipe(LEFT)"),
    ("- swipe:\n    start: 50%, 80%\n    end: 50%, 20%", "swipe(50%, 80% → 50%, 20%)"),
    ("- tapOn:\n    text: Pay\n    below:\n      id: total", #"tapOn(text "Pay", below {id "total"})"#),
    ("- tapOn:\n    text: Pay\n    retryTapIfNoChange: false", #"tapOn(text "Pay")"#),
    ("- launchApp:\n    appId: x\n    permissions: {all: deny}", "launchApp(url: nil)"),
    ("- killApp", "stopApp"),
    ("- clearState", "stopApp"),
    ("- openLink: https://example.com/x", "openLink(https://example.com/x)"),
    ("- openLink:\n    link: /x\n    autoVerify: true", "openLink(/x)"),
    ("- inputRandomEmail", "inputRandom(email, 8)"),
    ("- inputRandomText:\n    length: 3", "inputRandom(text, 3)"),
    ("- copyTextFrom: Total", #"copyTextFrom(text "Total")"#),
    ("- pasteText", "pasteText"),
    ("- setClipboard: ${NAME}@example.com", "setClipboard(${NAME}@example.com)"),
    ("- hideKeyboard", "nothingToDo"),
    ("- waitForAnimationToEnd:\n    timeout: 100", "nothingToDo"),
    ("- addMedia:\n  - a.png", "deviceOnly(addMedia: a terminal has no photo library)"),
    ("- launchApp:\n    url: other.json", #"launchApp(url: Optional("other.json"))"#),
    ("- tapOn: Add to cart", #"tapOn(text "Add to cart")"#),
    ("- tapOn:\n    id: add\n    index: 1", #"tapOn(id "add", index 1)"#),
    ("- tapOn:\n    regex: Cart \\(\\d+\\)\n    enabled: true", #"tapOn(regex /Cart \(\d+\)/, enabled)"#),
    ("- tapOn:\n    text: Pay\n    optional: true", #"tapOn(text "Pay") optional"#),
    ("- inputText: Ann Lee", "inputText(Ann Lee)"),
    ("- eraseText", "eraseText(50)"),
    ("- eraseText: 3", "eraseText(3)"),
    ("- eraseText:\n    charactersToErase: 4", "eraseText(4)"),
    ("- pressKey: Enter", "pressKey(Enter)"),
    ("- pressKey: back", "pressKey(Esc)"),
    ("- pressKey: Shift+Tab", "pressKey(S-Tab)"),
    ("- pressKey: PgDn", "pressKey(PgDn)"),
    ("- pressKey: F5", "pressKey(F5)"),
    ("- back", "back"),
    ("- scroll", "scroll(DOWN)"),
    ("- scroll:\n    direction: up", "scroll(UP)"),
    ("- scrollUntilVisible:\n    element: Item 40", #"scrollUntilVisible(text "Item 40", DOWN, 20.0 s)"#),
    (
      "- scrollUntilVisible:\n    element:\n      id: row-9\n    direction: UP\n    timeout: 500",
      #"scrollUntilVisible(id "row-9", UP, 0.5 s)"#
    ),
    ("- assertVisible: Your cart", #"assertVisible(text "Your cart")"#),
    ("- assertVisible:\n    id: email\n    focused: true", #"assertVisible(id "email", focused)"#),
    ("- assertNotVisible:\n    text: Remove\n    enabled: false", #"assertNotVisible(text "Remove", disabled)"#),
    (
      "- extendedWaitUntil:\n    visible: Page 2\n    timeout: 3000",
      #"extendedWaitUntil(visible text "Page 2", 3.0 s)"#
    ),
    ("- extendedWaitUntil:\n    notVisible: Loading", #"extendedWaitUntil(notVisible text "Loading", 10.0 s)"#),
    ("- takeScreenshot: cart", "takeScreenshot(cart)"),
    ("- takeScreenshot:\n    path: shots/cart", "takeScreenshot(shots/cart)"),
    ("- runFlow: common/login.yaml", "runFlow(common/login.yaml, [:])"),
    (
      "- runFlow:\n    when:\n      platform: Android\n    commands:\n      - back\n      - back",
      #"runFlow(2 commands, [:], when ["Android"])"#
    ),
    ("- retry:\n    maxRetries: 3\n    file: flaky.yaml", "retry(3, flaky.yaml)"),
    ("- runFlow:\n    file: login.yaml\n    env:\n      USER: ann", #"runFlow(login.yaml, ["USER": "ann"])"#),
    ("- repeat:\n    times: 3\n    commands:\n      - back", "repeat(times 3, 1 steps)"),
    ("- repeat:\n    times: ${COUNT}\n    commands:\n      - back", "repeat(times ${COUNT}, 1 steps)"),
    (
      "- repeat:\n    while:\n      notVisible: Empty\n    commands:\n      - tapOn: remove\n      - back",
      #"repeat(while notVisible text "Empty", 2 steps)"#
    ),
  ]

  @Test("every command and its forms", arguments: commands)
  func command(_ written: String, _ expected: String) throws {
    let flow = try Self.parse(written)
    #expect(flow.steps.count == 1)
    #expect(flow.steps[0].command.description + (flow.steps[0].isOptional ? " optional" : "") == expected)
  }

  @Test("label and optional go with any command: the label names the step, optional makes a failure a warning")
  func labelAndOptional() throws {
    let flow = try Self.parse(
      """
      - back:
          label: Leave the cart
      - assertNotVisible:
          text: Pay
          optional: true
      - scroll:
          direction: UP
          label: Up
          optional: false
      """)
    #expect(flow.steps.map(\.summary) == ["Leave the cart", "assertNotVisible: {text: Pay}", "Up"])
    #expect(flow.steps.map(\.isOptional) == [false, true, false])
    #expect(flow.steps[2].command.description == "scroll(UP)")
  }

  /// A malformed file, and the error at its position.
  static let errors: [(String, String)] = [
    ("- tapOnn: Add", "flows/cart.yaml:1:3: error: 'tapOnn' is not a command sdui-term runs; did you mean 'tapOn'?"),
    (
      "- takeVideo: ${1 + 1}",
      "flows/cart.yaml:1:3: error: 'takeVideo' is not a command sdui-term runs (it runs: launchApp,"
    ),
    (
      "- back\n- tapOn:\n    txt: Add",
      "flows/cart.yaml:3:5: error: unknown option of tapOn 'txt'; did you mean 'text'?"
    ),
    ("- tapOn:\n  - a", "flows/cart.yaml:2:3: error: expected the element's text as a string"),
    ("- tapOn", "flows/cart.yaml:1:3: error: tapOn needs an argument"),
    (
      "- swipe:\n    direction: SIDEWAYS", "flows/cart.yaml:2:16: error: expected the direction UP, DOWN, LEFT or RIGHT"
    ),
    (
      "- runFlow:\n    when:\n      visible: x",
      "flows/cart.yaml:2:5: error: runFlow needs 'file:' or 'commands:', one of them"
    ),
    ("- tapOn:", "flows/cart.yaml:1:3: error: tapOn needs an argument"),
    ("- assertNotVisible:", "flows/cart.yaml:1:3: error: assertNotVisible needs an argument"),
    ("- tapOn:\n    optional: yes please", "flows/cart.yaml:2:15: error: expected 'optional' as true or false"),
    ("- back: now", "flows/cart.yaml:1:9: error: back takes no argument"),
    ("- pressKey: Hyper", "flows/cart.yaml:1:13: error: unknown key 'Hyper' (keys: Enter, Tab,"),
    (
      "- eraseText: many",
      "flows/cart.yaml:1:14: error: expected the characters to erase as a whole number from 0 to 10000"
    ),
    (
      "- eraseText: {charactersToErase: -5}",
      "flows/cart.yaml:1:34: error: expected 'charactersToErase' as a whole number from 0 to 10000"
    ),
    ("- scroll:\n    direction: LEFT", "flows/cart.yaml:2:16: error: expected the direction DOWN or UP"),
    ("- tapOn: a\n  back: b", "flows/cart.yaml:1:3: error: a step is one command"),
    ("- repeat:\n    commands: [back]", "flows/cart.yaml:2:5: error: repeat needs 'times:', 'while:' or both"),
    (
      "- repeat:\n    times: -1\n    commands: [back]",
      "flows/cart.yaml:2:12: error: expected 'times' as a whole number from 0, or a ${...} that gives one"
    ),
    (
      "- repeat:\n    times: 2.5\n    commands: [back]",
      "flows/cart.yaml:2:12: error: expected 'times' as a whole number from 0, or a ${...} that gives one"
    ),
    (
      "- back\n- tapOn: \"Add to cart\n- back\n",
      "flows/cart.yaml:2:10: error: invalid YAML: the quoted text that starts here is never closed"
    ),
    (
      "- tapOn: 'Add to cart\n- back\n",
      "flows/cart.yaml:1:10: error: invalid YAML: the quoted text that starts here is never closed"
    ),
    ("- tapOn: [a, b", "flows/cart.yaml:2:1: error: invalid YAML: did not find expected ',' or ']'"),
    ("url: x\n---\n  - a\n - b", "flows/cart.yaml:4:2: error: invalid YAML:"),
    (
      "appId: com.example\nonFlowStart: back\n---\n- back",
      "flows/cart.yaml:2:14: error: expected 'onFlowStart' as a list of commands"
    ),
    ("url: x\n---\nback: now", "flows/cart.yaml:3:1: error: expected a list of commands after '---'"),
    ("- runScript: no-such.js", "flows/cart.yaml:1:14: error: no script 'no-such.js' (looked for flows/no-such.js)"),
    ("- runScript:\n    env: {A: b}", "flows/cart.yaml:2:5: error: runScript needs 'file:'"),
    ("- assertTrue:", "flows/cart.yaml:1:3: error: assertTrue needs an argument"),
    ("- action: fly", "flows/cart.yaml:1:3: error: unknown action 'fly'"),
    ("- tapOn:\n    index: first", "flows/cart.yaml:2:12: error: expected 'index' as a whole number from 0"),
    ("- tapOn:\n    traits: round", "flows/cart.yaml:2:13: error: unknown trait 'round'"),
    (
      "- tapOn:\n    containsDescendants: Item", "flows/cart.yaml:2:26: error: expected 'containsDescendants' as a list"
    ),
    ("- tapOn:\n    tolerance: 3", "flows/cart.yaml:2:5: error: expected what the element is"),
    ("- tapOn:\n    width: wide", "flows/cart.yaml:2:12: error: expected a number of points"),
    ("url: x\n---\n- back\n---\n- back", "flows/cart.yaml:5:1: error: a flow has two parts"),
    ("", "flows/cart.yaml: error: the file is empty"),
  ]

  @Test("a malformed file or an unsupported command is an error at FILE:LINE:COL", arguments: errors)
  func error(_ written: String, _ expected: String) {
    #expect {
      try Self.parse(written)
    } throws: { error in
      "\(error)".hasPrefix(expected)
    }
  }
}
