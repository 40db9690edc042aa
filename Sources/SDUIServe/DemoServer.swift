import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// `sdui-term serve`: the screens under a directory, the demo API and the
/// demo agent (``DemoAgent``, under `/agent/`, answered first),
/// over HTTP/1.1 on Hummingbird. A file of the directory wins over the
/// demo API at its path (a folder's own `api/products.json` answers
/// `GET /api/products`), and the demo API can be left out entirely
/// (`--no-demo-api`). It binds loopback unless told otherwise
/// and logs one line per request, and Hummingbird's own warnings
/// (``ServerLogHandler``). Files are streamed from disk 64 KiB at a
/// time, at the pace of each connection (``FileStream``), never read whole;
/// `HEAD` reads none; at most ``ConnectionLimit/most`` connections are held
/// at once. A connection that sends nothing for ``idleTimeout`` seconds (a
/// request head dripped a byte at a time included) is closed, and so is
/// one that stops reading what it is sent for as long.
///
/// ```swift
/// let server = try DemoServer(directory: "Screens", port: 0)
/// try await server.run { port in print("listening on \(port)") }
/// ```
package struct DemoServer: Sendable {
  /// The screens.
  package let files: ScreenFiles
  /// The API and its state; `nil` when the server offers none
  /// (`--no-demo-api`).
  package let api: DemoAPI?
  /// The demo agent under `/agent/`, with the API.
  package let agent: DemoAgent?
  /// The address to bind, `127.0.0.1` by default.
  package let host: String
  /// The port; 0 picks a free one.
  package let port: Int
  /// Where each request is logged.
  package let log: @Sendable (String) -> Void
  /// Seconds a connection may stay silent, or stop reading, before it is
  /// closed.
  package let idleTimeout: Int
  /// The clients of the hot-reload websocket, told `reload` when a file of
  /// the folder changes; `nil` when the server offers none (`--no-reload`).
  package let reloads: ReloadBroadcaster?

  /// Creates a server for `directory`, serving files up to `largestFile`
  /// bytes, with the demo API under `/api` and `/fault` unless
  /// `offersDemoAPI` is false.
  package init(
    directory: String, host: String = "127.0.0.1", port: Int = 8080, largestFile: Int = 64 << 20,
    idleTimeout: Int = 10, offersReloads: Bool = true, offersDemoAPI: Bool = true,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) throws(ServeError) {
    reloads = offersReloads ? ReloadBroadcaster() : nil
    files = try ScreenFiles(directory: directory, largestFile: largestFile)
    self.idleTimeout = idleTimeout
    api = offersDemoAPI ? DemoAPI() : nil
    agent = offersDemoAPI ? DemoAgent(root: files.root) : nil
    self.host = host
    self.port = port
    self.log = log
  }

  /// How long a cancelled server waits for the requests under way to end
  /// before it cancels them.
  static let shutdownGrace = Duration.seconds(1)

  /// Runs until the task is cancelled, then shuts down gracefully: it
  /// takes no more connections, closes the idle ones, and lets each request
  /// under way end within ``shutdownGrace``; a clean stop logs nothing.
  /// `ready` gets the bound port.
  package func run(ready: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    let router = Router(context: ServeRequestContext.self)
    let handler: @Sendable (Request, ServeRequestContext) async throws -> Response = { request, context in
      try await respond(to: request, context: context)
    }
    router.get("/", use: handler)
    for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete, .head] {
      router.on("**", method: method, use: handler)
    }
    let logger = Logger(label: "sdui-term.serve") { _ in ServerLogHandler(log: log) }
    let timeout = TimeAmount.seconds(Int64(idleTimeout))
    let http1 = HTTP1Channel.Configuration(
      additionalChannelHandlers: [StalledReaderGuard(limit: timeout)], idleTimeout: timeout)
    let server: HTTPServerBuilder
    if let reloads {
      // A websocket is quiet between reloads: pings keep it clear of the idle timeout.
      let sockets = WebSocketServerConfiguration(
        maxFrameSize: 1 << 16, autoPing: .enabled(timePeriod: .seconds(max(1, idleTimeout / 2))))
      server = HTTPServerBuilder { responder in
        GuardedChannel(
          inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: .init(http1: http1, ws: sockets)) {
            _, _, _ in
            .upgrade([:]) { inbound, outbound, _ in
              await ReloadSocket(broadcaster: reloads, log: log).serve(inbound, outbound)
            }
          }, headLimit: timeout, log: log)
      }
    } else {
      server = HTTPServerBuilder { responder in
        GuardedChannel(inner: HTTP1Channel(responder: responder, configuration: http1), headLimit: timeout, log: log)
      }
    }
    let app = Application(
      router: router, server: server,
      configuration: .init(
        address: .hostname(host, port: port), serverName: "sdui-term",
        availableConnectionsDelegate: ConnectionLimit(log: log)),
      onServerRunning: { channel in await ready(channel.localAddress?.port ?? port) }, logger: logger)
    var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
    configuration.maximumGracefulShutdownDuration = Self.shutdownGrace
    let services = ServiceGroup(configuration: configuration)
    // Apart from this task, so that cancelling it shuts the server down instead of cancelling it, which
    // Hummingbird logs as an error ("Waiting on child channel: CancellationError()").
    let serving = Task { try await services.run() }
    try await withTaskCancellationHandler {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await serving.value }
        if let reloads { group.addTask { await watchFolder(telling: reloads) } }
        try await group.next()
        group.cancelAll()
        await services.triggerGracefulShutdown()
      }
    } onCancel: {
      Task { await services.triggerGracefulShutdown() }
    }
  }

  /// Looks at the folder four times a second; when it changed and then
  /// stayed the same for a look (an editor saving in steps), tells the
  /// hot-reload clients to reload.
  private func watchFolder(telling reloads: ReloadBroadcaster) async {
    var known = FolderFingerprint(of: files.root)
    if known.files >= FolderFingerprint.fileLimit {
      log("reload: the folder has more than \(FolderFingerprint.fileLimit) files; changes to the others go unseen")
    }
    var changed = false
    while !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(250))
      let now = FolderFingerprint(of: files.root)
      if now != known {
        known = now
        changed = true
      } else if changed {
        changed = false
        let told = await reloads.reload()
        log("reload: \(files.root) changed; told \(told) client\(told == 1 ? "" : "s")")
      }
    }
  }

  /// One request, answered and logged.
  func respond(to request: Request, context: ServeRequestContext) async throws -> Response {
    let started = ContinuousClock.now
    let path = request.uri.path.removingPercentEncoding ?? request.uri.path
    var query: [String: String] = [:]
    for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
    let body = try await request.body.collect(upTo: 1 << 20)
    let method = request.method.rawValue
    // The folder's own file first: the demo API answers only where the folder has none.
    let file = method == "GET" || method == "HEAD" ? files.reply(for: path) : nil
    let reply: ServeReply
    // The agent's card sits under a dot-folder, which the folder never serves.
    if let answer = await agent?.reply(
      method: method, path: path, authority: request.head.authority ?? "127.0.0.1:\(port)", body: Array(buffer: body))
    {
      reply = answer
    } else if let file, file.status != 404 {
      reply = file
    } else if let answer = await api?.reply(method: method, path: path, query: query, body: Array(buffer: body)) {
      reply = answer
    } else {
      reply = file ?? .text(405, "\(method) is not allowed on \(path); screens are read with GET")
    }
    var response = try await Self.response(for: reply, to: request, context: context)
    if request.method == .head { response = response.createHeadResponse() }
    let elapsed = ContinuousClock.now - started
    let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    log("\(method) \(request.uri.description) \(response.status.code) \(milliseconds) ms")
    return response
  }

  static func response(for reply: ServeReply, to request: Request, context: ServeRequestContext) async throws
    -> Response
  {
    switch reply {
    case .file(let path, let contentType, let size):
      let file = FileStream(path: path, size: size, eventLoop: context.channel.eventLoop)
      guard let version = FileValidators(path: path) else {
        return Response(status: .ok, headers: [.contentType: contentType], body: file.body)
      }
      let headers: HTTPFields = [
        .contentType: contentType, .eTag: version.entityTag, .lastModified: version.lastModified,
        .cacheControl: "no-cache",
      ]
      if version.isCurrent(
        ifNoneMatch: request.headers[.ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince])
      {
        return Response(status: .notModified, headers: headers)
      }
      return Response(status: .ok, headers: headers, body: file.body)
    case .body(let status, let contentType, let bytes):
      return Response(
        status: .init(code: status), headers: [.contentType: contentType],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    case .redirect(let status, let location):
      return Response(status: .init(code: status), headers: [.location: location])
    case .truncated(let declared, let sent):
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(contentLength: declared) { writer in
          try await writer.write(ByteBuffer(bytes: sent))
          throw CancellationError()
        })
    case .huge(let count):
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(contentLength: count) { writer in
          let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: 1 << 16)
          var left = count
          try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "\"")]))
          left -= 2
          while left > 0 {
            let size = min(left, chunk.readableBytes)
            try await writer.write(chunk.getSlice(at: 0, length: size) ?? chunk)
            left -= size
          }
          try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "\"")]))
          try await writer.finish(nil)
        })
    case .endless:
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody { writer in
          let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 1 << 16)
          while true { try await writer.write(chunk) }
        })
    case .drip(let bytes, let interval):
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(contentLength: bytes.count) { writer in
          for byte in bytes {
            try await writer.write(ByteBuffer(bytes: [byte]))
            try await Task.sleep(for: .milliseconds(interval))
          }
          try await writer.finish(nil)
        })
    case .events(let events):
      return Response(
        status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
        body: ResponseBody { writer in
          for (delay, bytes) in events {
            if delay > 0 { try await Task.sleep(for: .milliseconds(delay)) }
            try await writer.write(ByteBuffer(bytes: bytes))
          }
          try await writer.finish(nil)
        })
    case .delayed(let milliseconds, let inner):
      try? await Task.sleep(for: .milliseconds(milliseconds))
      return try await response(for: inner, to: request, context: context)
    }
  }
}
