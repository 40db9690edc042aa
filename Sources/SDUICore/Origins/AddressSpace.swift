/// How private a network address is, as browsers' Private Network Access
/// ranks them: a screen may reach addresses as public as its own server's
/// or more, and no more private ones unless the user allows it.
///
/// ```swift
/// AddressSpace.of(ipv4: [127, 0, 0, 1])       // .local
/// AddressSpace.of(ipv4: [169, 254, 169, 254]) // .private (a cloud's metadata service)
/// AddressSpace.of(ipv4: [93, 184, 216, 34])   // .public
/// ```
public enum AddressSpace: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// This machine: loopback, and the unspecified address, which connects
  /// to it.
  case local = 0
  /// A private network: RFC 1918, link-local, shared (carrier) addresses,
  /// unique local IPv6, multicast and reserved ranges.
  case `private` = 1
  /// Everything else.
  case `public` = 2

  public static func < (lhs: AddressSpace, rhs: AddressSpace) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .local: "this machine"
    case .private: "a private network"
    case .public: "the public internet"
    }
  }

  /// The space of an IPv4 address, its four bytes in network order.
  public static func of(ipv4 bytes: [UInt8]) -> AddressSpace {
    guard bytes.count == 4 else { return .private }
    let (a, b) = (bytes[0], bytes[1])
    switch a {
    case 0, 127: return .local
    case 10: return .private
    case 100 where b & 0xC0 == 64: return .private  // 100.64.0.0/10, shared address space
    case 169 where b == 254: return .private  // link-local, cloud metadata services
    case 172 where b & 0xF0 == 16: return .private
    case 192 where b == 168: return .private
    case 192 where b == 0 && bytes[2] == 0: return .private  // 192.0.0.0/24, protocol assignments
    case 198 where b & 0xFE == 18: return .private  // 198.18.0.0/15, benchmarking
    case 224...255: return .private  // multicast, reserved, broadcast
    default: return .public
    }
  }

  /// The space of an IPv6 address, its sixteen bytes in network order;
  /// an IPv4 address mapped, translated or tunnelled in it has its own.
  public static func of(ipv6 bytes: [UInt8]) -> AddressSpace {
    guard bytes.count == 16 else { return .private }
    let prefixZero = bytes[0..<10].allSatisfy { $0 == 0 }
    if prefixZero && bytes[10] == 0xFF && bytes[11] == 0xFF { return of(ipv4: Array(bytes[12..<16])) }
    if prefixZero && bytes[10] == 0 && bytes[11] == 0 {
      // ::, ::1, and the deprecated IPv4-compatible ::a.b.c.d
      if bytes[12..<15].allSatisfy({ $0 == 0 }) && bytes[15] <= 1 { return .local }
      return of(ipv4: Array(bytes[12..<16]))
    }
    if bytes[0..<12] == [0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] {
      return of(ipv4: Array(bytes[12..<16]))  // 64:ff9b::/96, NAT64
    }
    if bytes[0] == 0x20 && bytes[1] == 0x02 { return of(ipv4: Array(bytes[2..<6])) }  // 2002::/16, 6to4
    if bytes[0] & 0xFE == 0xFC { return .private }  // fc00::/7, unique local
    if bytes[0] == 0xFE && bytes[1] & 0x80 == 0x80 { return .private }  // fe80::/10 and fec0::/10
    if bytes[0] == 0xFF { return .private }  // multicast
    return .public
  }
}
