import Foundation
import SDUICheck
import SDUINetwork

/// What `sdui-term check PATH...` checks, whoever asks: each folder's
/// screens, streams and flows (``CheckFolder``), each flow file, and each
/// other path or URL as a screen, in one report.
package enum PathCheck {
  /// Checks `paths` with `checker`; `config` is a workspace's, for flows.
  @MainActor
  package static func check(
    _ paths: [String], checker: ScreenChecker, config: String? = nil, limits: HTTPLimits = HTTPLimits(),
    platform: String = "iOS"
  ) async -> CheckReport {
    let folders = paths.filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }.map { CheckFolder($0) }
    let flows = paths.filter { path in !folders.contains { $0.folder == path } && FlowCheck.isFlowFile(path) }
    let screens =
      paths.filter { path in !flows.contains(path) && !folders.contains { $0.folder == path } }
      .map(ScreenSource.init(argument:)) + folders.flatMap(\.screens).map(ScreenSource.file)
    var report = await checker.check(screens, limits: limits, platform: platform)
    if !flows.isEmpty { report.files += FlowCheck.check(flows, config: config) }
    for folder in folders {
      report.files += FlowCheck.check(folder: folder.folder, flows: folder.flows, config: config)
      if !folder.problems.isEmpty {
        report.files.append(.init(source: folder.folder, kind: .folder, findings: folder.findings))
      }
    }
    return report
  }
}
