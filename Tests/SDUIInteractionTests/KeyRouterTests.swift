import SDUIRender
import Testing

@testable import SDUIInteraction

@Suite("Key router")
struct KeyRouterTests {
  struct Route: CustomTestStringConvertible, Sendable {
    let layers: [ModalLayer]
    let editing: Bool
    let key: Key
    let command: KeyCommand

    init(_ layers: [ModalLayer], editing: Bool = false, _ key: Key, _ command: KeyCommand) {
      self.layers = layers
      self.editing = editing
      self.key = key
      self.command = command
    }

    var testDescription: String { "\(layers)\(editing ? " editing" : "") \(key) → \(command)" }
  }

  /// The key model, layer by layer, front first.
  static let routes: [Route] = [
    // Whatever is open, C-c quits and C-z suspends.
    Route([.screen, .panel], .control("c"), .quit),
    Route([.screen, .appDialog], .control("z"), .suspend),
    Route([.screen], editing: true, .control("c"), .quit),
    // A panel scrolls on arrows, pages and ends, and closes on anything else.
    Route([.screen, .panel], .down, .scrollPanel(.rows(1))),
    Route([.screen, .panel], .up, .scrollPanel(.rows(-1))),
    Route([.screen, .panel], .pageDown, .scrollPanel(.pages(1))),
    Route([.screen, .panel], .home, .scrollPanel(.top)),
    Route([.screen, .panel], .end, .scrollPanel(.bottom)),
    Route([.screen, .panel], .tab, .ignore),
    Route([.screen, .panel], .escape, .closePanel),
    Route([.screen, .panel], .character("q"), .closePanel),
    Route([.screen, .appDialog, .panel], .function(5), .closePanel),
    // An app dialog takes its buttons' keys and nothing else.
    Route([.screen, .appDialog], .tab, .button(.appDialog, .next)),
    Route([.screen, .appDialog], .left, .button(.appDialog, .previous)),
    Route([.screen, .appDialog], .enter, .button(.appDialog, .press)),
    Route([.screen, .appDialog], .character(" "), .button(.appDialog, .press)),
    Route([.screen, .appDialog], .escape, .button(.appDialog, .dismiss)),
    Route([.screen, .appDialog], .character("q"), .ignore),
    Route([.screen, .appDialog], .function(1), .ignore),
    // The app's keys.
    Route([.screen], .function(1), .open(.help)),
    Route([.screen], .character("?"), .open(.help)),
    Route([.screen], .function(2), .open(.diagnostics)),
    Route([.screen], .function(12), .open(.inspector)),
    Route([.screen], .function(5), .reload),
    Route([.screen], .character("r"), .refresh),
    Route([.screen], .character("q"), .quit),
    Route([.screen], .escape, .goBack),
    Route([.screen], .backspace, .goBack),
    // Letters and Backspace go to a text being edited; Esc still goes back.
    Route([.screen], editing: true, .character("q"), .screen(.character("q"))),
    Route([.screen], editing: true, .character("r"), .screen(.character("r"))),
    Route([.screen], editing: true, .character("?"), .screen(.character("?"))),
    Route([.screen], editing: true, .backspace, .screen(.backspace)),
    Route([.screen], editing: true, .escape, .goBack),
    Route([.screen], editing: true, .function(2), .open(.diagnostics)),
    // A screen's dialog takes Esc, r and Backspace; the app keeps q, ? and F-keys.
    Route([.screen, .screenDialog], .escape, .button(.screenDialog, .dismiss)),
    Route([.screen, .screenDialog], .tab, .button(.screenDialog, .next)),
    Route([.screen, .screenDialog], .backTab, .button(.screenDialog, .previous)),
    Route([.screen, .screenDialog], .space, .button(.screenDialog, .press)),
    Route([.screen, .screenDialog], .character("r"), .ignore),
    Route([.screen, .screenDialog], .backspace, .ignore),
    Route([.screen, .screenDialog], .character("q"), .quit),
    Route([.screen, .screenDialog], .function(1), .open(.help)),
    // A dialog of the screen's components takes the screen's keys; back closes it.
    Route([.screen, .screenModal], .escape, .closeModal),
    Route([.screen, .screenModal], .backspace, .closeModal),
    Route([.screen, .screenModal], editing: true, .backspace, .screen(.backspace)),
    Route([.screen, .screenModal], .tab, .screen(.tab)),
    Route([.screen, .screenModal], .character("q"), .quit),
    Route([.screen, .screenModal, .screenDialog], .escape, .button(.screenDialog, .dismiss)),
    // The error view: its two buttons, and Esc goes back.
    Route([.errorView], .right, .button(.errorView, .next)),
    Route([.errorView], .enter, .button(.errorView, .press)),
    Route([.errorView], .escape, .goBack),
    Route([.errorView], .character("r"), .refresh),
    // The screen gets the rest.
    Route([.screen], .tab, .screen(.tab)),
    Route([.screen], .enter, .screen(.enter)),
    Route([.screen], .pageDown, .screen(.pageDown)),
    Route([.screen], .character("a"), .screen(.character("a"))),
    // The line of words to an agent: C-t opens it; it takes every key but C-c and C-z.
    Route([.screen], .control("t"), .openPrompt),
    Route([], .control("t"), .openPrompt),
    Route([.screen, .prompt], .character("q"), .prompt(.character("q"))),
    Route([.screen, .prompt], .escape, .prompt(.escape)),
    Route([.screen, .prompt], .enter, .prompt(.enter)),
    Route([.screen, .prompt], .function(1), .prompt(.function(1))),
    Route([.screen, .prompt], .control("c"), .quit),
    Route([.screen, .prompt, .panel], .down, .scrollPanel(.rows(1))),
    // A page still loading takes only the app's keys.
    Route([], .enter, .ignore),
    Route([], .escape, .goBack),
  ]

  @Test(arguments: routes)
  func routesTheKey(_ route: Route) {
    #expect(KeyRouter(layers: route.layers, isEditingText: route.editing).route(route.key) == route.command)
  }

  @Test func aButtonRowWrapsPressesAndDismisses() {
    var row = ButtonRow(count: 3, focused: 2)
    #expect(row.apply(.next) == .focused(0))
    #expect(row.apply(.previous) == .focused(2))
    #expect(row.apply(.previous) == .focused(1))
    #expect(row.apply(.press) == .pressed(1))
    #expect(row.apply(.dismiss) == .dismissed)
    #expect(ButtonRow(count: 2, focused: 5).focused == 1)
    #expect(ButtonRow.move(for: .character("x")) == nil)
  }
}
