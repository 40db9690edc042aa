import ArgumentParser
import Foundation
import SDUICore

/// `--send-log FILE`: the messages screens send their agent (A2UI's
/// `action` and `error` messages), appended to a file one JSON line each,
/// as they would go over the wire, when no agent is connected to take them.
enum SendLog {
  /// The help of the option, the same on every command that takes it.
  static let help: ArgumentHelp =
    "Append each message a screen sends its agent (A2UI's action and error messages) to this file, one JSON line each."

  /// An outbox that appends to `file`; none without one.
  @MainActor
  static func outbox(file: String?) throws -> MessageOutbox? {
    guard let file else { return nil }
    let handle: FileHandle
    do {
      handle = try FileLogHandler.appending(to: file)
    } catch {
      throw ValidationError("cannot write the send log '\(file)': \(error.localizedDescription)")
    }
    return MessageOutbox { sent in handle.write(Data((sent.message.jsonText + "\n").utf8)) }
  }
}
