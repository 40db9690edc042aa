import SDUICore
import SDUIDocument
import SDUINetwork

/// Decodes screens and collects their diagnostics: the behaviour of
/// `sdui-term check`.
///
/// ```swift
/// let report = await ScreenChecker().check([.file("Screens/index.json")])
/// print(report.text, terminator: "")
/// report.hasErrors // exit status 1 when true
/// ```
package struct ScreenChecker: Sendable {
  /// The dialect to read, or `nil` to detect it per file.
  package var dialect: Dialect?
  /// The app's own components, actions and operations.
  package var libraries: [Library]

  /// Creates a checker.
  package init(dialect: Dialect? = nil, libraries: [Library] = []) {
    self.dialect = dialect
    self.libraries = libraries
  }

  /// Checks every source in order (URLs are fetched); an unreadable
  /// source is an error too.
  package func check(_ sources: [ScreenSource], limits: HTTPLimits = HTTPLimits()) async -> CheckReport {
    var report = CheckReport()
    for source in sources {
      do {
        report.files.append(check(try await source.fetch(limits: limits), named: source.displayName))
      } catch {
        report.files.append(.init(source: source.displayName, kind: .screen(nil), findings: [], readError: error))
      }
    }
    return report
  }

  /// Checks a screen's bytes, read from the source shown as `name`.
  package func check(_ bytes: [UInt8], named name: String) -> CheckReport.FileResult {
    let screen = ScreenDecoder(options: .init(dialect: dialect, file: name, libraries: libraries)).decode(bytes)
    let diagnostics = (screen.diagnostics + screen.unhonouredProperties).sorted { $0.location < $1.location }
    return .init(source: name, dialect: screen.dialect, diagnostics: diagnostics)
  }
}
