import HummingbirdCore
import Logging
import NIOCore

/// A server channel with a ``RequestHeadDeadline`` in front of another's
/// pipeline: what `serve` runs when it offers the hot-reload socket.
struct HeadDeadlineChannel<Inner: ServerChildChannel>: ServerChildChannel {
  let inner: Inner
  let limit: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(limit: limit))
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Inner.Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
