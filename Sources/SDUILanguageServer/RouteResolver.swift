import Foundation
import SDUIDocument
import SDUILanguageProtocol
import SDUIServe

/// Where `textDocument/definition` goes from a navigation's route: the
/// screen file it opens, found as `serve` finds it (``ScreenFiles``:
/// `/store/cart` is `store/cart`, `store/cart.json` or
/// `store/cart/index.json`) in the document's folder, else in each folder
/// above it up to the workspace's root, the nearest first; so a screen
/// opened from its folder and a folder served both find their routes.
///
/// A route is the `url` of a navigation action: Nimbus `push`, `present`
/// and `popTo` (in `properties`, or in `properties.route`), Beagle
/// `pushView`, `pushStack`, `resetStack` and `resetApplication` (in
/// `route`). Only a path that starts with `/` and holds no `@{...}` is
/// followed, its query and fragment dropped. Nothing outside the
/// workspace's root is ever named: `..` and links out are refused as
/// `serve` refuses them, and the file found must be inside the root.
struct RouteResolver: Sendable {

  /// The workspace's root, an absolute path; without one, only the
  /// document's own folder is looked in.
  let workspaceRoot: String?

  /// The file a route under the cursor opens, in the document at `documentPath`.
  func definition(at cursor: DocumentCursor, documentPath: String) -> Location? {
    guard let route = Self.route(at: cursor) else { return nil }
    return resolve(route, from: documentPath).map {
      Location(
        uri: FileURI.uri(forPath: $0),
        range: TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
    }
  }

  /// The route under the cursor: the text of a navigation's `url`.
  static func route(at cursor: DocumentCursor) -> String? {
    guard case .value("url", let token) = cursor.path.spot, token.isQuoted, let vocabulary = cursor.vocabulary
    else { return nil }
    let frames = cursor.path.frames
    var index = frames.count - 1
    if frames[index].key == "route" { index -= 1 }
    guard index >= 0 else { return nil }
    let name: String?
    switch vocabulary.owner(of: frames, at: index) {
    case .actionProperties(let descriptor?, _): name = descriptor.name
    case .action(let descriptor?, _)
    where vocabulary.dialect.definition.rules.propertiesKey == nil && index < frames.count - 1:
      name = descriptor.name
    default: name = nil
    }
    guard let name, vocabulary.dialect.definition.routeActions.contains(name) else { return nil }
    return token.text
  }

  /// The file `route` names, seen from the document at `documentPath`.
  func resolve(_ route: String, from documentPath: String) -> String? {
    guard route.hasPrefix("/"), !route.contains("@{") else { return nil }
    var path = Substring(route)
    if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
    let decoded = URLBuilder.percentDecoded(String(path)).map { String(decoding: $0, as: UTF8.self) } ?? String(path)
    guard !decoded.contains("\0") else { return nil }
    for folder in folders(from: documentPath) {
      guard let files = try? ScreenFiles(directory: folder),
        case .file(let found, _, _) = files.reply(for: decoded), isInside(found)
      else { continue }
      return found
    }
    return nil
  }

  /// The document's folder and those above it up to the root, the nearest
  /// first; none when the document is outside the root.
  private func folders(from documentPath: String) -> [String] {
    var folder = UserPath(documentPath).directory
    guard let root = workspaceRoot.map(Self.canonical) else { return [folder] }
    guard Self.isInside(Self.canonical(folder), root: root) else { return [] }
    var folders = [folder]
    while Self.canonical(folder) != root, folder != "/" {
      folder = UserPath(folder).directory
      folders.append(folder)
    }
    return folders
  }

  private func isInside(_ path: String) -> Bool {
    guard let root = workspaceRoot else { return true }
    return Self.isInside(Self.canonical(path), root: Self.canonical(root))
  }

  private static func isInside(_ path: String, root: String) -> Bool {
    path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
  }

  /// A path with `.`, `..` and symbolic links resolved.
  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
