import SDUIHotReload
import SDUIRuntime

/// Carries what a hot-reload connection says to the app: a reload, and
/// whether the connection is up. Reloads come at most four times a second,
/// however fast a server sends them.
@MainActor
struct HotReloadLink {
  let app: TerminalApp
  let endpoint: HotReloadEndpoint

  /// Connects, and keeps connecting, until the task is cancelled.
  func start() -> Task<Void, Never> {
    let client = HotReloadClient(endpoint: endpoint, platform: "sdui-term")
    let url = endpoint.description
    return Task { @MainActor [app] in
      for await event in client.events() {
        switch event {
        case .connected: app.hotReloadConnected(to: url)
        case .lost(let reason): app.hotReloadLost(url, reason: reason)
        case .reload:
          app.reloadEveryPage(because: "\(url) said reload")
          try? await Task.sleep(for: .milliseconds(250))
        }
      }
    }
  }
}
