/// The values `inputRandomText`, `inputRandomNumber`, `inputRandomEmail`
/// and `inputRandomPersonName` type: fresh on every run, as in Maestro, so
/// that a flow that signs up twice does not meet its own account.
///
/// ```swift
/// RandomText.make(.number, length: 4)  // "4821"
/// RandomText.make(.email, length: 8)   // "qzkfowle@example.com"
/// ```
enum RandomText {
  private static let letters = Array("abcdefghijklmnopqrstuvwxyz")
  private static let firstNames = ["Ada", "Alan", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken"]
  private static let lastNames = ["Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Ritchie", "Liskov"]

  static func make(_ kind: RandomInput, length: Int) -> String {
    switch kind {
    case .text: word(length)
    case .number: String((0..<max(1, length)).map { _ in Character(String(Int.random(in: 0...9))) })
    case .email: word(length) + "@example.com"
    case .personName: (firstNames.randomElement() ?? "Ada") + " " + (lastNames.randomElement() ?? "Lovelace")
    }
  }

  private static func word(_ length: Int) -> String {
    String((0..<max(1, length)).map { _ in letters.randomElement() ?? "a" })
  }
}
