/// The bounds of one validation, which no instance can pass: the work is
/// counted in keyword evaluations (a `pattern`'s match, which compiles the
/// pattern in RE2, counts as 16), the nesting of schemas applied to the
/// instance (through `$ref`s, applicators and the instance's own depth) is
/// capped, and so is the number of violations kept.
package struct SchemaLimits: Sendable, Equatable {
  /// The most keywords one validation evaluates; past it, validation stops
  /// with a violation saying so.
  package var maximumKeywordEvaluations: Int
  /// The deepest a validation nests schemas inside schemas; past it,
  /// validation stops with a violation saying so. Each level is a few
  /// frames of the thread's stack: 256 levels take about 0.7 MiB in a
  /// release build and up to 3 MiB in a debug one, within the 8 MiB of
  /// Linux's threads but not Darwin's 512 KiB secondary threads; lower it
  /// for a thread with less.
  package var maximumDepth: Int
  /// The most violations reported; one more says that the rest were left
  /// out.
  package var maximumViolations: Int

  /// Bounds for one message of A2UI: four million keyword evaluations (a
  /// large `updateComponents` takes tens of thousands; a million strings
  /// against `items: {"type": "string"}`, two million), 256 levels of
  /// schemas, 100 violations.
  package init(maximumKeywordEvaluations: Int = 4_000_000, maximumDepth: Int = 256, maximumViolations: Int = 100) {
    self.maximumKeywordEvaluations = maximumKeywordEvaluations
    self.maximumDepth = maximumDepth
    self.maximumViolations = maximumViolations
  }
}
