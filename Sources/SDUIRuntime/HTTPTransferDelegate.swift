import Foundation
import SDUICore
import SDUIDocument
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Follows each data task of ``URLSessionHTTPClient``: collects its body
/// up to the size limit, counts its redirects, enforces the total timeout,
/// and resumes the waiting request with the response or a
/// ``URLSessionHTTPClient/Failure``.
final class HTTPTransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private struct Transfer {
    var continuation: CheckedContinuation<HTTPResponse, any Error>
    var body: [UInt8] = []
    var response: HTTPURLResponse?
    var redirects = 0
    var failure: URLSessionHTTPClient.Failure?
  }

  private let limits: HTTPLimits
  private let transfers = Mutex<[Int: Transfer]>([:])

  init(limits: HTTPLimits) {
    self.limits = limits
  }

  /// Starts `task`, which resumes `continuation` when it ends.
  func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, any Error>) {
    let id = task.taskIdentifier
    transfers.withLock { $0[id] = Transfer(continuation: continuation) }
    let limit = limits.totalTimeout
    DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [weak self, weak task] in
      guard let self, let task else { return }
      if self.fail(id, .timedOut(seconds: limit)) { task.cancel() }
    }
    task.resume()
  }

  /// Marks a transfer failed; false when it already ended.
  private func fail(_ id: Int, _ failure: URLSessionHTTPClient.Failure) -> Bool {
    transfers.withLock { transfers in
      guard transfers[id] != nil else { return false }
      if transfers[id]?.failure == nil { transfers[id]?.failure = failure }
      return true
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limits.maxBodyBytes)
    transfers.withLock { transfers in
      transfers[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
      if tooLarge { transfers[dataTask.taskIdentifier]?.failure = .bodyTooLarge(limit: limits.maxBodyBytes) }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow = transfers.withLock { transfers -> Bool in
      guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
      transfer.body.append(contentsOf: data)
      if transfer.body.count > limits.maxBodyBytes {
        transfer.failure = .bodyTooLarge(limit: limits.maxBodyBytes)
        transfer.body = []
      }
      transfers[dataTask.taskIdentifier] = transfer
      return transfer.failure != nil
    }
    if overflow { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // The Location as the server wrote it: Foundation may already have
    // turned `file:///etc/passwd` into a path on the same server.
    let target = response.value(forHTTPHeaderField: "Location") ?? request.url?.absoluteString ?? ""
    let allowed = transfers.withLock { transfers -> Bool in
      guard Self.isFollowable(redirectTo: target) else {
        transfers[task.taskIdentifier]?.failure = .redirectRefused(target)
        return false
      }
      transfers[task.taskIdentifier]?.redirects += 1
      guard (transfers[task.taskIdentifier]?.redirects ?? 0) <= limits.maxRedirects else {
        transfers[task.taskIdentifier]?.failure = .tooManyRedirects(limit: limits.maxRedirects)
        return false
      }
      return true
    }
    completionHandler(allowed ? request : nil)
    if !allowed { task.cancel() }
  }

  /// Whether a redirect's `Location` is followed: relative ones, and
  /// absolute http and https URLs; never `file:`, `javascript:` or another
  /// scheme.
  static func isFollowable(redirectTo location: String) -> Bool {
    guard let colon = location.firstIndex(of: ":"),
      location[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
      location.first?.isLetter == true
    else { return true }
    let scheme = location[..<colon].lowercased()
    return scheme == "http" || scheme == "https"
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    if let failure = transfer.failure {
      transfer.continuation.resume(throwing: failure)
    } else if let error {
      transfer.continuation.resume(throwing: Self.failure(for: error, limits: limits))
    } else {
      let status = transfer.response?.statusCode ?? 0
      var response = HTTPResponse(
        status: status, statusText: HTTPURLResponse.localizedString(forStatusCode: status).capitalized,
        body: transfer.body, source: transfer.response?.url?.absoluteString,
        contentType: transfer.response?.value(forHTTPHeaderField: "Content-Type"))
      for (name, value) in transfer.response?.allHeaderFields ?? [:] {
        let key = "\(name)".lowercased()
        response.headers[key] = response.headers[key].map { "\($0),\(value)" } ?? "\(value)"
      }
      transfer.continuation.resume(returning: response)
    }
  }

  /// A URLSession error in words a person can act on.
  private static func failure(for error: any Error, limits: HTTPLimits) -> any Error {
    guard let urlError = error as? URLError else { return URLSessionHTTPClient.Failure.transport("\(error)") }
    switch urlError.code {
    case .timedOut: return URLSessionHTTPClient.Failure.timedOut(seconds: limits.connectTimeout)
    case .cancelled: return CancellationError()
    case .cannotConnectToHost: return URLSessionHTTPClient.Failure.transport("connection refused")
    case .cannotFindHost, .dnsLookupFailed: return URLSessionHTTPClient.Failure.transport("no such host")
    case .networkConnectionLost: return URLSessionHTTPClient.Failure.transport("the connection was lost")
    case .httpTooManyRedirects:
      return URLSessionHTTPClient.Failure.tooManyRedirects(limit: limits.maxRedirects)
    default: return URLSessionHTTPClient.Failure.transport(urlError.localizedDescription)
    }
  }
}
