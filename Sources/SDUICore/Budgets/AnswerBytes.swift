/// What the answers to the requests of one event may still have, in
/// bytes (``ScreenBudget/answerBytesPerEvent``): shared by the requests
/// the event sends and those their callbacks send after them, so that a
/// screen whose start sends 300 requests for 15 MB answers reads four of
/// them, not 4.5 GB. Each answer takes its body's bytes before it is
/// parsed; once one does not fit, it is not read and the requests that
/// follow are not sent, each said once (for all the requests that share it).
@MainActor
final class AnswerBytes {
  /// The bytes the answers may have together.
  let limit: Int
  private var taken = 0
  /// Whether the log was told of an answer not read, and of a request not sent.
  private var said: Set<Bool> = []

  /// An allowance of `limit` bytes.
  init(limit: Int) {
    self.limit = limit
  }

  /// Whether an answer already did not fit.
  var isSpent: Bool { taken >= limit }

  /// Takes `count` bytes; false when they do not fit, and then nothing
  /// more does.
  func take(_ count: Int) -> Bool {
    guard count <= limit - taken else {
      taken = limit
      return false
    }
    taken += count
    return true
  }

  /// Whether the bound reached, for an answer not read (`sent`) or a
  /// request not sent, is yet to be said.
  func isFirstToSay(sent: Bool) -> Bool {
    said.insert(sent).inserted
  }
}
