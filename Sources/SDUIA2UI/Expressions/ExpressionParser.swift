/// The parser of `formatString`'s templates: text with `${expression}`
/// interpolations, as A2UI's basic catalog defines them and
/// `conformance/core/expressions.yaml` pins them down.
///
/// An expression is a quoted string (`'…'` or `"…"`, with backslash
/// escapes), a number (`42`, `1.5`, `007`), `true`, `false` or `null`, a
/// path (`/user/name` absolute, `user` relative, with `.`, `-`, `_` and `~`
/// in it), a call with named arguments (`add(a: 1, b: /b)`), or another
/// interpolation (`${${'x'}}`, its expression). `\${` is a literal `${`.
///
/// The parts it returns are ``DynamicValue``s, adjacent literal text
/// joined: `"a ${x} b"` is `["a ", .binding(path: "x"), " b"]`. It has its
/// own budget: a template is at most ``maximumLength`` Unicode scalars and
/// nests at most ``maximumNesting`` interpolations and calls deep.
///
/// ```swift
/// try ExpressionParser().parseTemplate("Hi ${/user/name}!")
/// // [.literal("Hi "), .binding(path: "/user/name"), .literal("!")]
/// ```
package struct ExpressionParser: Sendable {
  /// How deeply interpolations and calls may nest.
  package var maximumNesting: Int
  /// The longest template read, in Unicode scalars.
  package var maximumLength: Int

  /// Creates a parser; by default templates nest 32 deep and are 65,536
  /// Unicode scalars long at most.
  package init(maximumNesting: Int = 32, maximumLength: Int = 65_536) {
    self.maximumNesting = maximumNesting
    self.maximumLength = maximumLength
  }

  /// The template's parts: literal text, bindings and calls, adjacent
  /// literal strings joined; an empty template is one empty literal.
  ///
  /// - Throws: ``ExpressionParseError``, with the offset of the trouble.
  package func parseTemplate(_ template: String) throws(ExpressionParseError) -> [DynamicValue] {
    let scalars = Array(template.unicodeScalars.prefix(maximumLength + 1))
    guard scalars.count <= maximumLength else {
      throw .templateTooLong(length: template.unicodeScalars.count, limit: maximumLength)
    }
    var scanner = TemplateScanner(scalars, maximumNesting: maximumNesting)
    let parts = try scanner.template()
    return parts.isEmpty ? [.literal(.init(.string("")))] : parts
  }
}
