import SDUINetwork
import SDUITestSupport

extension HTTPClientMaker {
  /// Clients that read `file:` URLs in memory, for the app tests whose
  /// screens are files: a settle waits for no transfer.
  static let localFiles = HTTPClientMaker { InMemoryHTTPClient.files(base: $0.baseURL) }
}
