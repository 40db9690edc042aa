import NIOCore

/// Closes a connection whose client has stopped reading: one whose socket
/// stayed unwritable (its buffer full) for `limit`. Hummingbird's idle
/// timeout counts only what the client sends.
final class StalledReaderGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  private let limit: TimeAmount
  private var timer: Scheduled<Void>?

  init(limit: TimeAmount) {
    self.limit = limit
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      timer?.cancel()
      timer = nil
    } else if timer == nil {
      let channel = context.channel
      timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }
    context.fireChannelWritabilityChanged()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }
}
