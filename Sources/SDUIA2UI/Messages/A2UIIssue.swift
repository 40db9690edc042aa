import SDUIDocument

/// A problem with where it was found: the message's (or the value's) line
/// and column, and its JSON path.
package struct A2UIIssue: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  package var problem: A2UIProblem
  /// Where, as a person reads the input.
  package var location: SourceLocation
  /// Where, as a JSON path from the input's root.
  package var path: JSONPath

  /// Creates an issue.
  package init(_ problem: A2UIProblem, at location: SourceLocation, path: JSONPath) {
    self.problem = problem
    self.location = location
    self.path = path
  }

  /// `3:1 [2].updateComponents.components[0]: component 0 is missing an 'id'`.
  package var description: String { "\(location) \(path): \(problem.message)" }
}
