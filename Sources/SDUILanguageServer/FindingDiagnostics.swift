import SDUICheck
import SDUIDocument
import SDUILanguageProtocol

/// `check`'s findings as the protocol's diagnostics: the same severity
/// (`note` as information), the rule's id as `code`, `sdui-term` as
/// `source`, the same message, and a range that starts at the finding's
/// line:column and spans the key or value written there (a string with its
/// quotes, a number or word, an object or array to its closing bracket;
/// for a JSON error, the token the parser stopped at, or one character).
enum FindingDiagnostics {
  /// The `source` of every diagnostic.
  static let source = "sdui-term"

  /// The diagnostics of `findings` in the text of `lines`.
  static func diagnostics(_ findings: [CheckFinding], in lines: TextLines) -> [PublishedDiagnostic] {
    findings.map { finding in
      PublishedDiagnostic(
        range: range(of: finding, in: lines), severity: severity(finding.severity), code: finding.rule.id,
        source: source, message: finding.message)
    }
  }

  /// Where a finding is: from its start to the end of what is written
  /// there, or to `end` when the finding says; the document's start when
  /// it has no place.
  static func range(of finding: CheckFinding, in lines: TextLines) -> TextRange {
    guard finding.start.isKnown else {
      return TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    }
    let start = lines.offset(line: finding.start.line, scalarColumn: finding.start.column)
    let end =
      finding.end.map { lines.offset(line: $0.line, scalarColumn: $0.column) }
      ?? CursorScanner.valueEnd(in: lines.bytes, from: start)
    return TextRange(start: lines.position(ofOffset: start), end: lines.position(ofOffset: max(start, end)))
  }

  private static func severity(_ severity: CheckFinding.Severity) -> PublishedDiagnostic.Severity {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .note: .information
    }
  }
}
