import SDUICore
import SDUIDocument

/// The messages of a stream that came after those a running screen was
/// read from, applied to it in place where they only write data: an
/// `updateDataModel` sets its surface's `data` state, as a bound input's
/// write does, and the screen's readers of it are brought up to date.
/// Lines that create, change or delete components, that cannot be read,
/// or that name a surface the screen does not show, are taken by reading
/// the stream again whole.
@MainActor
struct A2UIContinuation {
  private enum Step {
    /// A surface created by the lines: its data starts again from what
    /// the stream as a whole gave it.
    case created(surface: String)
    case write(surface: String, pointer: JSONPointer, value: JSONValue?)
  }

  let session: ScreenSession
  let budget: DataModelBudget

  /// Applies `added` (whole JSON Lines); false, with nothing written, when
  /// it changes more than data. Once the stream has been read again whole
  /// (`rebuilt`), its data writes are applied over the state carried from
  /// the earlier screen and its other messages, already read, are skipped.
  func apply(_ added: [UInt8], rebuilt: Bool) -> Bool {
    let contents = MessageStream.read(added)
    guard rebuilt || contents.issues.isEmpty else { return false }
    var steps: [Step] = []
    for (value, path) in contents.values {
      guard let message = try? A2UIMessageDecoder.decode(value, path: path) else {
        if rebuilt { continue } else { return false }
      }
      switch message.body {
      case .updateDataModel(let surface, let path, let value):
        guard let pointer = try? JSONPointer(parsing: path ?? "/", budget: budget) else {
          if rebuilt { continue } else { return false }
        }
        steps.append(.write(surface: surface, pointer: pointer, value: value))
      case .createSurface(let surface, _, _, _) where rebuilt:
        steps.append(.created(surface: surface))
      default:
        if !rebuilt { return false }
      }
    }
    guard let models = models(after: steps, rebuilt: rebuilt) else { return false }
    for (surface, model) in models { _ = dataCell(of: surface)?.set(model.root) }
    session.settleSynchronously()
    return true
  }

  /// Each written surface's data once the steps are made, or `nil` when a
  /// step names a surface the screen does not show or breaks a bound (then
  /// the stream, read again whole, says so where it happened). Once
  /// rebuilt, such a step is left out.
  private func models(after steps: [Step], rebuilt: Bool) -> [String: DataModel]? {
    var models: [String: DataModel] = [:]
    for step in steps {
      switch step {
      case .created(let surface):
        guard let initial = initialData(of: surface), let model = try? DataModel(initial, budget: budget) else {
          continue
        }
        models[surface] = model
      case .write(let surface, let pointer, let value):
        guard let model = models[surface] ?? currentModel(of: surface) else {
          if rebuilt { continue } else { return nil }
        }
        models[surface] = model
        do {
          if let value { try model.set(value, at: pointer) } else { model.delete(at: pointer) }
        } catch {
          if !rebuilt { return nil }
        }
      }
    }
    return models
  }

  private func currentModel(of surface: String) -> DataModel? {
    guard let value = dataCell(of: surface)?.value else { return nil }
    return try? DataModel(value, budget: budget)
  }

  /// The data a surface's node was made with: the stream's as a whole.
  private func initialData(of surface: String) -> JSONValue? {
    guard let node = surfaceNode(surface),
      let declaration = node.source.state.first(where: { $0.name == SurfaceScope.dataState }),
      case .literal(let value) = declaration.initialValue
    else { return nil }
    return value
  }

  private func dataCell(of surface: String) -> StateCell? {
    surfaceNode(surface)?.scope.lookup(SurfaceScope.dataState)
  }

  private func surfaceNode(_ surface: String) -> NodeInstance? {
    guard let node = session.instance(id: surface), node.source.type == QualifiedName("a2ui:surface") else {
      return nil
    }
    return node
  }
}
