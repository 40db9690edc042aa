import SDUIDocument

/// One write's walk down a document: it makes the containers the path
/// lacks, counts the values it made for the budget, and names the pointer
/// in the errors it throws.
struct DataModelWriter {
  /// The pointer written, for errors.
  let pointer: JSONPointer
  let budget: DataModelBudget
  /// The values the walk has added besides the value written: the
  /// containers and `null` fillers it made, less the `null`s they replaced.
  private(set) var created = 0

  init(pointer: JSONPointer, budget: DataModelBudget) {
    self.pointer = pointer
    self.budget = budget
  }

  /// Puts `value` at `segments` below `node`; a `null` on the way is
  /// replaced by the container the next segment needs.
  mutating func set(_ value: JSONValue, into node: inout JSONValue, segments: ArraySlice<String>) throws(DataModelError)
  {
    guard let segment = segments.first else {
      node = value
      return
    }
    let rest = segments.dropFirst()
    switch node.kind {
    case .object(var members):
      if let position = members.lastIndex(where: { $0.key == segment }) {
        try set(value, into: &members[position].value, segments: rest)
      } else {
        members.append(JSONMember(key: segment, value: try made(value, segments: rest)))
      }
      node.kind = .object(members)
    case .array(var elements):
      let index = try arrayIndex(segment, count: elements.count)
      if index < elements.count {
        try set(value, into: &elements[index], segments: rest)
      } else {
        created += index - elements.count
        elements += Array(repeating: .null, count: index - elements.count)
        elements.append(try made(value, segments: rest))
      }
      node.kind = .array(elements)
    case .null:
      node = try made(value, segments: segments)
      created -= 1
    default:
      let depth = pointer.segments.count - segments.count
      let through = JSONPointer(segments: Array(pointer.segments.prefix(depth)))
      throw .cannotSetPath(pointer: pointer.text, through: through.text, found: node.typeName)
    }
  }

  /// `value` inside the containers `segments` name: an array (filled with
  /// `null` up to the index) where a segment is an index, else an object.
  private mutating func made(_ value: JSONValue, segments: ArraySlice<String>) throws(DataModelError) -> JSONValue {
    guard let segment = segments.first else { return value }
    let inner = try made(value, segments: segments.dropFirst())
    created += 1
    switch ArraySegment(segment) {
    case .notAnIndex:
      return JSONValue(.object([JSONMember(key: segment, value: inner)]))
    case .index, .tooLarge:
      let index = try arrayIndex(segment, count: 0)
      created += index
      return JSONValue(.array(Array(repeating: .null, count: index) + [inner]))
    }
  }

  /// The index `segment` writes in an array of `count` elements: one past
  /// the end grows it, up to ``DataModelBudget/maximumArrayLength``.
  private func arrayIndex(_ segment: String, count: Int) throws(DataModelError) -> Int {
    switch ArraySegment(segment) {
    case .index(let index) where index < count || index < budget.maximumArrayLength:
      return index
    case .index, .tooLarge:
      throw .arrayIndexTooLarge(pointer: pointer.text, segment: segment, limit: budget.maximumArrayLength)
    case .notAnIndex:
      throw .nonNumericSegment(pointer: pointer.text, segment: segment)
    }
  }

  /// Removes what `segments` (at least one) name below `node`: every
  /// member of that key, or an element, which becomes `null`. Returns how
  /// many values the model lost, the `null` left counted back; the path is
  /// known to hold a value.
  static func delete(from node: inout JSONValue, segments: ArraySlice<String>) -> Int {
    guard let segment = segments.first else { return 0 }
    let rest = segments.dropFirst()
    switch node.kind {
    case .object(var members):
      var lost = 0
      if rest.isEmpty {
        lost = members.filter { $0.key == segment }.reduce(0) { $0 + DataModel.countValues(in: $1.value) }
        members.removeAll { $0.key == segment }
      } else if let position = members.lastIndex(where: { $0.key == segment }) {
        lost = delete(from: &members[position].value, segments: rest)
      }
      node.kind = .object(members)
      return lost
    case .array(var elements):
      guard case .index(let index) = ArraySegment(segment), index < elements.count else { return 0 }
      var lost = 0
      if rest.isEmpty {
        lost = DataModel.countValues(in: elements[index]) - 1
        elements[index] = .null
      } else {
        lost = delete(from: &elements[index], segments: rest)
      }
      node.kind = .array(elements)
      return lost
    default:
      return 0
    }
  }
}
