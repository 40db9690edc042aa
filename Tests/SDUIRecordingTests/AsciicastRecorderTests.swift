import Foundation
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRecording

@Suite("asciicast recordings")
struct AsciicastRecorderTests {
  static func grid(_ text: String, size: Size = Size(width: 6, height: 2)) -> CellGrid {
    var grid = CellGrid(size: size)
    _ = grid.write(text, at: Point(column: 0, row: 0), style: CellStyle(bold: true))
    return grid
  }

  @Test("a header with the first frame's size, a frame per change, a resize event, ANSI rows joined by CR LF")
  func recording() throws {
    let path = NSTemporaryDirectory() + "sdui-\(UUID().uuidString).cast"
    do {
      let recorder = try AsciicastRecorder(path: path, title: "counter", depth: .truecolor, terminal: .dark)
      recorder.record(Self.grid("one"))
      recorder.record(Self.grid("one"))
      recorder.record(Self.grid("two"))
      recorder.record(Self.grid("three", size: Size(width: 8, height: 3)))
    }
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    let header = try JSONParser.parse(lines[0])
    #expect(header["version"] == 2)
    #expect(header["width"] == 6)
    #expect(header["height"] == 2)
    #expect(header["title"]?.stringValue == "counter")
    let first = try JSONParser.parse(lines[1])
    guard case .array(let event)? = Optional(first.kind) else {
      Issue.record("an event is an array")
      return
    }
    #expect(event[1].stringValue == "o")
    #expect(event[2].stringValue?.hasPrefix("\u{1B}[H\u{1B}[2J\u{1B}[") == true)
    #expect(event[2].stringValue?.contains("one") == true)
    #expect(event[2].stringValue?.contains("\r\n") == true)
    #expect(lines[2].contains("two"))
    #expect(lines[3].contains(#""r","8x3""#))
    #expect(lines[4].contains("three"))
  }

  @Test("a path that cannot be written fails before anything runs")
  func unwritable() {
    #expect(throws: AsciicastRecorder.Failure.self) {
      try AsciicastRecorder(path: "/nonexistent-directory/run.cast")
    }
  }
}
