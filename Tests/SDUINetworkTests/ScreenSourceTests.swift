import Foundation
import SDUIDocument
import Testing

@testable import SDUINetwork

/// Where sources point.
@Suite("Screen sources")
struct ScreenSourceTests {
  @Test func sourcesKnowTheirBase() {
    #expect(ScreenSource(argument: "http://h:8080/a/b") == .url("http://h:8080/a/b"))
    #expect(ScreenSource(argument: "-") == .standardInput)
    #expect(ScreenSource.url("https://api.test/screens/home?x=1").defaultBaseURL == "https://api.test")
    #expect(ScreenSource.file("/srv/screens/index.json").defaultBaseURL == "file:///srv/screens")
    #expect(ScreenSource.file("/srv/screens/../x/index.json").startURL == "file:///srv/x/index.json")
    #expect(ScreenSource.standardInput.defaultBaseURL == nil)
  }
}

/// Sources that are no screen file: one clear reason each, never a wait.
@Suite("Bad sources")
struct BadSourceTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-bad-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aDirectoryAnEmptyFileAFIFOAndAHugeFileSayWhatTheyAre() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/empty.json", contents: Data())
    #expect(mkfifo(folder + "/fifo.json", 0o600) == 0)
    _ = FileManager.default.createFile(atPath: folder + "/big.json", contents: Data(repeating: 32, count: 2 << 20))
    func reason(_ name: String) -> String? {
      do {
        _ = try ScreenSource.file(folder + "/" + name).read(limit: 1 << 20)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason("") == "is a directory, not a screen file")
    #expect(reason("empty.json") == "is empty; a screen is a JSON document")
    #expect(reason("fifo.json") == "is a FIFO that nothing wrote to; a screen is a JSON document")
    #expect(reason("big.json") == "is 2 MiB; a screen may have at most 1 MiB (--max-body raises it)")
    #expect(reason("missing.json") == "no such file or directory")
  }

  @Test func fileURLsAreFilesAndNamesAreShownAsTyped() {
    #expect(ScreenSource(argument: "file:///srv/a%20b.json") == .file("/srv/a b.json"))
    let source = ScreenSource.file("../screens/a.json")
    let folder = UserPath("../screens/a.json").directory
    #expect(source.shownName(ofLoaded: folder + "/a.json") == "../screens/a.json")
    #expect(source.shownName(ofLoaded: folder + "/b.json") == "../screens/b.json")
    #expect(ScreenSource.url("http://h/a").shownName(ofLoaded: "http://h/a") == "http://h/a")
  }
}
