import Foundation
import Hummingbird
import Logging
import MCP

/// `sdui-term mcp --listen 127.0.0.1:PORT`: the same server over MCP's
/// streamable HTTP at `/mcp`, through the SDK's stateful transport (one
/// session, its answers as server-sent events, `Origin` and `Host` held
/// to this machine against DNS rebinding) behind a Hummingbird server on
/// a loopback address. A request's body is at most 16 MiB.
package enum ScreenMCPListener {
  /// The largest request body read.
  static let bodyLimit = 16 << 20

  /// Hummingbird's own log, its warnings only: the address is said once, by the command.
  private static var quiet: Logger {
    var logger = Logger(label: "sdui-term.mcp")
    logger.logLevel = .warning
    return logger
  }

  /// Serves at `host:port` (0: a free port) until cancelled; `ready` is
  /// told the port once the server listens.
  package static func serve(
    _ toolbox: ScreenToolbox, host: String, port: Int, ready: @escaping @Sendable (Int) async -> Void
  ) async throws {
    let transport = StatefulHTTPServerTransport()
    let server = await ScreenMCPServer.server(for: toolbox)
    try await server.start(transport: ScreenMCPServer.answeringToolCalls(on: transport, toolbox: toolbox))
    let router = Router()
    router.on("/mcp", method: .post) { request, context in try await answer(request, context, transport) }
    router.on("/mcp", method: .get) { request, context in try await answer(request, context, transport) }
    router.on("/mcp", method: .delete) { request, context in try await answer(request, context, transport) }
    let app = Application(
      router: router, configuration: .init(address: .hostname(host, port: port), serverName: "sdui-term"),
      onServerRunning: { channel in await ready(channel.localAddress?.port ?? port) }, logger: quiet)
    try await app.runService()
  }

  /// A request handed to the transport, and its answer as Hummingbird's.
  private static func answer(
    _ request: Request, _ context: BasicRequestContext, _ transport: StatefulHTTPServerTransport
  ) async throws -> Response {
    var headers: [String: String] = [:]
    for field in request.headers { headers[field.name.canonicalName] = field.value }
    let body = try await request.body.collect(upTo: bodyLimit)
    let handed = MCP.HTTPRequest(
      method: request.method.rawValue, headers: headers, body: body.readableBytes > 0 ? Data(buffer: body) : nil,
      path: request.uri.path)
    let answered = await transport.handleRequest(handed)
    var fields = HTTPFields()
    for (name, value) in answered.headers {
      if let field = HTTPFields.Element.Name(name) { fields[field] = value }
    }
    let status = HTTPResponse.Status(code: answered.statusCode)
    switch answered {
    case .stream(let events, _):
      let body = ResponseBody { writer in
        for try await chunk in events { try await writer.write(ByteBuffer(bytes: chunk)) }
        try await writer.finish(nil)
      }
      return Response(status: status, headers: fields, body: body)
    default:
      let data = answered.bodyData ?? Data()
      return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
  }
}
