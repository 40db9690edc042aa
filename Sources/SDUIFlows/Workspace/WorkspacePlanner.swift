import Foundation
import SDUIDocument

/// Plans a run from the files and folders it was given, as Maestro's
/// `WorkspaceExecutionPlanner` does:
///
/// - a file named on its own runs, whatever its tags; several named files
///   run each;
/// - a folder runs the flow files (`.yaml`, `.yml`, never `config.*`)
///   that its `config.yaml`'s `flows:` patterns match (default `*`, the
///   folder's own files); `test --config FILE` replaces that file;
/// - tags from the command line and from `config.yaml` are added together:
///   a flow runs when it has one of the include tags (or none are given)
///   and none of the exclude tags;
/// - `executionOrder.flowsOrder` names flows (by `name:` or file name)
///   that run first, in that order.
///
/// Every flow is checked when it is read, with what it reaches
/// (``FlowChecker``); a flow with errors is listed in
/// ``WorkspacePlan/unreadable`` and the others still run. Where sdui-term
/// departs from Maestro: a file of a folder with no configuration that a
/// flow of the run reaches with `runFlow` is a subflow and does not run on
/// its own (Maestro refuses such a file), and a file named on its own may
/// be commands alone.
package enum WorkspacePlanner {
  /// The run's plan; a path that is not there, a folder without flows, or
  /// patterns, tags or an order that leave nothing to run throw.
  package static func plan(
    _ paths: [String], includeTags: [String] = [], excludeTags: [String] = [], config: String? = nil
  ) throws(FlowError) -> WorkspacePlan {
    var isDirectory: [String: Bool] = [:]
    for path in paths {
      var folder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else {
        throw FlowError(file: path, problem: .noSuchFile)
      }
      isDirectory[path] = folder.boolValue
    }
    let named = paths.filter { isDirectory[$0] == false }
    let folders = paths.filter { isDirectory[$0] == true }
    let checker = FlowChecker()
    if folders.isEmpty && named.count == 1 {
      var plan = check([(named[0], nil, true)], with: checker, include: [], exclude: [])
      plan.sources = named
      return plan
    }
    var candidates = named.map { (path: $0, workspace: String?.none, named: true) }
    let found = folders.map { folder in (folder, flowFiles(in: folder)) }
    guard !candidates.isEmpty || found.contains(where: { !$0.1.isEmpty }) else {
      throw FlowError(file: folders.joined(separator: ", "), problem: .noFlowFiles)
    }
    let configFile = config ?? folders.lazy.compactMap(configFile(in:)).first
    let workspace =
      try configFile.map { file throws(FlowError) in try WorkspaceConfig.read(file: file) }
      ?? WorkspaceConfig()
    let patterns = (workspace.flows ?? ["*"]).map(GlobPattern.init)
    for (folder, files) in found {
      for file in files where patterns.contains(where: { $0.matches(file) }) {
        candidates.append((UserPath(folder).appending(file).typed, folder, false))
      }
    }
    guard !candidates.isEmpty else {
      guard let flows = workspace.flows, let configFile else {
        throw FlowError(file: folders.joined(separator: ", "), problem: .noTopLevelFlows)
      }
      throw FlowError(file: configFile, problem: .patternsMatchNothing(flows))
    }
    let include = includeTags + workspace.includeTags
    let exclude = excludeTags + workspace.excludeTags
    var plan = check(candidates, with: checker, include: include, exclude: exclude)
    plan.notes = workspace.notes + plan.notes
    plan.sources = paths + found.flatMap { folder, files in files.map { UserPath(folder).appending($0).typed } }
    plan.configFile = configFile
    if plan.flows.isEmpty && plan.unreadable.isEmpty {
      throw FlowError(
        file: (folders + named).joined(separator: ", "), problem: .tagsMatchNothing(include: include, exclude: exclude))
    }
    try order(&plan, by: workspace, file: configFile ?? "")
    return plan
  }

  /// Reads and checks the candidates; keeps the flows with the tags.
  private static func check(
    _ candidates: [(path: String, workspace: String?, named: Bool)], with checker: FlowChecker, include: [String],
    exclude: [String]
  ) -> WorkspacePlan {
    var plan = WorkspacePlan()
    var reached: Set<String> = []
    var verdicts: [String: [FlowError]] = [:]
    for candidate in candidates {
      // A flow with commands that cannot be read is checked for what the others reach.
      guard let flow = (try? checker.flow(at: candidate.path).get()) ?? checker.partial(at: candidate.path),
        flow.hasConfiguration || candidate.named
      else { continue }
      let findings = checker.check(flow, workspace: candidate.workspace.map { UserPath($0).absolute })
      reached.formUnion(findings.subflows)
      verdicts[candidate.path] = findings.errors
      plan.reads[flow.file] = findings.files.sorted()
    }
    for candidate in candidates {
      let isSubflow = reached.contains(FlowRunner.canonical(candidate.path))
      switch checker.flow(at: candidate.path) {
      case .failure(let error):
        if !isSubflow { plan.unreadable += error.all + (verdicts[candidate.path] ?? []) }
      case .success(let flow):
        guard let errors = verdicts[candidate.path] else {
          if !isSubflow { plan.unreadable.append(FlowError(file: flow.file, problem: .missingConfiguration)) }
          continue
        }
        plan.notes += flow.notes
        if !errors.isEmpty {
          plan.unreadable += errors
        } else if include.isEmpty || flow.tags.contains(where: include.contains),
          !flow.tags.contains(where: exclude.contains)
        {
          plan.flows.append(flow)
        }
      }
    }
    return plan
  }

  /// Moves `executionOrder`'s flows to the plan's sequence, as Maestro's
  /// `ExecutionOrderPlanner` does: the listed names up to the first one no
  /// flow has; none when no listed name is there.
  private static func order(_ plan: inout WorkspacePlan, by workspace: WorkspaceConfig, file: String)
    throws(FlowError)
  {
    var listed: [String] = []
    for name in workspace.flowsOrder where !listed.contains(name) { listed.append(name) }
    var byName: [String: Flow] = [:]
    for flow in plan.flows { byName[flow.name] = flow }
    guard listed.contains(where: { byName[$0] != nil }) else { return }
    let found = Array(listed.prefix { byName[$0] != nil })
    guard !found.isEmpty else {
      throw FlowError(file: file, problem: .orderNamesMissing(listed.filter { byName[$0] == nil }))
    }
    if found.count < listed.count {
      let after = listed[(found.count + 1)...].filter { byName[$0] != nil }
      plan.notes.append(FlowError(file: file, problem: .orderStopsAt(missing: listed[found.count], after: after)))
    }
    plan.sequence = found.compactMap { byName[$0] }
    let inSequence = Set(plan.sequence.map(\.file))
    plan.flows.removeAll { inSequence.contains($0.file) }
    plan.continueOnFailure = workspace.continueOnFailure
  }

  /// The flow files in and below `folder`, relative to it, in order.
  static func flowFiles(in folder: String) -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walk.nextObject() as? String {
      let path = UserPath(folder).appending(relative)
      guard ["yaml", "yml"].contains(path.fileExtension), path.stem != "config" else { continue }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path.absolute, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(relative)
      }
    }
    return files.sorted()
  }

  /// `config.yaml` or `config.yml` in the folder.
  static func configFile(in folder: String) -> String? {
    ["config.yaml", "config.yml"].lazy.map { UserPath(folder).appending($0).typed }.first {
      FileManager.default.fileExists(atPath: $0)
    }
  }
}
