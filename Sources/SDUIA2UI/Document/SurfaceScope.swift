import SDUIDocument

/// Where a component of a surface stands as its tree is made: how deep in
/// `ChildList` templates, and the pointer of the template item it shows,
/// which its relative paths are read against and its inputs write under.
///
/// Each template level names its item and its index states after its depth
/// (`item1`, `index1`), so that a relative path reads the nearest item, and
/// an item's pointer is text with its index filled in when it is written:
/// `/items/${index1}`.
struct SurfaceScope: Sendable {
  /// The state that holds the surface's data model.
  static let dataState = "data"
  /// The state a filterable choice picker holds what is typed in its
  /// filter in: the user's, never the data model's.
  static let filterState = "choiceFilter"

  /// How many templates deep: 0 outside any.
  var depth = 0
  /// The pointer of the current item, as parts: literal text and indices.
  var itemPointer: [TextTemplate.Part] = []
  /// The catalog's functions the surface's expressions may call.
  var functions: Set<String> = []

  /// The state of the current item, inside a template.
  var itemState: String? { depth > 0 ? "item\(depth)" : nil }

  /// The scope of a template's items over the array at `pointer`.
  func entering(template pointer: JSONPointer, written: String) -> SurfaceScope {
    var inner = self
    inner.depth += 1
    inner.itemPointer =
      pointerParts(pointer, written: written) + [
        .text("/"), .expression(.reference(StatePath("index\(inner.depth)"))),
      ]
    return inner
  }

  /// The state path a binding reads: the data model's for an absolute
  /// path (or a relative one outside templates), the item's for a relative
  /// one inside.
  func statePath(_ pointer: JSONPointer, written: String) -> StatePath {
    let components = pointer.segments.map(Self.component)
    if let itemState, !written.hasPrefix("/") { return StatePath(itemState, components) }
    return StatePath(Self.dataState, components)
  }

  /// The pointer a binding writes to, with the item's indices filled in
  /// when it runs.
  func pointerParts(_ pointer: JSONPointer, written: String) -> [TextTemplate.Part] {
    let tail = pointer.segments.isEmpty ? "" : pointer.text
    if itemState != nil, !written.hasPrefix("/") { return itemPointer + [.text(tail)] }
    return [.text(tail.isEmpty ? "/" : tail)]
  }

  /// A segment as a state path's step: an array's index when it is one's
  /// (digits, no leading zero), else a key. A key of digits in an object
  /// is read by the same step (``JSONValue/reading(_:)``).
  static func component(_ segment: String) -> JSONPath.Component {
    if segment == "0" { return .index(0) }
    guard segment.count <= 9, segment.first != "0", let index = Int(segment), index >= 0,
      segment.allSatisfy(\.isASCII)
    else { return .key(segment) }
    return .index(index)
  }
}
