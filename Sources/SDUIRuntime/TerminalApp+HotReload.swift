import SDUICore

extension TerminalApp {
  /// A hot-reload server (`--hot-reload`) said `reload`: every page of the
  /// stacks is fetched or read again in place, and takes its old screen's
  /// state and focus once it has loaded. A page that fails keeps the
  /// stacks as they are and shows why, as any failed load does.
  package func reloadEveryPage(because reason: String) {
    for page in navigator.stacks.joined() {
      if let earlier = page.session { queueAdoption(by: page, of: earlier) }
      navigator.reload(page)
    }
    inform("reloaded: \(reason)")
    finishAdoptions()
  }

  /// The hot-reload connection is up (again).
  package func hotReloadConnected(to url: String) {
    let wasDown = hotReloadTrouble != nil
    hotReloadTrouble = nil
    inform(wasDown ? "hot reload: connected again to \(url)" : "hot reload: connected to \(url)")
  }

  /// The hot-reload connection is down, or could not be made; the client
  /// keeps trying, and the status line says so until it is up.
  package func hotReloadLost(_ url: String, reason: String) {
    hotReloadTrouble = "hot reload: \(url) \(reason); retrying"
  }
}
