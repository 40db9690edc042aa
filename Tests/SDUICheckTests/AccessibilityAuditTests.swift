import Foundation
import SDUIComponents
import SDUIDocument
import Testing

@testable import SDUICheck

/// `check`'s accessibility rules: each with a screen it fails and one it
/// passes, in each dialect that has what the rule reads, and the finding
/// placed at its line:column and JSON path.
@Suite("Accessibility audit")
struct AccessibilityAuditTests {
  /// Where a finding must be: the text of the screen it starts at (its
  /// first occurrence) and its JSON path.
  struct Place: Sendable {
    let at: String
    let path: String
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: AccessibilityRule
    let screen: String
    /// The one finding of the rule, or `nil` when the screen passes.
    let finding: Place?
    var testDescription: String { "\(rule.id): \(name)" }
    var dialect: Dialect { screen.contains("_beagleComponent_") ? .beagle : .nimbus }
  }

  static func fails(_ rule: AccessibilityRule, _ name: String, _ screen: String, at: String, path: String) -> Case {
    Case(name: name, rule: rule, screen: screen, finding: Place(at: at, path: path))
  }

  static func passes(_ rule: AccessibilityRule, _ name: String, _ screen: String) -> Case {
    Case(name: name, rule: rule, screen: screen, finding: nil)
  }

  static let touchableText = ##"{"_:component": "layout:text", "properties": {"text": "Open"}}"##
  static let press = ##""onPress": [{"_:action": "log", "properties": {"message": "hi"}}]"##
  static let beaglePress = ##""onPress": [{"_beagleAction_": "beagle:alert", "message": "hi"}]"##

  static let cases: [Case] = imageCases + buttonCases + inputCases + headerCases + contrastCases + targetCases

  static let imageCases: [Case] = [
    fails(
      .imageLabel, "a remote image with no label",
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:remoteImage", "properties": {"url": "p.png"}}]}"##,
      at: ##"{"_:component": "layout:remoteImage""##, path: "$.children[0]"),
    passes(
      .imageLabel, "a labelled local image",
      ##"{"_:component": "layout:localImage", "properties": {"id": "cup", "accessibility": {"label": "A cup"}}}"##),
    passes(
      .imageLabel, "an image inside a touchable its text names",
      ##"{"_:component": "layout:touchable", "properties": {\##(press)}, "children": [\##(touchableText), "##
        + ##"{"_:component": "layout:localImage", "properties": {"id": "cup"}}]}"##),
    fails(
      .imageLabel, "an image in the branch an if does not show, as written",
      ##"{"_:component": "layout:column", "children": [{"_:component": "if", "properties": {"condition": true}, "##
        + ##""children": [{"_:component": "then", "children": [\##(touchableText)]}, {"_:component": "else", "##
        + ##""children": [{"_:component": "layout:localImage", "properties": {"id": "cup"}}]}]}]}"##,
      at: ##"{"_:component": "layout:localImage""##, path: "$.children[0].children[1].children[0]"),
    fails(
      .imageLabel, "a Beagle image with no label",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:image", "##
        + ##""path": {"_beagleImagePath_": "local", "mobileId": "cup"}}]}"##,
      at: ##"{"_beagleComponent_": "beagle:image""##, path: "$.children[0]"),
    fails(
      .imageLabel, "a label its context leaves empty, as resolved",
      ##"{"_beagleComponent_": "beagle:container", "context": {"id": "ctx", "value": {"label": ""}}, "##
        + ##""children": [{"_beagleComponent_": "beagle:image", "path": {"_beagleImagePath_": "local", "##
        + ##""mobileId": "cup"}, "accessibility": {"accessibilityLabel": "@{ctx.label}"}}]}"##,
      at: ##"{"_beagleComponent_": "beagle:image""##, path: "$.children[0]"),
    fails(
      .imageLabel, "an image an action adds, as written",
      ##"{"_beagleComponent_": "beagle:container", "id": "list", "children": [{"_beagleComponent_": "beagle:button", "##
        + ##""text": "More", "onPress": [{"_beagleAction_": "beagle:addChildren", "componentId": "list", "value": "##
        + ##"[{"_beagleComponent_": "beagle:image", "path": {"_beagleImagePath_": "local", "mobileId": "cup"}}]}]}]}"##,
      at: ##"{"_beagleComponent_": "beagle:image""##, path: "$.children[0].onPress[0].value[0]"),
    passes(
      .imageLabel, "a Beagle image marked decoration",
      ##"{"_beagleComponent_": "beagle:image", "path": {"_beagleImagePath_": "local", "mobileId": "line"}, "##
        + ##""accessibility": {"accessible": false}}"##),
    passes(
      .imageLabel, "a Beagle image labelled",
      ##"{"_beagleComponent_": "beagle:image", "path": {"_beagleImagePath_": "local", "mobileId": "cup"}, "##
        + ##""accessibility": {"accessibilityLabel": "A cup"}}"##),
  ]

  static let buttonCases: [Case] = [
    fails(
      .buttonLabel, "a touchable around a box",
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:touchable", "properties": {\##(press)}, "##
        + ##""children": [{"_:component": "layout:column", "properties": {"width": 20, "height": 20}}]}]}"##,
      at: ##"{"_:component": "layout:touchable""##, path: "$.children[0]"),
    passes(
      .buttonLabel, "a touchable with a text",
      ##"{"_:component": "layout:touchable", "properties": {\##(press)}, "children": [\##(touchableText)]}"##),
    passes(
      .buttonLabel, "a touchable with a label",
      ##"{"_:component": "layout:touchable", "properties": {\##(press), "accessibility": {"label": "Close"}}, "##
        + ##""children": [{"_:component": "layout:localImage", "properties": {"id": "x"}}]}"##),
    fails(
      .buttonLabel, "an app's button with an empty text",
      ##"{"_:component": "layout:column", "children": [{"_:component": "store:button", "##
        + ##""properties": {"text": "", \##(press)}}]}"##,
      at: ##"{"_:component": "store:button""##, path: "$.children[0]"),
    fails(
      .buttonLabel, "a Beagle button with an empty text",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:button", "##
        + ##""text": "", \##(beaglePress)}]}"##,
      at: ##"{"_beagleComponent_": "beagle:button""##, path: "$.children[0]"),
    passes(
      .buttonLabel, "a Beagle button", ##"{"_beagleComponent_": "beagle:button", "text": "Pay", \##(beaglePress)}"##),
    fails(
      .buttonLabel, "a Beagle touchable labelled on itself, which the phones do not read",
      ##"{"_beagleComponent_": "beagle:touchable", "accessibility": {"accessibilityLabel": "Open"}, "##
        + ##"\##(beaglePress), "child": {"_beagleComponent_": "beagle:container"}}"##,
      at: ##"{"_beagleComponent_": "beagle:touchable""##, path: "$"),
    passes(
      .buttonLabel, "a Beagle touchable whose child image is labelled",
      ##"{"_beagleComponent_": "beagle:touchable", \##(beaglePress), "child": {"_beagleComponent_": "beagle:image", "##
        + ##""path": {"_beagleImagePath_": "local", "mobileId": "x"}, "accessibility": {"accessibilityLabel": "Close"}}}"##
    ),
  ]

  static let inputCases: [Case] = [
    fails(
      .inputLabel, "an app's text input with neither label nor placeholder",
      ##"{"_:component": "layout:column", "children": [{"_:component": "store:textInput", "properties": {"value": ""}}]}"##,
      at: ##"{"_:component": "store:textInput""##, path: "$.children[0]"),
    passes(
      .inputLabel, "an app's text input with a label",
      ##"{"_:component": "store:textInput", "properties": {"label": "Name"}}"##),
    fails(
      .inputLabel, "a Beagle text input with neither",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:textInput", "##
        + ##""value": ""}]}"##,
      at: ##"{"_beagleComponent_": "beagle:textInput""##, path: "$.children[0]"),
    passes(
      .inputLabel, "a Beagle text input with a placeholder",
      ##"{"_beagleComponent_": "beagle:textInput", "placeholder": "Name"}"##),
    passes(
      .inputLabel, "a Beagle text input with a label",
      ##"{"_beagleComponent_": "beagle:textInput", "accessibility": {"accessibilityLabel": "Name"}}"##),
  ]

  static let headerCases: [Case] = [
    fails(
      .headerLabel, "a touchable header with no label",
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:touchable", "##
        + ##""properties": {\##(press), "accessibility": {"isHeader": true}}, "children": [\##(touchableText)]}]}"##,
      at: ##""isHeader""##, path: "$.children[0].properties.accessibility.isHeader"),
    passes(
      .headerLabel, "a touchable header with a label",
      ##"{"_:component": "layout:touchable", "properties": {\##(press), "accessibility": {"isHeader": true, "##
        + ##""label": "Settings"}}, "children": [\##(touchableText)]}"##),
    fails(
      .headerLabel, "a Beagle text header with no label",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:text", "##
        + ##""text": "Settings", "accessibility": {"isHeader": true}}]}"##,
      at: ##""isHeader""##, path: "$.children[0].accessibility.isHeader"),
    passes(
      .headerLabel, "a Beagle text header with a label",
      ##"{"_beagleComponent_": "beagle:text", "text": "Settings", "##
        + ##""accessibility": {"isHeader": true, "accessibilityLabel": "Settings"}}"##),
  ]

  static let contrastCases: [Case] = [
    fails(
      .contrast, "#777777 on the page, 4.47:1",
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:text", "##
        + ##""properties": {"text": "Sold out", "color": "#777777"}}]}"##,
      at: ##""color""##, path: "$.children[0].properties.color"),
    passes(
      .contrast, "#767676 on the page, 4.54:1",
      ##"{"_:component": "layout:text", "properties": {"text": "Sold out", "color": "#767676"}}"##),
    passes(
      .contrast, "large text at 3.03:1",
      ##"{"_:component": "layout:text", "properties": {"text": "Sale", "color": "#949494", "size": 18}}"##),
    fails(
      .contrast, "black on a dark column",
      ##"{"_:component": "layout:column", "properties": {"backgroundColor": "#333333"}, "##
        + ##""children": [{"_:component": "layout:text", "properties": {"text": "Sale"}}]}"##,
      at: ##"{"_:component": "layout:text""##, path: "$.children[0]"),
    fails(
      .contrast, "a Beagle text in #AAAAAA",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:text", "##
        + ##""text": "Sold out", "textColor": "#AAAAAA"}]}"##,
      at: ##""textColor""##, path: "$.children[0].textColor"),
    passes(
      .contrast, "a Beagle white text on a dark container",
      ##"{"_beagleComponent_": "beagle:container", "style": {"backgroundColor": "#222222"}, "##
        + ##""children": [{"_beagleComponent_": "beagle:text", "text": "Sale", "textColor": "#FFFFFF"}]}"##),
  ]

  static let targetCases: [Case] = [
    fails(
      .targetSize, "a touchable 4 points high",
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:touchable", "##
        + ##""properties": {\##(press), "accessibility": {"label": "Close"}}, "##
        + ##""children": [{"_:component": "layout:column", "properties": {"width": 40, "height": 4}}]}]}"##,
      at: ##"{"_:component": "layout:touchable""##, path: "$.children[0]"),
    passes(
      .targetSize, "a touchable a row high",
      ##"{"_:component": "layout:touchable", "properties": {\##(press)}, "children": [\##(touchableText)]}"##),
    fails(
      .targetSize, "a Beagle button 4 points high",
      ##"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:button", "##
        + ##""text": "Close", \##(beaglePress), "style": {"size": {"height": {"value": 4, "type": "REAL"}}}}]}"##,
      at: ##"{"_beagleComponent_": "beagle:button""##, path: "$.children[0]"),
    passes(
      .targetSize, "a Beagle button", ##"{"_beagleComponent_": "beagle:button", "text": "Close", \##(beaglePress)}"##),
  ]

  @MainActor
  static func audit(_ screen: String, rules: AccessibilityRules = .all) async -> [CheckFinding] {
    let checker = ScreenChecker(libraries: [StoreLibrary.library], rules: rules)
    return await checker.check(Array(screen.utf8), named: "screen.json").findings
  }

  /// The line and column (in Unicode scalars, from 1) where `text` first
  /// occurs in `screen`.
  static func location(of text: String, in screen: String) -> SDUIDocument.SourceLocation? {
    guard let range = screen.range(of: text) else { return nil }
    let before = screen[..<range.lowerBound]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return SDUIDocument.SourceLocation(line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
  }

  @Test(arguments: cases)
  @MainActor
  func eachRuleFailsWhereItShouldAndPassesWhereItShould(_ test: Case) async throws {
    let found = await Self.audit(test.screen).filter { $0.rule.id == test.rule.id }
    guard let place = test.finding else {
      #expect(found.isEmpty, "\(found.map(\.message))")
      return
    }
    try #require(found.count == 1, "\(found.map(\.message))")
    #expect(found[0].start == Self.location(of: place.at, in: test.screen))
    #expect(found[0].path == place.path)
    #expect(found[0].severity == .warning)
    #expect(found[0].file == "screen.json")
  }

  @Test(arguments: AccessibilityRule.allCases)
  func eachRuleHasAFailingAndAPassingScreenInEachDialect(_ rule: AccessibilityRule) {
    for dialect in [Dialect.nimbus, .beagle] {
      let mine = Self.cases.filter { $0.rule == rule && $0.dialect == dialect }
      #expect(mine.contains { $0.finding != nil }, "\(rule.id) fails no \(dialect) screen")
      #expect(mine.contains { $0.finding == nil }, "\(rule.id) passes no \(dialect) screen")
    }
  }

  /// Unless asked, contrast and target size stay quiet; what the rules
  /// find are warnings, so a screen with nothing else exits 0.
  @Test @MainActor func theStyleRulesRunOnlyWhenAsked() async {
    let screen =
      ##"{"_:component": "layout:column", "children": [{"_:component": "layout:text", "##
      + ##""properties": {"text": "Grey", "color": "#AAAAAA"}}, {"_:component": "layout:touchable", "##
      + ##""properties": {\##(Self.press), "accessibility": {"label": "Close"}}, "children": [{"_:component": "##
      + ##""layout:column", "properties": {"height": 2}}]}]}"##
    #expect(await Self.audit(screen, rules: .defaults).isEmpty)
    let all = await Self.audit(screen)
    #expect(all.map(\.rule.id) == ["a11y-contrast", "a11y-target-size"])
    #expect(all.allSatisfy { $0.severity == .warning })
    #expect(await Self.audit(screen, rules: .none).isEmpty)
  }

  /// The items of a list share their template's place: 2,000 unlabelled
  /// pictures are one finding.
  @Test @MainActor func aListIsReportedOnceAtItsTemplate() async {
    let items = (0..<2000).map(String.init).joined(separator: ",")
    let screen =
      ##"{"_:component": "layout:column", "state": {"items": [\##(items)]}, "children": [{"_:component": "forEach", "##
      + ##""properties": {"items": "@{items}"}, "children": [{"_:component": "layout:localImage", "##
      + ##""properties": {"id": "cup"}}]}]}"##
    let found = await Self.audit(screen)
    #expect(found.map(\.path) == ["$.children[0].children[0]"])
  }

  /// A tree as deep as the JSON parser lets a screen nest is audited to
  /// its bottom.
  @Test @MainActor func aDeepTreeIsAuditedToItsBottom() async {
    let depth = 200
    let open = String(repeating: ##"{"_:component": "layout:column", "children": ["##, count: depth)
    let screen =
      open + ##"{"_:component": "layout:localImage", "properties": {"id": "cup"}}"##
      + String(repeating: "]}", count: depth)
    let found = await Self.audit(screen)
    #expect(found.count == 1)
    #expect(found.first?.path == "$" + String(repeating: ".children[0]", count: depth))
  }
}
