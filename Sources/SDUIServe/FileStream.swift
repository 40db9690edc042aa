import HummingbirdCore
import NIOCore
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// A file sent as it is read, ``chunkLength`` bytes at a time, on NIO's
/// thread pool: the next chunk is read only once the connection's event
/// loop has written the last to its channel, whose buffer holds at most
/// 64 KiB before the writer waits for the socket to drain. Hummingbird's
/// writer returns once a chunk is queued for the event loop, so without
/// that wait a fast reader of the disk queued the file far ahead of the
/// socket (30 to 40 MiB a connection); now a connection holds at most
/// about four chunks, however many download at once.
struct FileStream: Sendable {
  /// The bytes read at a time.
  static let chunkLength = 64 << 10

  /// Why a file could not be sent; the connection is closed, its answer
  /// short of the length it announced.
  enum Failure: Error, CustomStringConvertible {
    /// The file could not be opened or read: `errno`'s reason.
    case unreadable(path: String, reason: String)
    /// The file ended before the size it had when the answer began.
    case shrank(path: String, at: Int)

    var description: String {
      switch self {
      case .unreadable(let path, let reason): "\(path) cannot be read: \(reason)"
      case .shrank(let path, let offset): "\(path) ended at byte \(offset), before the length announced"
      }
    }
  }

  /// The file.
  let path: String
  /// Its size when the answer began: the `Content-Length` sent.
  let size: Int
  /// The event loop of the connection it is sent on.
  let eventLoop: any EventLoop

  /// The answer's body.
  var body: ResponseBody {
    ResponseBody(contentLength: size) { [path, size, eventLoop] writer in
      let pool = NIOThreadPool.singleton
      // Not blocking: a FIFO among the files would hold a pool thread forever.
      let descriptor = try await pool.runIfActive { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
      guard descriptor >= 0 else { throw Failure.unreadable(path: path, reason: Self.reason(errno)) }
      defer { close(descriptor) }
      var offset = 0
      var written: EventLoopFuture<Void>?
      while offset < size {
        let chunk = try await pool.runIfActive { [offset] in
          try Self.read(descriptor, at: offset, count: min(Self.chunkLength, size - offset), path: path)
        }
        offset += chunk.readableBytes
        try await writer.write(chunk)
        // The event loop runs its tasks in order: once this one has run,
        // the chunk is in the channel, and a write waits while it is full.
        // One chunk may be on its way while the next is read.
        let previous = written
        written = eventLoop.submit {}
        try await previous?.get()
      }
      try await writer.finish(nil)
    }
  }

  /// `count` bytes of the file from `offset`.
  private static func read(_ descriptor: CInt, at offset: Int, count: Int, path: String) throws(Failure) -> ByteBuffer {
    var buffer = ByteBufferAllocator().buffer(capacity: count)
    var read = 0
    buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: count) { bytes in
      read = pread(descriptor, bytes.baseAddress, count, off_t(offset))
      return max(0, read)
    }
    if read < 0 { throw .unreadable(path: path, reason: reason(errno)) }
    if read == 0 { throw .shrank(path: path, at: offset) }
    return buffer
  }

  private static func reason(_ code: CInt) -> String { String(cString: strerror(code)) }
}
