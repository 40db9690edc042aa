import SDUIDocument

/// Reads an A2UI stream (JSON Lines, an array of messages, or an object
/// holding `messages`) as a renderer receives it: each message applied in
/// turn, a message that cannot be applied reported at its line, column and
/// JSON path and the rest still read; then the surfaces it leaves made into
/// one tree (``SurfaceTreeBuilder``).
struct A2UIDocumentReader {
  let dialect: Dialect
  let options: ScreenDecoder.Options

  /// The document, or `nil` when the bytes hold no A2UI message and the
  /// dialect was not asked for.
  func read(_ bytes: [UInt8], forced: Bool) -> DecodedScreen? {
    guard forced || Self.mayHoldMessages(bytes) else { return nil }
    let contents = MessageStream.read(bytes)
    guard forced || contents.values.contains(where: { Self.isMessage($0.value) }) else { return nil }
    let apps = options.libraries.flatMap { library in library.catalogIDs.map { A2UICatalog(library: library, id: $0) } }
    let processor = SurfaceProcessor(catalogs: [.basic, .minimal] + apps)
    var issues = contents.issues
    var paths: [String: [String: JSONPath]] = [:]
    var lastSent: [String: Set<String>] = [:]
    for (value, path) in contents.values {
      do {
        let message = try A2UIMessageDecoder.decode(value, path: path)
        try processor.process(message)
        switch message.body {
        case .updateComponents(let surface, let components):
          let list = message.path.appending("updateComponents").appending("components")
          var sent = Set<String>()
          for (index, component) in components.enumerated() {
            guard let id = component["id"]?.stringValue else { continue }
            paths[surface, default: [:]][id] = list.appending(index)
            sent.insert(id)
          }
          lastSent[surface] = sent
        case .deleteSurface(let surface):
          paths[surface] = nil
          lastSent[surface] = nil
        default: break
        }
      } catch {
        issues.append(error)
      }
    }
    var registry = Registry.described(for: dialect)
    for library in options.libraries { registry.merge(library) }
    let context = DecodingContext(dialect: dialect, registry: registry, file: options.file)
    for issue in issues { context.report(.dialectRule(issue.problem.breach), at: issue.location, path: issue.path) }
    let decoder = A2UIComponentDecoder(context: context)
    var builder = SurfaceTreeBuilder(
      decoder: decoder, paths: paths, lastSent: lastSent, checksPointers: options.isComplete)
    let surfaces = processor.surfaceOrder.compactMap { processor.surfaces[$0] }
    let root = builder.tree(of: surfaces)
    var screen = DecodedScreen(root: root, dialect: dialect, diagnostics: context.diagnostics)
    screen.file = options.file
    screen.heldState = processor.heldState
    return screen
  }

  /// Whether a value is written as a message: it names one of the four
  /// (or one of A2UI 0.8's, which is then reported as such), or holds the
  /// examples' `messages`.
  static func isMessage(_ value: JSONValue) -> Bool {
    guard let members = value.objectMembers else { return false }
    return members.contains {
      A2UIMessageDecoder.updateKeys.contains($0.key) || A2UIMessageDecoder.olderKeys.contains($0.key)
    }
  }

  /// A cheap look before parsing: an array at the top, or one of the
  /// messages' keys in the first 64 KiB.
  static func mayHoldMessages(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
      return false
    }
    if first == UInt8(ascii: "[") { return true }
    let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    return (A2UIMessageDecoder.updateKeys + A2UIMessageDecoder.olderKeys).contains { head.contains("\"\($0)\"") }
  }
}
