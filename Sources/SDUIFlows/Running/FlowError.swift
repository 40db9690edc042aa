import SDUICore
import SDUIDocument

/// Why a flow file cannot be read, at its `FILE:LINE:COL`.
package struct FlowError: Error, Equatable, CustomStringConvertible {
  package var file: String
  /// Where in the file; line 0 when the whole file is meant.
  package var location: SourceLocation
  /// What is wrong, as data; ``message`` puts it in words.
  package var problem: FlowProblem
  /// The `runFlow` steps that reached the file from the flow that cannot
  /// run, outermost first: empty when the error is in the flow's own file.
  package var reachedBy: [Place] = []

  /// A step's file and position.
  package struct Place: Sendable, Equatable {
    package var file: String
    package var location: SourceLocation

    package init(file: String, location: SourceLocation) {
      self.file = file
      self.location = location
    }
  }

  /// The errors of the same file's later commands, which were read too.
  package var following: [FlowError] = []

  /// This error and those that follow it, each on its own.
  package var all: [FlowError] {
    var first = self
    first.following = []
    return [first] + following
  }

  /// The flow that cannot run: the outermost file.
  package var flowFile: String { reachedBy.first?.file ?? file }

  /// The errors by the flow that cannot run, in the order first met: one
  /// test case each in the reports.
  package static func byFlow(_ errors: [FlowError]) -> [(file: String, errors: [FlowError])] {
    var groups: [(file: String, errors: [FlowError])] = []
    for error in errors {
      if let index = groups.firstIndex(where: { $0.file == error.flowFile }) {
        groups[index].errors.append(error)
      } else {
        groups.append((error.flowFile, [error]))
      }
    }
    return groups
  }

  package init(file: String, location: SourceLocation = SourceLocation(line: 0, column: 0), problem: FlowProblem) {
    self.file = file
    self.location = location
    self.problem = problem
  }

  /// The problem in words.
  package var message: String { problem.message }

  /// A note tells of something accepted and not used; an error stops.
  package var isNote: Bool { problem.isNote }

  /// `FILE:LINE:COL: error: MESSAGE`, as compilers write it (`note:` for a note).
  /// With the steps that reached the file after it, innermost first, as
  /// a failed step gives them: `  in runFlow at Flow.yaml:4:3`.
  package var description: String {
    let severity = isNote ? "note" : "error"
    let line =
      location.line > 0
      ? "\(file):\(location.line):\(location.column): \(severity): \(message)"
      : "\(file): \(severity): \(message)"
    let hops = reachedBy.reversed().map {
      "\n  in runFlow at \($0.file):\($0.location.line):\($0.location.column)"
    }
    return line + hops.joined()
  }
}
