import Foundation
import Testing

@testable import SDUIFlows

/// What `takeScreenshot` and `startRecording` may make inside
/// `--screenshots`, whatever the folder holds: never through a link, and
/// only a regular file of its own.
@Suite("The screenshots folder")
struct ConfinedFolderTests {
  struct Layout: CustomTestStringConvertible, Sendable {
    let name: String
    /// Makes what the folder holds, given the folder and the one beside it.
    let make: @Sendable (_ folder: String, _ outside: String) throws -> Void
    let path: [String]
    /// The refusal, with the path it names under the folder; `nil` when
    /// the file is made.
    let refusal: (@Sendable (String) -> ConfinedFolder.Refusal)?
    var testDescription: String { name }
  }

  static let layouts: [Layout] = [
    Layout(name: "a new file in new folders", make: { _, _ in }, path: ["a", "b", "pic.svg"], refusal: nil),
    Layout(
      name: "a file there already, emptied",
      make: { folder, _ in try "old".write(toFile: folder + "/pic.svg", atomically: false, encoding: .utf8) },
      path: ["pic.svg"], refusal: nil),
    Layout(
      name: "a link to a file outside",
      make: { folder, outside in
        try FileManager.default.createSymbolicLink(atPath: folder + "/pic.svg", withDestinationPath: outside + "/kept")
      }, path: ["pic.svg"], refusal: { .link($0 + "/pic.svg") }),
    Layout(
      name: "a dangling link",
      make: { folder, outside in
        try FileManager.default.createSymbolicLink(atPath: folder + "/pic.svg", withDestinationPath: outside + "/new")
      }, path: ["pic.svg"], refusal: { .link($0 + "/pic.svg") }),
    Layout(
      name: "a folder on the way that is a link",
      make: { folder, outside in
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub", withDestinationPath: outside)
      }, path: ["sub", "deeper", "pic.svg"], refusal: { .link($0 + "/sub") }),
    Layout(
      name: "a link back inside the folder",
      make: { folder, _ in
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub", withDestinationPath: folder + "/real")
      }, path: ["sub", "pic.svg"], refusal: { .link($0 + "/sub") }),
    Layout(
      name: "a hard link to a file outside",
      make: { folder, outside in
        try FileManager.default.linkItem(atPath: outside + "/kept", toPath: folder + "/pic.svg")
      },
      path: ["pic.svg"], refusal: { .notAFile($0 + "/pic.svg") }),
    Layout(
      name: "a named pipe, which no one reads",
      make: { folder, _ in _ = mkfifo(folder + "/pic.svg", 0o600) }, path: ["pic.svg"],
      refusal: { .notAFile($0 + "/pic.svg") }),
    Layout(
      name: "a file where a folder goes",
      make: { folder, _ in try "".write(toFile: folder + "/sub", atomically: false, encoding: .utf8) },
      path: ["sub", "pic.svg"], refusal: { .notAFile($0 + "/sub") }),
  ]

  @Test("a file is made inside the folder, or refused, and nothing outside changes", arguments: layouts)
  func create(_ layout: Layout) throws {
    let base = NSTemporaryDirectory() + "sdui-shots-\(UUID().uuidString)"
    let folder = base + "/shots"
    let outside = base + "/outside"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    try "the user's".write(toFile: outside + "/kept", atomically: false, encoding: .utf8)
    try layout.make(folder, outside)
    let made = Result { () throws(ConfinedFolder.Refusal) in
      try ConfinedFolder(directory: folder).create(layout.path)
    }
    if let refusal = layout.refusal {
      #expect(throws: refusal(folder)) { try made.get() }
    } else {
      let handle = try made.get()
      try handle.write(contentsOf: Data("<svg/>".utf8))
      try handle.close()
      #expect(
        try String(contentsOfFile: folder + "/" + layout.path.joined(separator: "/"), encoding: .utf8) == "<svg/>")
    }
    #expect(try String(contentsOfFile: outside + "/kept", encoding: .utf8) == "the user's")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["kept"])
  }
}
