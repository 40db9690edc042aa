import Hummingbird
import NIOCore

/// Hummingbird's request context with the request's channel, whose event
/// loop a ``FileStream`` keeps pace with.
struct ServeRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The connection the request came on.
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
