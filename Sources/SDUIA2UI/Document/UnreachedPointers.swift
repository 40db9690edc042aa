import SDUIDocument

/// The absolute pointers a surface's components read that reach nothing
/// once the whole stream is read: no value at them in the data model, and
/// no bound input of the surface writes them (an input's write makes the
/// path it names, so a text reading what a field writes is not one).
///
/// A read is a binding (`{"path"}`) anywhere in a component's properties,
/// its action's context or a call's arguments, a `${...}` of a
/// `formatString` template, or a `ChildList` template's array. Relative
/// paths, read against a template's item, are not looked at: what items
/// hold is the agent's to say.
struct UnreachedPointers {
  /// A pointer read, where it is written.
  struct Read {
    var pointer: JSONPointer
    var location: SourceLocation
    var path: JSONPath
  }

  /// The types whose bound `value` the user writes.
  static let inputTypes: Set<String> = ["TextField", "DateTimeInput", "CheckBox", "Slider", "ChoicePicker"]

  let surface: Surface
  private var writes: [JSONPointer] = []
  private var reads: [Read] = []
  private let templateParser = ExpressionParser()

  /// Looks through the components `reached` from the surface's root,
  /// each sent at `paths[id]` and naming its type under `componentKey`.
  init(surface: Surface, reached: Set<String>, paths: [String: JSONPath], componentKey: String) {
    self.surface = surface
    for id in surface.componentOrder where reached.contains(id) {
      guard let definition = surface.component(id) else { continue }
      let path = paths[id] ?? .root
      if let type = definition[componentKey]?.stringValue, Self.inputTypes.contains(type),
        let written = definition["value"]?["path"]?.stringValue, let pointer = Self.absolute(written)
      {
        writes.append(pointer)
      }
      collect(definition, path: path)
    }
  }

  /// Each read that reaches nothing, as the problem it is.
  var problems: [(problem: A2UIProblem, location: SourceLocation, path: JSONPath)] {
    reads.compactMap { read in
      guard let missing = firstMissingSegment(of: read.pointer) else { return nil }
      let parent = JSONPointer(segments: Array(read.pointer.segments.prefix(missing)))
      let key = read.pointer.segments[missing]
      return (
        .unreachedPointer(
          read.pointer.text, surface: surface.id, parent: parent.segments.isEmpty ? "/" : parent.text, key: key,
          suggestion: NearMiss.suggestion(for: key, among: keys(under: parent))),
        read.location, read.path
      )
    }
  }

  /// The index of the first segment that neither the data model nor a
  /// write holds, or `nil` when the whole pointer is held.
  private func firstMissingSegment(of pointer: JSONPointer) -> Int? {
    let model = surface.dataModel
    guard model.value(at: pointer) == nil, !writes.contains(where: { $0.segments.starts(with: pointer.segments) })
    else { return nil }
    for count in 1...pointer.segments.count {
      let prefix = Array(pointer.segments.prefix(count))
      let held =
        model.value(at: JSONPointer(segments: prefix)) != nil || writes.contains { $0.segments.starts(with: prefix) }
      if !held { return count - 1 }
    }
    return nil
  }

  /// The keys there are under `parent`: the data model's object's, and
  /// the next segment of each write below it.
  private func keys(under parent: JSONPointer) -> [String] {
    let held = surface.dataModel.value(at: parent)?.objectMembers?.map(\.key) ?? []
    let written = writes.compactMap { write in
      write.segments.count > parent.segments.count && write.segments.starts(with: parent.segments)
        ? write.segments[parent.segments.count] : nil
    }
    return held + written
  }

  private mutating func collect(_ json: JSONValue, path: JSONPath) {
    switch json.kind {
    case .array(let elements):
      for (index, element) in elements.enumerated() { collect(element, path: path.appending(index)) }
    case .object(let members):
      if let written = json["path"]?.stringValue, let pointer = Self.absolute(written) {
        let location = json["path"]?.location ?? json.location
        reads.append(Read(pointer: pointer, location: location, path: path.appending("path")))
      }
      if json["call"]?.stringValue == "formatString", let template = json["args"]?["value"],
        let text = template.stringValue, let parts = try? templateParser.parseTemplate(text)
      {
        let templatePath = path.appending("args").appending("value")
        for part in parts { collect(part, location: template.location, path: templatePath) }
      }
      for member in members { collect(member.value, path: path.appending(member.key)) }
    default: break
    }
  }

  /// The bindings of a `formatString` template's part, at the call.
  private mutating func collect(_ value: DynamicValue, location: SourceLocation, path: JSONPath) {
    switch value {
    case .literal: break
    case .binding(let written):
      if let pointer = Self.absolute(written) { reads.append(Read(pointer: pointer, location: location, path: path)) }
    case .call(let call):
      for argument in call.arguments { collect(argument.value, location: location, path: path) }
    }
  }

  /// A pointer written from the root, with segments; `nil` for a relative
  /// one, the root itself, or one that cannot be read (reported where it
  /// is decoded).
  private static func absolute(_ written: String) -> JSONPointer? {
    guard written.hasPrefix("/"), let pointer = try? JSONPointer(parsing: written), !pointer.segments.isEmpty
    else { return nil }
    return pointer
  }
}
