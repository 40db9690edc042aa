import CJavaScriptCore

/// The global object each script runs in, as Maestro's GraalJS engine
/// makes one for each evaluation (`GraalJsEngine.createContext`): a
/// variable no one declared reads as `undefined` rather than throwing
/// (so `${USERNAME || 'guest'}` works), and assigning one makes it.
///
/// GraalJS does this with a `Proxy` under the global object; JavaScriptCore
/// keeps the global's prototype fixed, so the global object's class
/// answers for the names it does not hold: `undefined` to a read, a new
/// property to a write.
enum ScriptRealm {
  /// A new global context in `group`, with this behaviour.
  static func make(in group: JSContextGroupRef?) -> JSGlobalContextRef? {
    let context = jsc.JSGlobalContextCreateInGroup(group, globalClass)
    // Set while the class looks a name up itself, so that the lookup sees
    // the object as it is; freed with the global object.
    let lookingUp = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    lookingUp.initialize(to: false)
    _ = jsc.JSObjectSetPrivate(jsc.JSContextGetGlobalObject(context), lookingUp)
    return context
  }

  /// Defines a global as it is, without the class's answers in the way.
  static func define(_ name: String, _ value: JSValueRef?, in context: ScriptContext) {
    withoutAnswers(context.global) { context.set(name, to: value, on: context.global) }
  }

  /// Runs `body` with the class's answers off for `global`; `nil` when
  /// they are already off (the class is looking a name up itself).
  private static func withoutAnswers<T>(_ global: JSObjectRef?, _ body: () -> T) -> T? {
    guard let flag = jsc.JSObjectGetPrivate(global)?.assumingMemoryBound(to: Bool.self), !flag.pointee else {
      return nil
    }
    flag.pointee = true
    defer { flag.pointee = false }
    return body()
  }

  /// Made once; JavaScriptCore classes are immutable and may be shared.
  nonisolated(unsafe) private static let globalClass: JSClassRef? = {
    var definition = JSClassDefinition()
    definition.className = UnsafeRawPointer(("FlowScriptGlobal" as StaticString).utf8Start).assumingMemoryBound(
      to: CChar.self)
    definition.getProperty = { context, object, name, _ in
      guard let context, let object, let name else { return nil }
      // Held by the object itself or through its prototype: as it is.
      let held = withoutAnswers(object) { jsc.JSObjectHasProperty(context, object, name) } ?? true
      return held ? nil : jsc.JSValueMakeUndefined(context)
    }
    definition.setProperty = { context, object, name, value, exception in
      guard let context, let object, let name else { return false }
      let made = withoutAnswers(object) { () -> Bool in
        guard !jsc.JSObjectHasProperty(context, object, name) else { return false }
        jsc.JSObjectSetProperty(context, object, name, value, JSPropertyAttributes(kJSPropertyAttributeNone), exception)
        return true
      }
      return made ?? false
    }
    definition.finalize = { object in
      jsc.JSObjectGetPrivate(object)?.assumingMemoryBound(to: Bool.self).deallocate()
    }
    return jsc.JSClassCreate(&definition)
  }()
}
