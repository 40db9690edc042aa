import SDUILayout
import Testing

@testable import SDUIRender

/// A screen a little taller than the terminal is cut at its bottom: every
/// component above the cut keeps the rows its content needs, where Yoga
/// alone squeezes Beagle's items (which shrink) and loses whole rows in
/// the middle.
@Suite("Tall screens")
@MainActor
struct TallScreenTests {
  /// A Beagle form of a title, eleven labelled fields and a button: 24
  /// rows of content.
  static let accountForm = form(title: #"{"_beagleComponent_": "beagle:text", "text": "Open an account"}"#)

  /// The form under other first items, in a container with `context`.
  static func form(title: String, context: String = "") -> String {
    var items = [title]
    for index in 1...11 {
      items.append(#"{"_beagleComponent_": "beagle:text", "text": "Field \#(index)"}"#)
      items.append(#"{"_beagleComponent_": "beagle:textInput", "placeholder": "value \#(index)"}"#)
    }
    items.append(#"{"_beagleComponent_": "beagle:button", "text": "Send"}"#)
    return #"{"_beagleComponent_": "beagle:screenComponent", "child": {"_beagleComponent_": "beagle:container", "#
      + context + #""children": ["# + items.joined(separator: ", ") + "]}}"
  }

  @Test(arguments: [22, 23, 12]) func keepsEveryRowAboveTheCut(height: Int) async throws {
    let (frame, diagnostics) = try await RealScreenDefectTests.render(Self.accountForm, width: 40, height: height)
    #expect(diagnostics.isEmpty)
    let inputs = RealScreenDefectTests.boxes(frame, type: "beagle:textInput")
    #expect(inputs.count == 11)
    #expect(inputs.allSatisfy { $0.size.height == 1 })
    let lines = RealScreenDefectTests.lines(frame)
    let expected = ["Open an account"] + (1...11).flatMap { ["Field \($0)", "[value \($0)"] } + ["[ Send ]"]
    for (row, text) in expected.prefix(height).enumerated() {
      #expect(lines[row].trimmingCharacters(in: .whitespaces).hasPrefix(text), "row \(row)")
    }
  }

  /// A key that makes the title wrap to two rows, on a screen cut at its
  /// bottom, gives the frame the screen opened that way gives.
  @Test func aChangeGivesTheFrameAFreshScreenGives() async throws {
    let long = "A title long enough to wrap over two rows"
    func screen(_ title: String) -> String {
      Self.form(
        title: #"""
          {"_beagleComponent_": "beagle:text", "text": "@{page.title}"},
          {"_beagleComponent_": "beagle:button", "text": "Grow", "onPress": [{"_beagleAction_": "beagle:setContext",
           "contextId": "page", "path": "title", "value": "\#(long)"}]}
          """#, context: #""context": {"id": "page", "value": {"title": "\#(title)"}}, "#)
    }
    let pressed = try await RealScreenDefectTests.render(screen("Short"), width: 30, height: 20, keys: "Enter")
    let fresh = try await RealScreenDefectTests.render(screen(long), width: 30, height: 20)
    #expect(RealScreenDefectTests.lines(pressed.frame)[0...1] == ["A title long enough to wrap", "over two rows"])
    #expect(RealScreenDefectTests.lines(pressed.frame) == RealScreenDefectTests.lines(fresh.frame))
    #expect(
      RealScreenDefectTests.boxes(pressed.frame, type: "beagle:textInput")
        == RealScreenDefectTests.boxes(fresh.frame, type: "beagle:textInput"))
  }
}
