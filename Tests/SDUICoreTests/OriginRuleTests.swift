import Testing

@testable import SDUICore

/// The origin rule, as a table: what a screen from each origin may
/// request (docs/security.md); `AddressSpaceTests` hold how private each
/// address is.
@Suite("Origin rule")
struct OriginRuleTests {
  static let remote = RequestOrigin.remote(origin: "https://api.example", space: .public)
  static let loopbackServer = RequestOrigin.remote(origin: "http://127.0.0.1:8080", space: .local)
  static let officeServer = RequestOrigin.remote(origin: "http://10.0.0.5", space: .private)
  static let rule = OriginRule(fileRoots: ["/home/ann/screens"])

  struct SchemeCase: CustomTestStringConvertible, Sendable {
    let scheme: String
    let origin: RequestOrigin
    let allowed: Bool
    var testDescription: String { "\(scheme): from \(origin) \(allowed ? "is allowed" : "is refused")" }
  }

  static let schemes: [SchemeCase] = [
    SchemeCase(scheme: "https", origin: remote, allowed: true),
    SchemeCase(scheme: "http", origin: remote, allowed: true),
    SchemeCase(scheme: "file", origin: remote, allowed: false),
    SchemeCase(scheme: "file", origin: loopbackServer, allowed: false),
    SchemeCase(scheme: "ftp", origin: remote, allowed: false),
    SchemeCase(scheme: "javascript", origin: remote, allowed: false),
    SchemeCase(scheme: "file", origin: .local, allowed: true),
    SchemeCase(scheme: "https", origin: .local, allowed: true),
    SchemeCase(scheme: "gopher", origin: .local, allowed: false),
    SchemeCase(scheme: "file", origin: .user, allowed: true),
  ]

  @Test(arguments: schemes)
  func aScreenRequestsOnlyTheSchemesItsOriginMay(_ row: SchemeCase) {
    #expect((Self.rule.refusal(scheme: row.scheme, from: row.origin) == nil) == row.allowed)
  }

  struct FileCase: CustomTestStringConvertible, Sendable {
    let path: String
    let origin: RequestOrigin
    let allowed: Bool
    var testDescription: String { "\(path) from \(origin) \(allowed ? "is read" : "is refused")" }
  }

  static let files: [FileCase] = [
    FileCase(path: "/home/ann/screens/home.json", origin: .local, allowed: true),
    FileCase(path: "/home/ann/screens/store/cart.json", origin: .local, allowed: true),
    FileCase(path: "/home/ann/screens", origin: .local, allowed: true),
    FileCase(path: "/home/ann/screens-evil/x.json", origin: .local, allowed: false),
    FileCase(path: "/etc/passwd", origin: .local, allowed: false),
    FileCase(path: "/home/ann/.ssh/id_ed25519", origin: .local, allowed: false),
    FileCase(path: "/home/ann/screens/home.json", origin: remote, allowed: false),
    FileCase(path: "/etc/passwd", origin: .user, allowed: true),
  ]

  @Test(arguments: files)
  func aLocalScreenReadsFilesOnlyInItsFolders(_ row: FileCase) {
    #expect((Self.rule.refusal(file: row.path, from: row.origin) == nil) == row.allowed)
  }

  @Test func noFolderMeansNoFile() {
    let refusal = OriginRule().refusal(file: "/tmp/x.json", from: .local)
    #expect(
      refusal?.description
        == "refused: '/tmp/x.json' is outside the folder a screen read from a file may read (no folder);"
        + " --base-url names a folder it may read too")
  }

  struct AddressCase: CustomTestStringConvertible, Sendable {
    let space: AddressSpace
    let origin: RequestOrigin
    let allowed: Bool
    var testDescription: String { "\(space) from \(origin) \(allowed ? "is reached" : "is refused")" }
  }

  static let addresses: [AddressCase] = [
    AddressCase(space: .public, origin: remote, allowed: true),
    AddressCase(space: .private, origin: remote, allowed: false),
    AddressCase(space: .local, origin: remote, allowed: false),
    AddressCase(space: .private, origin: officeServer, allowed: true),
    AddressCase(space: .local, origin: officeServer, allowed: false),
    AddressCase(space: .public, origin: officeServer, allowed: true),
    AddressCase(space: .local, origin: loopbackServer, allowed: true),
    AddressCase(space: .private, origin: loopbackServer, allowed: true),
    AddressCase(space: .local, origin: .local, allowed: true),
    AddressCase(space: .local, origin: .user, allowed: true),
  ]

  @Test(arguments: addresses)
  func aScreenReachesNoAddressMorePrivateThanItsServer(_ row: AddressCase) {
    #expect((Self.rule.refusal(address: "a", in: row.space, from: row.origin) == nil) == row.allowed)
  }

  @Test func theUserMayAllowPrivateNetworks() {
    let allowing = OriginRule(allowsPrivateNetwork: true)
    #expect(allowing.refusal(address: "127.0.0.1", in: .local, from: Self.remote) == nil)
    #expect(
      Self.rule.refusal(address: "127.0.0.1", in: .local, from: Self.remote)?.description
        == "refused: a screen from https://api.example may not reach 127.0.0.1, on this machine"
        + " (--allow-private-network allows it)")
  }

  @Test func aDocumentTakesTheOriginOfWhereItCameFrom() {
    #expect(
      RequestOrigin.document(from: "HTTP://Api.Example:8080/screens/home?x=1", space: .public)
        == .remote(origin: "http://api.example:8080", space: .public))
    #expect(RequestOrigin.document(from: "/home/ann/screens/home.json", space: .local) == .local)
    #expect(RequestOrigin.document(from: "file:///home/ann/home.json", space: nil) == .local)
  }
}
