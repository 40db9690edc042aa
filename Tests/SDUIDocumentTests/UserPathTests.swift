import SDUIDocument
import Testing

/// Paths as users type them: every form, from any folder, never a trap.
@Suite("User paths")
struct UserPathTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let typed: String
    let folder: String
    let absolute: String
    let directory: String
    let last: String
    var testDescription: String { "'\(typed)' in \(folder)" }
  }

  @Test(arguments: [
    Case(typed: "my.json", folder: "/home/me", absolute: "/home/me/my.json", directory: "/home/me", last: "my.json"),
    Case(typed: "./my.json", folder: "/home/me", absolute: "/home/me/my.json", directory: "/home/me", last: "my.json"),
    Case(
      typed: "../me/my.json", folder: "/home/me", absolute: "/home/me/my.json", directory: "/home/me", last: "my.json"),
    Case(
      typed: "sub/x.json", folder: "/home/me", absolute: "/home/me/sub/x.json", directory: "/home/me/sub",
      last: "x.json"),
    Case(typed: "/srv/a.json", folder: "/home/me", absolute: "/srv/a.json", directory: "/srv", last: "a.json"),
    Case(typed: ".", folder: "/home/me", absolute: "/home/me", directory: "/home", last: "me"),
    Case(typed: "", folder: "/home/me", absolute: "/home/me", directory: "/home", last: "me"),
    Case(typed: "/", folder: "/home/me", absolute: "/", directory: "/", last: ""),
    Case(typed: "adir/", folder: "/", absolute: "/adir", directory: "/", last: "adir"),
    Case(typed: "../../x.json", folder: "/", absolute: "/x.json", directory: "/", last: "x.json"),
    Case(
      typed: "Mes écrans/a b.json", folder: "/t", absolute: "/t/Mes écrans/a b.json", directory: "/t/Mes écrans",
      last: "a b.json"),
  ])
  func readsEveryFormAgainstItsFolder(_ entry: Case) {
    let path = UserPath(entry.typed, currentDirectory: entry.folder)
    #expect(path.typed == entry.typed)
    #expect(path.description == entry.typed)
    #expect(path.absolute == entry.absolute)
    #expect(path.directory == entry.directory)
    #expect(path.lastComponent == entry.last)
  }

  @Test func fileURLsArePathsWithTheirEscapesDecoded() {
    #expect(UserPath(fileURL: "file:///t/Mes%20%C3%A9crans/a.json")?.absolute == "/t/Mes écrans/a.json")
    #expect(UserPath(fileURL: "file://localhost/t/a.json")?.absolute == "/t/a.json")
    #expect(UserPath(fileURL: "file:relative") == nil)
    #expect(UserPath(fileURL: "http://h/a") == nil)
  }

  @Test func siblingsAndShownNamesKeepTheTypedFolder() {
    let path = UserPath("../screens/a.json", currentDirectory: "/home/me/flows")
    #expect(path.sibling("b.json").typed == "../screens/b.json")
    #expect(path.sibling("b.json").absolute == "/home/me/screens/b.json")
    #expect(path.shownName(of: "/home/me/screens/a.json") == "../screens/a.json")
    #expect(path.shownName(of: "/home/me/screens/sub/c.json") == "../screens/sub/c.json")
    #expect(path.shownName(of: "/etc/other.json") == "/etc/other.json")
    let bare = UserPath("a.json", currentDirectory: "/srv")
    #expect(bare.shownName(of: "/srv/b.json") == "b.json")
    #expect(bare.sibling("/abs.json").typed == "/abs.json")
  }

  @Test func extensionsStemsAndSuffixes() {
    let path = UserPath("shots/Run.Cast", currentDirectory: "/w")
    #expect(path.fileExtension == "cast")
    #expect(path.stem == "Run")
    #expect(path.withSuffix("-store", beforeExtension: true).typed == "shots/Run-store.Cast")
    #expect(UserPath("shot", currentDirectory: "/w").withSuffix(".svg").typed == "shot.svg")
    #expect(UserPath("assets", currentDirectory: "/w").appending("logo.png").absolute == "/w/assets/logo.png")
  }
}
