import ArgumentParser
import Logging
import SDUIRuntime

/// Where engine and `log` action messages go: standard error, or a file.
enum LogDestination {
  static func logger(file: String?) throws -> Logger {
    guard let file else {
      return Logger(label: "sdui-term.engine") { StreamLogHandler.standardError(label: $0) }
    }
    do {
      let handler = try FileLogHandler(label: "sdui-term.engine", path: file)
      return Logger(label: "sdui-term.engine") { _ in handler }
    } catch {
      throw ValidationError("cannot write the log file '\(file)': \(error.localizedDescription)")
    }
  }
}
