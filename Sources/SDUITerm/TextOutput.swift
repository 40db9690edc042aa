import SDUILayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the program's own text (diagnostics, reports, summaries, trees)
/// to standard error or standard output. That text quotes what screens
/// and servers sent, so every line is made safe for a terminal first
/// (``TerminalText/sanitized(_:)``): an escape sequence in a component's
/// name reads `^[` in a diagnostic instead of acting. Output streams are
/// flushed first (`fflush(nil)`), so that the two keep their order when
/// both go to the same pipe.
enum StandardError {
  static func write(_ text: String) {
    TextOutput.write(text, to: 2)
  }

  /// A problem or a diagnostic, on a line of its own:
  /// `FILE:LINE:COL: severity: message (at $.path)`.
  static func report(_ problem: some CustomStringConvertible) {
    write("\(problem)\n")
  }

  /// The command's own failure: `error: message`.
  static func error(_ message: String) {
    write("error: \(message)\n")
  }
}

/// Standard output for the program's own text; frames drawn as ANSI are
/// written with `print`, since their escape sequences are the point.
enum StandardOutput {
  static func write(_ text: String) {
    TextOutput.write(text, to: 1)
  }
}

private enum TextOutput {
  static func write(_ text: String, to descriptor: Int32) {
    fflush(nil)
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized($0) }
      .joined(separator: "\n")
    var bytes = Array(safe.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
