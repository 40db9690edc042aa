/// A property a component or action could not read, and what it got
/// instead: reported with the component's or action's place, and the
/// screen goes on.
///
/// ```swift
/// PropertyFallback(PropertyDecodingError(path: "$.border", message: "expected a whole number, found a string"),
///                  instead: .defaultValue("0")).description
/// // $.border: expected a whole number, found a string; the default 0 is used
/// ```
public struct PropertyFallback: Sendable, Equatable, CustomStringConvertible {
  /// What it got instead.
  package enum Instead: Sendable, Equatable {
    /// An optional property reads as missing.
    case missing
    /// A `@SDUI.Default` property takes its default (as written).
    case defaultValue(String)
  }

  /// Why the property could not be read.
  package var error: PropertyDecodingError
  /// What it got instead.
  package var instead: Instead

  /// Creates a fallback.
  package init(_ error: PropertyDecodingError, instead: Instead) {
    self.error = error
    self.instead = instead
  }

  public var description: String {
    switch instead {
    case .missing: "\(error); it reads as missing"
    case .defaultValue(let value): "\(error); the default \(value) is used"
    }
  }
}
