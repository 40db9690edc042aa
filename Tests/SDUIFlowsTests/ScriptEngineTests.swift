import Foundation
import SDUINetwork
import Testing

@testable import SDUIFlows

/// The flows' JavaScript, in JavaScriptCore, as Maestro's GraalJS engine
/// gives it: no app, no server (`http` reads `file:` URLs through the
/// flow's client).
@Suite("Flow scripts")
struct ScriptEngineTests {
  static func engine() throws -> ScriptEngine {
    try ScriptEngine(platform: "iOS", http: ScriptHTTP(client: CurlHTTPClient()))
  }

  /// A script, the variables it runs with, and what `String(value)` gives.
  static let values: [(String, [String: String], String)] = [
    ("1 + 1", [:], "2"),
    ("A + B", ["A": "1", "B": "2"], "12"),
    ("parseInt(A) + parseInt(B)", ["A": "1", "B": "2"], "3"),
    ("UNSET || 'default'", [:], "default"),
    ("typeof UNSET", [:], "undefined"),
    ("null ?? 'modern'", [:], "modern"),
    ("[1, 2].map(x => x * 2)", [:], "2,4"),
    ("json('{\"a\": {\"b\": 3}}').a.b", [:], "3"),
    ("relativePoint(0.5, 0.251)", [:], "50%,26%"),
    ("maestro.platform", [:], "ios"),
    ("maestro.copiedText", [:], ""),
    ("0.1 + 0.2", [:], "0.30000000000000004"),
    ("implicit = 4; implicit * 2", [:], "8"),
    ("'output' in globalThis && typeof http.get", [:], "function"),
  ]

  @Test("a script gives what String(value) gives", arguments: values)
  func value(_ script: String, _ variables: [String: String], _ expected: String) throws {
    #expect(try Self.engine().evaluate(script, source: "test", variables: variables).text == expected)
  }

  @Test("output lasts from one script to the next; what a script declares does not")
  func output() throws {
    let scripts = try Self.engine()
    _ = try scripts.evaluate("const seen = 1; output.list = [seen]; output.count = 1", source: "a.js")
    _ = try scripts.evaluate("const seen = 2; output.list.push(seen); output.count++", source: "a.js")
    #expect(try scripts.evaluate("output.list.join('+') + '=' + output.count", source: "b").text == "1+2=2")
    #expect(try scripts.evaluate("typeof seen", source: "c").text == "undefined")
    #expect(try scripts.evaluate("output.missing", source: "d").isUndefined)
  }

  @Test("console writes lines, values as JSON, until they are taken")
  func console() throws {
    let scripts = try Self.engine()
    _ = try scripts.evaluate("console.log('n', 2, {a: [1]}); console.error('oops')", source: "log")
    #expect(scripts.takeLog() == ["n 2 {\"a\":[1]}", "oops"])
    #expect(scripts.takeLog().isEmpty)
  }

  @Test("copyTextFrom's text is maestro.copiedText")
  func copiedText() throws {
    let scripts = try Self.engine()
    scripts.setCopiedText("Total: $4.90")
    #expect(try scripts.evaluate("maestro.copiedText", source: "t").text == "Total: $4.90")
  }

  /// A script, and the start of what its error says.
  static let failures: [(String, String)] = [
    ("nope()", "login.js:1:5: TypeError: nope is not a function"),
    (
      "const a = 1\nconst b = a.b.c",
      "login.js:2:14: TypeError: undefined is not an object (evaluating 'a.b.c')\n    2 | const b = a.b.c"
    ),
    ("throw new Error('no user')", "login.js:1:16: Error: no user"),
    // JavaScriptCore gives a syntax error's line, not its column.
    ("let x = 1\nlet y = ;", "login.js:2: SyntaxError: Unexpected token ';'\n    2 | let y = ;"),
    ("'use strict'; undeclaredFunction.call()", "login.js:1:33: TypeError: undefined is not an object"),
  ]

  @Test("an error names the script's line and column and quotes the line", arguments: failures)
  func failure(_ script: String, _ expected: String) {
    #expect {
      _ = try Self.engine().evaluate(script, source: "login.js")
    } throws: { error in
      "\(error)".hasPrefix(expected)
    }
  }

  @Test(
    "a script past its memory budget is stopped, in a promise job too, and the engine runs the next",
    arguments: [
      "const kept = []; while (true) kept.push(new Array(100000).fill(1))",
      "Promise.resolve().then(() => { const kept = []; while (true) kept.push(new Array(100000).fill(1)) }); 1",
    ])
  func memoryBudget(_ script: String) throws {
    let scripts = try ScriptEngine(
      platform: "iOS", http: ScriptHTTP(client: CurlHTTPClient()), limits: ScriptLimits(memory: 64 << 20))
    #expect {
      _ = try scripts.evaluate(script, source: "fill.js")
    } throws: { error in
      (error as? ScriptError)?.stopped == .memory(bytes: 64 << 20)
    }
    #expect(try scripts.evaluate("output.after = 1 + 1", source: "next.js").text == "2")
  }

  @Test("http answers {ok, status, body, headers} through the flow's client; a failure is an Error to catch")
  func http() throws {
    let path = NSTemporaryDirectory() + "sdui-script-\(UUID().uuidString).json"
    try #"{"user": "ann"}"#.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scripts = try Self.engine()
    let read = try scripts.evaluate(
      "const r = http.get('file://\(path)'); [r.ok, r.status, json(r.body).user].join(' ')", source: "get.js")
    #expect(read.text == "true 200 ann")
    let caught = try scripts.evaluate(
      "try { http.post('file://\(path)', {body: 'x'}); 'sent' } catch (e) { e.message }", source: "post.js")
    #expect(caught.text.hasPrefix("http.post('file://\(path)') failed: a file cannot take POST"))
    #expect(throws: ScriptError.self) { try scripts.evaluate("http.get()", source: "bad.js") }
  }

  @Test("a multipart form has a part per field, a file's read from its path")
  func multipart() throws {
    let path = NSTemporaryDirectory() + "sdui-part-\(UUID().uuidString).txt"
    try "hello".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let form = try MultipartForm(
      fields: [.value(name: "user", "ann"), .file(name: "note", path: path, mediaType: "text/plain")], boundary: "B")
    let name = (path as NSString).lastPathComponent
    #expect(
      String(decoding: form.bytes, as: UTF8.self)
        == "--B\r\nContent-Disposition: form-data; name=\"user\"\r\n\r\nann\r\n"
        + "--B\r\nContent-Disposition: form-data; name=\"note\"; filename=\"\(name)\"\r\nContent-Type: text/plain\r\n\r\n"
        + "hello\r\n--B--\r\n")
    #expect(form.contentType == "multipart/form-data; boundary=B")
    #expect(throws: ScriptHTTP.Failed.self) {
      try MultipartForm(fields: [.file(name: "x", path: "/no/such/file", mediaType: "text/plain")])
    }
  }
}
