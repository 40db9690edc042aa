import Foundation

/// CLDR's plural categories (`zero`, `one`, `two`, `few`, `many`,
/// `other`) for cardinal numbers, for `pluralize`.
///
/// Foundation has no public plural rules (on Linux its ICU is the
/// toolchain's underscored `_FoundationICU`, which macOS does not have), so
/// the rules of the languages below are written here from CLDR's
/// `plurals.xml`, by their operands: `i` the integer digits, `v` the count
/// of fraction digits shown, `f` those digits. Numbers in compact notation
/// (CLDR's `e`) do not occur: a value is a plain number. A language not
/// listed takes English's rule, which most European languages share.
enum PluralRules {
  /// The rule families, each the languages that share one rule.
  private enum Family {
    case otherOnly, oneWhenIntegerOne, oneWhenOne, oneWhenZeroOrOne, eastSlavic, polish, czech, arabic, hebrew
    case welsh, serboCroatian
  }

  /// The languages whose exact millions are `many` (`1000000` in French:
  /// "de" follows, as in "1 million de personnes").
  private static let millionsAreMany: Set<String> = ["fr", "es", "it", "pt", "ca"]

  private static let families: [String: Family] = {
    var families: [String: Family] = [:]
    let members: [(Family, [String])] = [
      (.otherOnly, ["ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "my", "km", "yue", "jv"]),
      (.oneWhenOne, ["es", "el", "hu", "tr", "nb", "nn", "no", "bg", "af", "sq", "eu", "az", "kk", "uz", "ta", "te"]),
      (.oneWhenZeroOrOne, ["fr", "pt", "hy", "ff", "kab"]),
      (.eastSlavic, ["ru", "uk", "be"]),
      (.polish, ["pl"]),
      (.czech, ["cs", "sk"]),
      (.arabic, ["ar"]),
      (.hebrew, ["he", "iw"]),
      (.welsh, ["cy"]),
      (.serboCroatian, ["hr", "sr", "bs", "sh"]),
    ]
    for (family, languages) in members {
      for language in languages { families[language] = family }
    }
    return families
  }()

  /// The category of `number` in `locale`'s language.
  static func category(of number: Double, in locale: Locale) -> String {
    let language = locale.language.languageCode?.identifier ?? "en"
    let n = abs(number)
    let i = n < 1e18 ? Int(n) : Int.max
    let fraction = fractionDigits(of: n)
    let (v, f) = (fraction.count, Int(fraction.prefix(18)) ?? 0)
    let whole = v == 0
    if millionsAreMany.contains(language), whole, i != 0, i % 1_000_000 == 0 { return "many" }
    switch families[language] ?? .oneWhenIntegerOne {
    case .otherOnly: return "other"
    case .oneWhenIntegerOne: return i == 1 && whole ? "one" : "other"
    case .oneWhenOne: return n == 1 ? "one" : "other"
    case .oneWhenZeroOrOne: return i <= 1 ? "one" : "other"
    case .eastSlavic:
      guard whole else { return "other" }
      if i % 10 == 1 && i % 100 != 11 { return "one" }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
      return "many"
    case .polish:
      guard whole else { return "other" }
      if i == 1 { return "one" }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
      return "many"
    case .czech:
      guard whole else { return "many" }
      return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
    case .arabic:
      guard whole else { return "other" }
      switch i {
      case 0: return "zero"
      case 1: return "one"
      case 2: return "two"
      default: return (3...10).contains(i % 100) ? "few" : (11...99).contains(i % 100) ? "many" : "other"
      }
    case .hebrew:
      if (i == 1 && whole) || (i == 0 && !whole) { return "one" }
      return i == 2 && whole ? "two" : "other"
    case .welsh:
      guard whole else { return "other" }
      return [0: "zero", 1: "one", 2: "two", 3: "few", 6: "many"][i] ?? "other"
    case .serboCroatian:
      let (last, lastTwo) = whole ? (i % 10, i % 100) : (f % 10, f % 100)
      if last == 1 && lastTwo != 11 { return "one" }
      if (2...4).contains(last) && !(12...14).contains(lastTwo) { return "few" }
      return "other"
    }
  }

  /// The fraction digits `number` shows when written shortest (`1.5` → `5`;
  /// none for a whole number).
  private static func fractionDigits(of number: Double) -> Substring {
    guard number != number.rounded(.towardZero) else { return "" }
    let text = String(number)
    guard !text.contains("e"), let point = text.firstIndex(of: ".") else { return "" }
    return text[text.index(after: point)...]
  }
}
