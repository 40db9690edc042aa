import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// The layers this screen shows: itself, and its dialog when one is open.
  package var layers: [ModalLayer] {
    [.screen] + (openModals.isEmpty ? [] : [.screenModal]) + (session.dialogs.isEmpty ? [] : [.screenDialog])
  }

  /// Handles one key as `KeyRouter` routes it over this screen's layers,
  /// then lets its effects settle. The app's own commands (back, reload,
  /// panels) are the app's to carry out; here they do nothing.
  public func handle(_ key: Key) async {
    await perform(KeyRouter(layers: layers, isEditingText: isEditingText).route(key), for: key)
  }

  /// Carries out a command routed to the screen or its dialog, then lets
  /// the effects settle (up to ``settleTimeout``).
  package func perform(_ command: KeyCommand, for key: Key) async {
    switch command {
    case .button(.screenDialog, let move): handleDialog(move)
    case .screen(let key): handleScreenKey(key)
    case .closeModal: closeModal()
    default: break
    }
    await settle(after: "\(key)")
  }

  /// Lets the effects of a key or an edit settle (up to ``settleTimeout``),
  /// and gives a dialog that opened the focus of its last button.
  func settle(after what: String) async {
    if await session.settle(timeout: .milliseconds(Int(settleTimeout * 1000))) {
      session.report(.keyTimedOut(key: what, seconds: settleTimeout))
    }
    if session.dialogs.count != dialogCount {
      dialogCount = session.dialogs.count
      dialogFocus = max(0, (session.dialogs.first?.buttons.count ?? 1) - 1)
    }
  }

  /// A key for the screen: focus, activation, editing and scrolling,
  /// against the frame on screen.
  private func handleScreenKey(_ key: Key) {
    let focusables = layout().focusables
    let focused = focusables.first { $0.box.node.id == focusedID }
    if case .text? = focused?.role, let focused, edit(focused, with: key) {
      return
    }
    if case .custom(let custom)? = focused?.role, custom.component.handle(key) {
      invalidateFrame()
      return
    }
    if let focused, key == .left || key == .right,
      case let event = key == .right ? AdjustableEvents.increment : AdjustableEvents.decrement,
      focused.box.node.events.contains(event)
    {
      run(event, on: focused.box.node.id, value: nil)
      return
    }
    if case .tabs(let count, let selected)? = focused?.role, let focused, key == .left || key == .right {
      // The tab is chosen as a tap chooses it on the phone (BA TabBar.kt
      // onTabSelected), and onTabSelection runs with its index.
      let next = selected < 0 ? 0 : (selected + (key == .right ? 1 : count - 1)) % count
      choose(next, of: focused.box.node, property: "currentTab", event: "onTabSelection")
      return
    }
    switch key {
    case .tab: moveFocus(in: focusables, by: 1)
    case .backTab: moveFocus(in: focusables, by: -1)
    case .up, .down, .left, .right:
      if case .scroll? = focused?.role, let focused, scrollFocused(focused.box, key) { return }
      if case .pages? = focused?.role, let focused, key == .left || key == .right {
        turnPage(of: focused.box, by: key == .right ? 1 : -1)
        return
      }
      if moveFocus(in: focusables, toward: key) { return }
      // At the side of a page, the arrow turns it; at the top of a
      // pull-to-refresh's content, Up pulls it.
      if key == .left || key == .right, let focused, let pager = pageView(around: focused.box),
        turnPage(of: pager, by: key == .right ? 1 : -1)
      {
        return
      }
      if key == .up, let refresh = focused.map({ pullToRefresh(around: $0.box) }) ?? firstPullToRefresh() {
        pull(refresh)
        return
      }
      scroll(key, around: focused)
    case .pageUp, .pageDown, .home, .end: scroll(key, around: focused)
    case .enter, .space:
      if case .press(let event, let owner)? = focused?.role, let id = owner ?? focusedID {
        run(event, on: id, value: nil)
      }
      if case .custom? = focused?.role, let id = focusedID, focused?.box.node.events.contains("onPress") == true {
        run("onPress", on: id, value: nil)
      }
      // A press in a dialog's trigger opens it too.
      if let focused { openModal(around: focused) }
    default: break
    }
  }

  func run(_ event: String, on id: String, value: JSONValue?) {
    do {
      try session.trigger(event, on: id, value: value)
    } catch {
      session.report(.eventFailed(error))
    }
  }

  private func handleDialog(_ move: ButtonRow.Move) {
    guard let dialog = session.dialogs.first else { return }
    var row = ButtonRow(count: dialog.buttons.count, focused: dialogFocus)
    switch row.apply(move) {
    case .focused(let index): dialogFocus = index
    case .pressed(let index): press(index)
    // A screen's dialog has no close box: Esc presses its first button
    // (Cancel of a confirm, OK of an alert).
    case .dismissed: press(0)
    }
  }

  private func press(_ index: Int) {
    do {
      try session.pressDialogButton(index)
    } catch {
      session.report(.eventFailed(error))
    }
  }
}
