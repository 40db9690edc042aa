import Foundation
import Testing

@testable import SDUIMCPServer

/// The folders a server may read and write below: a path is taken only
/// when it stays below one once its `..` and its links are followed.
@Suite("MCP server roots")
struct FolderRootsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var path: String
    /// What it resolves to, below the root; `nil` when refused.
    var inside: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a file below, relative", path: "screens/home.json", inside: "screens/home.json"),
    Case(name: "a file not there yet, in folders not there yet", path: "new/er/flow.yaml", inside: "new/er/flow.yaml"),
    Case(name: "up and out", path: "../outside.json", inside: nil),
    Case(name: "up and back in", path: "screens/../screens/home.json", inside: "screens/home.json"),
    Case(name: "an absolute path elsewhere", path: "/etc/passwd", inside: nil),
    Case(name: "through a link that leads out", path: "out/passwd", inside: nil),
    Case(name: "a new file through a link that leads out", path: "out/new.yaml", inside: nil),
    Case(name: "a link that leads nowhere", path: "dangling", inside: nil),
    Case(name: "a link that stays inside", path: "alias/home.json", inside: "screens/home.json"),
  ]

  /// A root holding `screens/home.json` and three links, beside a folder
  /// outside it.
  static func workspace() throws -> (root: String, FolderRoots) {
    let manager = FileManager.default
    let base = NSTemporaryDirectory() + "sdui-roots-\(UUID().uuidString)"
    let root = base + "/root"
    try manager.createDirectory(atPath: root + "/screens", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
    try "{}".write(toFile: root + "/screens/home.json", atomically: true, encoding: .utf8)
    try "x".write(toFile: base + "/outside/passwd", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(atPath: root + "/out", withDestinationPath: base + "/outside")
    try manager.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: base + "/outside/none.yaml")
    try manager.createSymbolicLink(atPath: root + "/alias", withDestinationPath: root + "/screens")
    let roots = FolderRoots([root])
    return (roots.folders[0], roots)
  }

  @Test(arguments: cases) func aPathIsTakenOnlyBelowTheRoot(_ testCase: Case) throws {
    let (root, roots) = try Self.workspace()
    defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
    let found = try? roots.inside(testCase.path)
    #expect(found == testCase.inside.map { root + "/" + $0 })
  }
}

extension FolderRootsTests {
  /// A file is written from the root down, name by name.
  @Test func aFileToWriteIsNamedFromItsRoot() throws {
    let (root, roots) = try Self.workspace()
    defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
    let (folder, names) = try roots.confined("new/er/../er/flow.yaml")
    #expect(folder == root)
    #expect(names == ["new", "er", "flow.yaml"])
  }
}
