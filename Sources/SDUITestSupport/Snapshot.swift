import Foundation
import Testing

/// Compares text with `Snapshots/NAME.txt` beside the calling test file.
///
/// A missing snapshot, or any snapshot when `SDUI_RECORD_SNAPSHOTS=1`, is
/// written from `text` and the test fails with "recorded", so a re-record
/// never passes silently. Snapshots are plain text, never escape bytes.
package func assertSnapshot(
  _ text: String, named name: String, testFile: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let url = directory.appendingPathComponent(name + ".txt")
  let recording = ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1"
  if !recording, let stored = try? String(contentsOf: url, encoding: .utf8) {
    #expect(
      text == stored, "snapshot \(name) differs; rerun with SDUI_RECORD_SNAPSHOTS=1 to re-record",
      sourceLocation: sourceLocation)
    return
  }
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name); check it and run again", sourceLocation: sourceLocation)
  } catch {
    Issue.record("cannot write snapshot \(name): \(error)", sourceLocation: sourceLocation)
  }
}

/// The package root, found from a file inside `Tests/<Target>/`.
package func packageRoot(testFile: String = #filePath) -> URL {
  var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
  while url.path != "/", url.deletingLastPathComponent().lastPathComponent != "Tests" {
    url.deleteLastPathComponent()
  }
  return url.deletingLastPathComponent().deletingLastPathComponent()
}
