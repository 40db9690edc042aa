import ArgumentParser
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUINetwork

extension ScreenSource {
  /// The document's bytes and its origin, fetched with the headers that
  /// name the platform as `render` sends them, or an `error:` line on
  /// standard error and exit status 1 when it cannot be read.
  func fetchForCommand(network: NetworkOptions, dialect: Dialect?) async throws -> (
    bytes: [UInt8], origin: RequestOrigin
  ) {
    do {
      return try await fetchDocument(
        limits: network.limits,
        platformHeaders: PlatformHeaders.naming(network.platform, for: dialect, among: Dialect.allCases))
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
  }
}
