import SDUICore
import Yams

extension FlowParser {
  /// The most YAML values a flow file may hold, its aliases expanded:
  /// far more than any flow writes (a step is a few), far fewer than the
  /// billions a few aliases make. Yams keeps one copy of an anchored
  /// value, shared by its aliases, so reading them is cheap; walking them
  /// is not: a 400-byte file of nine nested aliases holds 387 million
  /// values, and a step's summary of them took 3.7 GB.
  static let valueBudget = 100_000

  /// Counts the values of a file's documents, each alias as many as it
  /// copies, and refuses the file at the first `valueBudget` + 1: where
  /// the alias that went past it is written (the value holding it), else
  /// at the document. It reads at most that many values, so it is cheap
  /// whatever the aliases make. It tells an alias by its anchor, which
  /// lives as long as the parser that read the documents.
  static func checkBudget(of documents: [Node], file: String) throws(FlowError) {
    /// A value to count: the value holding it, and where the first alias
    /// on its way from the document is written, once there is one.
    struct Visit {
      var node: Node
      var parent: Node?
      var alias: Node?
    }
    var count = 0
    var anchors: Set<ObjectIdentifier> = []
    for document in documents {
      var visits = [Visit(node: document, parent: nil, alias: nil)]
      while var visit = visits.popLast() {
        // An anchored value met again is an alias's copy.
        if let anchor = visit.node.anchor, !anchors.insert(ObjectIdentifier(anchor)).inserted {
          visit.alias = visit.alias ?? visit.parent
        }
        count += 1
        guard count <= valueBudget else {
          throw FlowError(
            file: file, location: location(visit.alias ?? document),
            problem: .tooManyValues(limit: valueBudget, aliases: visit.alias != nil))
        }
        let children: [Node]
        switch visit.node {
        case .sequence(let sequence): children = Array(sequence)
        case .mapping(let mapping): children = mapping.flatMap { [$0.key, $0.value] }
        case .scalar, .alias: children = []
        }
        visits += children.reversed().map { Visit(node: $0, parent: visit.node, alias: visit.alias) }
      }
    }
  }
}
