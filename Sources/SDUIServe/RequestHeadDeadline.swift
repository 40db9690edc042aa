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
  /// How much of the `\r\n\r\n` that ends the head the last bytes seen
  /// match, for one split across reads.
  private var matched = 0

  init(limit: TimeAmount) {
    self.limit = limit
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let channel = context.channel
    timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let ended = unwrapInboundIn(data).withUnsafeReadableBytes { bytes in
      bytes.contains { byte in
        let expected: UInt8 = matched % 2 == 0 ? 13 : 10
        matched = byte == expected ? matched + 1 : (byte == 13 ? 1 : 0)
        return matched == 4
      }
    }
    context.fireChannelRead(data)
    if ended {
      timer?.cancel()
      timer = nil
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }
}
