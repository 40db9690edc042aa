import Foundation
import SDUIDocument
import SDUILayout
import SDUIRender

/// Writes the frames shown into an asciicast v2 file that `asciinema play`
/// plays back: a header line with the first frame's size, then one
/// `[seconds, "o", text]` event per frame that differs from the one before
/// (and `"r"` when the size changes).
///
/// The frames are the ``CellGrid``s the terminal is given, as ANSI text at
/// the chosen depth, so a recording shows what the terminal showed.
package final class AsciicastRecorder {
  /// Why a recording cannot be written.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  package let path: String
  private let handle: FileHandle
  private var start = ContinuousClock.now
  private let depth: ColorDepth
  private let terminal: TerminalColors
  private let title: String?
  private var last: CellGrid?
  /// The size of the frames, once the header is written.
  private var size: Size?

  /// Creates (or empties) the file, so that a path that cannot be written
  /// fails before anything runs; the header waits for the first frame.
  package convenience init(
    path: String, title: String? = nil, depth: ColorDepth = .truecolor, terminal: TerminalColors = .dark
  ) throws(Failure) {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else {
      throw Failure(description: "cannot write the recording '\(path)'")
    }
    self.init(handle: handle, path: path, title: title, depth: depth, terminal: terminal)
  }

  /// Records into a file already made and empty, `handle`, at `path`
  /// (for a caller that makes it with care of its own, as a flow's
  /// `startRecording` does inside `--screenshots`).
  package init(
    handle: FileHandle, path: String, title: String? = nil, depth: ColorDepth = .truecolor,
    terminal: TerminalColors = .dark
  ) {
    self.path = path
    self.handle = handle
    self.title = title
    self.depth = depth
    self.terminal = terminal
  }

  deinit {
    try? handle.close()
  }

  private func writeHeader(size: Size) {
    start = .now
    var header: [JSONMember] = [
      JSONMember(key: "version", value: 2), JSONMember(key: "width", value: JSONValue(integerLiteral: size.width)),
      JSONMember(key: "height", value: JSONValue(integerLiteral: size.height)),
      JSONMember(key: "timestamp", value: JSONValue(integerLiteral: Int(Date().timeIntervalSince1970))),
      JSONMember(key: "env", value: ["TERM": "xterm-256color"]),
    ]
    if let title { header.append(JSONMember(key: "title", value: JSONValue(stringLiteral: title))) }
    write(JSONValue(.object(header)).jsonText)
  }

  /// Adds a frame, at the time since the recording began.
  package func record(_ grid: CellGrid) {
    guard grid != last else { return }
    if size == nil {
      writeHeader(size: grid.size)
    } else if grid.size != size {
      event("r", "\(grid.size.width)x\(grid.size.height)")
    }
    size = grid.size
    last = grid
    let rows = grid.ansiDump(depth: depth, terminal: terminal).split(separator: "\n", omittingEmptySubsequences: false)
    event("o", "\u{1B}[H\u{1B}[2J" + rows.dropLast().joined(separator: "\r\n"))
  }

  private func event(_ code: String, _ data: String) {
    let elapsed = (ContinuousClock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    let rounded = (seconds * 1_000_000).rounded() / 1_000_000
    let line: JSONValue = [
      JSONValue(floatLiteral: rounded), JSONValue(stringLiteral: code), JSONValue(stringLiteral: data),
    ]
    write(line.jsonText)
  }

  private func write(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}
