import SDUIDocument

/// The client-side functions a surface's catalog offers, by name.
///
/// ``basic`` is the basic catalog's fourteen (`catalogs/basic/catalog.json`),
/// ``minimal`` the minimal catalog's `capitalize`.
package struct FunctionCatalog: Sendable {
  /// A function: its result from its arguments; `nil` is undefined.
  package typealias Function = @Sendable (FunctionArguments) throws(FunctionError) -> JSONValue?

  /// The functions by name.
  package var functions: [String: Function]

  /// A catalog of `functions`.
  package init(functions: [String: Function]) {
    self.functions = functions
  }

  /// The basic catalog's functions.
  package static let basic = FunctionCatalog(functions: [
    "formatString": TextFunctions.formatString,
    "required": ValidationFunctions.required,
    "regex": ValidationFunctions.regex,
    "length": ValidationFunctions.length,
    "numeric": ValidationFunctions.numeric,
    "email": ValidationFunctions.email,
    "formatNumber": NumberFunctions.formatNumber,
    "formatCurrency": NumberFunctions.formatCurrency,
    "formatDate": DateFunctions.formatDate,
    "pluralize": TextFunctions.pluralize,
    "openUrl": OpenURLRequest.openUrl,
    "and": LogicFunctions.and,
    "or": LogicFunctions.or,
    "not": LogicFunctions.not,
  ])

  /// The minimal catalog's functions.
  package static let minimal = FunctionCatalog(functions: ["capitalize": TextFunctions.capitalize])
}
