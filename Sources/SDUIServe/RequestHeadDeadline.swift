import NIOCore

/// Closes a connection whose first request head has not ended within
/// `limit`: a head dripped a byte at a time never lets a read timeout
/// fire. With the hot-reload socket, Hummingbird adds its own idle and
/// stalled-reader handlers only once the first head is read (to know
/// whether it asks for a websocket), so this one stands first in the
/// pipeline and reads the raw bytes until the blank line that ends the
/// head, then steps aside.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let limit: TimeAmount
  private var timer: Scheduled<Void>?
  /// The last bytes seen, for a `\r\n\r\n` split across reads.
  private var tail: [UInt8] = []

  init(limit: TimeAmount) {
    self.limit = limit
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let channel = context.channel
    timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let bytes = tail + Array(unwrapInboundIn(data).readableBytesView)
    context.fireChannelRead(data)
    let end: [UInt8] = [13, 10, 13, 10]
    if bytes.count >= end.count,
      (0...(bytes.count - end.count)).contains(where: { bytes[$0..<$0 + 4].elementsEqual(end) })
    {
      timer?.cancel()
      timer = nil
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    } else {
      tail = Array(bytes.suffix(3))
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }
}
