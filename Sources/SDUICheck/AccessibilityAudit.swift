import SDUICore
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender

/// `check`'s accessibility audit of one decoded screen, by the rules
/// selected (``AccessibilityRule``): each problem a warning at the
/// component (or its property) with its line:column and JSON path.
///
/// The screen is audited as the phones would show it on start: it runs
/// headless with no network (every request fails at once, so nothing is
/// sent), its expressions evaluated, and is laid out at 80x24 as `render`
/// lays it out. What it shows then is audited as shown (texts as they
/// read, lists with their items, an app component by what it draws);
/// every other component of the document (another branch of an `if`, a
/// template of a list with no item yet, a component an action adds) as
/// written, where an expression counts as a value. Contrast and target
/// size need the layout, so they look at what is shown only. A component
/// in a list is reported once, at its template.
///
/// ```swift
/// let screen = ScreenDecoder(options: .init(file: "home.json")).decode(bytes)
/// let audit = AccessibilityAudit(screen: screen, file: "home.json", rules: .all)
/// let findings = await audit?.findings() ?? []
/// ```
@MainActor
struct AccessibilityAudit {
  /// The frame the screen is laid out in, as `render` lays it out.
  static let screenSize = Size(width: 80, height: 24)

  /// One problem on one component, before it is placed in the document.
  struct Issue {
    let rule: AccessibilityRule
    let message: String
    /// The property it is at, as keys from the component's properties
    /// (`["accessibility", "isHeader"]`); empty for the component itself.
    var property: [String] = []
  }

  let screen: DecodedScreen
  let file: String
  let rules: AccessibilityRules
  let libraries: [Library]
  let dialect: Dialect

  /// Creates the audit of a decoded screen read from `file`; `nil` when the
  /// screen has no root to audit.
  init?(screen: DecodedScreen, file: String, rules: AccessibilityRules, libraries: [Library] = []) {
    guard screen.root != nil, let dialect = screen.dialect else { return nil }
    self.screen = screen
    self.file = file
    self.rules = rules
    self.libraries = libraries
    self.dialect = dialect
  }

  /// Runs the screen, audits it, and returns the findings in document
  /// order.
  func findings() async -> [CheckFinding] {
    guard let root = screen.root, !rules.isEmpty else { return [] }
    let session = ScreenSession(screen: screen, environment: .init(libraries: libraries))
    session.start()
    _ = await session.settle(timeout: .seconds(1))
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Self.screenSize))
    var report = Report(audit: self, root: root)
    if let shown = controller.frame().root { auditShown(shown, into: &report) }
    auditWritten(root, into: &report)
    if rules.contains(.targetSize) {
      for (box, rect) in controller.controlsWithoutRoom where !box.node.type.isSynthetic {
        report.add(targetSizeIssue(box.node, rect: rect), at: box.node)
      }
    }
    return report.sorted
  }

  /// What the screen shows on start, box by box, with the background
  /// each is drawn on and whether a press-taking component holds it.
  private func auditShown(_ root: RenderBox, into report: inout Report) {
    var stack = [(box: root, inPressable: false, displayed: true, background: Background.page)]
    while let (box, inPressable, displayed, beneath) = stack.popLast() {
      let node = box.node
      let synthetic = node.type.isSynthetic
      let shown = displayed && box.layout.sharedStyle.style.isDisplayed
      let background = beneath.within(box)
      if !synthetic {
        report.shownPaths.insert(node.path)
        for issue in labelIssues(of: node, drawn: box.content, inPressable: inPressable) {
          report.add(issue, at: node)
        }
        if shown, rules.contains(.contrast), let issue = contrastIssue(box, on: background) {
          report.add(issue, at: node)
        }
      }
      let pressable = inPressable || (!synthetic && isPressable(node))
      stack += box.children.reversed().map { ($0, pressable, shown, background) }
    }
  }

  /// Every component the screen did not show, as written: the tree from
  /// the root, and each component an event holds (shown when its action
  /// runs) with what is inside it. A written node is made only for them,
  /// with its descendants only for a button, whose name they give.
  private func auditWritten(_ root: ComponentNode, into report: inout Report) {
    var stack = [(node: root, inPressable: false)]
    while let (node, inPressable) = stack.popLast() {
      let pressable = isPressable(
        typeKey: node.type.key, isRegistered: node.isRegistered,
        hasOnPress: node.properties.contains { $0.name == "onPress" && $0.value.actions != nil })
      if !report.shownPaths.contains(node.path) {
        let written = ResolvedNode(written: node, withDescendants: pressable)
        for issue in labelIssues(of: written, drawn: nil, inPressable: inPressable) {
          report.add(issue, at: written, written: node)
        }
      }
      stack += node.componentsInside.reversed().map { ($0, inPressable || pressable) }
      stack += node.componentsInEvents.map { ($0, false) }
    }
  }
}

extension AccessibilityAudit {
  /// The findings of one screen as they are found: each rule once per
  /// JSON path (a list's items share their template's), placed at the
  /// component or its property.
  struct Report {
    let audit: AccessibilityAudit
    /// The document's root, whose components say where findings are.
    let root: ComponentNode
    /// The components the screen shows on start, which the pass over the
    /// written document leaves alone.
    var shownPaths: Set<JSONPath> = []
    private var reported: Set<String> = []
    private var findings: [(rule: AccessibilityRule, finding: CheckFinding)] = []
    /// Every component of the document by its JSON path, made for the
    /// first finding that needs it.
    private var components: [JSONPath: ComponentNode]?

    init(audit: AccessibilityAudit, root: ComponentNode) {
      self.audit = audit
      self.root = root
    }

    /// Adds `issue` of `node`, written as `written` when the caller has
    /// it, unless its rule was reported there already.
    mutating func add(_ issue: Issue, at node: ResolvedNode, written: ComponentNode? = nil) {
      guard reported.insert(issue.rule.id + " " + node.path.description).inserted else { return }
      let written = written ?? component(at: node.path)
      var location = written?.location ?? .unknown
      var path = node.path
      if !issue.property.isEmpty {
        path = audit.dialect.definition.rules.propertiesKey.map { path.appending($0) } ?? path
        for key in issue.property { path = path.appending(key) }
        if let place = written.flatMap({ Self.keyLocation(of: issue.property, in: $0.properties) }) {
          location = place
        }
      }
      findings.append(
        (
          issue.rule,
          CheckFinding(
            file: audit.file, at: location, severity: .warning, rule: issue.rule.checkRule, message: issue.message,
            path: path.description)
        ))
    }

    /// The component at a JSON path: children, templates and those in
    /// events alike.
    private mutating func component(at path: JSONPath) -> ComponentNode? {
      if components == nil {
        var all: [JSONPath: ComponentNode] = [:]
        root.forEachNode { all[$0.path] = $0 }
        components = all
      }
      return components?[path]
    }

    /// The findings by place in the document, then by rule.
    var sorted: [CheckFinding] {
      let order = Dictionary(uniqueKeysWithValues: AccessibilityRule.allCases.enumerated().map { ($1, $0) })
      return findings.enumerated().sorted { left, right in
        let (one, two) = (left.element, right.element)
        if one.finding.start != two.finding.start { return one.finding.start < two.finding.start }
        if one.rule != two.rule { return order[one.rule, default: 0] < order[two.rule, default: 0] }
        return left.offset < right.offset
      }.map(\.element.finding)
    }

    /// Where the key of a property inside `properties` is written, through
    /// its objects (`accessibility`, then `isHeader`).
    private static func keyLocation(of keys: [String], in properties: [PropertyEntry]) -> SourceLocation? {
      var entries = properties
      var location: SourceLocation?
      for key in keys {
        guard let entry = entries.last(where: { $0.name == key }) else { return nil }
        location = entry.keyLocation
        if case .object(let inner, _) = entry.value { entries = inner } else { entries = [] }
      }
      return location
    }
  }
}

extension QualifiedName {
  /// Whether it names a box sdui-term makes itself (a title bar, a
  /// navigation bar item), which no document writes.
  var isSynthetic: Bool { namespace == "sdui" }
}
