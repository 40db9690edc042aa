import ArgumentParser
import SDUIHotReload

/// `--hot-reload [ws://host:port]`: the interactive terminal reloads every
/// screen of its stacks when a hot-reload server (Nimbus's `nimbus-ts
/// start`, or `sdui-term serve`) says `reload`.
struct HotReloadOption: ParsableArguments {
  @Option(
    name: .customLong("hot-reload"),
    help: ArgumentHelp(
      """
      Connect to a hot-reload websocket and reload every screen when it says 'reload', keeping the stacks, \
      state and focus: Nimbus's backend CLI (nimbus-ts start; the default, \(HotReloadEndpoint.nimbusDefault), \
      when no address follows) or sdui-term serve (ws://127.0.0.1:PORT).
      """, valueName: "ws-url"))
  var address: String?

  func validate() throws {
    if let address {
      do { _ = try HotReloadEndpoint(address) } catch { throw ValidationError(error.description) }
    }
  }

  /// The server, when one was named.
  var endpoint: HotReloadEndpoint? { address.flatMap { try? HotReloadEndpoint($0) } }

  /// The arguments with a bare `--hot-reload` (at the end, or before
  /// anything that is not a `ws://` or `wss://` address) given its default
  /// address, so that argument-parser reads an option with a value.
  static func withDefaultAddress(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      result.append(argument)
      guard argument == "--hot-reload" else { continue }
      let next = index + 1 < arguments.count ? arguments[index + 1].lowercased() : ""
      if !next.hasPrefix("ws://"), !next.hasPrefix("wss://") { result.append(HotReloadEndpoint.nimbusDefault) }
    }
    return result
  }
}
