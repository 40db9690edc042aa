import SDUICore
import SDUIDocument

/// Why a flow file cannot be read, at its `FILE:LINE:COL`.
package struct FlowError: Error, Equatable, CustomStringConvertible {
  package var file: String
  /// Where in the file; line 0 when the whole file is meant.
  package var location: SourceLocation
  package var message: String

  package init(file: String, location: SourceLocation = SourceLocation(line: 0, column: 0), message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `FILE:LINE:COL: error: MESSAGE`, as compilers write it.
  package var description: String {
    location.line > 0
      ? "\(file):\(location.line):\(location.column): error: \(message)"
      : "\(file): error: \(message)"
  }
}
