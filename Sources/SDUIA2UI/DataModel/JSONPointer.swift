/// A path into a data model: RFC 6901's JSON Pointer, as A2UI reads it.
///
/// A2UI departs from the RFC in three ways, all from its specification and
/// its conformance suite (`data_model.yaml`): a path that does not start
/// with `/` is relative to a scope (a template's item, `/users/0`); `/` is
/// the root, like the empty path; and a trailing `/` adds no segment, so
/// `/foo/` is `/foo`.
///
/// ```swift
/// try JSONPointer(parsing: "/a~1b/c~0d").segments          // ["a/b", "c~d"]
/// try JSONPointer(parsing: "name", relativeTo: users0).text // "/users/0/name"
/// ```
package struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  /// The keys and indices from the root, unescaped.
  package var segments: [String]

  /// The whole model.
  package static let root = JSONPointer(segments: [])

  /// A pointer made of segments as they are (not escaped).
  package init(segments: [String]) {
    self.segments = segments
  }

  /// Reads a pointer: absolute when it starts with `/`, else relative to
  /// `scope` (the empty text is the scope itself).
  ///
  /// - Throws: ``DataModelError/invalidEscape(pointer:)`` for a `~` that
  ///   is not `~0` or `~1`, ``DataModelError/pointerTooDeep(pointer:limit:)``
  ///   when the resolved pointer has more segments than `budget` allows.
  package init(
    parsing text: String, relativeTo scope: JSONPointer = .root, budget: DataModelBudget = DataModelBudget()
  ) throws(DataModelError) {
    var body = Substring(text)
    let isAbsolute = body.first == "/"
    if isAbsolute { body = body.dropFirst() }
    if body.last == "/" { body = body.dropLast() }
    var segments = isAbsolute ? [] : scope.segments
    if !body.isEmpty {
      let written = body.split(separator: "/", omittingEmptySubsequences: false)
      guard segments.count + written.count <= budget.maximumPointerDepth else {
        throw .pointerTooDeep(pointer: text, limit: budget.maximumPointerDepth)
      }
      for segment in written {
        guard let unescaped = Self.unescape(segment) else { throw .invalidEscape(pointer: text) }
        segments.append(unescaped)
      }
    }
    self.segments = segments
  }

  /// The pointer as RFC 6901 writes it: `/` for the root, `~0` and `~1`
  /// for `~` and `/` in a segment.
  package var text: String {
    guard !segments.isEmpty else { return "/" }
    return segments.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }.joined()
  }

  /// The pointer as text (``text``).
  package var description: String { text }

  /// The pointer one segment deeper.
  package func appending(_ segment: String) -> JSONPointer {
    JSONPointer(segments: segments + [segment])
  }

  /// Whether `other` is this pointer or lies below it: `/foo` contains
  /// `/foo/bar` but not `/foobar`.
  package func contains(_ other: JSONPointer) -> Bool {
    other.segments.count >= segments.count && other.segments.starts(with: segments)
  }

  /// The segment without its escapes, each `~` read with the character
  /// after it (so `~01` is `~1`), or `nil` when a `~` is followed by
  /// anything but `0` or `1`.
  private static func unescape(_ segment: Substring) -> String? {
    guard segment.contains("~") else { return String(segment) }
    var output = ""
    var characters = segment.makeIterator()
    while let character = characters.next() {
      guard character == "~" else {
        output.append(character)
        continue
      }
      switch characters.next() {
      case "0": output.append("~")
      case "1": output.append("/")
      default: return nil
      }
    }
    return output
  }
}
