import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import SDUIDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client of the hot-reload protocol of Nimbus's backend CLI
/// (`nimbus-ts start`), which `sdui-term serve` speaks too: it connects to
/// a websocket, says which platform it is (`{"platform": "..."}`), and
/// reports `reload` whenever the server sends that text. When the server
/// goes away (the backend restarts) it connects again, after a quarter of
/// a second and then up to every two seconds, and asks for a reload once
/// it is back: what it serves may have changed meanwhile.
///
/// The websocket is swift-nio's own (NIOWebSocket: the handshake, framing
/// and masking); frames over 64 KiB close the connection, and so does an
/// upgrade refused or not answered within five seconds.
///
/// ```swift
/// let client = HotReloadClient(endpoint: try HotReloadEndpoint("ws://localhost:3001"), platform: "sdui-term")
/// for await event in client.events() { print(event) }   // connected, reload, lost(...)
/// ```
package struct HotReloadClient: Sendable {
  /// What the connection reports.
  package enum Event: Sendable, Equatable {
    /// The websocket is open and the platform was announced.
    case connected
    /// The server asked the clients to reload.
    case reload
    /// The connection could not be made or was lost; another try follows.
    case lost(reason: String)
  }

  /// The server.
  package let endpoint: HotReloadEndpoint
  /// The platform announced when connecting.
  package let platform: String
  /// The longest frame taken.
  static let largestFrame = 1 << 16
  /// How long the server has to answer the upgrade once connected.
  static let handshakeLimit = TimeAmount.seconds(5)

  /// A client of `endpoint`, announcing `platform`.
  package init(endpoint: HotReloadEndpoint, platform: String) {
    self.endpoint = endpoint
    self.platform = platform
  }

  /// The events of a connection kept open until the stream's consumer
  /// stops: at most the eight newest wait to be read.
  package func events() -> AsyncStream<Event> {
    AsyncStream(bufferingPolicy: .bufferingNewest(8)) { continuation in
      let task = Task {
        var delay = Duration.milliseconds(250)
        var wasLost = false
        while !Task.isCancelled {
          do {
            try await connectOnce { event in
              if event == .connected {
                delay = .milliseconds(250)
                continuation.yield(.connected)
                if wasLost { continuation.yield(.reload) }
                wasLost = false
              } else {
                continuation.yield(event)
              }
            }
            wasLost = true
            continuation.yield(.lost(reason: "closed the connection"))
          } catch {
            wasLost = true
            continuation.yield(.lost(reason: Self.reason(error)))
          }
          try? await Task.sleep(for: delay)
          delay = min(delay * 2, .seconds(2))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private enum Upgrade {
    case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
    case refused
  }

  /// One connection, until the server closes it.
  private func connectOnce(_ report: (Event) -> Void) async throws {
    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: Self.largestFrame) { channel, _ in
      channel.eventLoop.makeCompletedFuture {
        .websocket(try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel))
      }
    }
    var headers = HTTPHeaders()
    headers.add(name: "Host", value: "\(endpoint.host):\(endpoint.port)")
    headers.add(name: "Content-Length", value: "0")
    let configuration = NIOTypedHTTPClientUpgradeConfiguration(
      upgradeRequestHead: HTTPRequestHead(version: .http1_1, method: .GET, uri: endpoint.path, headers: headers),
      upgraders: [upgrader],
      notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { .refused } })
    let negotiation = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connectTimeout(.seconds(3))
      .connect(host: endpoint.host, port: endpoint.port) { channel in
        channel.eventLoop.makeCompletedFuture {
          let upgrade = try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
            configuration: .init(upgradeConfiguration: configuration))
          Self.closeUnlessUpgraded(channel, by: upgrade)
          return upgrade
        }
      }
    guard case .websocket(let channel) = try await negotiation.get() else { throw HandshakeFailure.plainAnswer }
    try await channel.executeThenClose { inbound, outbound in
      let hello: JSONValue = ["platform": JSONValue(.string(platform))]
      try await outbound.write(Self.frame(.text, hello.jsonText))
      report(.connected)
      for try await frame in inbound {
        switch frame.opcode {
        case .text where frame.fin && String(buffer: frame.unmaskedData) == "reload":
          report(.reload)
        case .ping:
          try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.data))
        case .connectionClose:
          try? await outbound.write(
            WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: ByteBuffer()))
          return
        default:
          break
        }
      }
    }
  }

  /// Closes the connection as soon as its upgrade is refused (a plain HTTP
  /// answer, a wrong `Sec-WebSocket-Accept`, a malformed head) or has not
  /// happened within ``handshakeLimit``: on the event loop, before another
  /// read, so that nothing a server sends after its answer is kept.
  private static func closeUnlessUpgraded(_ channel: any Channel, by upgrade: EventLoopFuture<Upgrade>) {
    let deadline = channel.eventLoop.scheduleTask(in: handshakeLimit) {
      channel.pipeline.fireErrorCaught(HandshakeFailure.unanswered)
      channel.close(promise: nil)
    }
    upgrade.whenComplete { result in
      deadline.cancel()
      if case .success(.websocket) = result { return }
      channel.close(promise: nil)
    }
  }

  /// How a server failed the websocket upgrade, beyond what swift-nio says.
  private enum HandshakeFailure: Error, CustomStringConvertible {
    /// It answered with a plain HTTP response.
    case plainAnswer
    /// It did not answer within ``handshakeLimit``.
    case unanswered

    var description: String {
      switch self {
      case .plainAnswer: "answered without opening a websocket (is it a hot-reload server?)"
      case .unanswered:
        "did not answer the websocket upgrade within \(handshakeLimit.nanoseconds / 1_000_000_000) seconds"
      }
    }
  }

  private static func frame(_ opcode: WebSocketOpcode, _ text: String) -> WebSocketFrame {
    WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: ByteBuffer(string: text))
  }

  /// Why a connection failed, in words: `connection refused`, ...
  private static func reason(_ error: any Error) -> String {
    if let failure = error as? HandshakeFailure { return failure.description }
    if let upgrade = error as? NIOHTTPClientUpgradeError {
      return upgrade == .upgraderDeniedUpgrade
        ? "refused the websocket upgrade (a wrong Sec-WebSocket-Accept)"
        : "answered the websocket upgrade wrongly (\(upgrade))"
    }
    if let parsing = error as? HTTPParserError { return "answered with malformed HTTP (\(parsing))" }
    if let failure = error as? NIOConnectionError {
      if let first = failure.connectionErrors.first?.error { return reason(first) }
      if failure.dnsAAAAError != nil || failure.dnsAError != nil { return "cannot find host \(failure.host)" }
    }
    if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
    if case ChannelError.connectTimeout = error { return "did not answer within 3 seconds" }
    return "\(error)"
  }
}
