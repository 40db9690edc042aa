import Foundation
import SDUIDialects
import SDUITestSupport
import Testing

@testable import SDUIDocument

/// Every real screen in `../shared/conformance/` decodes; the deliberately
/// broken ones say exactly what is wrong; the others have no errors.
@Suite("Conformance screens", .enabled(if: hasConformance, "../shared/conformance is not beside the package"))
struct ConformanceTests {
  /// Files that are not screens.
  static let notScreens: Set<String> = ["spec-urlbuilder-base-path-resolution-table.json"]

  /// What each broken or legacy file must report: diagnostic code and path.
  static let expected: [String: [String]] = [
    "core-setstate-unreachable-malformed.json": [
      "stateNotInScope $.properties.onInit[0]",
      "actionPropertyOutsideProperties $.properties.onInit[0].path",
      "actionPropertyOutsideProperties $.properties.onInit[0].value",
    ],
    "core-operations-malformed-expression.json": ["unclosedExpression $.children[0].properties.text"],
    "docs-action-sendrequest-MALFORMED-beagleAction-key.json": [
      "misspelledActionKey $.children[0].onPress[0].beagleAction",
      "misspelledActionKey $.children[0].onPress[0].onSuccess[0].beagleAction",
      "misspelledActionKey $.children[0].onPress[0].onError[0].beagleAction",
      "misspelledActionKey $.children[0].onPress[0].onFinish[0].beagleAction",
    ],
    "ios-BAD-pageview-invalid-type-and-props.json": ["removedComponent $"],
    "docs-action-confirm-single-action-object.json": ["legacyShape $.children[0].onPress[0].onPressOk"],
    "docs-pageview-tabbar-LEGACY-navbar-item-action.json": [
      "legacyShape $.navigationBar.navigationBarItems[0]._beagleComponent_",
      "legacyShape $.navigationBar.navigationBarItems[0].action",
      "stateNotInScope $.child.children[0].onTabSelection[0]",
    ],
    "flutter-test-payload-touchable-condition-LEGACY-navbar-action.json": [
      "legacyShape $.navigationBar.navigationBarItems[0].action"
    ],
    "webcomponents-LEGACY-1x-nested-listview-template-sendrequest.json": [
      "legacyShape $.children[0].template",
      "legacyShape $.children[0].templates[0].view.children[1].template",
      "legacyShape $.children[0].templates[0].view.children[1].templates[0].view.children[3].template",
    ],
    "ios19-LEGACY-beagle-form-forminput-formsubmit.json": [
      "removedComponent $", "removedComponent $.onSubmit[0]", "removedComponent $.child.children[0]",
      "removedComponent $.child.children[1]", "removedComponent $.child.children[2]",
    ],
  ]

  /// Broken on purpose: these must fail `check`.
  static let mustFail: Set<String> = [
    "core-setstate-unreachable-malformed.json", "docs-action-sendrequest-MALFORMED-beagleAction-key.json",
    "ios-BAD-pageview-invalid-type-and-props.json",
  ]

  static var screens: [URL] {
    ["nimbus", "beagle"].flatMap { jsonFiles(in: conformanceDirectory.appendingPathComponent($0)) }
      .filter { !notScreens.contains($0.lastPathComponent) }
  }

  static func decode(_ url: URL) throws -> DecodedScreen {
    let bytes = try [UInt8](Data(contentsOf: url))
    return ScreenDecoder(options: .init(file: url.lastPathComponent)).decode(bytes)
  }

  @Test(arguments: screens.map(\.lastPathComponent))
  func decodesWithTheExpectedDiagnostics(_ name: String) throws {
    let url = try #require(Self.screens.first { $0.lastPathComponent == name })
    let screen = try Self.decode(url)
    let root = try #require(screen.root)
    #expect(screen.dialect == (url.path.contains("/nimbus/") ? .nimbus : .beagle))
    var ids: [String] = []
    root.forEachNode { ids.append($0.id) }
    #expect(!ids.contains(""), "every node has an id")

    let appComponentWarnings: Set<String> = ["unknownComponent", "unknownAction", "unknownOperation"]
    let notable = screen.diagnostics.filter { !appComponentWarnings.contains($0.kind.code) }
    let found = notable.map { "\($0.kind.code) \($0.path)" }.sorted()
    #expect(found == (Self.expected[name] ?? []).sorted())
    #expect(screen.hasErrors == Self.mustFail.contains(name))
    for diagnostic in screen.diagnostics where diagnostic.kind.code == "unknownComponent" {
      #expect(diagnostic.severity == .warning)
    }
  }

  @Test func theUrlTableIsNotAScreen() throws {
    let url = conformanceDirectory.appendingPathComponent("beagle/spec-urlbuilder-base-path-resolution-table.json")
    let screen = try Self.decode(url)
    #expect(screen.root == nil)
    #expect(screen.diagnostics.map(\.message) == ["the root is an array, expected a component object"])
  }

  @Test(arguments: [
    "nimbus/core-nav-screen3-push-fallback-pop.json", "nimbus/core-foreach-nested-plans-documents.json",
    "nimbus/store-backend-address-screen.json", "beagle/ios-custom-component-polymorphic-props.json",
    "beagle/docs-pageview-tabbar-LEGACY-navbar-item-action.json",
    "beagle/webcomponents-LEGACY-1x-nested-listview-template-sendrequest.json",
  ])
  func treeDumps(_ file: String) throws {
    let screen = try Self.decode(conformanceDirectory.appendingPathComponent(file))
    let name = String(file.split(separator: "/").last ?? "")
    assertSnapshot(try #require(screen.root).treeDescription(dialect: screen.dialect), named: "tree-" + name)
  }
}
