/// Why a script failed: what it threw, and where in the script.
///
/// ```text
/// scripts/login.js:3:23: TypeError: undefined is not an object (evaluating 'response.body.token')
///     3 | const token = response.body.token
/// ```
package struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The script's file as the flow names it, or `${...}` for an inline one.
  package var source: String
  /// The line and column in the script, when the engine gave them.
  package var line: Int?
  package var column: Int?
  /// What was thrown: `ReferenceError: Can't find variable: foo`.
  package var message: String
  /// The script's own line where it was thrown, as written.
  package var sourceLine: String?
  /// The limit the script went past, when the engine stopped it; its
  /// ``message`` is then the engine's termination.
  package var stopped: ScriptLimits.Bound?

  package init(
    source: String, line: Int? = nil, column: Int? = nil, message: String, sourceLine: String? = nil,
    stopped: ScriptLimits.Bound? = nil
  ) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
    self.stopped = stopped
  }

  /// This error with the script's line where it was thrown.
  func quoting(_ script: String) -> ScriptError {
    guard let line, line >= 1 else { return self }
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    guard line <= lines.count else { return self }
    var quoted = self
    quoted.sourceLine = String(lines[line - 1]).trimmingCharacters(in: "\r")
    return quoted
  }

  /// `SOURCE:LINE:COL: MESSAGE`, then the script's line.
  package var description: String {
    var place = source
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    var text = "\(place): \(message)"
    if let line, let sourceLine, !sourceLine.allSatisfy(\.isWhitespace) {
      text += "\n    \(line) | \(sourceLine)"
    }
    return text
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.last == set { text.removeLast() }
    return String(text)
  }
}
