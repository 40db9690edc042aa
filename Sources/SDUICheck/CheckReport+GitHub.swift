extension CheckReport {
  /// The report as GitHub Actions workflow commands, one line per finding,
  /// which a job's log shows as annotations on the files' lines:
  /// `::error file=F,line=L,col=C,title=RULE::MESSAGE (at $.path)`
  /// (`::warning` for a warning, `::notice` for a note; `line` and `col`
  /// only when known, `endLine` and `endColumn` when the end is). An
  /// unreadable file is an `::error` of title `unreadable` without a line.
  /// Values are escaped as GitHub's toolkit escapes them
  /// (``escapedCommandValue(_:)``, ``escapedCommandProperty(_:)``).
  package var githubCommands: String {
    files.flatMap(\.allFindings).map { Self.workflowCommand($0) + "\n" }.joined()
  }

  private static func workflowCommand(_ finding: CheckFinding) -> String {
    let command =
      switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var properties = [("file", finding.file)]
    if finding.start.isKnown {
      properties.append(("line", "\(finding.start.line)"))
      if finding.start.column > 0 { properties.append(("col", "\(finding.start.column)")) }
      if let end = finding.end, end.isKnown {
        properties.append(("endLine", "\(end.line)"))
        if end.column > 0 { properties.append(("endColumn", "\(end.column)")) }
      }
    }
    properties.append(("title", finding.rule.id))
    let message = finding.message + (finding.path.map { " (at \($0))" } ?? "")
    let written = properties.map { "\($0.0)=\(escapedCommandProperty($0.1))" }.joined(separator: ",")
    return "::\(command) \(written)::\(escapedCommandValue(message))"
  }

  /// A workflow command's message, escaped: `%` as `%25`, CR as `%0D`, LF
  /// as `%0A`, so that a message stays one command on one line.
  static func escapedCommandValue(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A workflow command's property value, escaped as its message is and
  /// `:` as `%3A`, `,` as `%2C`, which would end the value.
  static func escapedCommandProperty(_ text: String) -> String {
    escapedCommandValue(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
