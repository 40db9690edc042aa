import SDUICheck
import SDUIDocument

/// `sdui-term check` on flow files and workspaces, as Maestro's
/// `check-syntax` and more: the workspace is planned as `test` plans it
/// (``WorkspacePlanner``) and every flow is read with what it reaches,
/// nothing runs. Each error is a finding at its `FILE:LINE:COL`, followed
/// by a note at each `runFlow` step that reached its file; each key
/// accepted and not used is a note.
package enum FlowCheck {
  /// Whether `check` takes a file for a flow: a `.yaml` or `.yml` file.
  package static func isFlowFile(_ path: String) -> Bool {
    ["yaml", "yml"].contains(UserPath(path).fileExtension)
  }

  /// The checked files of the workspace (or the flow files) `paths`
  /// names, with `config` in place of its `config.yaml`.
  package static func check(_ paths: [String], config: String? = nil) -> [CheckReport.FileResult] {
    do {
      return check(try WorkspacePlanner.plan(paths, config: config))
    } catch {
      return [CheckReport.FileResult(source: error.file, kind: .flow, findings: findings(of: error))]
    }
  }

  /// The checked files of a plan: its flows, the errors of those that
  /// cannot run, and its notes.
  private static func check(_ plan: WorkspacePlan) -> [CheckReport.FileResult] {
    var results: [CheckReport.FileResult] = plan.all.map { .init(source: $0.file, kind: .flow, findings: []) }
    for (file, errors) in FlowError.byFlow(plan.unreadable) {
      // In the order of the files' lines, the flow's own first, whatever
      // order reading and planning found them in.
      let ordered = errors.enumerated().sorted { first, second in
        let (a, b) = (first.element, second.element)
        let keys = ((a.file != file ? 1 : 0), a.file, a.location.line, a.location.column, first.offset)
        return keys < ((b.file != file ? 1 : 0), b.file, b.location.line, b.location.column, second.offset)
      }
      results.append(.init(source: file, kind: .flow, findings: ordered.flatMap { findings(of: $0.element) }))
    }
    for note in plan.notes {
      if let index = results.firstIndex(where: { $0.source == note.flowFile }) {
        results[index].findings += findings(of: note)
      } else {
        results.append(.init(source: note.flowFile, kind: .flow, findings: findings(of: note)))
      }
    }
    return results
  }

  /// The checked flow files below a folder `check` was given, `flows`
  /// (as ``CheckFolder`` finds them): the folder's workspace when it is
  /// one (it has a `config.yaml`, `config` names one, or flows stand
  /// directly in it), planned as `test` plans it; then every flow file
  /// below it that the workspace neither plans nor reaches, each named on
  /// its own, so that none goes unchecked.
  package static func check(folder: String, flows: [String], config: String? = nil) -> [CheckReport.FileResult] {
    let top = UserPath(folder).absolute
    let isWorkspace =
      config != nil || WorkspacePlanner.configFile(in: folder) != nil
      || flows.contains { UserPath($0).directory == top }
    guard isWorkspace else { return flows.isEmpty ? [] : check(flows) }
    var covered: Set<String> = []
    var results: [CheckReport.FileResult]
    do {
      let plan = try WorkspacePlanner.plan([folder], config: config)
      results = check(plan)
      let reached = plan.reads.values.joined() + plan.unreadable.flatMap { [$0.file] + $0.reachedBy.map(\.file) }
      covered = Set((plan.all.map(\.file) + reached).map(FlowRunner.canonical))
    } catch {
      results = [CheckReport.FileResult(source: error.file, kind: .flow, findings: findings(of: error))]
    }
    let rest = flows.filter { !covered.contains(FlowRunner.canonical($0)) }
    return results + (rest.isEmpty ? [] : check(rest))
  }

  /// An error, then a note at each `runFlow` that reached its file.
  static func findings(of error: FlowError) -> [CheckFinding] {
    let main = CheckFinding(
      file: error.file, at: error.location, severity: error.isNote ? .note : .error, rule: rule(of: error.problem),
      message: error.message)
    return [main]
      + error.reachedBy.reversed().map { hop in
        CheckFinding(
          file: hop.file, at: hop.location, severity: .note, rule: reachedBy,
          message: "\(error.file) is reached by this runFlow")
      }
  }

  /// The rule of a note that shows where a subflow's error was reached.
  static let reachedBy = CheckRule(
    id: "flow-reached-by", summary: "A runFlow step that reaches a flow file with an error.")

  /// A flow problem's rule: `flow-` and the problem's name in kebab case
  /// (`flow-unknown-command`), and its name in words.
  static func rule(of problem: FlowProblem) -> CheckRule {
    let name = String(String(describing: problem).prefix { $0 != "(" })
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character).lowercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    let sentence = words.joined(separator: " ")
    return CheckRule(
      id: "flow-" + words.joined(separator: "-"),
      summary: "A flow file's problem: " + sentence + ".")
  }
}
