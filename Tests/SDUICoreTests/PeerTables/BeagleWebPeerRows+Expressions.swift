import SDUIDialects

@testable import SDUICore
@testable import SDUIDocument

extension BeagleWebPeerRows {
  static func expressionsSpec(_ category: PeerCategory, _ test: String, _ contexts: [PeerRow.Context] = []) -> PeerTable
  {
    PeerTable(
      dialect: .beagle, category: category, source: .beagleWeb("expressions.spec.ts", test), contexts: contexts)
  }

  static let person: JSONValue = [
    "name": ["first": "Ada", "last": "Lovelace"], "phones": ["(11) 1111-1111", "(22) 2222-2222"],
    "documents": [["name": "passport"], ["name": "licence"]],
  ]

  static let expressions: [PeerRow] = bindings + printing + literals + operationsInTemplates + scopes

  static let bindings: [PeerRow] =
    expressionsSpec(.bindingPaths, "should replace by context (string)", [context("ctx", "Hello World!")]).templates([
      ("@{ctx}", shown("Hello World!"))
    ])
    + expressionsSpec(.bindingPaths, "should replace by context (number)", [context("ctx", 584)]).templates([
      ("@{ctx}", value(584))
    ])
    + expressionsSpec(.bindingPaths, "should replace by context (boolean)", [context("ctx", true)]).templates([
      ("@{ctx}", value(true))
    ])
    + expressionsSpec(.bindingPaths, "should replace by context (array)", [context("ctx", [1, 2, 3])]).templates([
      ("@{ctx}", value([1, 2, 3]))
    ])
    + expressionsSpec(.bindingPaths, "should replace by context (object)", [context("ctx", person)]).templates([
      ("@{ctx}", value(person))
    ])
    + expressionsSpec(.bindingPaths, "should replace with value in context (object key)", [context("ctx", person)])
    .templates([("@{ctx.name.first}", shown("Ada"))])
    + expressionsSpec(.bindingPaths, "should replace with value in context (array item)", [context("ctx", person)])
    .templates([("@{ctx.phones[0]}", shown("(11) 1111-1111"))])
    + expressionsSpec(
      .bindingPaths, "should replace with value in context (object key of an array item)", [context("ctx", person)]
    ).templates([("@{ctx.documents[1].name}", shown("licence"))])
    + expressionsSpec(
      .bindingPaths, "should replace with value in context (item in array of array)", [context("ctx", [["Jest"]])]
    ).templates([("@{ctx[0][0]}", shown("Jest"))])
    + expressionsSpec(
      .bindingPaths, "should replace using values from multiple contexts",
      [
        context("user", ["name": "John", "age": 30]), context("plan", ["name": "Premium", "value": 99.59]),
        context("phones", ["(34) 5599-5555", "(34) 90000-8787"]),
      ]
    ).templates([
      (
        "@{user.name} is @{user.age} years old and pays $@{plan.value} for @{plan.name}; call @{phones[0]}.",
        shown("John is 30 years old and pays $99.59 for Premium; call (34) 5599-5555.")
      )
    ])
    + expressionsSpec(
      .bindingPaths, "should replace with empty string if no context is found on string interpolation",
      [context("ctx2", "jest")]
    ).templates([("Test @{ctx} string interpolation", shown("Test  string interpolation"))])
    + expressionsSpec(.bindingPaths, "should replace with null if no context is found", [context("ctx2", "jest")])
    .templates([("@{ctx}", value(nil))])
    + expressionsSpec(
      .bindingPaths, "should replace with null if path doesn't exist in the referred context",
      [context("ctx", ["age": 30])]
    ).templates([("@{ctx.name}", value(nil))])
    + expressionsSpec(.escaping, "should scape expression", [context("myContext", "jest")]).templates([
      (#"\@{myContext}"#, shown("@{myContext}"))
    ])
    + expressionsSpec(
      .escaping, "should not scape expression when slash is also scaped", [context("myContext", "jest")]
    )
    .templates([(#"\\@{myContext}"#, shown(#"\jest"#))])
    + expressionsSpec(
      .escaping, "should scape expression when a scaped slash is present, but another slash is also present",
      [context("myContext", "jest")]
    ).templates([(#"\\\@{myContext}"#, shown(#"\@{myContext}"#))])

  static let printing: [PeerRow] =
    expressionsSpec(
      .printing, "should replace binding in the middle of a text (string)", [context("ctx", "Hello World")]
    )
    .templates([("Mid text expression: @{ctx}.", shown("Mid text expression: Hello World."))])
    + expressionsSpec(.printing, "should replace binding in the middle of a text (number)", [context("ctx", 584)])
    .templates([("Mid text expression: @{ctx}.", shown("Mid text expression: 584."))])
    + expressionsSpec(.printing, "should replace binding in the middle of a text (boolean)", [context("ctx", true)])
    .templates([("Mid text expression: @{ctx}.", shown("Mid text expression: true."))])
    + expressionsSpec(.printing, "should replace binding in the middle of a text (array)", [context("ctx", [1, 2, 3])])
    .templates([("Mid text expression: @{ctx}.", shown("Mid text expression: [1,2,3]."))])
    + expressionsSpec(.printing, "should replace binding in the middle of a text (object)", [context("ctx", person)])
    .templates([
      (
        "Mid text expression: @{ctx}.",
        shown(
          #"Mid text expression: {"name":{"first":"Ada","last":"Lovelace"},"phones":["(11) 1111-1111","(22) 2222-2222"],"#
            + #""documents":[{"name":"passport"},{"name":"licence"}]}."#)
      )
    ])

  static let literals: [PeerRow] =
    expressionsSpec(.coercion, "Literals should resolve literals").templates([
      ("@{true}", value(true)), ("@{false}", value(false)), ("@{null}", value(nil)), ("@{10}", value(10)),
      ("@{'true'}", value("true")),
      ("@{'hello world, this is { beagle }!'}", value("hello world, this is { beagle }!")),
    ])
    + expressionsSpec(.escaping, "Literals should scape string").templates([
      (#"@{'hello \'world\'!'}"#, value("hello 'world'!"))
    ])
    + expressionsSpec(.escaping, "Literals should keep control symbols").templates([
      ("@{'hello\nworld!'}", value("hello\nworld!"))
    ])
    + expressionsSpec(.escaping, "Literals should do nothing for malformed string").templates([
      ("@{'test}", shown("@{'test}"))
    ])
    + expressionsSpec(.bindingPaths, "Literals should treat malformed number as context id", [context("5o1", "test")])
    .templates([("@{5o1}", shown("test"))])
    + expressionsSpec(
      .bindingPaths, "Literals should return null for malformed number and invalid context id",
      [context("58.72.98", "test")]
    ).templates([("@{58.72.98}", value(nil))])

  static let operationsInTemplates: [PeerRow] =
    expressionsSpec(.arithmetic, "Operations should execute operation with literals").templates([
      ("@{sum(5, 7)}", shown("12"))
    ])
    + expressionsSpec(
      .bindingPaths, "Operations should execute operation with context bindings",
      [context("user", ["age": 12]), context("adultAge", 18)]
    ).templates([("@{subtract(adultAge, user.age)}", shown("6"))])
    + expressionsSpec(
      .bindingPaths, "Operations should execute operation with both context bindings and literals",
      [context("user", ["age": 12])]
    ).templates([("@{subtract(18, user.age)}", shown("6"))])
    + expressionsSpec(
      .bindingPaths, "Operations should execute operation with operations", [context("values", [5, 8, 2, 7])]
    ).templates([("@{multiply(sum(values[0], values[1]), subtract(values[2], values[3]))}", shown("-65"))])
    + chain(["a": 0, "b": 1], "a + 2 + b <= 5, (true)") + chain(["a": 3, "b": 1], "a + 2 + b > 5, (false)")
    + expressionsSpec(.strings, "Operations should correctly handle symbols inside a string").templates([
      ("@{concat('()}{}((),(', 'test),(}')}", shown("()}{}((),(test),(}"))
    ])
    + expressionsSpec(.strings, "Operations should ignore space between parameters").templates([
      ("@{concat( 'a'    ,'b' ,     'c'  )}", shown("abc")), ("@{concat('a','b','c')}", shown("abc")),
    ])
    + expressionsSpec(.arithmetic, "Operations should log warning and return null if operation doesn't exist")
    .templates([("@{blah(42)}", noValue("blah"))])

  /// The chained condition, evaluated with two counters.
  static func chain(_ counter: JSONValue, _ expected: String) -> [PeerRow] {
    expressionsSpec(.logic, "Operations should chain operations", [context("counter", counter)]).templates([
      (
        "@{condition(lte(sum(counter.a, 2, counter.b), 5), 'a + 2 + b <= 5, (true)', 'a + 2 + b > 5, (false)')}",
        shown(expected)
      )
    ])
  }

  /// `contexts.spec.ts`: the closest of two contexts with the same id wins.
  static let scopes: [PeerRow] =
    PeerTable(
      dialect: .beagle, category: .bindingPaths,
      source: .beagleWeb(
        "contexts.spec.ts", "should use closest context if two contexts are declared with the same id"),
      contexts: [context("ctx", "jest-1"), context("ctx", "jest-2")]
    ).templates([("@{ctx}", shown("jest-2"))])
}
