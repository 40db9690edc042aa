/// What a pointer segment is to an array: an index written as RFC 6901
/// writes one (`0`, or digits without a leading zero), one too large for
/// an `Int`, or not an index at all (`-1`, `01`, `name`, `-`).
enum ArraySegment: Equatable {
  case index(Int)
  case tooLarge
  case notAnIndex

  init(_ segment: String) {
    let digits = segment.utf8
    guard let first = digits.first, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      first != UInt8(ascii: "0") || digits.count == 1
    else {
      self = .notAnIndex
      return
    }
    self = Int(segment).map(ArraySegment.index) ?? .tooLarge
  }
}
