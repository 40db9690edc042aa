import Foundation

/// Reads the dates A2UI's data holds: ISO 8601 as `DateTimeInput` writes
/// it, a date and time (`2026-09-04T12:00:00Z`, `2026-09-04T12:00:00.250+02:00`,
/// `2026-09-04 12:00`), a date (`2026-09-04`, at midnight) or a time
/// (`14:30`, `14:30:05`, on the clock's day). Those written without an
/// offset are in the given time zone.
struct ISODateReader {
  let timeZone: TimeZone
  let now: Date

  /// The instant `text` writes, or `nil` when it is none of the forms.
  func date(_ text: String) -> Date? {
    var scanner = Substring(text)
    var components = DateComponents()
    if let year = number(&scanner, digits: 4) {
      guard skip("-", &scanner), let month = number(&scanner, digits: 2), (1...12).contains(month),
        skip("-", &scanner), let day = number(&scanner, digits: 2), (1...31).contains(day)
      else { return nil }
      (components.year, components.month, components.day) = (year, month, day)
      guard !scanner.isEmpty else { return date(components, zone: timeZone) }
      guard skip("T", &scanner) || skip("t", &scanner) || skip(" ", &scanner) else { return nil }
    } else {
      let today = calendar(timeZone).dateComponents([.year, .month, .day], from: now)
      (components.year, components.month, components.day) = (today.year, today.month, today.day)
    }
    guard readTime(&scanner, into: &components) else { return nil }
    guard let zone = readZone(&scanner), scanner.isEmpty else { return nil }
    return date(components, zone: zone)
  }

  /// `HH:mm`, then `:ss` and a fraction if written.
  private func readTime(_ scanner: inout Substring, into components: inout DateComponents) -> Bool {
    guard let hour = number(&scanner, digits: 2), (0...23).contains(hour), skip(":", &scanner),
      let minute = number(&scanner, digits: 2), (0...59).contains(minute)
    else { return false }
    (components.hour, components.minute, components.second) = (hour, minute, 0)
    if skip(":", &scanner) {
      guard let second = number(&scanner, digits: 2), (0...60).contains(second) else { return false }
      components.second = min(second, 59)
      if skip(".", &scanner) || skip(",", &scanner) {
        let digits = scanner.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double("0." + digits) else { return false }
        components.nanosecond = Int(fraction * 1e9)
        scanner = scanner.dropFirst(digits.count)
      }
    }
    return true
  }

  /// `Z`, `+hh:mm`, `-hhmm` or `+hh`; nothing is the given time zone.
  private func readZone(_ scanner: inout Substring) -> TimeZone? {
    if scanner.isEmpty { return timeZone }
    if skip("Z", &scanner) || skip("z", &scanner) { return TimeZone(identifier: "UTC") }
    guard let sign = scanner.first, sign == "+" || sign == "-" else { return nil }
    scanner = scanner.dropFirst()
    guard let hours = number(&scanner, digits: 2), hours <= 18 else { return nil }
    _ = skip(":", &scanner)
    let minutes = number(&scanner, digits: 2) ?? 0
    guard minutes < 60 else { return nil }
    return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
  }

  private func date(_ components: DateComponents, zone: TimeZone) -> Date? {
    let calendar = calendar(zone)
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == components.day
    else { return nil }
    return date
  }

  private func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  private func number(_ scanner: inout Substring, digits count: Int) -> Int? {
    let digits = scanner.prefix(count)
    guard digits.count == count, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
      return nil
    }
    scanner = scanner.dropFirst(count)
    return value
  }

  private func skip(_ character: Character, _ scanner: inout Substring) -> Bool {
    guard scanner.first == character else { return false }
    scanner = scanner.dropFirst()
    return true
  }
}
