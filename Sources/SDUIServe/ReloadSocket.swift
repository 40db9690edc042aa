import HummingbirdWebSocket
import SDUIDocument

/// One client of `serve`'s hot-reload websocket: it is told `reload`
/// whenever the folder changes, until it goes. What it says is only read
/// for the platform it names (`{"platform": "..."}`), which is logged.
struct ReloadSocket: Sendable {
  let broadcaster: ReloadBroadcaster
  let log: @Sendable (String) -> Void

  /// The longest message read from a client.
  static let largestMessage = 1 << 16

  func serve(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async {
    guard let (id, reloads) = await broadcaster.join() else {
      log("reload socket: refused a client: \(broadcaster.capacity) are connected already")
      return
    }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        do {
          for try await message in inbound.messages(maxSize: Self.largestMessage) {
            if case .text(let text) = message, let platform = Self.platform(in: text) {
              log("reload socket: \(platform) connected")
            }
          }
        } catch {}
      }
      group.addTask {
        for await _ in reloads { try? await outbound.write(.text("reload")) }
      }
      await group.next()
      group.cancelAll()
    }
    await broadcaster.leave(id)
  }

  /// The platform a client named, fit for a log line: printable, at most
  /// 60 characters.
  static func platform(in text: String) -> String? {
    guard case .string(let name)? = (try? JSONParser.parse(Array(text.utf8)))?["platform"]?.kind else { return nil }
    let printable = name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
    return String(String.UnicodeScalarView(printable.prefix(60)))
  }
}
