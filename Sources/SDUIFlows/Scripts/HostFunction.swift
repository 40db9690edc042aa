import CJavaScriptCore

/// A Swift function that scripts call as a JavaScript one (`http.get`,
/// `console.log`): a JavaScriptCore object of a class whose call runs the
/// Swift body, which the object keeps until the collector frees it.
final class HostFunction {
  /// What a host function throws: it becomes a JavaScript `Error` with
  /// this message, which the script may catch.
  struct Thrown: Error {
    var message: String
  }

  typealias Body = (ScriptContext, [JSValueRef?]) throws(Thrown) -> JSValueRef?

  private let body: Body

  private init(body: @escaping Body) {
    self.body = body
  }

  /// A function object in `context` that runs `body` with the arguments
  /// it is called with.
  static func make(in context: ScriptContext, body: @escaping Body) -> JSObjectRef? {
    let function = HostFunction(body: body)
    return jsc.JSObjectMake(context.ref, jsClass, Unmanaged.passRetained(function).toOpaque())
  }

  /// Made once; JavaScriptCore classes are immutable and may be shared.
  nonisolated(unsafe) private static let jsClass: JSClassRef? = {
    var definition = JSClassDefinition()
    definition.className = UnsafeRawPointer(("HostFunction" as StaticString).utf8Start).assumingMemoryBound(
      to: CChar.self)
    definition.callAsFunction = { context, function, _, count, arguments, exception in
      guard let context, let function, let pointer = jsc.JSObjectGetPrivate(function) else { return nil }
      let host = Unmanaged<HostFunction>.fromOpaque(pointer).takeUnretainedValue()
      let values = (0..<count).map { arguments?[$0] }
      let scripts = ScriptContext(context)
      do throws(Thrown) {
        return try host.body(scripts, values) ?? scripts.undefined
      } catch {
        exception?.pointee = scripts.makeError(error.message)
        return nil
      }
    }
    definition.finalize = { object in
      guard let pointer = jsc.JSObjectGetPrivate(object) else { return }
      Unmanaged<HostFunction>.fromOpaque(pointer).release()
    }
    return jsc.JSClassCreate(&definition)
  }()
}
