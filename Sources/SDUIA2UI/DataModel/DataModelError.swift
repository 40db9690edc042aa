/// Why a pointer could not be read or a write could not be made, as data;
/// ``description`` renders it, in this one place.
package enum DataModelError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A `~` in a pointer not followed by `0` or `1` (RFC 6901 §3).
  case invalidEscape(pointer: String)
  /// A pointer with more segments than the budget allows.
  case pointerTooDeep(pointer: String, limit: Int)
  /// A write whose path passes through a value that is neither an object
  /// nor an array: `through` is the pointer to that value, `found` its type.
  case cannotSetPath(pointer: String, through: String, found: String)
  /// A write whose segment addresses an array with a segment that is not an
  /// index.
  case nonNumericSegment(pointer: String, segment: String)
  /// A write past an array's end to an index the budget does not allow.
  case arrayIndexTooLarge(pointer: String, segment: String, limit: Int)
  /// A write after which the model would hold more values than it may.
  case modelTooLarge(values: Int, limit: Int)

  /// The error in words, for the log and the error view.
  package var description: String {
    switch self {
    case .invalidEscape(let pointer):
      "Invalid JSON Pointer \(pointer): a ~ must be followed by 0 or 1"
    case .pointerTooDeep(let pointer, let limit):
      "JSON Pointer \(pointer.prefix(80)) has more than \(limit) segments, the most a path may have"
    case .cannotSetPath(let pointer, let through, let found):
      "Cannot set path \(pointer): \(through) holds a \(found), not an object or a list"
    case .nonNumericSegment(let pointer, let segment):
      "Cannot set path \(pointer): the non-numeric segment '\(segment)' addresses a list"
    case .arrayIndexTooLarge(let pointer, let segment, let limit):
      "Cannot set path \(pointer): index \(segment.prefix(24)) would grow a list past \(limit) elements, the most it may"
    case .modelTooLarge(let values, let limit):
      "The data model would hold \(values) values, more than the \(limit) it may"
    }
  }
}
