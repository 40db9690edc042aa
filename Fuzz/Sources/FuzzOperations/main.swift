import FuzzDriver
import SDUIBeagle
import SDUICore
import SDUIDocument
import SDUINimbus

/// Every built-in operation of both dialects given the arguments a hostile
/// screen would give: integers at their limits, counts past any string,
/// long and deep values, patterns that backtrack or that RE2 refuses. The
/// input picks the dialect, the operation and each argument from that
/// palette (or its own bytes as text), and the result is evaluated and
/// printed as the engine would. Nothing may crash, hang or pass the
/// screen's budget; problems are values.
@_cdecl("FuzzOperations_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOperations)
}

/// The values an argument is picked from.
let palette: [JSONValue] = {
  var deep: JSONValue = [1]
  for _ in 0..<200 { deep = JSONValue(.array([deep])) }
  let wide = JSONValue(.array((0..<100_000).map { JSONValue(.number(.integer($0))) }))
  let keys = JSONValue(.object((0..<10_000).map { JSONMember(key: "k\($0)", value: .null) }))
  let integers: [Int] = [.max, .min, -1, 0, 1, 2, 1 << 31, 1 << 53, Int(Int32.max), 9]
  let doubles: [Double] = [.infinity, -.infinity, .nan, .greatestFiniteMagnitude, -0.0, 1e-320, 0.5]
  let strings = [
    "", "a", String(repeating: "a", count: 30) + "!", String(repeating: "a", count: 1 << 20), "(a+)+$", "(a|aa)*c",
    "(?=a)", "(a)\\1", "a{1000}{1000}", "[", "$1$2$9$", "\\", "日本語", "\u{202E}\u{9B}", "x*", "(?i)A", ".*",
  ]
  return integers.map { JSONValue(.number(.integer($0))) } + doubles.map { JSONValue(.number(.double($0))) }
    + strings.map { JSONValue(.string($0)) } + [.null, true, false, deep, wide, keys, [], ["a": 1]]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOperations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = fuzzInput(data, size)[...]
  guard let first = bytes.popFirst(), let second = bytes.popFirst(), let count = bytes.popFirst() else { return 0 }
  let dialect: Dialect = first & 1 == 0 ? .nimbus : .beagle
  let registry = Registry.builtin(for: dialect)
  let names = registry.operationNames
  let name = names[Int(second) % names.count]
  var arguments: [Expression] = []
  for _ in 0..<Int(count % 5) {
    guard let pick = bytes.popFirst() else { break }
    if Int(pick) < palette.count {
      arguments.append(.literal(palette[Int(pick)]))
    } else {
      let length = Int(bytes.popFirst() ?? 0)
      let text = String(decoding: bytes.prefix(length), as: UTF8.self)
      bytes = bytes.dropFirst(length)
      arguments.append(.literal(JSONValue(.string(text))))
    }
  }
  var problems: [EvaluationProblem] = []
  let value = ExpressionEvaluator(registry: registry).evaluate(
    .operation(name, arguments), resolve: { _ in nil }, problems: &problems)
  _ = value.jsonText.utf8.count
  for problem in problems { _ = "\(problem)" }
  return 0
}
