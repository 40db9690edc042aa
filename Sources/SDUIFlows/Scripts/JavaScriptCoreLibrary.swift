import CJavaScriptCore

/// WebKitGTK's JavaScriptCore, loaded when a flow first runs a script
/// (`CJavaScriptCore` declares its API and finds it in the library): a
/// process that runs none, `render` or a flow without scripts, never maps
/// it.
enum JavaScriptCoreLibrary {
  /// Loads the library once; why it cannot be used, or `nil` when it can.
  static func load() -> String? {
    guard let failure = sdui_javascriptcore_load() else { return nil }
    return "the flows' JavaScript runs in WebKitGTK's JavaScriptCore, which could not be loaded: "
      + String(cString: failure) + " (on Debian: sudo apt-get install libjavascriptcoregtk-4.1-0)"
  }
}

/// JavaScriptCore's functions, once ``JavaScriptCoreLibrary/load()`` gave
/// `nil`; every call into the engine goes through them.
let jsc: SDUIJavaScriptCore = sdui_javascriptcore().pointee
