import SDUICore
import SDUIDocument
import SDUINetwork

/// What `sdui-term check` found, printable as lines or as JSON.
package struct CheckReport: Sendable {
  /// One checked file.
  package struct FileResult: Sendable {
    /// The file or `<stdin>`.
    package var source: String
    /// The dialect read.
    package var dialect: Dialect?
    /// Its problems.
    package var diagnostics: [Diagnostic]
    /// Why it could not be read, if it could not.
    package var readError: SourceError?
  }

  /// The files, in the order checked.
  package var files: [FileResult] = []

  /// How many errors, unreadable files included.
  package var errorCount: Int {
    files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count + ($1.readError == nil ? 0 : 1) }
  }

  /// How many warnings.
  package var warningCount: Int {
    files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
  }

  /// Whether `check` exits with status 1.
  package var hasErrors: Bool { errorCount > 0 }

  /// One line per diagnostic, `FILE:LINE:COL: error|warning: MESSAGE (at $.path)`.
  package var text: String {
    var lines: [String] = []
    for file in files {
      if let error = file.readError { lines.append("\(file.source): error: \(error)") }
      lines += file.diagnostics.map(\.description)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `checked N files: E errors, W warnings`, for the end of a run.
  package var summary: String {
    "checked \(files.count) file\(files.count == 1 ? "" : "s"): \(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
  }

  /// The report as JSON for tools:
  /// `{"errors":1,"warnings":0,"files":[...],"diagnostics":[{"file","line","column","severity","code","message","path"}]}`.
  package var json: String {
    var diagnostics: [JSONValue] = []
    var fileValues: [JSONValue] = []
    for file in files {
      fileValues.append([
        "file": JSONValue(.string(file.source)),
        "dialect": file.dialect.map { JSONValue(.string($0.rawValue)) } ?? .null,
        "readError": file.readError.map { JSONValue(.string($0.reason)) } ?? .null,
      ])
      for diagnostic in file.diagnostics {
        diagnostics.append([
          "file": JSONValue(.string(file.source)),
          "line": JSONValue(.number(.integer(diagnostic.location.line))),
          "column": JSONValue(.number(.integer(diagnostic.location.column))),
          "severity": JSONValue(.string(diagnostic.severity.rawValue)),
          "code": JSONValue(.string(diagnostic.kind.code)),
          "message": JSONValue(.string(diagnostic.message)),
          "path": JSONValue(.string(diagnostic.path.description)),
        ])
      }
    }
    let document: JSONValue = [
      "errors": JSONValue(.number(.integer(errorCount))),
      "warnings": JSONValue(.number(.integer(warningCount))),
      "files": JSONValue(.array(fileValues)),
      "diagnostics": JSONValue(.array(diagnostics)),
    ]
    return document.jsonText + "\n"
  }
}
