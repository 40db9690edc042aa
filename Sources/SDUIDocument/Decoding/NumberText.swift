/// Numbers printed the way each dialect's reference platform prints them:
/// Kotlin's `toString` for Nimbus, JavaScript's `Number.prototype.toString`
/// for Beagle. Both start from the shortest digits that read back as the
/// same double, which is what Swift, Kotlin and JavaScript all print.
///
/// ```swift
/// NumberText.kotlin(.double(5))       // "5.0"
/// NumberText.kotlin(.double(1e7))     // "1.0E7"
/// NumberText.javaScript(.double(5))   // "5"
/// NumberText.javaScript(.double(1e21)) // "1e+21"
/// ```
package enum NumberText {
  /// A number as Kotlin prints it: `5`, `5.0`, `133.7`, `1.0E7`, `1.0E-4`.
  package static func kotlin(_ number: JSONNumber) -> String {
    switch number {
    case .integer(let integer): return String(integer)
    case .double(let double):
      if let text = nonFiniteText(double) { return text }
      let magnitude = abs(double)
      if magnitude == 0 || (magnitude >= 1e-3 && magnitude < 1e7) {
        let text = String(double)
        return text.contains(".") ? text : text + ".0"
      }
      let digits = ShortestDigits(magnitude)
      let rest = digits.digits.dropFirst()
      let mantissa = "\(digits.digits[0])." + (rest.isEmpty ? "0" : String(rest))
      return (double < 0 ? "-" : "") + mantissa + "E\(digits.pointPosition - 1)"
    }
  }

  /// A number as JavaScript prints it: integral values without a fraction
  /// (`2`, `100000000000000000000`), others shortest (`2.5`, `1e-7`,
  /// `1e+21`).
  package static func javaScript(_ number: JSONNumber) -> String {
    switch number {
    case .integer(let integer): return String(integer)
    case .double(let double):
      if let text = nonFiniteText(double) { return text }
      if double == 0 { return "0" }
      return (double < 0 ? "-" : "") + javaScriptMagnitude(ShortestDigits(abs(double)))
    }
  }

  /// `NaN`, `Infinity` or `-Infinity`, as Kotlin and JavaScript both print
  /// them; `nil` for a finite value.
  private static func nonFiniteText(_ double: Double) -> String? {
    if double.isNaN { return "NaN" }
    if double.isInfinite { return double < 0 ? "-Infinity" : "Infinity" }
    return nil
  }

  /// ECMAScript's Number::toString for a positive value, from its digits.
  private static func javaScriptMagnitude(_ shortest: ShortestDigits) -> String {
    let digits = String(shortest.digits)
    let (count, point) = (shortest.digits.count, shortest.pointPosition)
    if count <= point && point <= 21 { return digits + String(repeating: "0", count: point - count) }
    if 0 < point && point <= 21 {
      return String(shortest.digits[..<point]) + "." + String(shortest.digits[point...])
    }
    if -6 < point && point <= 0 { return "0." + String(repeating: "0", count: -point) + digits }
    let exponent = point - 1
    let rest = shortest.digits.dropFirst()
    let mantissa = String(shortest.digits[0]) + (rest.isEmpty ? "" : "." + String(rest))
    return mantissa + "e" + (exponent > 0 ? "+" : "-") + String(abs(exponent))
  }
}

/// The shortest decimal digits of a positive finite double, without
/// leading or trailing zeros, and where the decimal point goes: the value
/// is `0.d₁d₂…dₖ × 10^pointPosition`.
private struct ShortestDigits {
  var digits: [Character]
  var pointPosition: Int

  init(_ magnitude: Double) {
    let text = String(magnitude)
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integerPart = parts.first ?? ""
    var all = Array(integerPart + (parts.count > 1 ? parts[1] : ""))
    var point = integerPart.count + exponent
    while all.count > 1, all.first == "0" {
      all.removeFirst()
      point -= 1
    }
    while all.count > 1, all.last == "0" { all.removeLast() }
    digits = all
    pointPosition = point
  }
}
