import Foundation
import SDUIDocument

/// Reads flow files and checks everything they reach before anything
/// runs, as Maestro refuses a flow when it is read: each `runFlow` and
/// `retry` file (read in turn, however deep, with a cycle reported where
/// it closes) and each `addMedia` file (there, and inside the workspace).
/// A path built with `${...}` is known only when the step runs, and is
/// checked then. A flow whose steps as written surely run past
/// ``FlowStepBudget/limit`` is an error at the step that takes it past.
///
/// Each file is read once, however many flows reach it. A file with
/// commands that cannot be read is still checked for what the others
/// reach (``partial(at:)``), so that one look tells every problem.
package final class FlowChecker {
  /// Each file read, by its canonical path.
  private var read: [String: Result<Flow, FlowError>] = [:]
  /// The commands that could be read of each file with errors in others.
  private var partials: [String: Flow] = [:]

  package init() {}

  /// The flow in `path`, read once.
  package func flow(at path: String) -> Result<Flow, FlowError> {
    let key = FlowRunner.canonical(path)
    if let known = read[key] { return known }
    let result: Result<Flow, FlowError>
    do {
      let (flow, errors) = try FlowParser.readCommands(file: path)
      if var first = errors.first {
        first.following = Array(errors.dropFirst())
        result = .failure(first)
        partials[key] = flow
      } else {
        result = .success(flow)
      }
    } catch {
      result = .failure(error)
    }
    read[key] = result
    return result
  }

  /// The flow in `path` with only the commands that could be read, when
  /// others could not: what they reach is checked too. `nil` when the file
  /// has no such errors or is no flow at all.
  package func partial(at path: String) -> Flow? {
    _ = flow(at: path)
    return partials[FlowRunner.canonical(path)]
  }

  /// What checking a flow found.
  package struct Findings {
    /// Every error in the flow and in the files it reaches.
    package var errors: [FlowError] = []
    /// The canonical paths of the files it reaches by `runFlow` or `retry`.
    package var subflows: Set<String> = []
    /// Every file it reads that is there (subflows, scripts, media), as
    /// written from where the run started: what `--continuous` watches.
    package var files: Set<String> = []
  }

  /// Checks `flow` and what it reaches; `workspace` is the folder its
  /// `addMedia` files must be in (`nil` for a flow named on its own).
  package func check(_ flow: Flow, workspace: String?) -> Findings {
    var walk = Walk(checker: self, workspace: workspace.map(FlowRunner.canonical))
    walk.visit(flow, stack: [(FlowRunner.canonical(flow.file), flow.file)], hops: [])
    let excess = FlowStepBudget.excess(of: flow) { step, written in
      try? self.flow(at: UserPath(step.file).sibling(written).typed).get()
    }
    if let excess { walk.findings.errors.append(excess) }
    return walk.findings
  }

  /// One depth-first walk from a flow.
  private struct Walk {
    let checker: FlowChecker
    let workspace: String?
    var findings = Findings()
    /// Files whose walk ended: reached again, they are not walked again.
    var done: Set<String> = []

    mutating func visit(_ flow: Flow, stack: [(key: String, shown: String)], hops: [FlowError.Place]) {
      for step in Self.allSteps(flow.onStart + flow.steps + flow.onComplete) {
        for reference in step.command.references where !reference.written.contains("${") {
          follow(reference, from: step, stack: stack, hops: hops)
        }
      }
      done.insert(stack[stack.count - 1].key)
    }

    /// The steps and those they hold, however deep.
    static func allSteps(_ steps: [FlowStep]) -> [FlowStep] {
      steps.flatMap { [$0] + allSteps($0.command.nestedSteps) }
    }

    mutating func follow(
      _ reference: FlowReference, from step: FlowStep, stack: [(key: String, shown: String)], hops: [FlowError.Place]
    ) {
      let written = reference.written
      let path = UserPath(step.file).sibling(written)
      func error(_ problem: FlowProblem) -> FlowError {
        var error = FlowError(file: step.file, location: step.location, problem: problem)
        error.reachedBy = hops
        return error
      }
      var isDirectory: ObjCBool = false
      let exists =
        FileManager.default.fileExists(atPath: path.absolute, isDirectory: &isDirectory) && !isDirectory.boolValue
      if exists { findings.files.insert(path.typed) }
      switch reference {
      case .script:
        // FlowCommandReader found it when the step was read.
        return
      case .media:
        guard exists else { return findings.errors.append(error(.noMedia(written: written, lookedFor: path.typed))) }
        if let workspace, !Self.isInside(FlowRunner.canonical(path.absolute), workspace) {
          findings.errors.append(error(.mediaOutsideWorkspace(written: written, workspace: workspace)))
        }
      case .flow:
        guard exists else {
          return findings.errors.append(error(.noSubflow(written: written, lookedFor: path.typed)))
        }
        let key = FlowRunner.canonical(path.absolute)
        findings.subflows.insert(key)
        if let start = stack.firstIndex(where: { $0.key == key }) {
          let chain = stack[start...].map(\.shown) + [path.typed]
          return findings.errors.append(error(.subflowCycle(chain: chain)))
        }
        guard !done.contains(key) else { return }
        let place = FlowError.Place(file: step.file, location: step.location)
        switch checker.flow(at: path.typed) {
        case .failure(let failure):
          for var error in failure.all {
            error.reachedBy = hops + [place] + error.reachedBy
            findings.errors.append(error)
          }
          if let partial = checker.partial(at: path.typed) {
            visit(partial, stack: stack + [(key, path.typed)], hops: hops + [place])
          } else {
            done.insert(key)
          }
        case .success(let subflow):
          visit(subflow, stack: stack + [(key, path.typed)], hops: hops + [place])
        }
      }
    }

    /// Whether `path` is `folder` or below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
  }
}
