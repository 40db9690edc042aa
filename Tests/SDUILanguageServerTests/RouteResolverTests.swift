import Foundation
import SDUILanguageProtocol
import Testing

@testable import SDUILanguageServer

/// Go-to-definition from a route: the file `serve` would answer with, from
/// the document's folder or one above it, and never a file outside the
/// workspace's root.
@Suite("Route definitions")
struct RouteResolverTests {
  /// A workspace: `screens/store/cart.json`, `screens/index.json`,
  /// `screens/store/products.json` (the document), a link `screens/out`
  /// to `/etc`, and `secret.json` beside the workspace.
  final class Workspace: Sendable {
    let folder: String
    let root: String
    let document: String

    init() throws {
      folder = NSTemporaryDirectory() + "sdui-lsp-\(UUID().uuidString)"
      root = folder + "/work space"
      document = root + "/screens/store/products.json"
      let manager = FileManager.default
      try manager.createDirectory(atPath: root + "/screens/store", withIntermediateDirectories: true)
      for file in [document, root + "/screens/store/cart.json", root + "/screens/index.json", folder + "/secret.json"] {
        try "{}".write(toFile: file, atomically: true, encoding: .utf8)
      }
      try manager.createSymbolicLink(atPath: root + "/screens/out", withDestinationPath: "/etc")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let route: String
    /// The file found, relative to the workspace's root.
    let file: String?
    var testDescription: String { route }
  }

  static let cases: [Case] = [
    Case(route: "/store/cart", file: "screens/store/cart.json"),
    Case(route: "/store/cart.json", file: "screens/store/cart.json"),
    Case(route: "/store/cart?item=3#top", file: "screens/store/cart.json"),
    Case(route: "/st%6Fre/cart", file: "screens/store/cart.json"),
    Case(route: "/cart", file: "screens/store/cart.json"),
    Case(route: "/index", file: "screens/index.json"),
    Case(route: "/", file: "screens/index.json"),
    Case(route: "/../../secret", file: nil),
    Case(route: "/../../etc/passwd", file: nil),
    Case(route: "/%2E%2E/%2E%2E/secret", file: nil),
    Case(route: "/out/passwd", file: nil),
    Case(route: "/store/@{next}", file: nil),
    Case(route: "cart.json", file: nil),
    Case(route: "https://example.com/store/cart", file: nil),
    Case(route: "/nowhere", file: nil),
  ]

  @Test(arguments: cases)
  func aRouteOpensItsFile(_ example: Case) throws {
    let workspace = try Workspace()
    let found = RouteResolver(workspaceRoot: workspace.root).resolve(example.route, from: workspace.document)
    #expect(
      found == example.file.map { URL(fileURLWithPath: workspace.root + "/" + $0).resolvingSymlinksInPath().path })
  }

  /// Without a workspace, only the document's own folder is looked in; a
  /// document outside the workspace finds nothing.
  @Test func theWorkspaceBoundsTheSearch() throws {
    let workspace = try Workspace()
    #expect(RouteResolver(workspaceRoot: nil).resolve("/cart", from: workspace.document) != nil)
    #expect(RouteResolver(workspaceRoot: nil).resolve("/store/cart", from: workspace.document) == nil)
    #expect(
      RouteResolver(workspaceRoot: workspace.root + "/screens/store").resolve("/index", from: workspace.document) == nil
    )
    #expect(
      RouteResolver(workspaceRoot: workspace.root + "/elsewhere").resolve("/cart", from: workspace.document) == nil)
  }

  struct Place: CustomTestStringConvertible, Sendable {
    let document: String
    let route: String?
    var testDescription: String { document }
  }

  static let places: [Place] = [
    Place(
      document:
        #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "push", "properties": {"url": "/store/ca‸rt"}}]}}"#,
      route: "/store/cart"),
    Place(
      document:
        #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "present", "properties": {"route": {"url": "/a‸"}}}]}}"#,
      route: "/a"),
    Place(
      document:
        #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "beagle:pushView", "route": {"url": "/b‸"}}]}"#,
      route: "/b"),
    Place(
      document:
        #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "beagle:resetApplication", "route": {"url": "‸/c"}}]}"#,
      route: "/c"),
    Place(
      document:
        #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "sendRequest", "properties": {"url": "/api‸"}}]}}"#,
      route: nil),
    Place(document: #"{"_:component": "layout:remoteImage", "properties": {"url": "/logo.p‸ng"}}"#, route: nil),
    Place(
      document:
        #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "beagle:pushView", "url": "/b‸"}]}"#,
      route: nil),
  ]

  @Test(arguments: places)
  func routesAreTheURLsOfNavigations(_ place: Place) {
    #expect(RouteResolver.route(at: Marked(place.document).cursor()) == place.route)
  }
}
