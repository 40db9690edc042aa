import SDUICore
import SDUIDocument

extension TerminalApp {
  /// With `--watch`, reloads in place every page whose local file changed
  /// since the last look, keeping the stacks; the new screen takes the
  /// old one's state where ids match (once it has loaded).
  package func checkWatchedFiles() {
    guard options.watch else { return }
    var pagesByPath: [String: [Page]] = [:]
    for page in navigator.stacks.joined() {
      if let path = page.localPath { pagesByPath[path, default: []].append(page) }
    }
    for path in watcher.changed(among: pagesByPath.keys.sorted()) {
      // Named as shown before the reload, when the page knows the file its request found.
      let shown = pagesByPath[path]?.first?.displayName ?? path
      for page in pagesByPath[path] ?? [] {
        if let earlier = page.session { queueAdoption(by: page, of: earlier) }
        navigator.reload(page)
      }
      inform("reloaded \(shown)")
    }
    finishAdoptions()
  }

  /// Remembers, as a page starts reloading, the screen it showed and what
  /// the person did on it, for ``finishAdoptions()``.
  func queueAdoption(by page: Page, of earlier: ScreenSession) {
    adoptions.append((page, earlier, controllers[ObjectIdentifier(earlier)]))
  }

  /// Carries state, and the focus, scroll offsets and choices of pages
  /// and tabs, into the pages that finished reloading. A page that shows
  /// why its document failed (a file saved half-written) keeps what it
  /// hands over until a screen of its loads (saved again, or reloaded); a
  /// page gone from the stacks drops it.
  func finishAdoptions() {
    let pages = navigator.stacks.joined()
    adoptions.removeAll { page, earlier, view in
      guard pages.contains(where: { $0 === page }) else { return true }
      guard !page.isLoading, !page.isFailed else { return false }
      if let session = page.session, session !== earlier {
        session.adoptState(from: earlier)
        if let view, let after = controller(for: page, size: frontSize) { after.adoptView(from: view) }
      }
      return true
    }
  }
}

extension TerminalApp {
  /// The local files of the pages on the stacks.
  package var localScreenFiles: [String] { navigator.stacks.joined().compactMap(\.localPath) }
}

extension Page {
  /// The file a page was read from, for pages fetched from `file:` URLs.
  var localPath: String? {
    guard case .remote(let request) = source, request.absoluteURL.lowercased().hasPrefix("file://") else { return nil }
    return loadedFrom ?? request.displayName
  }
}
