import Foundation
import SDUICore
import SDUIDocument
import Yams

/// A workspace's `config.yaml` (or `config.yml`, or `test --config`), as
/// Maestro reads it (`WorkspaceConfig.kt`): which files are flows, which
/// tags a run takes or leaves, and the flows that run first, in order.
/// Keys it does not know are kept, named in a note, and ignored.
///
/// ```yaml
/// flows:
///   - "features/**"
/// includeTags: smoke
/// excludeTags: [slow]
/// executionOrder:
///   continueOnFailure: false
///   flowsOrder: [sign-in, checkout]
/// ```
package struct WorkspaceConfig: Sendable, Equatable {
  /// `flows:`, the patterns a flow file's path under the workspace must
  /// match; `nil` for Maestro's default, `*` (the folder's own files).
  package var flows: [String]?
  /// `includeTags:`, added to `--include-tags`.
  package var includeTags: [String] = []
  /// `excludeTags:`, added to `--exclude-tags`.
  package var excludeTags: [String] = []
  /// `executionOrder.flowsOrder`: flows (by `name:` or file name) that run
  /// first, one after another, in this order.
  package var flowsOrder: [String] = []
  /// `executionOrder.continueOnFailure` (true unless given).
  package var continueOnFailure = true
  /// `local.deterministicOrder`, which Maestro deprecated: sdui-term
  /// always runs a folder's flows in the order of their paths.
  package var deterministicOrder = false
  /// Keys it does not know, with where they are written, as notes.
  package var notes: [FlowError] = []

  package init() {}

  static let keys = ["flows", "includeTags", "excludeTags", "executionOrder", "local"]

  /// Reads the file; an empty file is the default configuration.
  package static func read(file path: String) throws(FlowError) -> WorkspaceConfig {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FlowError(file: path, problem: .unreadableFile)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FlowError(file: path, problem: .notUTF8)
    }
    let node = try FlowParser.documents(text, file: path).first
    var config = WorkspaceConfig()
    guard let node, !FlowParser.isNull(node) else { return config }
    guard case .mapping(let mapping) = node else {
      throw FlowError(file: path, location: FlowParser.location(node), problem: .expectedWorkspaceConfig)
    }
    for (key, value) in mapping {
      let name = key.string ?? ""
      switch name {
      case "flows": config.flows = FlowParser.isNull(value) ? nil : try strings(value, file: path, what: "'flows'")
      case "includeTags": config.includeTags = try strings(value, file: path, what: "'includeTags'")
      case "excludeTags": config.excludeTags = try strings(value, file: path, what: "'excludeTags'")
      case "executionOrder": try config.readExecutionOrder(value, file: path)
      case "local":
        guard case .mapping(let local) = value else {
          throw FlowError(file: path, location: FlowParser.location(value), problem: .expectedMapping(key: "local"))
        }
        config.deterministicOrder = local["deterministicOrder"]?.bool ?? false
        config.notes.append(FlowError(file: path, location: FlowParser.location(key), problem: .deprecatedLocalOrder))
      default:
        config.notes.append(
          FlowError(
            file: path, location: FlowParser.location(key),
            problem: .unusedWorkspaceKey(name: name, suggestion: NearMiss.suggestion(for: name, among: keys))))
      }
    }
    return config
  }

  private mutating func readExecutionOrder(_ node: Node, file: String) throws(FlowError) {
    guard case .mapping(let mapping) = node else {
      throw FlowError(file: file, location: FlowParser.location(node), problem: .expectedMapping(key: "executionOrder"))
    }
    for (key, value) in mapping {
      switch key.string ?? "" {
      case "flowsOrder": flowsOrder = try Self.strings(value, file: file, what: "'flowsOrder'")
      case "continueOnFailure":
        guard let flag = value.bool else {
          throw FlowError(file: file, location: FlowParser.location(value), problem: .expectedFlag)
        }
        continueOnFailure = flag
      default:
        throw FlowParser.unknownOption(
          key, of: "executionOrder", among: ["flowsOrder", "continueOnFailure"], file: file)
      }
    }
  }

  /// A string, or a list of them (Maestro's `StringList`).
  private static func strings(_ node: Node, file: String, what: String) throws(FlowError) -> [String] {
    if case .sequence(let items) = node {
      return try items.map { item throws(FlowError) in try FlowParser.string(item, file: file, what: what) }
    }
    if FlowParser.isNull(node) { return [] }
    return [try FlowParser.string(node, file: file, what: what)]
  }
}
