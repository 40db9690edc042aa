/// A flow's string with its `${...}` scripts, read as Maestro reads it
/// (`Env.kt`'s `evaluateScripts`): a script runs from `${` to the last `}`
/// before the next `$` (so `${ {a: 1}.a }` is one script), a blank one
/// gives nothing, and `\${...}` is written as it is, without its backslash.
///
/// ```swift
/// ScriptTemplate("Hello ${NAME}!").parts  // [.text("Hello "), .script("NAME"), .text("!")]
/// ScriptTemplate("\\${NAME}").parts       // [.text("${NAME}")]
/// ```
struct ScriptTemplate: Equatable {
  enum Part: Equatable {
    case text(String)
    case script(String)
  }

  let parts: [Part]

  /// Whether the string runs any script.
  var hasScripts: Bool { parts.contains { if case .script = $0 { true } else { false } } }

  init(_ text: String) {
    var parts: [Part] = []
    var literal = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{",
        let end = Self.scriptEnd(in: characters, from: index + 2)
      {
        let escaped = index > 0 && characters[index - 1] == "\\"
        let whole = String(characters[index...end])
        if escaped {
          literal.removeLast()
          literal += whole
        } else {
          if !literal.isEmpty { parts.append(.text(literal)) }
          literal = ""
          parts.append(.script(String(characters[(index + 2)..<end])))
        }
        index = end + 1
      } else {
        literal.append(characters[index])
        index += 1
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The `}` that closes a script starting at `start`: the last one before
  /// the next `$` (Maestro's `[^$]*}`, which is greedy); `nil` when none.
  private static func scriptEnd(in characters: [Character], from start: Int) -> Int? {
    var last: Int?
    var index = start
    while index < characters.count, characters[index] != "$" {
      if characters[index] == "}" { last = index }
      index += 1
    }
    return last
  }

  /// The string with each script replaced by what `run` gives for it
  /// (blank scripts by nothing).
  func expanded<Failure: Error>(_ run: (String) throws(Failure) -> String) throws(Failure) -> String {
    var result = ""
    for part in parts {
      switch part {
      case .text(let text): result += text
      case .script(let script):
        if !script.allSatisfy(\.isWhitespace) { result += try run(script) }
      }
    }
    return result
  }
}
