import Foundation

/// What formatting depends on besides its arguments, passed in so that
/// nothing reads the machine's settings: the locale numbers, currencies,
/// dates and plurals are formatted for, the time zone dates are shown in,
/// and the clock that says what day a bare time (`14:30`) is on.
package struct FunctionEnvironment: Sendable {
  /// The locale of numbers, currencies, dates and plural categories.
  package var locale: Locale
  /// The time zone dates are shown in, and dates written without an
  /// offset are read in.
  package var timeZone: TimeZone
  /// The current instant.
  package var now: @Sendable () -> Date

  /// Creates an environment.
  package init(locale: Locale, timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
    self.locale = locale
    self.timeZone = timeZone
    self.now = now
  }
}
