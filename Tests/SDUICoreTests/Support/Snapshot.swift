import Foundation
import Testing

/// Compares text with a snapshot file in `Tests/SDUICoreTests/Snapshots/`.
///
/// A missing snapshot, or any snapshot when `SDUI_RECORD_SNAPSHOTS=1`, is
/// written from `text` and the test fails with "recorded", so a re-record
/// never passes silently.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = snapshotsDirectory.appendingPathComponent(name + ".txt")
  let recording = ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1"
  if !recording, let stored = try? String(contentsOf: url, encoding: .utf8) {
    #expect(
      text == stored, "snapshot \(name) differs; rerun with SDUI_RECORD_SNAPSHOTS=1 to re-record",
      sourceLocation: sourceLocation)
    return
  }
  do {
    try FileManager.default.createDirectory(at: snapshotsDirectory, withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name); check it and run again", sourceLocation: sourceLocation)
  } catch {
    Issue.record("cannot write snapshot \(name): \(error)", sourceLocation: sourceLocation)
  }
}

let snapshotsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// The package root, three levels above this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// `../shared/conformance` beside the package, present on developers'
/// machines and in CI; tests that read it are skipped without it.
let conformanceDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

let hasConformance = FileManager.default.fileExists(atPath: conformanceDirectory.path)

/// The JSON screens in a folder, sorted by name.
func jsonFiles(in directory: URL) -> [URL] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}
