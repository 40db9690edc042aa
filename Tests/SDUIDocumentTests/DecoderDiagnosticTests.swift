import SDUIDialects
import Testing

@testable import SDUIDocument

@Suite("Decoder diagnostics")
struct DecoderDiagnosticTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let json: String
    let expected: [String]
    var testDescription: String { id }
  }

  static func lines(_ json: String) -> [String] {
    ScreenDecoder().decode(Array(json.utf8)).diagnostics.map {
      "\($0.location): \($0.severity.rawValue): \($0.message) (at \($0.path))"
    }
  }

  static let nimbus: [Case] = [
    Case(
      id: "a key written twice",
      json: #"{"_:component":"layout:text","properties":{"text":"a","text":"b"}}"#,
      expected: [
        "1:55: warning: 'text' is written twice in this object (first at 1:44); the last one is used (at $.properties.text)"
      ]),
    Case(
      id: "keys written twice in a large object",
      json:
        #"{"_:component":"layout:column","properties":{"a":1,"b":1,"c":1,"d":1,"e":1,"f":1,"g":1,"h":1,"b":2,"a":3}}"#,
      expected: [
        "1:94: warning: 'b' is written twice in this object (first at 1:52); the last one is used (at $.properties.b)",
        "1:100: warning: 'a' is written twice in this object (first at 1:46); the last one is used (at $.properties.a)",
      ]),
    Case(
      id: "a key written three times, said once at the last",
      json: #"{"_:component":"layout:text","properties":{"text":"a","text":"b","text":"c"}}"#,
      expected: [
        "1:66: warning: 'text' is written 3 times in this object (first at 1:44); the last one is used (at $.properties.text)"
      ]),
    Case(
      id: "a key written many times in a large object, said once",
      json: #"{"_:component":"layout:column","properties":{"a":1,"#
        + String(repeating: #""b":1,"#, count: 9) + #""c":1}}"#,
      expected: [
        "1:100: warning: 'b' is written 9 times in this object (first at 1:52); the last one is used (at $.properties.b)"
      ]),
    Case(
      id: "misspelled action key",
      json:
        #"{"_:component":"layout:touchable","properties":{"onPress":[{"_action":"setState","properties":{"path":"a"}}]}}"#,
      expected: [
        "1:61: error: found '_action', expected '_:action'; this object is not treated as an action (at $.properties.onPress[0]._action)"
      ]),
    Case(
      id: "property one edit away",
      json: #"{"_:component":"layout:text","properties":{"txet":"hi"}}"#,
      expected: ["1:44: warning: 'layout:text' has no property 'txet'; did you mean 'text'? (at $.properties.txet)"]),
    Case(
      id: "misspelled property beside the property itself",
      json: #"{"_:component":"layout:text","properties":{"text":"hi","txet":"ho"}}"#,
      expected: ["1:56: warning: 'layout:text' has no property 'txet'; did you mean 'text'? (at $.properties.txet)"]),
    Case(
      id: "action arguments outside properties",
      json:
        #"{"_:component":"layout:lifecycle","properties":{"onInit":[{"_:action":"setState","path":"a","value":1}]}}"#,
      expected: [
        "1:82: error: 'path' of action 'setState' must be inside 'properties'; Nimbus ignores it here (at $.properties.onInit[0].path)",
        "1:93: error: 'value' of action 'setState' must be inside 'properties'; Nimbus ignores it here (at $.properties.onInit[0].value)",
      ]),
    Case(
      id: "component property outside properties",
      json: #"{"_:component":"layout:text","text":"hi"}"#,
      expected: [
        "1:30: warning: 'text' of 'layout:text' must be inside 'properties'; Nimbus ignores it here (at $.text)"
      ]),
    Case(
      id: "unknown component near a known one",
      json: #"{"_:component":"layout:colum"}"#,
      expected: [
        "1:16: warning: unknown component 'layout:colum', shown as a frame around its children; did you mean 'layout:column'? (at $)"
      ]),
    Case(
      id: "an app's own component and action: no built-in of another namespace is offered",
      json:
        #"{"_:component":"material:card","children":[{"_:component":"layout:touchable","properties":{"onPress":[{"_:action":"myapp:track"}]}}]}"#,
      expected: [
        "1:16: warning: unknown component 'material:card', shown as a frame around its children; it is not a built-in, so the app must register it (at $)",
        "1:103: warning: unknown action 'myapp:track', it does nothing when triggered; it is not a built-in, so the app must register it (at $.children[0].properties.onPress[0])",
      ]),
    Case(
      id: "a built-in's name without its namespace: the name meant, no word of the app",
      json: #"{"_:component":"column"}"#,
      expected: [
        "1:16: error: unknown component 'column', shown as a frame around its children; did you mean 'layout:column'? (at $)"
      ]),
    Case(
      id: "unknown component with a role: pressed",
      json: #"{"_:component":"layout:button","properties":{"text":"Go"}}"#,
      expected: [
        "1:16: warning: unknown component 'layout:button', shown as a frame around its children; did you mean 'layout:touchable'? (at $)"
      ]),
    Case(
      id: "unknown component with onChange and no children: a text input, and no role's name to offer",
      json: #"{"_:component":"layout:textInput","properties":{"onChange":[]}}"#,
      expected: [
        "1:16: warning: unknown component 'layout:textInput', shown as a text input (it has onChange and no children) (at $)"
      ]),
    Case(
      id: "unknown Beagle component with onChange: the dialect's input",
      json: #"{"_beagleComponent_":"beagle:input","onChange":[]}"#,
      expected: [
        "1:22: error: unknown component 'beagle:input', shown as a text input (it has onChange and no children); did you mean 'beagle:textInput'? (at $)"
      ]),
    Case(
      id: "name differs only in case",
      json: #"{"_:component":"layout:Column"}"#,
      expected: [
        "1:16: warning: 'layout:Column' matches 'layout:column' only when case is ignored; Nimbus names are case-sensitive (at $)"
      ]),
    Case(
      id: "children not an array",
      json: #"{"_:component":"layout:column","children":{}}"#,
      expected: ["1:43: error: 'children' is an object, expected an array of components; it is ignored (at $.children)"]
    ),
    Case(
      id: "child not an object",
      json: #"{"_:component":"layout:column","children":[1]}"#,
      expected: [
        "1:44: error: child is a number without a component type, expected a component; it is skipped (at $.children[0])"
      ]),
    Case(
      id: "misspelled component key on a child",
      json: #"{"_:component":"layout:column","children":[{"_component":"layout:text"}]}"#,
      expected: [
        "1:44: error: found '_component', expected '_:component'; the node is shown as unknown (at $.children[0])"
      ]),
    Case(
      id: "literal as a state name",
      json: #"{"_:component":"layout:column","state":{"true":1}}"#,
      expected: ["1:41: error: 'true' cannot be a state name: it reads as a literal in expressions (at $.state.true)"]),
    Case(
      id: "duplicate ids",
      json:
        #"{"_:component":"layout:column","children":[{"_:component":"layout:text","id":"a"},{"_:component":"layout:text","id":"a"}]}"#,
      expected: [
        "1:83: warning: id 'a' is already used at $.children[0]; ids should be unique in a screen (at $.children[1])"
      ]),
    Case(
      id: "unclosed expression",
      json: #"{"_:component":"layout:text","properties":{"text":"Count: @{count]"}}"#,
      expected: [
        "1:51: warning: '@{count]' at column 8 is not an expression: expected '}' to close it, found ']'; the text is kept literally (at $.properties.text)"
      ]),
    Case(
      id: "unknown action near a known one",
      json: #"{"_:component":"layout:touchable","properties":{"onPress":[{"_:action":"setStat"}]}}"#,
      expected: [
        "1:60: error: unknown action 'setStat', it does nothing when triggered; did you mean 'setState'? (at $.properties.onPress[0])"
      ]),
    Case(
      id: "if condition must be a boolean",
      json: #"{"_:component":"if","properties":{"condition":"yes"}}"#,
      expected: ["1:47: warning: 'condition' is a string, expected a boolean (at $.properties.condition)"]),
    Case(
      id: "required property missing",
      json: #"{"_:component":"layout:remoteImage"}"#,
      expected: ["1:1: error: 'layout:remoteImage' requires 'url', which is missing (at $)"]),
    Case(
      id: "route.url stands for url",
      json:
        #"{"_:component":"layout:touchable","properties":{"onPress":[{"_:action":"push","properties":{"route":{"url":"/a"}}}]}}"#,
      expected: []),
    Case(
      id: "state written from outside its scope",
      json:
        #"{"_:component":"layout:touchable","properties":{"onPress":[{"_:action":"setState","properties":{"path":"n","value":1}}]},"children":[{"_:component":"layout:text","state":{"n":0}}]}"#,
      expected: [
        "1:60: error: state 'n' is not visible here: it is declared at $.children[0].state.n, which is not an ancestor (at $.properties.onPress[0])"
      ]),
    Case(
      id: "state in scope through forEach and global",
      json:
        #"{"_:component":"forEach","properties":{"items":[1]},"children":[{"_:component":"layout:touchable","properties":{"onPress":[{"_:action":"setState","properties":{"path":"item.x"}},{"_:action":"setState","properties":{"path":"global.y"}}]}}]}"#,
      expected: []),
    Case(
      id: "invalid JSON",
      json: "{\n  \"_:component\": \"layout:text\"\n  \"id\": \"x\"\n}",
      expected: ["3:3: error: invalid JSON: expected ',' or '}' after object member, found '\"' (at $)"]),
    Case(
      id: "root is not an object", json: "[]",
      expected: ["1:1: error: the root is an array, expected a component object (at $)"]),
    Case(
      id: "root key misspelled",
      json: #"{"_component":"layout:text"}"#,
      expected: [
        "1:1: error: the root object has no '_:component' (Nimbus) or '_beagleComponent_' (Beagle) key and holds no A2UI messages; found '_component', a misspelling? (at $)"
      ]),
  ]

  @Test(arguments: nimbus)
  func nimbusMistakes(_ testCase: Case) {
    #expect(Self.lines(testCase.json) == testCase.expected)
  }

  static let beagle: [Case] = [
    Case(
      id: "misspelled action key",
      json:
        #"{"_beagleComponent_":"beagle:button","text":"Go","onPress":[{"beagleAction":"beagle:alert","message":"hi"}]}"#,
      expected: [
        "1:62: error: found 'beagleAction', expected '_beagleAction_'; this object is not treated as an action (at $.onPress[0].beagleAction)"
      ]),
    Case(
      id: "enum in the wrong case",
      json: #"{"_beagleComponent_":"beagle:textInput","type":"email"}"#,
      expected: ["1:48: warning: 'type' is 'email', read as 'EMAIL'; beagle-ios accepts only 'EMAIL' (at $.type)"]),
    Case(
      id: "single action object",
      json: #"{"_beagleComponent_":"beagle:button","text":"Go","onPress":{"_beagleAction_":"beagle:popView"}}"#,
      expected: [
        "1:60: warning: a single action object in 'onPress' is a Beagle 1.x shape, read as a list of that one action (at $.onPress)"
      ]),
    Case(
      id: "removed component",
      json: #"{"_beagleComponent_":"beagle:form","child":{"_beagleComponent_":"beagle:text","text":"x"}}"#,
      expected: [
        "1:22: warning: 'beagle:form' no longer exists in Beagle 2.x; use 'beagle:simpleForm' with 'beagle:submitForm' (at $)"
      ]),
    Case(
      id: "global is not a context id",
      json: #"{"_beagleComponent_":"beagle:container","context":{"id":"global","value":1}}"#,
      expected: [
        "1:57: error: 'global' cannot be a state name: 'global' is the application-wide context (at $.context.id)"
      ]),
    Case(
      id: "setContext to a misspelled context",
      json:
        #"{"_beagleComponent_":"beagle:container","context":{"id":"tabIndex","value":0},"children":[{"_beagleComponent_":"beagle:button","text":"x","onPress":[{"_beagleAction_":"beagle:setContext","contextId":"tabindex","value":1}]}]}"#,
      expected: [
        "1:150: warning: 'tabindex' is not declared on this node or an ancestor; did you mean 'tabIndex'? (at $.children[0].onPress[0])"
      ]),
    Case(
      id: "a text reading a misspelled context",
      json:
        #"{"_beagleComponent_":"beagle:container","context":{"id":"total","value":1},"children":[{"_beagleComponent_":"beagle:text","text":"Total @{sum(totl, 1)}"}]}"#,
      expected: [
        "1:130: warning: 'totl' is not declared on this node or an ancestor; did you mean 'total'? (at $.children[0].text)"
      ]),
    Case(
      id: "a text reading a context declared beside it",
      json:
        #"{"_beagleComponent_":"beagle:container","children":[{"_beagleComponent_":"beagle:text","text":"@{other.name}"},{"_beagleComponent_":"beagle:container","context":{"id":"other","value":{}}}]}"#,
      expected: [
        "1:95: error: state 'other' is not visible here: it is declared at $.children[1].context, which is not an ancestor (at $.children[0].text)"
      ]),
    Case(
      id: "an event's value, global and a list's item are in scope",
      json:
        #"{"_beagleComponent_":"beagle:listView","dataSource":[1],"templates":[{"view":{"_beagleComponent_":"beagle:text","text":"@{item} @{index} @{global.x}"}}],"onScrollEnd":[{"_beagleAction_":"beagle:alert","message":"@{onScrollEnd}"}]}"#,
      expected: []),
    Case(
      id: "screen without child",
      json: #"{"_beagleComponent_":"beagle:screenComponent"}"#,
      expected: ["1:1: error: 'beagle:screenComponent' requires 'child', which is missing (at $)"]),
    Case(
      id: "text without text",
      json: #"{"_beagleComponent_":"beagle:text"}"#,
      expected: ["1:1: error: 'beagle:text' requires 'text', which is missing (at $)"]),
    Case(
      id: "color without hash",
      json: #"{"_beagleComponent_":"beagle:text","text":"x","textColor":"579F2B"}"#,
      expected: [
        "1:59: warning: 'textColor' is '579F2B', expected a color '#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA' (at $.textColor)"
      ]),
    Case(
      id: "mixed-case names are fine",
      json: #"{"_beagleComponent_":"beagle:ScrollView","children":[{"_beagleComponent_":"beagle:Text","text":"x"}]}"#,
      expected: []),
    Case(
      id: "style keys misplaced, misspelled or out of range",
      json:
        ##"{"_beagleComponent_":"beagle:container","style":{"flexDirection":"ROW","flex":{"justifyContent":"SPACE_BETWEN"},"size":{"width":{"value":50,"type":"PERCENTAGE"},"heigth":{"value":"@{h}","type":"REAL"}},"backgroundColour":"#FFF","display":"@{d}"}}"##,
      expected: [
        "1:50: warning: 'flexDirection' belongs inside 'style.flex'; it is ignored here (at $.style.flexDirection)",
        "1:97: error: 'justifyContent' is 'SPACE_BETWEN', expected one of 'FLEX_START', 'CENTER', 'FLEX_END', 'SPACE_BETWEEN', 'SPACE_AROUND', 'SPACE_EVENLY' (at $.style.flex.justifyContent)",
        "1:148: error: 'type' is 'PERCENTAGE', expected one of 'REAL', 'PERCENT', 'AUTO' (at $.style.size.width.type)",
        "1:162: warning: 'style.size' has no property 'heigth'; did you mean 'height'? (at $.style.size.heigth)",
        "1:180: warning: 'h' is not declared on this node or an ancestor (at $.style.size.heigth.value)",
        "1:203: warning: 'style' has no property 'backgroundColour'; did you mean 'backgroundColor'? (at $.style.backgroundColour)",
        "1:239: warning: 'd' is not declared on this node or an ancestor (at $.style.display)",
      ]),
    Case(
      id: "an unknown name of Beagle's own namespace is an error, as the schema says; another namespace's a warning",
      json:
        ##"{"_beagleComponent_":"beagle:container","onInit":[{"_beagleAction_":"beagle:alertt","message":"m"},{"_beagleAction_":"custom:alertt"}],"children":[{"_beagleComponent_":"BEAGLE:buton","text":"x"},{"_beagleComponent_":"custom:button"}]}"##,
      expected: [
        "1:51: error: unknown action 'beagle:alertt', it does nothing when triggered; did you mean 'beagle:alert'? (at $.onInit[0])",
        "1:100: warning: unknown action 'custom:alertt', it does nothing when triggered; it is not a built-in, so the app must register it (at $.onInit[1])",
        "1:169: error: unknown component 'BEAGLE:buton', shown as a frame around its children; did you mean 'beagle:button'? (at $.children[0])",
        "1:217: warning: unknown component 'custom:button', shown as a frame around its children; it is not a built-in, so the app must register it (at $.children[1])",
      ]),
    Case(
      id: "misspelled property beside the property itself",
      json: #"{"_beagleComponent_":"beagle:text","text":"hi","txet":"ho"}"#,
      expected: ["1:48: warning: 'beagle:text' has no property 'txet'; did you mean 'text'? (at $.txet)"]),
    Case(
      id: "an invalid enumeration value is an error, as the phones' decoders fail on it",
      json: #"{"_beagleComponent_":"beagle:text","text":"x","alignment":"MIDDLE"}"#,
      expected: [
        "1:59: error: 'alignment' is 'MIDDLE', expected one of 'LEFT', 'CENTER', 'RIGHT' (at $.alignment)"
      ]),
    Case(
      id: "pre-1.0 name",
      json: #"{"_beagleComponent_":"beagle:component:pageView"}"#,
      expected: [
        "1:22: error: 'beagle:component:pageView' no longer exists in Beagle 2.x; pre-1.0 names are not read; use 'beagle:pageView' (at $)"
      ]),
  ]

  @Test(arguments: beagle)
  func beagleMistakes(_ testCase: Case) {
    #expect(Self.lines(testCase.json) == testCase.expected)
  }
}
