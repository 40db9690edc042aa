import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIPictures
import SDUIRender
import Testing

@Suite struct PictureStoreTests {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

  func store(client: any HTTPClient = OfflineHTTPClient(), problems: ProblemLog = ProblemLog()) -> PictureStore {
    PictureStore(client: client, settings: .init(assets: fixtures), problems: problems)
  }

  @Test func loadsALocalImageByNameAndDrawsItsCells() async throws {
    let store = store()
    #expect(store.status(of: .local("quadrants")) == .loading)
    #expect(await store.waitForLoads(timeout: 60))
    #expect(store.status(of: .local("quadrants")) == .ready(pixels: Size(width: 32, height: 16)))
    #expect(store.revision == 1)
    let cells = try #require(
      store.cells(
        of: .local("quadrants"), crop: PixelRect(x: 0, y: 0, width: 32, height: 16), size: Size(width: 2, height: 1)))
    #expect(cells[0, 0].style.foreground != nil)
  }

  @Test func saysWhyAPictureFailedAndForgetsFailuresOnRequest() async {
    let log = ProblemLog()
    let store = store(problems: log)
    _ = store.status(of: .local("missing"))
    _ = store.status(of: .local("bomb"))
    _ = store.status(of: .remote("http://127.0.0.1:9/x.png"))
    #expect(await store.waitForLoads(timeout: 60))
    let problems = log.problems.map(\.description)
    #expect(problems.count == 3)
    #expect(problems.contains { $0.hasPrefix("warning: picture 'missing' (a local image): no file 'missing' or") })
    #expect(problems.contains { $0.contains("more than the 16777216 pixels") })
    #expect(problems.contains { $0.hasPrefix("warning: picture 'http://127.0.0.1:9/x.png': no HTTP client") })
    store.forgetFailures()
    #expect(store.status(of: .local("missing")) == .loading)
  }

  /// A screen that goes stops its pictures on their way: they are no
  /// longer loading, and a screen that asks again fetches them again.
  @Test func stopsThePicturesOfAScreenThatWent() async {
    let store = store(client: SilentHTTPClient())
    let screen = ObjectIdentifier(store)
    let pictures = store.provider(for: .local, screen: screen)
    #expect(pictures.status(of: .remote("http://127.0.0.1:9/x.png")) == .loading)
    #expect(store.isLoading)
    store.keepScreens([])
    #expect(!store.isLoading)
    #expect(pictures.status(of: .remote("http://127.0.0.1:9/x.png")) == .loading)
    #expect(!store.isLoading, "a screen that went starts nothing")
    let next = store.provider(for: .local, screen: ObjectIdentifier(pictures))
    #expect(next.status(of: .remote("http://127.0.0.1:9/x.png")) == .loading)
    #expect(store.isLoading)
    store.keepScreens([])
  }

  @Test func refusesAnAssetNameThatLeavesTheDirectory() {
    #expect(throws: PictureError.self) { try AssetLookup.path(of: "../Fixtures/quadrants", in: fixtures) }
  }

  @Test func findsTheAssetsDirectoryBesideTheScreens() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("store"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let found = AssetLookup.defaultDirectory(
      forScreenAt: root.appendingPathComponent("store/products.json").path, currentDirectory: "/nowhere")
    #expect(found == root.path + "/assets")
  }

  /// A bare name, `.`, the empty path and `/` trapped in NSString's path
  /// arithmetic (`sdui-term my.json` died of SIGILL).
  @Test(arguments: ["products.json", "./products.json", ".", "", "/", "store/", "../store/products.json"])
  func findsTheAssetsDirectoryFromAnyFormOfTheScreensPath(_ typed: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("store/assets"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let found = AssetLookup.defaultDirectory(forScreenAt: typed, currentDirectory: root.path + "/store")
    let expected: String? =
      switch typed {
      case "products.json", "./products.json", "../store/products.json", "store/": root.path + "/store/assets"
      default: nil
      }
    #expect(found == expected, "\(typed)")
  }
}

/// A server that never answers: its requests end only when cancelled.
private struct SilentHTTPClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await Task.sleep(for: .seconds(3600))
    throw CancellationError()
  }
}
