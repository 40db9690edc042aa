import SDUICore
import SDUIDocument
import SDUINetwork

/// What `sdui-term check` found, file by file, and the one place that
/// renders it: as lines (``text`` and ``summary``), as JSON (``json``), as
/// a SARIF 2.1.0 log (``sarif``) or as GitHub workflow commands
/// (``githubCommands``).
///
/// Screens and flows feed it alike, each file as a ``FileResult`` of
/// ``CheckFinding``s:
///
/// ```swift
/// var report = await ScreenChecker().check([.file("home.json")])
/// report.files.append(
///   CheckReport.FileResult(source: "login.yaml", kind: .flow, findings: [
///     CheckFinding(file: "login.yaml", at: SourceLocation(line: 4, column: 3), severity: .error,
///                  rule: CheckRule(id: "unknownCommand", summary: "A command Maestro does not have."),
///                  message: "unknown command 'tapOnn'")
///   ]))
/// ```
package struct CheckReport: Sendable {
  /// One checked file: what it was read as and what was found in it.
  package struct FileResult: Sendable {
    /// What a file was read as.
    package enum Kind: Sendable, Equatable {
      /// A screen, in the dialect read; `nil` when it could not be read.
      case screen(Dialect?)
      /// A Maestro-shaped flow file.
      case flow
      /// A folder `check` was given, with what is wrong with it as a whole
      /// (``CheckFolder``); not counted as a file checked.
      case folder
    }

    /// The file as the user named it, the URL, or `<stdin>`.
    package var source: String
    /// What it was read as.
    package var kind: Kind
    /// Its problems, in the order to print them.
    package var findings: [CheckFinding]
    /// Why it could not be read, if it could not; an error of its own.
    package var readError: SourceError?

    /// A file and its findings: how a checker of any kind of file adds
    /// what it found (a flow checker passes `kind: .flow`).
    package init(source: String, kind: Kind, findings: [CheckFinding], readError: SourceError? = nil) {
      self.source = source
      self.kind = kind
      self.findings = findings
      self.readError = readError
    }

    /// A screen and its decoder's diagnostics, in `source` unless a
    /// diagnostic names its own file.
    package init(source: String, dialect: Dialect?, diagnostics: [Diagnostic], readError: SourceError? = nil) {
      self.init(
        source: source, kind: .screen(dialect), findings: diagnostics.map { CheckFinding($0, file: source) },
        readError: readError)
    }

    /// The dialect a screen was read in; `nil` for a flow or an unreadable screen.
    package var dialect: Dialect? {
      if case .screen(let dialect) = kind { dialect } else { nil }
    }

    /// Its findings after the one its read error makes, if any: an error
    /// of rule ``CheckRule/unreadable`` for the whole file.
    package var allFindings: [CheckFinding] {
      let unreadable = readError.map {
        CheckFinding(file: source, severity: .error, rule: .unreadable, message: $0.description)
      }
      return (unreadable.map { [$0] } ?? []) + findings
    }
  }

  /// The files, in the order checked.
  package var files: [FileResult] = []

  /// How many errors, unreadable files included.
  package var errorCount: Int { count(.error) }

  /// How many warnings.
  package var warningCount: Int { count(.warning) }

  /// How many notes.
  package var noteCount: Int { count(.note) }

  /// Whether `check` exits with status 1.
  package var hasErrors: Bool { errorCount > 0 }

  private func count(_ severity: CheckFinding.Severity) -> Int {
    files.reduce(0) { $0 + $1.allFindings.filter { $0.severity == severity }.count }
  }

  /// One line per finding, `FILE:LINE:COL: error|warning|note: MESSAGE (at
  /// $.path)`; `FILE: error: ...` for a whole file, such as one that cannot
  /// be read.
  package var text: String {
    files.flatMap(\.allFindings).map { Self.line($0) + "\n" }.joined()
  }

  private static func line(_ finding: CheckFinding) -> String {
    let place =
      finding.start.isKnown ? "\(finding.file):\(finding.start.line):\(finding.start.column)" : finding.file
    let path = finding.path.map { " (at \($0))" } ?? ""
    return "\(place): \(finding.severity.rawValue): \(finding.message)\(path)"
  }

  /// `checked N files: E errors, W warnings` (`, N notes` when there are
  /// any), for the end of a run; a folder's own problems count, the
  /// folder not.
  package var summary: String {
    let notes = noteCount > 0 ? ", " + Self.counted(noteCount, "note") : ""
    let checked = files.filter { $0.kind != .folder }.count
    return "checked \(Self.counted(checked, "file")): \(Self.counted(errorCount, "error")), "
      + Self.counted(warningCount, "warning") + notes
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The report as one line of JSON for tools:
  /// `{"errors":E,"warnings":W,"files":[...],"diagnostics":[...]}`. A file
  /// is `{"file","dialect","readError"}`: `dialect` is `nimbus` or `beagle`,
  /// `flow` for a flow file, `folder` for a folder's problems as a whole
  /// (empty, too large), `null` for a screen that could not be read,
  /// and `readError` the reason, else `null`. A diagnostic is
  /// `{"file","line","column","severity","code","message","path"}`, line and
  /// column 0 for a whole file, `path` `null` when there is none, with
  /// `endLine` and `endColumn` after them when the end is known. An
  /// unreadable file is in `files` and counted in `errors`, not a diagnostic.
  package var json: String {
    var diagnostics: [JSONValue] = []
    var fileValues: [JSONValue] = []
    for file in files {
      let dialect: JSONValue =
        switch file.kind {
        case .screen(let dialect): dialect.map { JSONValue(.string($0.name)) } ?? .null
        case .flow: "flow"
        case .folder: "folder"
        }
      fileValues.append([
        "file": JSONValue(.string(file.source)),
        "dialect": dialect,
        "readError": file.readError.map { JSONValue(.string($0.reason)) } ?? .null,
      ])
      diagnostics += file.findings.map(Self.jsonValue)
    }
    let document: JSONValue = [
      "errors": JSONValue(.number(.integer(errorCount))),
      "warnings": JSONValue(.number(.integer(warningCount))),
      "files": JSONValue(.array(fileValues)),
      "diagnostics": JSONValue(.array(diagnostics)),
    ]
    return document.jsonText + "\n"
  }

  private static func jsonValue(_ finding: CheckFinding) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "file", value: JSONValue(.string(finding.file))),
      JSONMember(key: "line", value: JSONValue(.number(.integer(finding.start.line)))),
      JSONMember(key: "column", value: JSONValue(.number(.integer(finding.start.column)))),
      JSONMember(key: "severity", value: JSONValue(.string(finding.severity.rawValue))),
      JSONMember(key: "code", value: JSONValue(.string(finding.rule.id))),
      JSONMember(key: "message", value: JSONValue(.string(finding.message))),
      JSONMember(key: "path", value: finding.path.map { JSONValue(.string($0)) } ?? .null),
    ]
    if let end = finding.end {
      members.append(JSONMember(key: "endLine", value: JSONValue(.number(.integer(end.line)))))
      members.append(JSONMember(key: "endColumn", value: JSONValue(.number(.integer(end.column)))))
    }
    return JSONValue(.object(members))
  }
}
