import Foundation
import SDUIDocument

/// A2UI's type coercions (renderer guide, "Type Coercion Standards"): how
/// a value of one type is read as another, `nil` standing for undefined;
/// components show values as ``string(_:)`` writes them.
package enum TypeCoercion {
  /// The value as text: strings as they are, numbers and booleans as
  /// written, locale-neutral (`5`, `1.5`, `true`), undefined and `null` as
  /// `""`, arrays and objects as compact JSON.
  package static func string(_ value: JSONValue?) -> String {
    guard let value else { return "" }
    switch value.kind {
    case .null: return ""
    case .string(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return text(of: number)
    case .array, .object: return value.jsonText
    }
  }

  /// A number as JavaScript prints it: a whole double without a fraction.
  package static func text(of number: JSONNumber) -> String {
    switch number {
    case .integer(let integer): return String(integer)
    case .double(let double) where double == double.rounded() && abs(double) < 1e15: return String(Int(double))
    case .double(let double): return String(double)
    }
  }

  /// The value as a truth value: booleans as they are, `"true"` and
  /// `"false"` in any case (other strings are false), numbers true unless
  /// zero, undefined and `null` false, arrays and objects true.
  package static func boolean(_ value: JSONValue?) -> Bool {
    guard let value else { return false }
    switch value.kind {
    case .null: return false
    case .bool(let flag): return flag
    case .string(let text): return text.lowercased() == "true"
    case .number(let number): return number.doubleValue != 0
    case .array, .object: return true
    }
  }

  /// The value as a number, when it is one or a string that writes one in
  /// decimal (`"12"`, `"-1.5e3"`; not `"0x10"`, `"inf"` or `""`).
  package static func number(_ value: JSONValue?) -> Double? {
    switch value?.kind {
    case .number(let number)?: return number.doubleValue
    case .string(let text)?:
      let written = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !written.isEmpty, written.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
        let number = Double(written), number.isFinite
      else { return nil }
      return number
    default: return nil
    }
  }
}
