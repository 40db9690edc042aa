import Foundation
import SDUICore
import SDUIDocument

/// The operations a surface's expressions call: each catalog function run
/// on arguments the engine has already evaluated (names and values in
/// turn, as ``A2UIComponentDecoder`` writes a call), and the operations
/// that build what A2UI's JSON writes without a call.
package enum A2UIOperations {
  static let all: [String: OperationFunction] = {
    var operations: [String: OperationFunction] = [
      A2UIOperationNames.concatenation: { arguments in
        JSONValue(.string(arguments.map { TypeCoercion.string($0) }.joined()))
      },
      A2UIOperationNames.list: { arguments in JSONValue(.array(arguments)) },
      A2UIOperationNames.object: { arguments in
        JSONValue(
          .object(
            stride(from: 0, to: arguments.count - 1, by: 2).map {
              JSONMember(key: TypeCoercion.string(arguments[$0]), value: arguments[$0 + 1])
            }))
      },
      A2UIOperationNames.slide: slide,
      A2UIOperationNames.chosen: { arguments in
        let values = arguments.first?.arrayElements ?? arguments.first.map { [$0] } ?? []
        return JSONValue(.bool(arguments.count > 1 && values.contains(arguments[1])))
      },
      A2UIOperationNames.choose: choose,
      A2UIOperationNames.matches: { arguments in
        let filter = arguments.count > 1 ? TypeCoercion.string(arguments[1]) : ""
        let label = arguments.first.map { TypeCoercion.string($0) } ?? ""
        return JSONValue(.bool(filter.isEmpty || label.range(of: filter, options: .caseInsensitive) != nil))
      },
    ]
    for catalog in [FunctionCatalog.basic, .minimal] {
      for (name, function) in catalog.functions { operations[name] = call(name, function) }
    }
    return operations
  }()

  /// A catalog function over evaluated arguments.
  static func call(_ name: String, _ function: @escaping FunctionCatalog.Function) -> OperationFunction {
    { (arguments: [JSONValue]) throws(OperationFailure) -> JSONValue in
      var named: [FunctionCall.Argument] = []
      for index in stride(from: 0, to: arguments.count - 1, by: 2) {
        named.append(
          FunctionCall.Argument(name: TypeCoercion.string(arguments[index]), value: .literal(arguments[index + 1])))
      }
      do {
        let evaluator = FunctionEvaluator(model: try DataModel(), catalog: .basic, environment: .current)
        let result = try function(
          FunctionArguments(call: FunctionCall(name: name, arguments: named), evaluator: evaluator))
        return result ?? .null
      } catch let error as FunctionError {
        throw OperationFailure.failed(operation: name, reason: error.description)
      } catch {
        throw OperationFailure.failed(operation: name, reason: "\(error)")
      }
    }
  }

  /// A slider's next value: a tenth of its range on, `min` again past
  /// `max`; given a direction (`1`, `-1`), a tenth up or down, held
  /// between `min` and `max`.
  static func slide(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    let value = TypeCoercion.number(arguments.first) ?? 0
    let low = arguments.count > 1 ? TypeCoercion.number(arguments[1]) ?? 0 : 0
    let high = arguments.count > 2 ? TypeCoercion.number(arguments[2]) ?? low : low
    guard high > low, value.isFinite else { return JSONValue(.number(.double(low))) }
    if arguments.count > 3, let direction = TypeCoercion.number(arguments[3]) {
      let step = (high - low) / 10 * (direction < 0 ? -1 : 1)
      return JSONValue(.number(.double(min(max(value + step, low), high))))
    }
    let next = value + (high - low) / 10
    return JSONValue(.number(.double(next > high + (high - low) / 1000 ? low : min(next, high))))
  }

  /// A choice picker's value once an option is chosen: that option alone
  /// when one is chosen at a time, else the option added or taken away.
  static func choose(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    guard arguments.count == 3 else { throw OperationFailure.argumentCount(expected: "3", got: arguments.count) }
    let option = arguments[1]
    guard arguments[2].boolValue == false else { return JSONValue(.array([option])) }
    var values = arguments[0].arrayElements ?? []
    if let index = values.firstIndex(of: option) { values.remove(at: index) } else { values.append(option) }
    return JSONValue(.array(values))
  }
}
