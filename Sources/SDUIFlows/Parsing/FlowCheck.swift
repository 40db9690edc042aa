import SDUICheck
import SDUIDocument

/// `sdui-term check` on flow files and workspaces, as Maestro's
/// `check-syntax` and more: the workspace is planned as `test` plans it
/// (``WorkspacePlanner``) and every flow is read with what it reaches,
/// nothing runs. Each error is a finding at its `FILE:LINE:COL`, followed
/// by a note at each `runFlow` step that reached its file; each key
/// accepted and not used is a note.
package enum FlowCheck {
  /// Whether `check` takes the argument for flows: a `.yaml` or `.yml`
  /// file, or a folder.
  package static func isFlowPath(_ path: String, isDirectory: Bool) -> Bool {
    isDirectory || ["yaml", "yml"].contains(UserPath(path).fileExtension)
  }

  /// The checked files of the workspace (or the flow files) `paths`
  /// names, with `config` in place of its `config.yaml`.
  package static func check(_ paths: [String], config: String? = nil) -> [CheckReport.FileResult] {
    let plan: WorkspacePlan
    do {
      plan = try WorkspacePlanner.plan(paths, config: config)
    } catch {
      return [CheckReport.FileResult(source: error.file, kind: .flow, findings: findings(of: error))]
    }
    var results: [CheckReport.FileResult] = plan.all.map { .init(source: $0.file, kind: .flow, findings: []) }
    for (file, errors) in FlowError.byFlow(plan.unreadable) {
      results.append(.init(source: file, kind: .flow, findings: errors.flatMap(findings(of:))))
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
