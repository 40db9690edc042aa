import ArgumentParser
import Foundation
import Logging
import SDUIRuntime

/// Where engine and `log` action messages go: standard error, or a file.
enum LogDestination {
  static func logger(file: String?) throws -> Logger {
    let handler = try handler(file: file, orStandardError: true)
    return Logger(label: "sdui-term.engine") { _ in handler ?? SwiftLogNoOpLogHandler() }
  }

  /// A handler for `file`; without one, standard error or nothing.
  static func handler(file: String?, orStandardError: Bool) throws -> (any LogHandler)? {
    guard let file else {
      return orStandardError ? FileLogHandler(label: "sdui-term.engine", handle: .standardError) : nil
    }
    do {
      return try FileLogHandler(label: "sdui-term.engine", path: file)
    } catch {
      throw ValidationError("cannot write the log file '\(file)': \(error.localizedDescription)")
    }
  }
}
