import Foundation
import SDUITestSupport

/// `../shared/conformance` beside the package, present on developers'
/// machines and in CI; tests that read it are skipped without it.
let conformanceDirectory = packageRoot().deletingLastPathComponent().appendingPathComponent("shared/conformance")

let hasConformance = FileManager.default.fileExists(atPath: conformanceDirectory.path)

/// The JSON screens in a folder, sorted by name.
func jsonFiles(in directory: URL) -> [URL] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}
