@testable import SDUICore
@testable import SDUIDocument

extension BeagleIOSPeerRows {
  static func expressionTests(_ category: PeerCategory, _ test: String, _ contexts: [PeerRow.Context] = [])
    -> PeerTable
  {
    PeerTable(
      dialect: .beagle, category: category,
      source: PeerSource(
        repository: .beagleIOS, file: "Sources/Beagle/BeagleTests/ContextExpression/Expression/ExpressionTests.swift",
        test: test),
      contexts: contexts)
  }

  /// `ExpressionTests`: which strings are expressions. The valid ones are
  /// given contexts so that they have a value; the invalid ones are not
  /// expressions on iOS, so the text shows them as written.
  static let expressions: [PeerRow] =
    expressionTests(
      .bindingPaths, "testValidSingleExpression",
      [
        context("client", "Ann"), context("client2", ["name": "Bob"]),
        context("client_", [0, 1, ["matrix": [[0, 1], [2, 3]]]]), context("2client", ["phones": ["555-0100"]]),
        context("counter", 2),
      ]
    ).templates([
      ("@{client}", value("Ann")), ("@{client2.name}", value("Bob")), ("@{client_[2].matrix[1][1]}", value(3)),
      ("@{2client.phones[0]}", value("555-0100")), ("@{42}", value(42)), ("@{3.5}", value(3.5)),
      ("@{true}", value(true)), ("@{'name'}", value("name")), ("@{null}", value(nil)),
      ("@{sum(1, counter)}", value(3)),
    ])
    + expressionTests(.escaping, "testInvalidSingleExpression", [context("client", "Ann")]).templates(
      ["@{}", "@{[2]}", "@{client.[2]}", "@{[2][2]}", "@{client[2].[2]}", "@{client[a]}", "sum(1, 2)}", "@{@{2}}"]
        .map { ($0, shown($0)) })
    + expressionTests(.printing, "testValidMultipleExpressions", [context("counter", 2)]).templates([
      ("name: @{42}, phone: @{42}", shown("name: 42, phone: 42")),
      ("Operation: @{condition(lt(sum(counter, 2), 5), '#FF0000', '#00FF00')}", shown("Operation: #FF0000")),
    ])
}
