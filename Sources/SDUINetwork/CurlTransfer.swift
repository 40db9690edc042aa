import CCurl
import Foundation
import SDUICore
import Synchronization

/// One `http(s)` request through libcurl's easy interface, on a thread of
/// its own, held to ``HTTPLimits`` and ``OriginRule`` as the bytes arrive:
/// the body is counted after decoding (gzip, deflate, br, zstd) and on
/// the wire, and the transfer stops at `--max-body`; every address it
/// connects to, redirects included, is judged against the origin of the
/// document that asked; redirects are followed here, one at a time, only
/// to `http` and `https`.
final class CurlTransfer: @unchecked Sendable {
  /// Where a streamed answer's body goes as it arrives (``CurlHTTPClient/stream(_:into:)``):
  /// each chunk with the answer's status, content type and address space.
  typealias BodySink = @Sendable (_ chunk: [UInt8], _ head: StreamHead) -> Void

  /// What is sent on each hop.
  struct Hop {
    var url: String
    var method: String
    var body: [UInt8]?
  }

  private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
  /// The most header bytes one response may carry.
  static let maximumHeaderBytes = 256 << 10

  fileprivate let limits: HTTPLimits
  private let rule: OriginRule
  private let origin: RequestOrigin
  private let headers: [String]
  private let started = ContinuousClock.now
  /// Whether the environment names a proxy: then the address curl
  /// connects to is the proxy's, and the target is judged by its name.
  private static let proxied = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].contains {
    !(ProcessInfo.processInfo.environment[$0] ?? "").isEmpty
  }

  // Written by curl's callbacks on the transfer's thread only.
  fileprivate var body: [UInt8] = []
  fileprivate var headerLines: [(name: String, value: String)] = []
  fileprivate var headerBytes = 0
  fileprivate var status = 0
  fileprivate var failure: (any Error)?
  fileprivate var connectedSpace: AddressSpace?
  /// The status of the answer whose headers came last, as they come.
  fileprivate var headerStatus = 0
  /// Bytes of a streamed body handed on so far, held to `--max-body` in all.
  fileprivate var streamedBytes = 0
  /// Where the body goes when it is streamed; it is not kept then.
  fileprivate let sink: BodySink?

  fileprivate let cancelled = Atomic<Bool>(false)
  private let continuation = Mutex<CheckedContinuation<HTTPResponse, any Error>?>(nil)

  /// A transfer; with a `sink`, the body goes there as it arrives and the
  /// whole request has no time limit, only the stall one (no byte for
  /// the connect timeout).
  init(limits: HTTPLimits, rule: OriginRule, origin: RequestOrigin, headers: [String], sink: BodySink? = nil) {
    self.sink = sink
    self.limits = limits
    self.rule = rule
    self.origin = origin
    self.headers = headers
  }

  /// Sends `hop` and follows its redirects; cancelling the task stops the
  /// transfer within a second and throws `CancellationError` at once.
  func perform(_ hop: Hop) async throws -> HTTPResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        self.continuation.withLock { $0 = continuation }
        let thread = Thread { [self] in
          let result = Result { try run(hop) }
          finish(result)
        }
        thread.stackSize = 1 << 20
        thread.name = "sdui-term http"
        thread.start()
      }
    } onCancel: {
      cancelled.store(true, ordering: .relaxed)
      finish(.failure(CancellationError()))
    }
  }

  private func finish(_ result: Result<HTTPResponse, any Error>) {
    continuation.withLock { waiting in
      waiting?.resume(with: result)
      waiting = nil
    }
  }

  // MARK: On the transfer's thread

  private func run(_ first: Hop) throws -> HTTPResponse {
    guard Self.initialized, let handle = curl_easy_init() else {
      throw CurlHTTPClient.Failure.transport("libcurl could not start")
    }
    defer { curl_easy_cleanup(handle) }
    var hop = first
    var redirects = 0
    while true {
      let (effectiveURL, redirectURL) = try send(hop, on: handle)
      guard [301, 302, 303, 307, 308].contains(status), let location = header("location") else {
        var response = HTTPResponse(
          status: status, statusText: HTTPStatusText.phrase(for: status), body: body, source: effectiveURL,
          contentType: header("content-type"))
        response.addressSpace = connectedSpace
        for line in headerLines {
          let key = line.name.lowercased()
          response.headers[key] = response.headers[key].map { "\($0),\(line.value)" } ?? line.value
        }
        return response
      }
      guard CurlHTTPClient.isFollowable(redirectTo: location), let target = redirectURL else {
        throw RequestRefusal.redirect(to: location)
      }
      redirects += 1
      guard redirects <= limits.maxRedirects else {
        throw CurlHTTPClient.Failure.tooManyRedirects(limit: limits.maxRedirects)
      }
      let keepsMethod = status == 307 || status == 308 || hop.method == "GET" || hop.method == "HEAD"
      hop = Hop(url: target, method: keepsMethod ? hop.method : "GET", body: keepsMethod ? hop.body : nil)
    }
  }

  /// One request and its answer; returns the URL it went to and the one
  /// a redirect would go to.
  private func send(_ hop: Hop, on handle: UnsafeMutableRawPointer) throws -> (String, String?) {
    body = []
    headerLines = []
    headerBytes = 0
    status = 0
    failure = nil
    connectedSpace = nil
    curl_easy_reset(handle)
    if Self.proxied { connectedSpace = try judgeByName(hop.url) }
    let remaining = sink != nil ? 86_400 : limits.totalTimeout - (ContinuousClock.now - started).seconds
    guard remaining > 0 else { throw CurlHTTPClient.Failure.timedOut(.noWholeAnswer(seconds: limits.totalTimeout)) }
    var list: UnsafeMutablePointer<curl_slist>?
    for line in headers + ["Expect:"] { list = curl_slist_append(list, line) }
    defer { curl_slist_free_all(list) }
    var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let context = Unmanaged.passUnretained(self).toOpaque()
    let code = errorText.withUnsafeMutableBufferPointer { errorBuffer -> CURLcode in
      sdui_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer.baseAddress)
      sdui_curl_set_string(handle, CURLOPT_URL, hop.url)
      sdui_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
      sdui_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
      sdui_curl_set_string(handle, CURLOPT_USERAGENT, "sdui-term/\(SDUITermVersion.current)")
      sdui_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
      sdui_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
      sdui_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(min(limits.connectTimeout, remaining)))
      sdui_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(remaining))
      sdui_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
      let stall = sink != nil ? limits.totalTimeout : limits.connectTimeout
      sdui_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, Self.milliseconds(stall) / 1000))
      sdui_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maxBodyBytes))
      sdui_curl_set_pointer(handle, CURLOPT_HTTPHEADER, list)
      sdui_curl_set_data_function(handle, CURLOPT_WRITEFUNCTION, curlReceiveBody)
      sdui_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
      sdui_curl_set_data_function(handle, CURLOPT_HEADERFUNCTION, curlReceiveHeader)
      sdui_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
      sdui_curl_set_long(handle, CURLOPT_NOPROGRESS, 0)
      sdui_curl_set_progress_function(handle, curlProgress)
      sdui_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context)
      if !Self.proxied {
        sdui_curl_set_open_socket_function(handle, curlOpenSocket)
        sdui_curl_set_pointer(handle, CURLOPT_OPENSOCKETDATA, context)
      }
      setMethod(hop, on: handle)
      return curl_easy_perform(handle)
    }
    if let failure { throw failure }
    if cancelled.load(ordering: .relaxed) { throw CancellationError() }
    guard code == CURLE_OK else { throw failureFor(code, message: NetworkAddresses.string(fromCharacters: errorText)) }
    var answered: Int = 0
    sdui_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &answered)
    status = answered
    return (string(handle, CURLINFO_EFFECTIVE_URL) ?? hop.url, string(handle, CURLINFO_REDIRECT_URL))
  }

  private func setMethod(_ hop: Hop, on handle: UnsafeMutableRawPointer) {
    switch hop.method {
    case "GET": sdui_curl_set_long(handle, CURLOPT_HTTPGET, 1)
    case "HEAD": sdui_curl_set_long(handle, CURLOPT_NOBODY, 1)
    default: sdui_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, hop.method)
    }
    guard let bytes = hop.body else { return }
    sdui_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
    if bytes.isEmpty {
      sdui_curl_set_string(handle, CURLOPT_COPYPOSTFIELDS, "")
    } else {
      bytes.withUnsafeBytes { _ = sdui_curl_set_pointer(handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
    }
  }

  private func string(_ handle: UnsafeMutableRawPointer, _ info: CURLINFO) -> String? {
    var pointer: UnsafeMutablePointer<CChar>?
    guard sdui_curl_get_string(handle, info, &pointer) == CURLE_OK, let pointer else { return nil }
    return String(cString: pointer)
  }

  /// The last value of a header of the answer, by name in any case.
  private func header(_ name: String) -> String? {
    headerLines.last { $0.name.lowercased() == name }?.value
  }

  private func failureFor(_ code: CURLcode, message: String) -> any Error {
    switch code {
    case CURLE_OPERATION_TIMEDOUT where sink != nil && status == 0 && headerStatus != 0:
      return CurlHTTPClient.Failure.timedOut(.streamStalled(seconds: limits.totalTimeout))
    case CURLE_OPERATION_TIMEDOUT:
      let elapsed = (ContinuousClock.now - started).seconds
      return CurlHTTPClient.Failure.timedOut(
        elapsed >= limits.totalTimeout - 0.05
          ? .noWholeAnswer(seconds: limits.totalTimeout) : .noAnswer(seconds: limits.connectTimeout))
    case CURLE_COULDNT_CONNECT: return CurlHTTPClient.Failure.transport("connection refused")
    case CURLE_COULDNT_RESOLVE_HOST: return CurlHTTPClient.Failure.transport("no such host")
    case CURLE_FILESIZE_EXCEEDED: return CurlHTTPClient.Failure.bodyTooLarge(limit: limits.maxBodyBytes)
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: return CurlHTTPClient.Failure.invalidURL(message)
    default: return CurlHTTPClient.Failure.transport(message.isEmpty ? "libcurl error \(code.rawValue)" : message)
    }
  }

  private static func milliseconds(_ seconds: Double) -> Int {
    Int(max(1, min(seconds, 86_400)) * 1000)
  }

  // MARK: Judging addresses

  /// The space of the target named in `url` when a proxy connects to it:
  /// each of its addresses is judged; the most private one is the space.
  private func judgeByName(_ url: String) throws -> AddressSpace? {
    guard let host = NetworkAddresses.host(ofURL: url) else { return nil }
    let resolved = NetworkAddresses.resolve(host)
    // A name only the proxy knows (an intranet's) cannot be judged here:
    // a screen that may not reach private networks may not reach it.
    if resolved.isEmpty, let refusal = rule.refusal(address: host, in: .private, from: origin) { throw refusal }
    var spaces: [AddressSpace] = []
    for (address, space) in resolved {
      if let refusal = rule.refusal(address: address, in: space, from: origin) { throw refusal }
      spaces.append(space)
    }
    return spaces.min()
  }

  /// A streamed chunk, handed on unless it belongs to a redirect.
  fileprivate func forward(_ chunk: UnsafeBufferPointer<UInt8>, to sink: BodySink) -> Bool {
    streamedBytes += chunk.count
    guard streamedBytes <= limits.maxBodyBytes else {
      failure = CurlHTTPClient.Failure.bodyTooLarge(limit: limits.maxBodyBytes)
      return false
    }
    if ![301, 302, 303, 307, 308].contains(headerStatus) {
      sink(
        Array(chunk),
        StreamHead(status: headerStatus, contentType: header("content-type"), addressSpace: connectedSpace))
    }
    return true
  }

  fileprivate func judgeConnection(bytes: [UInt8]) -> Bool {
    let space = NetworkAddresses.space(of: bytes)
    if let refusal = rule.refusal(address: NetworkAddresses.text(bytes), in: space, from: origin) {
      failure = refusal
      return false
    }
    connectedSpace = connectedSpace.map { min($0, space) } ?? space
    return true
  }
}

// MARK: curl's callbacks, with the transfer as their context

private func curlReceiveBody(
  _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  if let sink = transfer.sink {
    let forwarded = data.withMemoryRebound(to: UInt8.self, capacity: length) {
      transfer.forward(UnsafeBufferPointer(start: $0, count: length), to: sink)
    }
    return forwarded ? length : 0
  }
  guard transfer.body.count + length <= transfer.limits.maxBodyBytes else {
    transfer.failure = CurlHTTPClient.Failure.bodyTooLarge(limit: transfer.limits.maxBodyBytes)
    transfer.body = []
    return 0
  }
  data.withMemoryRebound(to: UInt8.self, capacity: length) {
    transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
  }
  return length
}

private func curlReceiveHeader(
  _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let data, let context else { return 0 }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  let length = size * count
  transfer.headerBytes += length
  guard transfer.headerBytes <= CurlTransfer.maximumHeaderBytes else {
    transfer.failure = CurlHTTPClient.Failure.headersTooLarge(limit: CurlTransfer.maximumHeaderBytes)
    return 0
  }
  let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
  }
  if line.hasPrefix("HTTP/") {
    transfer.headerLines = []
    transfer.headerStatus = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  } else if let colon = line.firstIndex(of: ":") {
    let name = String(line[..<colon])
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    transfer.headerLines.append((name, value))
  }
  return length
}

private func curlProgress(
  _ context: UnsafeMutableRawPointer?, _ total: curl_off_t, _ downloaded: curl_off_t, _ uploadTotal: curl_off_t,
  _ uploaded: curl_off_t
) -> CInt {
  guard let context else { return 1 }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  if transfer.cancelled.load(ordering: .relaxed) { return 1 }
  guard transfer.sink != nil || downloaded <= curl_off_t(transfer.limits.maxBodyBytes) else {
    transfer.failure = CurlHTTPClient.Failure.bodyTooLarge(limit: transfer.limits.maxBodyBytes)
    return 1
  }
  return 0
}

private func curlOpenSocket(
  _ context: UnsafeMutableRawPointer?, _ purpose: curlsocktype, _ address: UnsafeMutablePointer<curl_sockaddr>?
) -> curl_socket_t {
  guard let context, let address else { return CURL_SOCKET_BAD }
  let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  var bytes = [UInt8](repeating: 0, count: 16)
  let count = Int(sdui_curl_address_bytes(address, &bytes))
  guard count > 0, transfer.judgeConnection(bytes: Array(bytes.prefix(count))) else { return CURL_SOCKET_BAD }
  return sdui_curl_open_socket(address)
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
