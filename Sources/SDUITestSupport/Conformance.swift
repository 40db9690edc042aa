import Foundation

/// `../shared/conformance` beside the package, present on developers'
/// machines and in CI; tests that read it are skipped without it.
package let conformanceDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Sources/SDUITestSupport
  .deletingLastPathComponent()  // Sources
  .deletingLastPathComponent()  // the package
  .deletingLastPathComponent()  // the folder it is in
  .appendingPathComponent("shared/conformance")

/// Whether `../shared/conformance` is beside the package.
package let hasConformance = FileManager.default.fileExists(atPath: conformanceDirectory.path)

/// The JSON screens in a folder, sorted by name.
package func jsonFiles(in directory: URL) -> [URL] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}
