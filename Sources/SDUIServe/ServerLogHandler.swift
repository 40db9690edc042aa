import Logging

/// Hands Hummingbird's own messages (warnings and errors) to the server's
/// log, beside its requests' lines, as `error: [HummingbirdCore] ...`:
/// `serve` writes them on standard error, `demo` in the diagnostics panel,
/// where a line written on standard error would land over the screen.
struct ServerLogHandler: LogHandler {
  /// The server's log.
  let log: @Sendable (String) -> Void
  var logLevel: Logger.Level = .warning
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    log("\(event.level): [\(event.source)] \(event.message)")
  }
}
