import SDUIDocument

/// The renderer's side of an A2UI conversation: it applies each message to
/// the surfaces it holds, as A2UI's renderer guide says, and refuses what
/// the protocol forbids with an ``A2UIIssue``.
///
/// A refused message changes nothing: the components of an update are
/// checked before any is held. In ``Options/strict`` mode (what `check`
/// and the suites' strict cases ask), each update also has to leave a
/// whole tree: a `root`, no cycle, no child that is missing, and none of
/// its own components that nothing reaches. A renderer showing a stream is lenient there, since
/// an agent sends a tree in parts.
package final class SurfaceProcessor {
  /// How the processor judges messages and what it holds at most.
  package struct Options: Sendable {
    /// Whether each update must leave a whole component tree.
    package var strict: Bool
    /// The most surfaces held at once.
    package var maximumSurfaces: Int
    /// The most components one surface holds.
    package var maximumComponents: Int
    /// The bounds of each surface's data model.
    package var dataModel: DataModelBudget
    /// The schemas strict mode holds components and themes to; without
    /// them, only the tree is checked.
    package var schemas: SurfaceSchemas?

    /// Creates options.
    package init(
      strict: Bool = false, maximumSurfaces: Int = 64, maximumComponents: Int = 10_000,
      dataModel: DataModelBudget = DataModelBudget(), schemas: SurfaceSchemas? = nil
    ) {
      self.strict = strict
      self.schemas = schemas
      self.maximumSurfaces = maximumSurfaces
      self.maximumComponents = maximumComponents
      self.dataModel = dataModel
    }
  }

  /// The catalogs surfaces may name, by id.
  package private(set) var catalogs: [String: A2UICatalog] = [:]
  /// The ids of the catalogs, in the order they were made known.
  package private(set) var catalogOrder: [String] = []
  /// The surfaces held, by id.
  package private(set) var surfaces: [String: Surface] = [:]
  /// The ids of the surfaces held, in the order they were created.
  package private(set) var surfaceOrder: [String] = []
  /// How it judges and what it holds at most.
  package let options: Options

  /// Creates a processor that knows `catalogs`.
  package init(catalogs: [A2UICatalog] = [.basic, .minimal], options: Options = Options()) {
    self.options = options
    for catalog in catalogs { register(catalog) }
  }

  /// Makes `catalog` known, under `id` when given, else its own.
  package func register(_ catalog: A2UICatalog, as id: String? = nil) {
    let id = id ?? catalog.id
    if catalogs.updateValue(catalog, forKey: id) == nil { catalogOrder.append(id) }
  }

  /// What the renderer tells an agent it can render (`a2uiClientCapabilities`):
  /// the ids of its catalogs, under the protocol's version.
  package var clientCapabilities: JSONValue {
    ["v0.9": ["supportedCatalogIds": JSONValue(.array(catalogOrder.map { JSONValue(.string($0)) }))]]
  }

  /// Applies one message.
  package func process(_ message: A2UIMessage) throws(A2UIIssue) {
    func issue(_ problem: A2UIProblem) -> A2UIIssue {
      A2UIIssue(problem, at: message.location, path: message.path)
    }
    switch message.body {
    case .createSurface(let id, let catalogID, let theme, let sendsDataModel):
      guard surfaces[id] == nil else { throw issue(.duplicateSurface(id)) }
      guard let catalog = catalogs[catalogID] else { throw issue(.unknownCatalog(catalogID)) }
      if options.strict, let theme, let schemas = options.schemas {
        let violations = schemas.violations(ofTheme: theme, in: catalog)
        if !violations.isEmpty { throw issue(.invalidTheme(surface: id, violations: violations.map(\.description))) }
      }
      guard surfaces.count < options.maximumSurfaces else {
        throw issue(.tooManySurfaces(limit: options.maximumSurfaces))
      }
      do {
        surfaces[id] = try Surface(
          id: id, catalog: catalog, theme: theme, sendsDataModel: sendsDataModel, budget: options.dataModel)
      } catch {
        throw issue(.dataModel(error))
      }
      surfaceOrder.append(id)
    case .updateComponents(let id, let components):
      guard let surface = surfaces[id] else { throw issue(.unknownSurface(id)) }
      try update(surface, with: components, message: message)
    case .updateDataModel(let id, let path, let value):
      guard let surface = surfaces[id] else { throw issue(.unknownSurface(id)) }
      do {
        let pointer = try JSONPointer(parsing: path ?? "/", budget: options.dataModel)
        if let value { try surface.dataModel.set(value, at: pointer) } else { surface.dataModel.delete(at: pointer) }
      } catch {
        throw issue(.dataModel(error))
      }
    case .deleteSurface(let id):
      guard surfaces.removeValue(forKey: id) != nil else { throw issue(.unknownSurface(id)) }
      surfaceOrder.removeAll { $0 == id }
    }
  }

  /// The data models of the surfaces that send theirs back, by surface
  /// id, as `a2uiClientDataModel` carries them; `nil` when none does
  /// (`getClientDataModel`).
  package var clientDataModel: JSONValue? {
    let sent = surfaceOrder.compactMap { id in surfaces[id].flatMap { $0.sendsDataModel ? $0 : nil } }
    guard !sent.isEmpty else { return nil }
    return [
      "version": "v0.9",
      "surfaces": JSONValue(.object(sent.map { JSONMember(key: $0.id, value: $0.dataModel.root) })),
    ]
  }

  /// Checks every component of an update, then holds them all.
  private func update(_ surface: Surface, with components: [JSONValue], message: A2UIMessage) throws(A2UIIssue) {
    let listPath = message.path.appending("updateComponents").appending("components")
    var accepted: [(id: String, definition: JSONValue)] = []
    // The latest definition of each id in this update, for one that comes twice.
    var latest: [String: JSONValue] = [:]
    var added = Set<String>()
    for (index, component) in components.enumerated() {
      let path = listPath.appending(index)
      guard component.objectMembers != nil else {
        throw A2UIIssue(
          .wrongType(key: "component \(index)", expected: "an object", found: component.typeName),
          at: component.location, path: path)
      }
      guard let idValue = component["id"] else {
        throw A2UIIssue(.componentWithoutID(index: index), at: component.location, path: path)
      }
      guard let id = idValue.stringValue else {
        throw A2UIIssue(
          .wrongType(key: "id", expected: "a string", found: idValue.typeName), at: idValue.location,
          path: path.appending("id"))
      }
      let held = latest[id] ?? surface.component(id)
      var definition = component
      if let type = component["component"] {
        guard type.stringValue != nil else {
          throw A2UIIssue(
            .wrongType(key: "component", expected: "a string", found: type.typeName), at: type.location,
            path: path.appending("component"))
        }
      } else if let type = held?["component"] {
        // An update that names no type keeps the one held.
        definition = JSONValue(.object([JSONMember(key: "component", value: type)] + (component.objectMembers ?? [])))
      } else {
        throw A2UIIssue(.componentWithoutType(id: id), at: component.location, path: path)
      }
      if options.strict, let schemas = options.schemas, let type = definition["component"]?.stringValue {
        let violations = schemas.violations(of: definition, type: type, in: surface.catalog)
        if !violations.isEmpty {
          throw A2UIIssue(
            .invalidComponent(type: type, id: id, violations: violations.map(\.description)),
            at: component.location, path: path)
        }
      }
      if surface.component(id) == nil { added.insert(id) }
      accepted.append((id, definition))
      latest[id] = definition
    }
    guard surface.components.count + added.count <= options.maximumComponents else {
      throw A2UIIssue(
        .tooManyComponents(surface: surface.id, limit: options.maximumComponents), at: message.location,
        path: listPath)
    }
    if options.strict {
      var proposed = surface.components
      for (id, definition) in accepted { proposed[id] = definition }
      let sent = Set(latest.keys)
      if let problem = SurfaceTopology(components: proposed, catalog: surface.catalog).firstProblem(orphansAmong: sent)
      {
        throw A2UIIssue(problem, at: message.location, path: listPath)
      }
    }
    for (id, definition) in accepted { surface.hold(definition, as: id) }
  }
}
