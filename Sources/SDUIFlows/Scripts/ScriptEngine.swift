import CJavaScriptCore

/// The JavaScript of one flow run, as Maestro's GraalJS engine gives it
/// (`GraalJsEngine.kt`): each script runs in a new global object, in
/// strict mode, with the variables in force as globals, and with what
/// lasts for the whole flow: `output` (which steps and scripts share),
/// `maestro` (`copiedText`, `platform`), `http`, `json()`,
/// `relativePoint()` and `console`.
///
/// The engine is JavaScriptCore, through its C API; every global object is
/// in one context group, so objects a script leaves in `output` live on
/// for the next. It is used from one thread at a time (the flow runner's).
/// A script that goes past its ``ScriptLimits`` is stopped (``ScriptWatch``),
/// and the next one runs as before.
///
/// ```swift
/// let scripts = try ScriptEngine(platform: "ios", http: ScriptHTTP(client: client))
/// try scripts.evaluate("output.count = (output.count || 0) + 1", source: "${...}").text  // "1"
/// ```
package final class ScriptEngine {
  /// What a script gave.
  package struct Result: Equatable {
    /// The value as `String(value)` gives it (Maestro's `toString()`).
    package var text: String
    /// Whether the value was `undefined`.
    package var isUndefined: Bool
  }

  /// What `console` writes, until the runner takes it.
  private final class Console {
    var lines: [String] = []
  }

  private let group: JSContextGroupRef?
  /// The context that made the objects every script sees.
  private let home: JSGlobalContextRef?
  private let maestro: JSObjectRef?
  /// `output`, `maestro`, `http`, `console`, `json` and `relativePoint`,
  /// protected from the collector while the engine lives.
  private let globals: [(name: String, value: JSValueRef?)]
  private let console: Console
  /// The limits of each script, kept through the group's watchdog.
  private let watch: ScriptWatch

  /// `"use strict";` goes before each script on its first line (GraalJS
  /// runs with `js.strict`): columns on that line are shifted back.
  private static let strict = "\"use strict\";"

  /// Creates the engine; `platform` is `maestro.platform` (`ios`,
  /// `android`, `web`), `http` makes the requests of `http.get` and the rest,
  /// `limits` bound each script. It fails when JavaScriptCore cannot be
  /// loaded, and says why.
  package init(platform: String, http: ScriptHTTP, limits: ScriptLimits = ScriptLimits()) throws(ScriptError) {
    if let failure = JavaScriptCoreLibrary.load() { throw ScriptError(source: "JavaScript", message: failure) }
    let sink = Console()
    console = sink
    group = jsc.JSContextGroupCreate()
    watch = ScriptWatch(group: group, limits: limits)
    home = ScriptRealm.make(in: group)
    let context = ScriptContext(home)
    let output = context.makeObject()
    maestro = context.makeObject([
      ("copiedText", context.makeString("")), ("platform", context.makeString(platform.lowercased())),
    ])
    var globals: [(String, JSValueRef?)] = [("output", output), ("maestro", maestro)]
    globals.append(("http", http.object(in: context)))
    let console = context.makeObject()
    for level in ["log", "info", "warn", "error", "debug"] {
      let function = HostFunction.make(in: context) { [weak sink] context, arguments in
        sink?.lines.append(arguments.map(context.display).joined(separator: " "))
        return nil
      }
      context.set(level, to: function, on: console)
    }
    globals.append(("console", console))
    // Maestro's own helpers, written in JavaScript as it writes them.
    let helpers = """
      ({
        json: function json(text) { return JSON.parse(text) },
        relativePoint: function relativePoint(x, y) {
          return Math.ceil(x * 100) + '%' + ',' + Math.ceil(y * 100) + '%'
        }
      })
      """
    if let made = try? Self.run(helpers, in: context, source: "maestro-runtime"), let object = context.object(made) {
      for name in ["json", "relativePoint"] {
        globals.append((name, context.get(name, of: object) ?? context.undefined))
      }
    }
    for (_, value) in globals { jsc.JSValueProtect(home, value) }
    self.globals = globals
  }

  deinit {
    for (_, value) in globals { jsc.JSValueUnprotect(home, value) }
    jsc.JSGlobalContextRelease(home)
    jsc.JSContextGroupRelease(group)
  }

  /// `maestro.copiedText`, which `copyTextFrom` sets.
  package func setCopiedText(_ text: String) {
    let context = ScriptContext(home)
    context.set("copiedText", to: context.makeString(text), on: maestro)
  }

  /// What `console` wrote since the last call.
  package func takeLog() -> [String] {
    defer { console.lines = [] }
    return console.lines
  }

  /// Runs `script` in a new global object that holds `variables` and the
  /// flow's globals, with its promise jobs; `source` names it in errors (a
  /// file, or `${...}`). A script past its limits throws an error whose
  /// `stopped` says which. One the engine cannot stop ends the process
  /// (``ScriptGuard``), with the text `failure` makes of why (by default,
  /// why alone).
  package func evaluate(
    _ script: String, source: String, variables: [String: String] = [:],
    failure: @escaping @Sendable (String) -> String = { $0 }
  ) throws(ScriptError) -> Result {
    let start = watch.start()
    let guarding = ScriptGuard(watching: start, limits: watch.limits) { bound in
      failure(StepProblem.scriptUnstoppable(source: source, bound).message)
    }
    defer { guarding.end() }
    let realm = ScriptRealm.make(in: group)
    defer { jsc.JSGlobalContextRelease(realm) }
    let context = ScriptContext(realm)
    for (name, value) in variables { ScriptRealm.define(name, context.makeString(value), in: context) }
    for (name, value) in globals { ScriptRealm.define(name, value, in: context) }
    let result: Result
    do {
      // Its value's String() may be a script's own toString: still watched.
      let value = try Self.run(Self.strict + script, in: context, source: source, strictPrefix: Self.strict.count)
      result = Result(text: context.string(value), isUndefined: context.isUndefined(value))
    } catch {
      if let bound = watch.end() { throw ScriptError(source: source, message: error.message, stopped: bound) }
      throw error
    }
    // A stop in its promise jobs, which run after its value, throws nothing.
    if let bound = watch.end() {
      throw ScriptError(source: source, message: "JavaScript execution terminated.", stopped: bound)
    }
    return result
  }

  /// Evaluates a script; a thrown exception becomes a ``ScriptError``
  /// that quotes the script's line.
  private static func run(_ script: String, in context: ScriptContext, source: String, strictPrefix: Int = 0)
    throws(ScriptError) -> JSValueRef?
  {
    let text = ScriptContext.jsString(script)
    let url = ScriptContext.jsString(source)
    defer {
      jsc.JSStringRelease(text)
      jsc.JSStringRelease(url)
    }
    var exception: JSValueRef?
    let value = jsc.JSEvaluateScript(context.ref, text, nil, url, 1, &exception)
    if let exception {
      throw context.failure(exception, source: source, firstLineColumnOffset: strictPrefix)
        .quoting(String(script.dropFirst(strictPrefix)))
    }
    return value
  }
}
