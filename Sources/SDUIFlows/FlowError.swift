import SDUICore
import SDUIDocument

/// Why a flow file cannot be read, at its `FILE:LINE:COL`.
package struct FlowError: Error, Equatable, CustomStringConvertible {
  package var file: String
  /// Where in the file; line 0 when the whole file is meant.
  package var location: SourceLocation
  /// What is wrong, as data; ``message`` puts it in words.
  package var problem: FlowProblem

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
  package var description: String {
    let severity = isNote ? "note" : "error"
    return location.line > 0
      ? "\(file):\(location.line):\(location.column): \(severity): \(message)"
      : "\(file): \(severity): \(message)"
  }
}
