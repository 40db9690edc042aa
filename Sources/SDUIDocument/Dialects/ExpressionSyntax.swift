/// A dialect's choices in the grammar of `@{...}`.
package struct ExpressionSyntax: Sendable {
  /// Whether `\\` inside a quoted string is a backslash.
  package var escapesBackslash = false
  /// Whether a number literal may start with `-`.
  package var negativeNumbers = false
  /// Whether a word of digits alone is a name.
  package var digitsAreNames = false

  /// Creates the choices.
  package init(escapesBackslash: Bool = false, negativeNumbers: Bool = false, digitsAreNames: Bool = false) {
    self.escapesBackslash = escapesBackslash
    self.negativeNumbers = negativeNumbers
    self.digitsAreNames = digitsAreNames
  }
}
