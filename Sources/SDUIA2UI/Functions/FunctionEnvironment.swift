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

extension FunctionEnvironment {
  /// The user's own: the locale `LC_ALL` or `LANG` names (`en_US` for
  /// `C` and `POSIX`, as a browser's `Intl` without a language), the
  /// process's time zone, the system clock.
  package static var standard: FunctionEnvironment {
    let variables = ProcessInfo.processInfo.environment
    return FunctionEnvironment(
      locale: locale(named: [variables["LC_ALL"], variables["LANG"]].compactMap(\.self).first { !$0.isEmpty }),
      timeZone: .current, now: { Date() })
  }

  /// The locale a POSIX locale name (`pt_BR.UTF-8`) or a BCP 47 tag
  /// (`pt-BR`) names.
  package static func locale(named name: String?) -> Locale {
    let language = name?.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    guard !["", "C", "POSIX"].contains(language) else { return Locale(identifier: "en_US") }
    return Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
  }
}
