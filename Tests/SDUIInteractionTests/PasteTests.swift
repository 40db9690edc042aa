import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// A paste is one edit of the focused text input: the text goes in at the
/// cursor as one line, `onChange` runs once, and nothing else takes it.
@Suite("Paste")
@MainActor
struct PasteTests {
  static let form = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "f", "value": {"text": "ab", "changes": 0}},
     "children": [
      {"_beagleComponent_": "beagle:textInput", "id": "field", "value": "@{f.text}", "placeholder": "Name",
       "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "f",
                     "value": {"text": "@{onChange.value}", "changes": "@{sum(f.changes, 1)}"}}]},
      {"_beagleComponent_": "beagle:textInput", "id": "age", "type": "NUMBER", "placeholder": "Age"},
      {"_beagleComponent_": "beagle:button", "id": "ok", "text": "OK", "onPress": [{"_beagleAction_": "beagle:alert", "message": "ok"}]},
      {"_beagleComponent_": "beagle:text", "text": "text=[@{f.text}] changes=@{f.changes}"}]}
    """

  static func shown(_ controller: ScreenController) -> String {
    controller.frame().grid.textDump
  }

  @Test(arguments: [
    ("xyz", "text=[abxyz] changes=1"),
    ("one\ntwo\r\nthree\tfour", "text=[abone two three four] changes=1"),
    ("bell\u{7}esc\u{1B}[31mred", "text=[abbellesc[31mred] changes=1"),
  ])
  func goesInAsOneEditOnOneLine(pasted: String, expected: String) async {
    let controller = ScreenControllerTests.controller(Self.form, size: Size(width: 60, height: 10))
    #expect(await controller.paste(pasted))
    #expect(Self.shown(controller).contains(expected), "\(Self.shown(controller))")
  }

  @Test func goesInAtTheCursor() async {
    let controller = ScreenControllerTests.controller(Self.form, size: Size(width: 60, height: 10))
    await controller.handle(.home)
    await controller.handle(.right)
    #expect(await controller.paste("XY"))
    await controller.handle(.character("z"))
    #expect(Self.shown(controller).contains("text=[aXYzb] changes=2"), "\(Self.shown(controller))")
  }

  @Test func aNumericInputKeepsTheDigits() async {
    let controller = ScreenControllerTests.controller(Self.form, size: Size(width: 60, height: 10))
    await controller.handle(.tab)
    #expect(await controller.paste("4a2"))
    #expect(Self.shown(controller).contains("[42"), "\(Self.shown(controller))")
    #expect(!(await controller.paste("abc")), "nothing to paste into a number")
  }

  @Test func nothingButATextInputTakesIt() async {
    let controller = ScreenControllerTests.controller(Self.form, size: Size(width: 60, height: 10))
    await controller.handle(.tab)
    await controller.handle(.tab)
    #expect(controller.focusedID == "ok")
    #expect(!(await controller.paste("q")))
    #expect(Self.shown(controller).contains("text=[ab] changes=0"))
  }
}
