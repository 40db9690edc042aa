import SDUIDocument

/// Regular expressions for `match` and `replace`, with `$n` group
/// references in replacements as Kotlin writes them.
enum RegexSupport {
  static func compile(_ pattern: String) throws(OperationFailure) -> Regex<AnyRegexOutput> {
    do {
      return try Regex(pattern)
    } catch {
      throw OperationFailure.invalidRegularExpression(pattern)
    }
  }

  static func fullMatch(_ text: String, _ pattern: String) throws(OperationFailure) -> Bool {
    let regex = try compile(pattern)
    return (try? regex.wholeMatch(in: text)) != nil
  }

  static func replaceAll(_ text: String, _ pattern: String, with template: String) throws(OperationFailure) -> String {
    let regex = try compile(pattern)
    return text.replacing(regex) { match in expand(template, match.output) }
  }

  /// `$0`…`$9` in the replacement become the match's groups; `\$` is a dollar.
  private static func expand(_ template: String, _ output: AnyRegexOutput) -> String {
    var result = ""
    var scalars = template.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\", let next = scalars.next() {
        result.unicodeScalars.append(next)
      } else if scalar == "$", let next = scalars.next() {
        if let digit = Int(String(next)), digit < output.count {
          result += output[digit].substring.map(String.init) ?? ""
        } else {
          result.unicodeScalars.append(scalar)
          result.unicodeScalars.append(next)
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
