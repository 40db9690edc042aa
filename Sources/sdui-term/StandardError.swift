#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error, where diagnostics and summaries go. Output
/// streams are flushed first (`fflush(nil)`), so that the two keep their order when both go
/// to the same pipe.
enum StandardError {
  static func write(_ text: String) {
    fflush(nil)
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
