import SDUICore
import SDUIDialects
import SDUIDocument
import SDUINetwork

/// Decodes screens, collects their diagnostics and audits their
/// accessibility by the rules selected (``AccessibilityAudit``): the
/// behaviour of `sdui-term check`.
///
/// ```swift
/// let report = await ScreenChecker(rules: .all).check([.file("Screens/index.json")])
/// print(report.text, terminator: "")
/// report.hasErrors // exit status 1 when true
/// ```
package struct ScreenChecker: Sendable {
  /// The dialect to read, or `nil` to detect it per file.
  package var dialect: Dialect?
  /// The app's own components, actions and operations.
  package var libraries: [Library]
  /// The accessibility rules to audit by (`--rules`).
  package var rules: AccessibilityRules

  /// Creates a checker.
  package init(dialect: Dialect? = nil, libraries: [Library] = [], rules: AccessibilityRules = .defaults) {
    self.dialect = dialect
    self.libraries = libraries
    self.rules = rules
  }

  /// Checks every source in order (URLs are fetched, with the headers
  /// naming `platform`); an unreadable source is an error too.
  package func check(
    _ sources: [ScreenSource], limits: HTTPLimits = HTTPLimits(), platform: String = "iOS"
  ) async -> CheckReport {
    var report = CheckReport()
    let headers = PlatformHeaders.naming(platform, for: dialect, among: Dialect.allCases)
    for source in sources {
      do {
        let bytes = try await source.fetch(limits: limits, platformHeaders: headers)
        report.files.append(await check(bytes, named: source.displayName))
      } catch {
        report.files.append(.init(source: source.displayName, kind: .screen(nil), findings: [], readError: error))
      }
    }
    return report
  }

  /// Checks a screen's bytes, read from the source shown as `name`: the
  /// decoder's diagnostics, then the accessibility findings, together in
  /// document order.
  @MainActor
  package func check(_ bytes: [UInt8], named name: String) async -> CheckReport.FileResult {
    let screen = ScreenDecoder(options: .init(dialect: dialect, file: name, libraries: libraries, isComplete: true))
      .decode(bytes)
    let diagnostics = (screen.diagnostics + screen.unhonouredProperties).sorted { $0.location < $1.location }
    var result = CheckReport.FileResult(source: name, dialect: screen.dialect, diagnostics: diagnostics)
    guard !rules.isEmpty, let audit = AccessibilityAudit(screen: screen, file: name, rules: rules, libraries: libraries)
    else { return result }
    // Stable: at one place, the decoder's diagnostic comes first.
    let found = result.findings + (await audit.findings())
    result.findings = found.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
      .map(\.element)
    return result
  }
}
