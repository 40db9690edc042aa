import SDUIDialects

@testable import SDUICore
@testable import SDUIDocument

extension NimbusPeerRows {
  static func expression(_ category: PeerCategory, _ test: String, _ contexts: [PeerRow.Context] = []) -> PeerTable {
    PeerTable(dialect: .nimbus, category: category, source: .nimbusExpression(test), contexts: contexts)
  }

  static let person: JSONValue = ["firstName": "Ada", "lastName": "de Lovelace", "email": "ada@example.com"]

  static let expressions: [PeerRow] =
    expression(.bindingPaths, "should replace by state string", [context("sds", "Hello World!")]).templates([
      ("@{sds}", value("Hello World!"))
    ])
    + expression(.bindingPaths, "should replace by state number", [context("sds", 584)]).templates([
      ("@{sds}", value(584))
    ])
    + expression(.bindingPaths, "should replace by state float number", [context("sds", 584.73)]).templates([
      ("@{sds}", value(584.73))
    ])
    + expression(.bindingPaths, "should replace by state boolean", [context("sds", true)]).templates([
      ("@{sds}", value(true))
    ])
    + expression(.bindingPaths, "should replace by state array", [context("sds", [1, 2, 3, 4])]).templates([
      ("@{sds}", value([1, 2, 3, 4]))
    ])
    + expression(.bindingPaths, "should replace by state object", [context("sds", person)]).templates([
      ("@{sds}", value(person))
    ])
    + expression(.printing, "should replace binding in the middle of a text string", [context("sds", "Hello World")])
    .templates([("Mid text expression: @{sds}.", shown("Mid text expression: Hello World."))])
    + expression(.printing, "should replace binding in the middle of a text number", [context("sds", 584)]).templates([
      ("Mid text expression: @{sds}.", shown("Mid text expression: 584."))
    ])
    + expression(.printing, "should replace binding in the middle of a text boolean", [context("sds", true)]).templates(
      [("Mid text expression: @{sds}.", shown("Mid text expression: true."))])
    + expression(
      .printing, "should replace binding in the middle of a text array as string", [context("sds", [1, 2, 3, 4])]
    )
    .templates([("Mid text expression: @{sds}.", shown("Mid text expression: [1, 2, 3, 4]."))])
    + expression(.printing, "should replace binding in the middle of a text object as string", [context("sds", person)])
    .templates([
      (
        "Mid text expression: @{sds}.",
        shown("Mid text expression: {firstName=Ada, lastName=de Lovelace, email=ada@example.com}.")
      )
    ])
    + expression(.bindingPaths, "should replace binding in the middle of a text object key", [context("sds", person)])
    .templates([("Mid text expression: @{sds.lastName}.", shown("Mid text expression: de Lovelace."))])
    + expression(
      .bindingPaths, "should replace binding with an array position",
      [context("sds", ["name": "Ada", "phones": ["(00) 00000-0000", "(99) 99999-9999"]])]
    ).templates([("@{sds.phones[1]}", value("(99) 99999-9999"))])
    + expression(
      .bindingPaths, "should not replace binding in the middle of a text with an array position",
      [context("sds", ["one", "two", "three", "four"])]
    ).templates([("Mid text expression: @{sds[2]}.", shown("Mid text expression: three."))])
    + expression(
      .printing, "should replace binding in the middle using multiple states",
      [
        context("person", person), context("product", ["productName": "Lamp", "price": 133.7]),
        context("sport", ["sportName": "Chess"]),
      ]
    ).templates([("Mid text expression: @{product.price}.", shown("Mid text expression: 133.7."))])
    + expression(
      .bindingPaths, "should replace with empty string if no state is found on a string interpolation",
      [context("sds2", "Hello World")]
    ).templates([("Mid text expression: @{sds}.", shown("Mid text expression: ."))])
    + expression(.bindingPaths, "should replace with null if no state is found", [context("sds2", "Hello World")])
    .templates([("@{sds}", value(nil))])
    + expression(
      .bindingPaths, "should not replace if path does not exist in the referred state", [context("sds", person)]
    )
    .templates([("@{sds.description}", value(nil))])
    + expression(.escaping, "should escape expression", [context("sds", "Hello World")]).templates([
      (#"\@{sds}"#, shown("@{sds}"))
    ])
    + expression(.escaping, "should not escape expression when slash is also escaped", [context("sds", "Hello World")])
    .templates([(#"\\@{sds}"#, shown(#"\Hello World"#))])
    + expression(
      .escaping, "should not escape expression when a escaped slash is present but another slash is also present",
      [context("sds", "Hello World")]
    ).templates([(#"\\\@{sds}"#, shown(#"\@{sds}"#))])
    + expression(.coercion, "should resolve literals").templates([
      ("@{true}", value(true)), ("@{false}", value(false)), ("@{null}", value(nil)), ("@{10}", value(10)),
      ("@{'true'}", value("true")),
      ("@{'hello world, this is { beagle }!'}", value("hello world, this is { beagle }!")),
    ])
    + expression(.escaping, "should escape string").templates([(#"@{'hello \'world\'!'}"#, value("hello 'world'!"))])
    + expression(.escaping, "should keep control symbols").templates([("@{'hello\nworld!'}", value("hello\nworld!"))])
    + expression(.escaping, "should do nothing for a malformed string").templates([("@{'test}", shown("@{'test}"))])
    + expression(.bindingPaths, "should treat malformed number as a context id", [context("5ao1", "test")]).templates([
      ("@{5ao1}", value("test"))
    ])
    + expression(
      .bindingPaths, "should return null for a malformed number and an invalid context id",
      [context("58.72.98", "test")]
    ).templates([("@{58.72.98}", value(nil))])
    + expression(.logic, "should evaluate correctly an operation").templates([
      ("@{and(eq(1,1), gt(2,1), lt(2,3))}", value(true)), ("@{and(eq(1,1), gt(2,4), lt(2,3))}", value(false)),
    ])
}
