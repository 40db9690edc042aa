import Foundation
import SDUIDocument

/// Where `sdui-term demo` finds its screens, in order: `Screens` in the
/// folder it runs from (a checkout); the ones installed beside the
/// program (`PREFIX/share/sdui-term/Screens` for `PREFIX/bin/sdui-term`,
/// as `make install` and the package lay them out); the checkout the
/// program was built in (`.build/debug/sdui-term` run from anywhere); then
/// the usual prefixes, `/usr/local` and `/usr`.
enum DemoScreens {
  /// No demo screens in any of the places looked in.
  struct Missing: Error, CustomStringConvertible {
    /// The places looked in, in order, as they were looked for.
    var lookedIn: [String]

    var description: String {
      let places =
        lookedIn.dropLast().joined(separator: ", ") + (lookedIn.count > 1 ? " and " : "")
        + (lookedIn.last ?? "")
      return "no demo screens: looked in \(places); run sdui-term demo from the sdui-term checkout, "
        + "install it (make install, or the package), or pass --screens DIR"
    }
  }

  /// How many folders above the program a checkout is looked for:
  /// `.build/x86_64-unknown-linux-gnu/debug/sdui-term` is three below it.
  static let checkoutDepth = 4

  /// The places to look in, for the program at `program`.
  static func places(program: String) -> [String] {
    let folder = UserPath(program).directory
    var places = ["Screens"]
    if UserPath(folder).lastComponent == "bin" {
      places.append(UserPath(folder).appending("../share/sdui-term/Screens").absolute)
    }
    var above = folder
    for _ in 0..<checkoutDepth {
      let checkout = UserPath(above)
      if FileManager.default.fileExists(atPath: checkout.appending("Package.swift").absolute) {
        places.append(checkout.appending("Screens").absolute)
        break
      }
      above = checkout.directory
    }
    for prefix in ["/usr/local", "/usr"] {
      let installed = prefix + "/share/sdui-term/Screens"
      if !places.contains(installed) { places.append(installed) }
    }
    return places
  }

  /// The first place that holds the demo's screens.
  static func directory() throws(Missing) -> String {
    let program = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
    let places = places(program: program)
    guard let found = places.first(where: isDirectory) else { throw Missing(lookedIn: places) }
    return found
  }

  private static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: UserPath(path).absolute, isDirectory: &directory)
      && directory.boolValue
  }
}
