import ArgumentParser
import Foundation
import SDUICore

/// `--locale`, `--time-zone` and `--clock`: what numbers, currencies,
/// dates and plurals are formatted with, fixed for tests and demos.
struct FormattingOptions: ParsableArguments {
  @Option(help: "The locale numbers, currencies and dates are formatted in, e.g. pt-BR (default: LC_ALL or LANG).")
  var locale: String?

  @Option(help: "The time zone dates are shown in, e.g. America/Sao_Paulo or UTC (default: TZ).")
  var timeZone: String?

  @Option(help: "A fixed clock, as an ISO 8601 date and time, e.g. 2026-12-03T09:30:00Z (default: the system's).")
  var clock: String?

  /// What the options ask for, over the user's own settings.
  var environment: FormattingEnvironment {
    var environment = FormattingEnvironment.standard
    if let locale { environment.locale = FormattingEnvironment.locale(named: locale) }
    if let zone = timeZone.flatMap(TimeZone.init(identifier:)) { environment.timeZone = zone }
    if let instant = clock.flatMap(Self.instant) { environment.now = { instant } }
    return environment
  }

  /// Makes the options what the process formats with.
  func apply() { FormattingEnvironment.current = environment }

  func validate() throws {
    if let locale, !Self.isKnown(locale: locale) {
      throw ValidationError("--locale must name a language, as en-US, pt_BR or pt_BR.UTF-8 do, not '\(locale)'")
    }
    if let timeZone, TimeZone(identifier: timeZone) == nil {
      throw ValidationError("--time-zone must be a time zone's name, as UTC or Europe/Lisbon, not '\(timeZone)'")
    }
    if let clock, Self.instant(clock) == nil {
      throw ValidationError(
        "--clock must be an ISO 8601 date and time with its offset, as 2026-12-03T09:30:00Z, not '\(clock)'")
    }
  }

  /// Whether a locale's name starts with a language ISO 639 knows.
  static func isKnown(locale: String) -> Bool {
    let identifier = FormattingEnvironment.locale(named: locale).identifier
    guard let language = identifier.split(separator: "_").first.map(String.init), !language.isEmpty else {
      return false
    }
    return Locale.LanguageCode.isoLanguageCodes.contains(Locale.LanguageCode(language.lowercased()))
  }

  /// The instant an ISO 8601 date and time with an offset names.
  static func instant(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions.insert(.withFractionalSeconds)
    return formatter.date(from: text)
  }
}
