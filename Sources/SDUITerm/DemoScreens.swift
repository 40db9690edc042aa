import Foundation
import SDUIDocument

/// Where `sdui-term demo` finds its screens: `Screens` in the folder it
/// runs from (a checkout), else the ones the package installs beside the
/// program (`PREFIX/share/sdui-term/Screens` for `PREFIX/bin/sdui-term`).
enum DemoScreens {
  /// The installed demo's folder, found from the program's own path.
  static var installed: UserPath {
    let program = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
    return UserPath(program).sibling("../share/sdui-term/Screens")
  }

  /// `Screens` where it runs when there is one, else the installed demo's
  /// when there is one, else `Screens` (whose absence the server reports).
  static func directory() -> String {
    if isDirectory(UserPath("Screens").absolute) { return "Screens" }
    if isDirectory(installed.absolute) { return installed.absolute }
    return "Screens"
  }

  private static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }
}
