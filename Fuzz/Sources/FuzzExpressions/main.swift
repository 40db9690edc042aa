import FuzzDriver
import SDUIBeagle
import SDUICore
import SDUIDocument
import SDUINimbus

/// Templates and expressions on any text, in both dialects: scanned,
/// parsed and evaluated against a small state with every built-in
/// operation in reach. Nothing may crash; problems are values.
@_cdecl("FuzzExpressions_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzExpressions)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpressions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let source = String(decoding: fuzzInput(data, size), as: UTF8.self)
  let state: JSONValue =
    (try? JSONParser.parse(Array(#"{"a": 1, "b": "text", "c": [1, 2.5, null, {"d": true}], "e": {"f": -0}}"#.utf8)))
    ?? .null
  for dialect in [Dialect.nimbus, .beagle] {
    let template = TextTemplate.scan(source).template.compiled(with: ExpressionParser(dialect: dialect))
    let evaluator = ExpressionEvaluator(registry: .builtin(for: dialect))
    var problems: [EvaluationProblem] = []
    _ = evaluator.evaluate(template, resolve: { $0 == "page" ? state : state[$0] }, problems: &problems)
    for problem in problems { _ = "\(problem)" }
  }
  return 0
}
