import CCurl
import Foundation
import SDUICore

/// Host names and addresses as the origin rule needs them when a proxy
/// stands between sdui-term and the server: the host of a URL as libcurl
/// reads it, and the addresses a name resolves to.
enum NetworkAddresses {
  /// The host a URL names, as libcurl parses it (`0x7f.1` is `127.0.0.1`,
  /// brackets removed from IPv6 addresses).
  static func host(ofURL url: String) -> String? {
    guard let handle = curl_url() else { return nil }
    defer { curl_url_cleanup(handle) }
    guard curl_url_set(handle, CURLUPART_URL, url, 0) == CURLUE_OK else { return nil }
    var host: UnsafeMutablePointer<CChar>?
    guard curl_url_get(handle, CURLUPART_HOST, &host, 0) == CURLUE_OK, let host else { return nil }
    defer { curl_free(host) }
    let text = String(cString: host)
    return text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
  }

  /// The space of an address: this machine's own (loopback, or an address
  /// of one of its interfaces: a server bound to 0.0.0.0 and opened by its
  /// network address is this machine), else by its range.
  static func space(of bytes: [UInt8]) -> AddressSpace {
    if ownAddresses.contains(bytes) { return .local }
    return bytes.count == 4 ? AddressSpace.of(ipv4: bytes) : AddressSpace.of(ipv6: bytes)
  }

  /// The addresses of this machine's interfaces, read once.
  private static let ownAddresses: Set<[UInt8]> = {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return [] }
    defer { freeifaddrs(list) }
    var found: Set<[UInt8]> = []
    var entry = list
    while let current = entry?.pointee {
      if let address = current.ifa_addr, let bytes = bytes(of: address) { found.insert(bytes) }
      entry = current.ifa_next
    }
    return found
  }()

  /// Every address `host` resolves to, as text, with its space.
  static func resolve(_ host: String) -> [(address: String, space: AddressSpace)] {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &list) == 0 else { return [] }
    defer { freeaddrinfo(list) }
    var found: [(String, AddressSpace)] = []
    var entry = list
    while let current = entry?.pointee {
      if let address = current.ai_addr, let bytes = bytes(of: address) { found.append((text(bytes), space(of: bytes))) }
      entry = current.ai_next
    }
    return found
  }

  /// An address's bytes as text (`127.0.0.1`, `::1`).
  static func text(_ bytes: [UInt8]) -> String {
    var output = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    let family = bytes.count == 4 ? AF_INET : AF_INET6
    guard inet_ntop(family, bytes, &output, socklen_t(output.count)) != nil else { return "?" }
    return string(fromCharacters: output)
  }

  /// The text of a buffer C filled, up to its first NUL.
  static func string(fromCharacters characters: [CChar]) -> String {
    String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func bytes(of address: UnsafeMutablePointer<sockaddr>) -> [UInt8]? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) }
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
        withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }
      }
    default: return nil
    }
  }
}
