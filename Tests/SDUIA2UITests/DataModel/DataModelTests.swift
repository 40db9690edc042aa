import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The data model's pointers, deletes and observers where the conformance
/// suite says nothing.
@Suite("A2UI data model")
struct DataModelTests {
  /// Pointers as written, with the scope they are read in and the
  /// segments they name.
  static let pointers: [(text: String, scope: String, segments: [String])] = [
    ("", "/", []),
    ("/", "/users/0", []),
    ("name", "/users/0", ["users", "0", "name"]),
    ("name/first/", "/users/0/", ["users", "0", "name", "first"]),
    ("", "/users/0", ["users", "0"]),
    ("/a~1b/c~0d", "/", ["a/b", "c~d"]),
    ("/a~01", "/", ["a~1"]),
    ("/a//b", "/", ["a", "", "b"]),
  ]

  @Test(arguments: pointers)
  func aPointerIsReadAgainstItsScope(text: String, scope: String, segments: [String]) throws {
    let pointer = try JSONPointer(parsing: text, relativeTo: JSONPointer(parsing: scope))
    #expect(pointer.segments == segments)
    #expect(try JSONPointer(parsing: pointer.text) == pointer)
  }

  @Test(arguments: ["/a~", "/a~2", "/~x/b"])
  func aTildeThatEscapesNothingIsAnError(text: String) {
    #expect(throws: DataModelError.invalidEscape(pointer: text)) { try JSONPointer(parsing: text) }
  }

  @Test func deletingAnElementLeavesNullSoLaterIndicesStay() throws {
    let model = try DataModel(["items": ["a", "b", "c"]])
    var seen: [String] = []
    _ = model.observe(try JSONPointer(parsing: "/items/2")) { _ in seen.append("/items/2") }
    _ = model.observe(try JSONPointer(parsing: "/items")) { _ in seen.append("/items") }
    model.delete(at: try JSONPointer(parsing: "/items/1"))
    #expect(model.root == ["items": ["a", nil, "c"]])
    #expect(seen == ["/items"])
    model.delete(at: try JSONPointer(parsing: "/items/7"))
    model.delete(at: try JSONPointer(parsing: "/nothing/here"))
    #expect(seen == ["/items"])
  }

  @Test func aDeleteThatChangesNothingTellsNoOne() throws {
    let model = try DataModel(["items": ["a", nil]])
    var told = 0
    _ = model.observe(.root) { _ in told += 1 }
    model.delete(at: try JSONPointer(parsing: "/items/1"))
    model.delete(at: .root)
    model.delete(at: .root)
    #expect(told == 1)
    #expect(model.root == [:])
  }

  @Test func aWriteThroughNullMakesTheContainerItNeeds() throws {
    let model = try DataModel(["slot": nil])
    try model.set("x", at: JSONPointer(parsing: "/slot/0/name"))
    #expect(model.root == ["slot": [["name": "x"]]])
    #expect(model.valueCount == DataModel.countValues(in: model.root))
  }

  @Test func anObserverThatStopsIsToldNothingMore() throws {
    let model = try DataModel()
    var values: [JSONValue?] = []
    let observation = model.observe(try JSONPointer(parsing: "/a")) { values.append($0) }
    try model.set(1, at: JSONPointer(parsing: "/a"))
    model.stopObserving(observation)
    try model.set(2, at: JSONPointer(parsing: "/a"))
    #expect(values == [1])
  }

  @Test func anObserverIsToldTheNewValueAfterTheWrite() throws {
    let model = try DataModel(["user": ["name": "Alice"]])
    var told: [JSONValue?] = []
    _ = model.observe(try JSONPointer(parsing: "/user/name")) { value in
      told.append(value)
      #expect(model.value(at: JSONPointer(segments: ["user", "name"])) == value)
    }
    try model.set(["other": 1], at: JSONPointer(parsing: "/user"))
    #expect(told == [nil])
  }
}
