import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUITestSupport
import Testing

@testable import SDUIRuntime

/// Pictures as the app draws them: found in the assets directory or over
/// real HTTP, waited for as `render` waits, sized by their own pixels at
/// the layout scale, and a stand-in with a warning when they fail.
@Suite("Terminal app pictures")
@MainActor
struct TerminalAppPictureTests {
  /// The fixtures of the picture decoder's tests: `quadrants.png` is 32×16
  /// pixels, red and green above, blue and white below.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../SDUIPicturesTests/Fixtures").standardizedFileURL

  static let red = RGBAColor(red: 255, green: 0, blue: 0)
  static let green = RGBAColor(red: 0, green: 255, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 255)

  /// A directory holding `screen.json` (a text above and below an image
  /// with `image` as its properties) and `assets/quadrants.png`.
  static func screenBeside(image: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("assets"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: fixtures.appendingPathComponent("quadrants.png"),
      to: directory.appendingPathComponent("assets/quadrants.png"))
    let screen = """
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "properties": {"text": "above"}},
        \(image),
        {"_:component": "layout:text", "properties": {"text": "below"}}]}
      """
    try screen.write(to: directory.appendingPathComponent("screen.json"), atomically: true, encoding: .utf8)
    return directory
  }

  static func app(_ directory: URL, scale: LayoutScale = .standard, settleTimeout: Double = 60) -> TerminalApp {
    TerminalApp(
      source: .file(directory.appendingPathComponent("screen.json").path), size: Size(width: 40, height: 10),
      options: .init(
        scale: scale, showsStatusLine: false, settleTimeout: settleTimeout, images: .symbols,
        assets: directory.appendingPathComponent("assets").path))
  }

  /// The rows and columns the picture's cells take in `grid`.
  static func pictureBounds(_ grid: CellGrid) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    var columns: [Int] = []
    var rows: [Int] = []
    for row in 0..<grid.size.height {
      for column in 0..<grid.size.width where grid[column, row].style.isPicture {
        columns.append(column)
        rows.append(row)
      }
    }
    guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else {
      return nil
    }
    return (left...right, top...bottom)
  }

  @Test(arguments: [
    (LayoutScale(horizontal: 2, vertical: 8), 16, 2),
    (LayoutScale(horizontal: 4, vertical: 16), 8, 1),
    (LayoutScale(horizontal: 1, vertical: 4), 32, 4),
  ])
  func anImageWithNoSizeTakesItsPicturesSizeAtTheScale(scale: LayoutScale, columns: Int, rows: Int) async throws {
    let directory = try Self.screenBeside(
      image: #"{"_:component": "layout:localImage", "properties": {"id": "quadrants"}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = Self.app(directory, scale: scale)
    await app.load()
    await app.settlePictures()
    let frame = app.compose()
    let bounds = try #require(Self.pictureBounds(frame), "\(frame.textDump)")
    #expect(bounds.columns == 0...(columns - 1))
    #expect(bounds.rows == 1...rows)
    #expect(frame.textDump.hasPrefix("above\n"))
    #expect(frame.textDump.split(separator: "\n")[rows + 1].hasPrefix("below"))
    #expect(app.problems.problems.isEmpty, "\(app.problems.problems)")
  }

  @Test func aRemotePictureComesOverHTTPAndIsDrawnInItsColors() async throws {
    let directory = try Self.screenBeside(
      image: #"{"_:component": "layout:remoteImage", "properties": {"url": "/assets/quadrants.png"}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try LocalFileServer(serving: directory)
    let app = TerminalApp(
      source: .file(directory.appendingPathComponent("screen.json").path), size: Size(width: 40, height: 10),
      options: .init(
        scale: LayoutScale(horizontal: 1, vertical: 4), baseURL: "http://127.0.0.1:\(server.port)/",
        showsStatusLine: false, settleTimeout: 5, images: .symbols))
    await app.load()
    await app.settlePictures()
    let frame = app.compose()
    #expect(app.problems.problems.isEmpty, "\(app.problems.problems)")
    // 32×4 cells: each quadrant is 16 columns by 2 rows.
    for (column, row, color) in [(3, 1, Self.red), (20, 2, Self.green), (3, 4, Self.blue)] {
      let cell = frame[column, row]
      #expect(cell.style.isPicture)
      #expect(cell.style.background == color || cell.style.foreground == color, "\(column),\(row): \(cell)")
    }
  }

  @Test func aPictureThatFailsIsAStandInWithAWarningAndTheRestIsDrawn() async throws {
    let directory = try Self.screenBeside(
      image:
        #"{"_:component": "layout:localImage", "properties": {"id": "no-such-picture", "width": 80, "height": 48}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = Self.app(directory)
    await app.load()
    await app.settlePictures()
    let text = app.compose().textDump
    #expect(Self.pictureBounds(app.compose()) == nil)
    #expect(text.hasPrefix("above\n"))
    #expect(text.contains("▣"))
    #expect(text.contains("below"))
    let problems = app.problems.problems
    #expect(problems.count == 1)
    #expect(problems.first?.severity == .warning)
    #expect(
      problems.first?.message.hasPrefix("picture 'no-such-picture' (a local image): no file 'no-such-picture'") == true)
  }
}
