import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// A server channel around another's pipeline, the one `serve` runs: a
/// ``RequestHeadDeadline`` in front of it, and a
/// ``MalformedRequestAnswer`` right after its HTTP decoder.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
  let inner: Inner
  /// How long the first request head may take.
  let headLimit: TimeAmount
  /// Where a malformed request is logged.
  let log: @Sendable (String) -> Void

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(limit: headLimit))
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(MalformedRequestAnswer(log: log), position: .after(decoder))
      return value
    }
  }

  func handle(value: Inner.Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
