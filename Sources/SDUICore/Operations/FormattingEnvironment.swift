import Foundation
import Synchronization

/// What formatting depends on besides its arguments, passed in so that
/// nothing a dialect formats reads the machine's settings by itself: the
/// locale numbers, currencies, dates and plurals are formatted for, the
/// time zone dates are shown in, and the clock that says what day a bare
/// time (`14:30`) is on and when an action was sent.
public struct FormattingEnvironment: Sendable {
  /// The locale of numbers, currencies, dates and plural categories.
  public var locale: Locale
  /// The time zone dates are shown in, and dates written without an
  /// offset are read in.
  public var timeZone: TimeZone
  /// The current instant.
  public var now: @Sendable () -> Date

  /// Creates an environment.
  public init(locale: Locale, timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
    self.locale = locale
    self.timeZone = timeZone
    self.now = now
  }
}

extension FormattingEnvironment {
  private static let shared = Mutex(FormattingEnvironment.standard)

  /// What the process formats with: ``standard`` until the command line
  /// (`--locale`, `--time-zone`, `--clock`) or a test sets it.
  public static var current: FormattingEnvironment {
    get { shared.withLock { $0 } }
    set { shared.withLock { $0 = newValue } }
  }

  /// The user's own: the locale `LC_ALL` or `LANG` names (`en_US` for
  /// `C` and `POSIX`, as a browser's `Intl` without a language), the
  /// process's time zone, the system clock.
  public static var standard: FormattingEnvironment {
    let variables = ProcessInfo.processInfo.environment
    return FormattingEnvironment(
      locale: locale(named: [variables["LC_ALL"], variables["LANG"]].compactMap(\.self).first { !$0.isEmpty }),
      timeZone: .current, now: { Date() })
  }

  /// The locale a POSIX locale name (`pt_BR.UTF-8`) or a BCP 47 tag
  /// (`pt-BR`) names.
  public static func locale(named name: String?) -> Locale {
    let language = name?.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    guard !["", "C", "POSIX"].contains(language) else { return Locale(identifier: "en_US") }
    return Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
  }
}
