import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The data model's budgets against hostile writes: each is refused with
/// its typed error, and the model is left as it was.
@Suite("A2UI data model budgets")
struct DataModelBudgetTests {
  static let items: JSONValue = ["items": ["a", "b", "c"]]

  /// Writes the data model refuses, with the error each gives.
  static let refusedWrites: [(path: String, error: DataModelError)] = [
    ("/items/999999999", .arrayIndexTooLarge(pointer: "/items/999999999", segment: "999999999", limit: 10_000)),
    (
      "/items/9223372036854775807",
      .arrayIndexTooLarge(pointer: "/items/9223372036854775807", segment: "9223372036854775807", limit: 10_000)
    ),
    (
      "/items/99999999999999999999999",
      .arrayIndexTooLarge(pointer: "/items/99999999999999999999999", segment: "99999999999999999999999", limit: 10_000)
    ),
    ("/fresh/10000", .arrayIndexTooLarge(pointer: "/fresh/10000", segment: "10000", limit: 10_000)),
    ("/items/01", .nonNumericSegment(pointer: "/items/01", segment: "01")),
    ("/items/-", .nonNumericSegment(pointer: "/items/-", segment: "-")),
  ]

  @Test(arguments: refusedWrites)
  func aWriteOutsideTheBudgetIsRefusedAndChangesNothing(path: String, error: DataModelError) throws {
    let model = try DataModel(Self.items)
    var notified = 0
    _ = model.observe(.root) { _ in notified += 1 }
    #expect(throws: error) { try model.set("x", at: JSONPointer(parsing: path)) }
    #expect(model.root == Self.items)
    #expect(model.valueCount == 5)
    #expect(notified == 0)
  }

  /// Reads of indices no array has, however large, find nothing.
  @Test(arguments: [
    "/items/9223372036854775807", "/items/99999999999999999999999", "/items/3", "/items/01", "/items/-",
  ])
  func aReadOfAnIndexOutsideTheArrayFindsNothing(path: String) throws {
    let model = try DataModel(Self.items)
    #expect(model.value(at: try JSONPointer(parsing: path)) == nil)
  }

  @Test func aWritePastTheEndFillsTheGapWithNullWithinTheBudget() throws {
    let model = try DataModel(Self.items)
    try model.set("f", at: JSONPointer(parsing: "/items/5"))
    #expect(model.value(at: try JSONPointer(parsing: "/items")) == ["a", "b", "c", nil, nil, "f"])
    #expect(model.valueCount == DataModel.countValues(in: model.root))
  }

  @Test func aModelLargerThanItsBudgetIsRefused() throws {
    let budget = DataModelBudget(maximumValues: 6)
    #expect(throws: DataModelError.modelTooLarge(values: 7, limit: 6)) {
      try DataModel(["a": [1, 2, 3, 4, 5]], budget: budget)
    }
    let model = try DataModel(Self.items, budget: budget)
    #expect(throws: DataModelError.modelTooLarge(values: 8, limit: 6)) {
      try model.set([1, 2], at: JSONPointer(parsing: "/more"))
    }
    #expect(throws: DataModelError.modelTooLarge(values: 10, limit: 6)) {
      try model.set("x", at: JSONPointer(parsing: "/items/7"))
    }
    #expect(model.root == Self.items)
    try model.set("d", at: JSONPointer(parsing: "/items/3"))
    #expect(model.valueCount == 6)
  }

  @Test func aPointerDeeperThanItsBudgetIsRefused() throws {
    let deep = String(repeating: "/a", count: 65)
    #expect(throws: DataModelError.pointerTooDeep(pointer: deep, limit: 64)) { try JSONPointer(parsing: deep) }
    let scope = try JSONPointer(parsing: String(repeating: "/a", count: 60))
    let relative = "b/c/d/e/f"
    #expect(throws: DataModelError.pointerTooDeep(pointer: relative, limit: 64)) {
      try JSONPointer(parsing: relative, relativeTo: scope)
    }
    #expect(try JSONPointer(parsing: String(repeating: "/a", count: 64)).segments.count == 64)
  }

  /// Runs of writes (`set` with a value) and deletes (no value).
  static let runs: [[(path: String, value: JSONValue?)]] = [
    [("/a/b/0/c", 1), ("/a/b/3", ["x": [1, 2]]), ("/a/b/3/x", nil)],
    [("/items/1", ["deep": ["er": 1]]), ("/items/1", nil), ("/items", "flat")],
    [("/", ["k": [1, 2, 3]]), ("/k/1", nil), ("/", nil), ("/z/2/y", true)],
  ]

  /// After any run of writes and deletes, the count the budget checks is
  /// the count of the values the model holds.
  @Test(arguments: runs)
  func theValueCountFollowsEveryWrite(run: [(path: String, value: JSONValue?)]) throws {
    let model = try DataModel(Self.items)
    for (path, value) in run {
      let pointer = try JSONPointer(parsing: path)
      if let value { try model.set(value, at: pointer) } else { model.delete(at: pointer) }
      #expect(model.valueCount == DataModel.countValues(in: model.root), "after \(path)")
    }
  }
}
