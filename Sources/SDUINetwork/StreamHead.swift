import SDUICore

/// What a streamed answer's body comes with, handed beside each chunk
/// (``CurlHTTPClient/stream(_:into:)``).
package struct StreamHead: Sendable, Equatable {
  /// The answer's status.
  package var status: Int
  /// Its `Content-Type`, as the server wrote it.
  package var contentType: String?
  /// The most private address space the transfer connected to so far
  /// (none known when a proxy connects for it): what an origin made from
  /// the answer is judged by.
  package var addressSpace: AddressSpace?
}
