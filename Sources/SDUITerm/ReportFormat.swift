import ArgumentParser

/// What `test --format` writes, as Maestro names them (in any case).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case junit, html

  init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }

  var fileExtension: String { self == .junit ? "xml" : "html" }

  var name: String { self == .junit ? "JUnit" : "HTML" }
}
