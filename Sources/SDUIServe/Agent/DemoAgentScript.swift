import SDUIDocument

/// What the demo agent answers, with no model behind it: a word or an
/// action names one of its surfaces, read from the served folder's
/// `agent/NAME.jsonl` (A2UI messages, `{{key}}` filled from the action's
/// context), with a sentence to say beside it. The dashboard goes on with
/// data-model updates, one every ``updateInterval``.
struct DemoAgentScript {
  /// One answer: its words, its surface, and whether it streams updates.
  struct Answer: Equatable {
    var words: String
    var surface: String
    var context: [JSONMember] = []
    /// How many data-model updates follow the dashboard, and how far apart.
    var updates = 0
    var interval = DemoAgentScript.updateInterval
  }

  /// How many updates the dashboard streams, and how far apart.
  static let updates = 8
  static let updateInterval = 250
  /// The most updates `stream N` asks for.
  static let mostUpdates = 100_000

  /// The answer to the user's words.
  static func answer(saying text: String) -> Answer {
    let words = text.lowercased()
    if words.contains("book") || words.contains("table") {
      return Answer(words: "Pick a time and how many of you.", surface: "booking")
    }
    if words.contains("sign") || words.contains("account") {
      return Answer(words: "Make an account: the button waits until the form is right.", surface: "signup")
    }
    if words.contains("dash") || words.contains("live") {
      return Answer(words: "Live numbers, as they come.", surface: "dashboard", updates: updates)
    }
    // `stream N`: the dashboard with N updates back to back, for measuring.
    let said = words.split(separator: " ")
    if said.count == 2, said[0] == "stream", let count = Int(said[1]), (1...mostUpdates).contains(count) {
      return Answer(words: "\(count) updates, back to back.", surface: "dashboard", updates: count, interval: 0)
    }
    return Answer(words: "Here is what I can do.", surface: "menu")
  }

  /// The answer to an action a surface sent.
  static func answer(to action: JSONValue) -> Answer {
    let context = action["context"]?.objectMembers ?? []
    switch action["name"]?.stringValue ?? "" {
    case "show_booking": return answer(saying: "book")
    case "show_signup": return answer(saying: "sign up")
    case "show_dashboard": return answer(saying: "dashboard")
    case "book_table": return Answer(words: "Your table is booked.", surface: "booked", context: context)
    case "sign_up": return Answer(words: "Welcome aboard.", surface: "welcome", context: context)
    case "show_menu": return answer(saying: "")
    default: return Answer(words: "I do not know that action; here is what I can do.", surface: "menu")
    }
  }

  /// The dashboard's `index`th update of `count`.
  static func update(_ index: Int, of count: Int) -> JSONValue {
    let last = index == count - 1
    return [
      "version": "v0.9",
      "updateDataModel": [
        "surfaceId": "dashboard", "path": "/live",
        "value": [
          "visitors": JSONValue(.number(.integer(12 + 7 * index))), "orders": JSONValue(.number(.integer(3 + index))),
          "status": JSONValue(.string(last ? "live: \(count) updates" : "streaming")),
        ],
      ],
    ]
  }

  /// A surface's lines with `{{key}}` filled from `context`: a value's
  /// text, escaped for the JSON string it stands in; a list as its items
  /// joined by commas. A key the context lacks is left as it is written.
  static func fill(_ line: String, from context: [JSONMember]) -> String {
    var filled = line
    for member in context {
      let text: String
      if let items = member.value.arrayElements {
        text = items.map { $0.stringValue ?? $0.jsonText }.joined(separator: ", ")
      } else {
        text = member.value.stringValue ?? member.value.jsonText
      }
      let escaped = String(JSONValue(.string(text)).jsonText.dropFirst().dropLast())
      filled = filled.replacingOccurrences(of: "{{\(member.key)}}", with: escaped)
    }
    return filled
  }
}
