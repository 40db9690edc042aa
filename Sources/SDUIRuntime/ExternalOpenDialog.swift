import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// Answers `openUrl`, `openExternalURL` and `openNativeRoute` with a
/// dialog: a URL opens in the browser only after the user says so (or is
/// shown, with an offer to copy it, when there is no browser); a URL of
/// another scheme is refused; a native route is shown with its data.
@MainActor
final class ExternalOpenDialog: ExternalOpener {
  /// What a button does.
  enum Choice {
    case open(String)
    case copy(String)
    case close
  }

  /// A question waiting for the user.
  struct Prompt {
    var title: String
    var message: String
    var buttons: [(label: String, choice: Choice)]
  }

  /// What pressing a button did, for the status line.
  enum Outcome {
    case copy(String)
    case opened(String)
    case failed(String)
  }

  let launcher: BrowserLauncher
  private(set) var prompts: [Prompt] = []
  /// The focused button of the front prompt.
  var focus = 0

  init(launcher: BrowserLauncher) {
    self.launcher = launcher
  }

  /// The question in front.
  var front: Prompt? { prompts.first }

  func open(_ request: ExternalOpenRequest) {
    if request.isAppRoute {
      let data = request.data.isNull ? "" : "\ndata: \(request.data.jsonText)"
      prompts.append(
        Prompt(
          title: "Native route", message: "The screen opens the app route '\(request.target)'.\(data)",
          buttons: [("Ok", .close)]))
      return
    }
    guard BrowserLauncher.allowedScheme(of: request.target) != nil else {
      prompts.append(
        Prompt(
          title: "Not opened",
          message: "Only http, https and mailto URLs are opened; this one was not:\n\(request.target)",
          buttons: [("Ok", .close)]))
      return
    }
    if launcher.canOpen {
      prompts.append(
        Prompt(
          title: "Open in the browser?", message: request.target,
          buttons: [("Cancel", .close), ("Copy", .copy(request.target)), ("Open", .open(request.target))]))
    } else {
      prompts.append(
        Prompt(
          title: "No browser to open it",
          message: "Set BROWSER or install xdg-open to open URLs. The screen asked for:\n\(request.target)",
          buttons: [("Close", .close), ("Copy", .copy(request.target))]))
    }
    focus = prompts.count == 1 ? prompts[0].buttons.count - 1 : focus
  }

  /// Presses a button of the front prompt and closes it.
  func press(_ index: Int) -> Outcome? {
    guard let prompt = front, prompt.buttons.indices.contains(index) else { return nil }
    dismiss()
    switch prompt.buttons[index].choice {
    case .close: return nil
    case .copy(let text): return .copy(text)
    case .open(let url): return launcher.open(url).map { .failed($0) } ?? .opened(url)
    }
  }

  /// Closes the front prompt.
  func dismiss() {
    guard !prompts.isEmpty else { return }
    prompts.removeFirst()
    focus = (prompts.first?.buttons.count ?? 1) - 1
  }

  /// The front prompt's overlay in a frame of `size`.
  func overlay(in size: Size) -> DialogOverlay? {
    front.map { DialogOverlay(title: $0.title, message: $0.message, buttons: $0.buttons.map(\.label), in: size) }
  }

  func buttonRects(in size: Size) -> [Rect] {
    overlay(in: size)?.buttonRects ?? []
  }
}
