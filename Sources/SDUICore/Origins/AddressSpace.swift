/// How private a network address is, as browsers' Private Network Access
/// ranks them: a screen may reach addresses as public as its own server's
/// or more, and no more private ones unless the user allows it.
///
/// Every range of IANA's IPv4 and IPv6 special-purpose address registries
/// is placed: the ones not globally reachable (documentation,
/// benchmarking, reserved, discard-only) are private, and an IPv4 address
/// carried in IPv6 (mapped, translated, NAT64, 6to4, Teredo) has its own
/// space.
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
  /// unique local IPv6, multicast, and the reserved, documentation and
  /// benchmarking ranges.
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
  package static func of(ipv4 bytes: [UInt8]) -> AddressSpace {
    guard bytes.count == 4 else { return .private }
    let (a, b, c) = (bytes[0], bytes[1], bytes[2])
    switch a {
    case 0, 127: return .local  // 0.0.0.0/8, "this network", and loopback
    case 10: return .private
    case 100 where b & 0xC0 == 64: return .private  // 100.64.0.0/10, shared address space
    case 169 where b == 254: return .private  // link-local, cloud metadata services
    case 172 where b & 0xF0 == 16: return .private
    case 192 where b == 168: return .private
    case 192 where b == 0 && (c == 0 || c == 2): return .private  // protocol assignments; TEST-NET-1
    case 192 where b == 88 && c == 99: return .private  // the deprecated 6to4 relay anycast
    case 198 where b & 0xFE == 18: return .private  // 198.18.0.0/15, benchmarking
    case 198 where b == 51 && c == 100: return .private  // TEST-NET-2
    case 203 where b == 0 && c == 113: return .private  // TEST-NET-3
    case 224...255: return .private  // multicast, reserved (240.0.0.0/4), broadcast
    default: return .public
    }
  }

  /// The space of an IPv6 address, its sixteen bytes in network order;
  /// an IPv4 address mapped, translated or tunnelled in it has its own.
  /// Only global unicast (`2000::/3`) can be public.
  package static func of(ipv6 bytes: [UInt8]) -> AddressSpace {
    guard bytes.count == 16 else { return .private }
    if let embedded = embeddedSpace(ipv6: bytes) { return embedded }
    guard bytes[0] & 0xE0 == 0x20 else { return .private }  // unique local, link-local, multicast, reserved
    return globalUnicastSpace(ipv6: bytes)
  }

  /// The space of an address that carries an IPv4 address, or of the
  /// loopback and unspecified addresses; `nil` for the others.
  private static func embeddedSpace(ipv6 bytes: [UInt8]) -> AddressSpace? {
    let ipv4 = of(ipv4: Array(bytes[12..<16]))
    if bytes[0..<8].allSatisfy({ $0 == 0 }) {
      switch (bytes[8], bytes[9], bytes[10], bytes[11]) {
      case (0, 0, 0, 0):
        // ::, ::1, and the deprecated IPv4-compatible ::a.b.c.d
        return bytes[12..<15].allSatisfy { $0 == 0 } && bytes[15] <= 1 ? .local : ipv4
      case (0, 0, 0xFF, 0xFF), (0xFF, 0xFF, 0, 0): return ipv4  // IPv4-mapped; IPv4-translated (::ffff:0:0:0/96)
      default: return nil
      }
    }
    if bytes[0..<12].elementsEqual([0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0]) {
      return ipv4  // 64:ff9b::/96, NAT64's well-known prefix
    }
    if bytes[0..<6].elementsEqual([0x00, 0x64, 0xFF, 0x9B, 0x00, 0x01]) {
      // 64:ff9b:1::/48, NAT64's local-use prefix (RFC 8215), not globally
      // reachable: private, or the IPv4 address a /96 prefix carries when
      // that is this machine
      return min(.private, ipv4)
    }
    if bytes[0] == 0x20 && bytes[1] == 0x02 { return of(ipv4: Array(bytes[2..<6])) }  // 2002::/16, 6to4
    if bytes[0..<4].elementsEqual([0x20, 0x01, 0x00, 0x00]) {
      // 2001::/32, Teredo: the server's address, then the client's inverted
      return min(of(ipv4: Array(bytes[4..<8])), of(ipv4: bytes[12..<16].map { ~$0 }))
    }
    return nil
  }

  /// The space of a global unicast address (`2000::/3`) that carries no
  /// IPv4 address: public, but for the ranges IANA's registry says are
  /// not globally reachable.
  private static func globalUnicastSpace(ipv6 bytes: [UInt8]) -> AddressSpace {
    let (first, second, third) = (
      UInt16(bytes[0]) << 8 | UInt16(bytes[1]), UInt16(bytes[2]) << 8 | UInt16(bytes[3]),
      UInt16(bytes[4]) << 8 | UInt16(bytes[5])
    )
    if first == 0x2001 && second == 0x0DB8 { return .private }  // 2001:db8::/32, documentation
    if first == 0x3FFF && second & 0xF000 == 0 { return .private }  // 3fff::/20, documentation
    guard first == 0x2001 && second < 0x0200 else { return .public }
    // 2001::/23, IETF protocol assignments: not globally reachable but
    // for the anycast services, AMT, AS112, ORCHIDv2 and drone IDs.
    let rest = bytes[6..<16]
    switch second {
    case 0x0001 where third == 0 && rest.dropLast().allSatisfy({ $0 == 0 }) && (1...3).contains(bytes[15]):
      return .public  // 2001:1::1, ::2 and ::3, PCP, TURN and DNS-SD anycast
    case 0x0003: return .public  // 2001:3::/32, AMT
    case 0x0004 where third == 0x0112: return .public  // 2001:4:112::/48, AS112
    case 0x0020...0x003F: return .public  // 2001:20::/28, ORCHIDv2; 2001:30::/28, drone remote IDs
    default: return .private  // benchmarking (2001:2::/48), the deprecated ORCHID, unassigned
    }
  }
}
