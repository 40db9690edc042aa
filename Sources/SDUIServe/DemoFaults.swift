/// The fault endpoints: answers that go wrong in the ways a renderer must
/// survive.
enum DemoFaults {
  /// A small Nimbus screen, for the slow endpoint.
  static let slowScreen = """
    {"_:component": "layout:column", "children": [
      {"_:component": "material:text", "properties": {"text": "This screen took its time."}}]}
    """

  static func reply(_ segments: [String], query: [String: String]) -> ServeReply {
    switch segments.first {
    case "slow":
      let milliseconds = min(60_000, max(0, Int(query["ms"] ?? "") ?? 3000))
      return .delayed(milliseconds: milliseconds, .json(200, slowScreen))
    case "status":
      let code = segments.count > 1 ? Int(segments[1]) ?? 500 : 500
      guard (200...599).contains(code) else { return .text(400, "the status must be 200 to 599") }
      return .text(code, "The demo backend answered \(code) on purpose.\nThis is the body's second line.")
    case "invalid-json":
      return .json(200, #"{"_:component": "layout:column", "children": [{"_:component": "material:text",,]}"#)
    case "truncated":
      return .truncated(declared: 4096, sent: Array(#"{"_:component": "layout:column", "children": ["#.utf8))
    case "huge":
      let megabytes = min(1024, max(1, Int(query["mb"] ?? "") ?? 64))
      return .huge(count: megabytes << 20)
    case "endless":
      return .endless
    case "redirect-loop":
      return .redirect(status: 302, location: "/fault/redirect-loop")
    case "drip":
      return .drip(bytes: Array(slowScreen.utf8), intervalMilliseconds: min(5000, Int(query["ms"] ?? "") ?? 200))
    default:
      return .text(
        404, "faults: slow?ms=, status/CODE, invalid-json, truncated, huge?mb=, endless, redirect-loop, drip?ms=")
    }
  }
}
