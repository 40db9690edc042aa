import Foundation

/// The version of a served file, as HTTP's conditional requests name it:
/// an `ETag` made of its modification time and size (as nginx makes one),
/// and its `Last-Modified` date. A client that sends either back
/// (`If-None-Match`, `If-Modified-Since`) for a file that has not changed
/// gets `304 Not Modified` and no body: what `--watch` polls with.
package struct FileValidators: Sendable, Equatable {
  /// `"<mtime in ns, hex>-<size, hex>"`, quoted.
  package let entityTag: String
  /// The modification time, in whole seconds since 1970.
  package let modifiedSecond: Int

  /// The validators of the file at `path`; `nil` when it cannot be read.
  package init?(path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date, let size = attributes[.size] as? Int
    else { return nil }
    let nanoseconds = Int64((modified.timeIntervalSince1970 * 1e9).rounded())
    entityTag = "\"\(String(nanoseconds, radix: 16))-\(String(size, radix: 16))\""
    modifiedSecond = Int(modified.timeIntervalSince1970.rounded(.down))
  }

  /// The `Last-Modified` header: `Sun, 06 Nov 1994 08:49:37 GMT`.
  package var lastModified: String {
    Self.httpDate.string(from: Date(timeIntervalSince1970: TimeInterval(modifiedSecond)))
  }

  /// Whether a request with these headers already has this version:
  /// `If-None-Match` naming the tag (or `*`) decides; without it, an
  /// `If-Modified-Since` no earlier than the modification time.
  package func isCurrent(ifNoneMatch: String?, ifModifiedSince: String?) -> Bool {
    if let ifNoneMatch {
      let tags = ifNoneMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return tags.contains { $0 == "*" || $0 == entityTag || $0 == "W/" + entityTag }
    }
    guard let ifModifiedSince, let date = Self.httpDate.date(from: ifModifiedSince) else { return false }
    return Int(date.timeIntervalSince1970) >= modifiedSecond
  }

  private static let httpDate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
  }()
}
