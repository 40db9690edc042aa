import Testing

@testable import SDUICore

#if canImport(Glibc)
  import Glibc
#endif

/// How private each address is (docs/security.md): every range of IANA's
/// IPv4 and IPv6 special-purpose address registries, the edges of the
/// private ones, and IPv4 addresses carried in IPv6 each way.
@Suite("Address spaces")
struct AddressSpaceTests {
  struct SpaceCase: CustomTestStringConvertible, Sendable {
    let address: String
    let space: AddressSpace
    var testDescription: String { "\(address) is on \(space)" }
  }

  static func row(_ address: String, _ space: AddressSpace) -> SpaceCase {
    SpaceCase(address: address, space: space)
  }

  static let ipv4: [SpaceCase] = [
    row("0.0.0.0", .local), row("0.1.2.3", .local), row("127.0.0.1", .local), row("127.8.9.10", .local),
    row("10.1.2.3", .private), row("172.16.0.1", .private), row("172.31.255.255", .private),
    row("172.32.0.1", .public), row("192.168.1.1", .private), row("169.254.169.254", .private),
    row("100.64.0.1", .private), row("100.127.255.255", .private), row("100.128.0.1", .public),
    row("192.0.0.1", .private), row("192.0.0.170", .private), row("192.0.1.1", .public),
    row("192.0.2.1", .private), row("192.0.3.1", .public), row("192.88.99.1", .private),
    row("198.18.0.1", .private), row("198.19.255.255", .private), row("198.20.0.1", .public),
    row("198.51.100.7", .private), row("198.51.101.1", .public), row("203.0.113.9", .private),
    row("203.0.114.1", .public), row("224.0.0.251", .private), row("240.0.0.1", .private),
    row("255.255.255.255", .private),
    // globally reachable special-purpose ranges: AS112, AMT, direct delegation AS112
    row("192.31.196.1", .public), row("192.52.193.1", .public), row("192.175.48.1", .public),
    row("93.184.216.34", .public), row("8.8.8.8", .public),
  ]

  static let ipv6: [SpaceCase] = [
    row("::1", .local), row("::", .local), row("::1:0:0:1", .private),
    // IPv4-mapped, IPv4-translated and IPv4-compatible
    row("::ffff:127.0.0.1", .local), row("::ffff:10.0.0.1", .private), row("::ffff:8.8.8.8", .public),
    row("::ffff:0:127.0.0.1", .local), row("::ffff:0:a00:1", .private), row("::ffff:0:8.8.8.8", .public),
    row("::127.0.0.1", .local), row("::8.8.8.8", .public),
    // NAT64, well-known and local-use
    row("64:ff9b::127.0.0.1", .local), row("64:ff9b::192.168.0.1", .private), row("64:ff9b::8.8.8.8", .public),
    row("64:ff9b:1::7f00:1", .local), row("64:ff9b:1::8.8.8.8", .private), row("64:ff9b:1:ab00::8.8.8.8", .private),
    row("64:ff9b:2::8.8.8.8", .private),
    // discard-only, reserved, unique local, link-local, site-local, multicast
    row("100::1", .private), row("100::ffff:ffff:ffff:ffff", .private), row("1234::1", .private),
    row("fd12:3456::1", .private), row("fc00::1", .private), row("fe80::1", .private), row("fec0::1", .private),
    row("ff02::1", .private), row("4000::1", .private), row("5f00::1", .private),
    // Teredo: the server's IPv4 address, then the client's inverted
    row("2001:0:7f00:1::1", .local), row("2001:0:808:808::80ff:fffe", .local),
    row("2001:0:808:808::f5ff:fffe", .private), row("2001:0:808:808::f7f7:f7f7", .public),
    // 6to4
    row("2002:7f00:1::1", .local), row("2002:a00:1::1", .private), row("2002:808:808::1", .public),
    // documentation, benchmarking, the deprecated ORCHID, the rest of 2001::/23
    row("2001:db8::1", .private), row("2001:db8:ffff::1", .private), row("3fff::1", .private),
    row("3fff:fff:ffff::1", .private), row("2001:2::1", .private), row("2001:10::1", .private),
    row("2001:1::4", .private), row("2001:100::1", .private), row("2001:1ff::1", .private),
    // globally reachable: anycast services, AMT, AS112, ORCHIDv2, drone IDs, direct delegation AS112
    row("2001:1::1", .public), row("2001:1::2", .public), row("2001:1::3", .public), row("2001:3::1", .public),
    row("2001:4:112::1", .public), row("2001:20::1", .public), row("2001:30::1", .public),
    row("2620:4f:8000::1", .public),
    // the public internet
    row("2001:200::1", .public), row("2001:db9::1", .public), row("3fff:1000::1", .public),
    row("2606:4700::1111", .public), row("2a00:1450::1", .public),
  ]

  @Test(arguments: ipv4)
  func ipv4AddressesHaveTheirSpace(_ row: SpaceCase) throws {
    var address = in_addr()
    try #require(inet_pton(AF_INET, row.address, &address) == 1)
    let bytes = withUnsafeBytes(of: &address) { Array($0) }
    #expect(AddressSpace.of(ipv4: bytes) == row.space)
  }

  @Test(arguments: ipv6)
  func ipv6AddressesHaveTheirSpace(_ row: SpaceCase) throws {
    var address = in6_addr()
    try #require(inet_pton(AF_INET6, row.address, &address) == 1)
    let bytes = withUnsafeBytes(of: &address) { Array($0) }
    #expect(AddressSpace.of(ipv6: bytes) == row.space)
  }

  @Test func malformedAddressesArePrivate() {
    #expect(AddressSpace.of(ipv4: [127, 0, 1]) == .private)
    #expect(AddressSpace.of(ipv6: [UInt8](repeating: 0, count: 15)) == .private)
  }
}
