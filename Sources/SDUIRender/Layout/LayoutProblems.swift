import SDUICore
import SDUIDocument

/// What laying a screen out met that its author should hear of: a custom
/// component that could not be made, a count past what a terminal can
/// draw. Each problem goes to the log once: layout runs on every frame.
package final class LayoutProblems: @unchecked Sendable {
  /// Where the problems go.
  let problems: ProblemLog
  /// The document the screen came from.
  let document: String?
  private var reported: Set<String> = []

  /// Problems of the screen read from `document`, appended to `problems`.
  package init(problems: ProblemLog, document: String?) {
    self.problems = problems
    self.document = document
  }

  /// Appends a problem with `node` (at its property `property`'s value,
  /// when given) to the log, the first time only.
  func report(_ kind: ProblemKind, about node: ResolvedNode, property: String? = nil) {
    let value = property.flatMap { name in node.properties.last { $0.key == name }?.value }
    let path = property.map { node.path.appending($0) } ?? node.path
    let problem = Problem(kind, document: document, location: value?.location, path: path, component: node.id)
    guard reported.insert(problem.description).inserted else { return }
    problems.append(problem)
  }
}
