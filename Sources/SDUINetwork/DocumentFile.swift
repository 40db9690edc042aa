#if canImport(Glibc)
  import Glibc
  let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  let systemRead = Darwin.read
#endif

/// Reads screen documents from files and descriptors, for every command
/// and the `file:` URLs the navigator follows: a directory, an empty
/// file, a FIFO that nothing writes to and a file over the size limit
/// are each one clear reason, never a wait or a crash.
enum DocumentFile {
  /// The bytes of the file at `path`, at most `limit` of them; `name` is
  /// what messages call it.
  static func read(_ path: String, name: String, limit: Int) throws(SourceError) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw SourceError(source: name, reason: systemReason()) }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR { throw SourceError(source: name, reason: "is a directory, not a screen file") }
    if kind == S_IFREG, Int(status.st_size) > limit {
      throw SourceError(source: name, reason: tooLarge(Int(status.st_size), limit: limit))
    }
    // Opened without blocking, so a FIFO that no program writes to opens
    // at once and reads as empty instead of waiting for ever; then reads
    // block as usual, so a pipe that is being written is read whole.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw SourceError(source: name, reason: systemReason()) }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    let bytes = try readAll(descriptor: descriptor, name: name, limit: limit)
    guard !bytes.isEmpty else {
      let what = kind == S_IFIFO ? "is a FIFO that nothing wrote to" : "is empty"
      throw SourceError(source: name, reason: what + "; a screen is a JSON document")
    }
    return bytes
  }

  /// Everything `descriptor` gives until its end, failing past `limit`.
  static func readAll(descriptor: Int32, name: String, limit: Int) throws(SourceError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SourceError(source: name, reason: systemReason())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit {
        throw SourceError(source: name, reason: tooLarge(nil, limit: limit))
      }
    }
  }

  static func tooLarge(_ size: Int?, limit: Int) -> String {
    let megabytes = { (bytes: Int) in bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes" }
    let what = size.map { "is \(megabytes($0))" } ?? "is larger than the limit"
    return what + "; a screen may have at most \(megabytes(limit)) (--max-body raises it)"
  }

  static func systemReason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}
