import Foundation
import SDUICore
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIPictures
import SDUIRender

extension Bench {
  /// The store's twelve product pictures (PNG, JPEG, GIF and WebP, 96×64),
  /// each image asking for one of them by a URL of its own.
  static let productPictures = [
    "bamboo-tray.gif", "cast-iron-pan.gif", "ceramic-mug.webp", "copper-spoon.png", "espresso-cup.png",
    "glass-jar.gif", "linen-napkin.png", "oak-board.jpg", "pour-over-kettle.jpg", "stone-mortar.webp",
    "tea-tin.webp", "wool-coaster.jpg",
  ]

  /// A Nimbus screen of 20 remote images, four to a row of 20×5 cells
  /// (80×80 points at 4x16), each with a caption, under `base`; each URL is
  /// another, so that each is fetched and decoded.
  static func picturesScreen(base: String) -> String {
    let rows = (0..<5).map { row in
      let images = (0..<4).map { column in
        let index = row * 4 + column
        let name = productPictures[index % productPictures.count]
        return #"{"_:component": "layout:column", "children": ["#
          + #"{"_:component": "layout:remoteImage", "properties": {"url": "\#(base)/images/products/\#(name)?copy=\#(index)", "width": 80, "height": 80, "scale": "fillWidth"}}, "#
          + #"{"_:component": "layout:text", "properties": {"text": "picture \#(index)"}}]}"#
      }
      return #"{"_:component": "layout:row", "children": [\#(images.joined(separator: ", "))]}"#
    }
    return #"{"_:component": "layout:column", "children": [\#(rows.joined(separator: ", "))]}"#
  }

  /// Figure 9: pictures. In the process, the first frame of the 20-picture
  /// screen when its pictures are decoded and kept already (a screen seen
  /// again, or a second screen with the same pictures), against the same
  /// screen drawn with placeholders. As the program, `render` of that
  /// screen fetching its 20 pictures from `sdui-term serve` over loopback,
  /// against `render --images placeholder`, and the peak memory of both.
  mutating func pictures() async throws {
    let directory = paths.screens + "/images/products"
    let screen = Array(Self.picturesScreen(base: "http://pictures.bench").utf8)
    let problems = ProblemLog()
    let store = PictureStore(client: DirectoryHTTPClient(directory: directory), settings: .init(), problems: problems)
    let warm = Self.pictureController(screen, store: store)
    _ = warm.frame()
    guard await store.waitForLoads(timeout: 60), problems.problems.isEmpty else {
      throw BenchError(message: "the product pictures did not load: \(problems.problems.map(\.description))")
    }
    let cached = measure(runs, setUp: { [ScreenController]() }) { kept in
      let controller = Self.pictureController(screen, store: store)
      _ = controller.frame()
      kept.append(controller)
    }
    let placeholders = measure(runs, setUp: { [ScreenController]() }) { kept in
      let controller = Self.pictureController(screen, store: nil)
      _ = controller.frame()
      kept.append(controller)
    }
    figures.append(
      Figure(
        number: 9, name: "first frame, 20 pictures decoded and kept", value: cached,
        baselineName: "the same with placeholders", baseline: placeholders, target: "none (reported)"))
    try picturesOverLoopback()
  }

  /// A controller of `screen` drawing its pictures from `store`, or
  /// placeholders without one.
  static func pictureController(_ screen: [UInt8], store: PictureStore?) -> ScreenController {
    let controller = controller(screen)
    controller.renderer.images = store == nil ? .placeholder : .symbols
    controller.renderer.pictures = store
    return controller
  }

  private mutating func picturesOverLoopback() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 9, name: "render with 20 pictures over loopback", value: Stats(samples: [0]),
          baselineName: "--images placeholder", target: "none (reported)"))
    else { return }
    let server = try ServeProcess(binary: binary, directory: paths.screens)
    defer { server.stop() }
    let file = NSTemporaryDirectory() + "sdui-bench-pictures.json"
    try Self.picturesScreen(base: "http://127.0.0.1:\(server.port)").write(
      toFile: file, atomically: true, encoding: .utf8)
    let render = [binary, "render", "--size", "100x30", "--format", "ansi", "--timeout", "30"]
    let turns = try takingTurns([render + ["--images", "symbols", file], render + ["--images", "placeholder", file]])
    let (pictures, placeholders) = (turns[0], turns[1])
    figures.append(
      Figure(
        number: 9, name: "render, 20 pictures fetched over loopback from serve", value: pictures.time,
        baselineName: "--images placeholder", baseline: placeholders.time, target: "none (reported)"))
    figures.append(
      Figure(
        number: 9, name: "peak memory, render with 20 pictures over loopback", value: pictures.memory,
        baselineName: "--images placeholder", baseline: placeholders.memory, target: "≤ 60 MiB",
        isMemory: true))
  }
}

/// Answers a URL's last path component (its query left out) from a
/// directory: the pictures of figure 9's in-process side, which are
/// fetched once before the clock starts.
struct DirectoryHTTPClient: HTTPClient {
  let directory: String

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let path = request.url.split(separator: "?").first.map(String.init) ?? request.url
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
      return HTTPResponse(status: 404, statusText: "Not Found")
    }
    return HTTPResponse(status: 200, statusText: "OK", body: [UInt8](data))
  }
}

/// `sdui-term serve DIRECTORY --port 0`, running until ``stop()``; the
/// port is read from the line it prints on standard error.
final class ServeProcess {
  let process = Process()
  let port: Int

  init(binary: String, directory: String) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["serve", directory, "--port", "0"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let data = errors.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let range = text.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
      let port = Int(text[range].split(separator: ":").last ?? "")
    else {
      process.terminate()
      throw BenchError(message: "sdui-term serve said no port: \(text)")
    }
    self.port = port
    // The server logs each request on standard error: keep reading, so
    // that a full pipe never holds it up.
    errors.fileHandleForReading.readabilityHandler = { handle in _ = handle.availableData }
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
