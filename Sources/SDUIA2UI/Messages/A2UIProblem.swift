import SDUIDocument

/// Something wrong with an agent's A2UI messages: each a typed case,
/// rendered to text in one place (``message``), of one of the categories
/// A2UI's suites name.
package enum A2UIProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of rule a problem breaks, as A2UI's suites group them.
  package enum Category: String, Sendable {
    /// The surfaces' state: a surface created twice, or named before it exists.
    case integrity
    /// A catalog no one registered.
    case catalog
    /// A message or component of the wrong shape, or a component tree that
    /// is not one.
    case validation
    /// A bound on what an agent may make the renderer hold or do.
    case budget
  }

  case notJSON(JSONParseError)
  case notAMessage(found: String)
  case noUpdate(keys: [String])
  case conflictingUpdates([String])
  case olderVersion(found: String)
  case unsupportedVersion(found: String)
  case wrongType(key: String, expected: String, found: String)
  case missingKey(String, in: String)
  case duplicateSurface(String)
  case unknownSurface(String)
  case unknownCatalog(String)
  case componentWithoutID(index: Int)
  case componentWithoutType(id: String)
  case missingRoot
  case circularReference([String])
  case danglingReference(from: String, to: String)
  case orphanedComponent(String)
  /// A binding's absolute pointer that nothing reaches once the stream is
  /// read: `parent` has no `key` in the data model, and no input writes it.
  case unreachedPointer(String, surface: String, parent: String, key: String, suggestion: String?)
  case invalidComponent(type: String, id: String, violations: [String])
  case invalidTheme(surface: String, violations: [String])
  case dataModel(DataModelError)
  case tooManyMessages(limit: Int)
  case messageTooLarge(bytes: Int, limit: Int)
  case tooManySurfaces(limit: Int)
  case tooManyComponents(surface: String, limit: Int)
  /// A surface's tree made past the nodes it may have: its components
  /// name one child from several parents, and each is made again.
  case treeTooLarge(surface: String, limit: Int)
  /// A chain of children past the depth a tree may have.
  case nestedTooDeep(surface: String, limit: Int)

  /// The rule's category.
  package var category: Category {
    switch self {
    case .duplicateSurface, .unknownSurface: .integrity
    case .unknownCatalog: .catalog
    case .tooManyMessages, .messageTooLarge, .tooManySurfaces, .tooManyComponents, .treeTooLarge, .nestedTooDeep:
      .budget
    case .dataModel(.pointerTooDeep), .dataModel(.arrayIndexTooLarge), .dataModel(.modelTooLarge): .budget
    default: .validation
    }
  }

  /// What is wrong, in a sentence without a location.
  package var message: String {
    switch self {
    case .notJSON(let error): "JSON syntax error at \(error.location): \(error.message)"
    case .notAMessage(let found): "a message must be a JSON object (found: \(found))"
    case .noUpdate(let keys):
      "a message needs one of createSurface, updateComponents, updateDataModel or deleteSurface"
        + (keys.isEmpty ? "" : "; it has \(keys.joined(separator: ", "))")
    case .conflictingUpdates(let keys):
      "Message contains multiple conflicting update actions (\(keys.joined(separator: ", "))): send each alone"
    case .olderVersion(let found):
      "'\(found)' is an A2UI 0.8 message; sdui-term reads A2UI v0.9 (createSurface, updateComponents, "
        + "updateDataModel, deleteSurface)"
    case .unsupportedVersion(let found): "version '\(found)' is not one sdui-term reads: use \"v0.9\""
    case .wrongType(let key, let expected, let found): "\(key) must be \(expected) (found: \(found))"
    case .missingKey(let key, let owner): "\(owner) needs '\(key)'"
    case .duplicateSurface(let id): "Surface \(id) already exists: delete it (deleteSurface) before creating it again"
    case .unknownSurface(let id): "Surface not found for message: \(id) (no createSurface made it)"
    case .unknownCatalog(let id): "Catalog not found: \(id)"
    case .componentWithoutID(let index): "component \(index) is missing an 'id'"
    case .componentWithoutType(let id): "Cannot create component \(id) without a type ('component')"
    case .missingRoot: "Missing root component: no component has the id 'root'"
    case .circularReference(let ids): "Circular reference detected: \(ids.joined(separator: " → "))"
    case .danglingReference(let from, let to):
      "Dangling reference: '\(from)' names the child '\(to)', which no component of the surface has"
    case .orphanedComponent(let id): "Orphaned component '\(id)': nothing reachable from 'root' names it"
    case .unreachedPointer(let pointer, let surface, let parent, let key, let suggestion):
      "'\(pointer)' reaches nothing in surface \(surface)'s data model: '\(parent)' has no '\(key)', "
        + "and no input writes it" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .invalidComponent(let type, let id, let violations):
      "Validation failed for component '\(type)' ('\(id)'): " + violations.joined(separator: "; ")
    case .invalidTheme(let surface, let violations):
      "Validation failed for theme on surface '\(surface)': " + violations.joined(separator: "; ")
    case .dataModel(let error): error.description
    case .tooManyMessages(let limit): "more than \(limit) messages: the rest are not read"
    case .messageTooLarge(let bytes, let limit): "a message of \(bytes) bytes is past the \(limit) a message may have"
    case .tooManySurfaces(let limit): "more than \(limit) surfaces at once: delete one before creating another"
    case .tooManyComponents(let surface, let limit): "surface \(surface) would hold more than \(limit) components"
    case .treeTooLarge(let surface, let limit):
      "surface \(surface)'s tree is past \(limit) nodes (a child several parents name is made under each): "
        + "the rest are not made"
    case .nestedTooDeep(let surface, let limit):
      "surface \(surface) nests components more than \(limit) deep: the deeper ones are not made"
    }
  }

  /// The message, as ``message``.
  package var description: String { message }
}
