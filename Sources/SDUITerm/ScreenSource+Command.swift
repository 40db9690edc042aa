import ArgumentParser
import SDUICore
import SDUINetwork

extension ScreenSource {
  /// The document's bytes and its origin, or an `error:` line on standard
  /// error and exit status 1 when it cannot be read.
  func fetchForCommand(limits: HTTPLimits) async throws -> (bytes: [UInt8], origin: RequestOrigin) {
    do {
      return try await fetchDocument(limits: limits)
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
  }
}
