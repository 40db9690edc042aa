import ArgumentParser
import SDUIRuntime

extension ScreenSource {
  /// The document's bytes, or an `error:` line on standard error and exit
  /// status 1 when it cannot be read.
  func fetchForCommand(limits: HTTPLimits) async throws -> [UInt8] {
    do {
      return try await fetch(limits: limits)
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
  }
}
