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
        let bytes = try await source.fetch(limits: limits)
        let decoder = ScreenDecoder(options: .init(dialect: dialect, file: source.displayName, libraries: libraries))
        let screen = decoder.decode(bytes)
        let diagnostics = (screen.diagnostics + screen.unhonouredProperties).sorted { $0.location < $1.location }
        report.files.append(.init(source: source.displayName, dialect: screen.dialect, diagnostics: diagnostics))
      } catch {
        report.files.append(.init(source: source.displayName, dialect: nil, diagnostics: [], readError: error))
      }
    }
    return report
  }
}
