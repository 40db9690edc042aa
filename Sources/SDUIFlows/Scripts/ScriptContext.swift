import CJavaScriptCore

/// A JavaScriptCore context seen from Swift: strings, properties, objects
/// and exceptions across the C API, so that no other file handles
/// `JSStringRef`s.
struct ScriptContext {
  let ref: JSContextRef?

  init(_ ref: JSContextRef?) {
    self.ref = ref
  }

  /// The context's global object.
  var global: JSObjectRef? { jsc.JSContextGetGlobalObject(ref) }

  // MARK: Strings

  /// A JavaScript string made from a Swift one; the caller releases it.
  static func jsString(_ text: String) -> JSStringRef? {
    jsc.JSStringCreateWithUTF8CString(text)
  }

  /// A Swift string from a JavaScript one.
  static func swiftString(_ string: JSStringRef?) -> String {
    let length = jsc.JSStringGetLength(string)
    guard let characters = jsc.JSStringGetCharactersPtr(string), length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
  }

  /// A value as JavaScript's `String(value)` gives it; an exception while
  /// converting (a `toString` that throws) gives its own text.
  func string(_ value: JSValueRef?) -> String {
    var exception: JSValueRef?
    guard let string = jsc.JSValueToStringCopy(ref, value, &exception) else {
      return exception.map { string($0) } ?? ""
    }
    defer { jsc.JSStringRelease(string) }
    return Self.swiftString(string)
  }

  /// A value as JSON, for objects and arrays in messages; `nil` when it
  /// has none (a function, a cycle).
  func json(_ value: JSValueRef?) -> String? {
    var exception: JSValueRef?
    guard let json = jsc.JSValueCreateJSONString(ref, value, 0, &exception) else { return nil }
    defer { jsc.JSStringRelease(json) }
    return Self.swiftString(json)
  }

  /// How `console.log` shows a value: a string as it is, an object or an
  /// array as JSON, anything else as `String(value)`.
  func display(_ value: JSValueRef?) -> String {
    if jsc.JSValueIsString(ref, value) { return string(value) }
    if jsc.JSValueIsObject(ref, value), !isFunction(value), let json = json(value) { return json }
    return string(value)
  }

  // MARK: Values

  func makeString(_ text: String) -> JSValueRef? {
    let string = Self.jsString(text)
    defer { jsc.JSStringRelease(string) }
    return jsc.JSValueMakeString(ref, string)
  }

  func makeNumber(_ number: Double) -> JSValueRef? { jsc.JSValueMakeNumber(ref, number) }

  func makeBool(_ flag: Bool) -> JSValueRef? { jsc.JSValueMakeBoolean(ref, flag) }

  var undefined: JSValueRef? { jsc.JSValueMakeUndefined(ref) }

  /// A new plain object with these properties.
  func makeObject(_ properties: [(String, JSValueRef?)] = []) -> JSObjectRef? {
    let object = jsc.JSObjectMake(ref, nil, nil)
    for (name, value) in properties { set(name, to: value, on: object) }
    return object
  }

  func isUndefined(_ value: JSValueRef?) -> Bool { jsc.JSValueIsUndefined(ref, value) }

  func isNullOrUndefined(_ value: JSValueRef?) -> Bool {
    jsc.JSValueIsUndefined(ref, value) || jsc.JSValueIsNull(ref, value)
  }

  func isFunction(_ value: JSValueRef?) -> Bool {
    guard jsc.JSValueIsObject(ref, value), let object = jsc.JSValueToObject(ref, value, nil) else { return false }
    return jsc.JSObjectIsFunction(ref, object)
  }

  /// The value as an object; `nil` for a primitive.
  func object(_ value: JSValueRef?) -> JSObjectRef? {
    guard jsc.JSValueIsObject(ref, value) else { return nil }
    return jsc.JSValueToObject(ref, value, nil)
  }

  // MARK: Properties

  func get(_ name: String, of object: JSObjectRef?) -> JSValueRef? {
    let key = Self.jsString(name)
    defer { jsc.JSStringRelease(key) }
    return jsc.JSObjectGetProperty(ref, object, key, nil)
  }

  func set(_ name: String, to value: JSValueRef?, on object: JSObjectRef?) {
    let key = Self.jsString(name)
    defer { jsc.JSStringRelease(key) }
    jsc.JSObjectSetProperty(ref, object, key, value, JSPropertyAttributes(kJSPropertyAttributeNone), nil)
  }

  /// An object's own enumerable property names.
  func keys(of object: JSObjectRef?) -> [String] {
    guard let names = jsc.JSObjectCopyPropertyNames(ref, object) else { return [] }
    defer { jsc.JSPropertyNameArrayRelease(names) }
    return (0..<jsc.JSPropertyNameArrayGetCount(names)).map { index in
      Self.swiftString(jsc.JSPropertyNameArrayGetNameAtIndex(names, index))
    }
  }

  /// An object's properties as strings (`headers: {Accept: 'x'}`).
  func stringMap(_ value: JSValueRef?) -> [(String, String)] {
    guard let object = object(value) else { return [] }
    return keys(of: object).map { ($0, string(get($0, of: object))) }
  }

  // MARK: Exceptions

  /// A JavaScript `Error` with this message, to throw from a host function.
  func makeError(_ message: String) -> JSValueRef? {
    var arguments: [JSValueRef?] = [makeString(message)]
    return jsc.JSObjectMakeError(ref, 1, &arguments, nil) ?? makeString(message)
  }

  /// What an exception says and where it was thrown.
  func failure(_ exception: JSValueRef?, source: String, firstLineColumnOffset: Int = 0) -> ScriptError {
    var line: Int?
    var column: Int?
    if let object = object(exception) {
      if let value = get("line", of: object), jsc.JSValueIsNumber(ref, value) {
        line = Int(jsc.JSValueToNumber(ref, value, nil))
      }
      if let value = get("column", of: object), jsc.JSValueIsNumber(ref, value) {
        column = Int(jsc.JSValueToNumber(ref, value, nil))
        if line == 1 { column = column.map { max(1, $0 - firstLineColumnOffset) } }
      }
    }
    return ScriptError(source: source, line: line, column: column, message: string(exception))
  }
}
