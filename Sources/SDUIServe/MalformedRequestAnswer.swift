import NIOCore
import NIOHTTP1

/// Answers a request that HTTP's parser rejects (a control character in a
/// header, an escape or a non-ASCII byte in the path, a method that is not
/// a word, an unknown version, a head over 80 KiB) with 400, or 431 for a
/// head too large, and closes the connection. Hummingbird leaves such a
/// connection open when it offers a websocket, waiting for an upgrade
/// decision that never comes. It stands right after the HTTP decoder,
/// whose errors it takes, and logs one line for each.
final class MalformedRequestAnswer: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let log: @Sendable (String) -> Void
  private var answered = false

  init(log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parsing = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    // A head cut short by a closed connection is no request to answer.
    guard !answered, parsing != .invalidEOFState, context.channel.isActive else { return }
    answered = true
    let status: HTTPResponseStatus = parsing == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest
    let reason = Self.reason(parsing)
    let body = context.channel.allocator.buffer(string: "not a request serve can read: \(reason)\n")
    var headers = HTTPHeaders()
    headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    headers.add(name: "Content-Length", value: String(body.readableBytes))
    headers.add(name: "Connection", value: "close")
    let peer = context.channel.remoteAddress.flatMap { address in
      address.ipAddress.map { " from \($0):\(address.port ?? 0)" }
    }
    log("malformed request\(peer ?? ""): \(reason); answered \(status.code) and closed")
    context.write(
      wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    let channel = context.channel
    // The input ends there: the upgrade handler then gives up waiting for a
    // request head (quietly) and Hummingbird's request loop ends.
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
      channel.close(promise: nil)
    }
  }

  /// What is wrong with the request, in words.
  static func reason(_ error: HTTPParserError) -> String {
    switch error {
    case .headerOverflow: "its head is longer than 80 KiB"
    case .invalidMethod: "its method is not a word such as GET"
    case .invalidVersion: "its version is not HTTP/1.0 or HTTP/1.1"
    case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost, .invalidPort:
      "its target is not a path (a control character, a space or a non-ASCII byte, or no leading /)"
    case .invalidHeaderToken, .invalidCharactersUsed, .lfExpected:
      "a header holds a control character or is not 'name: value'"
    case .invalidContentLength, .unexpectedContentLength: "its Content-Length is not one number"
    case .invalidChunkSize: "a chunk of its body has no valid size"
    default: "it is not HTTP/1.1 (\(error))"
    }
  }
}
