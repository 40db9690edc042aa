import SDUIDocument

/// The messages in what an agent sent, in the forms A2UI's examples and
/// agents use: one JSON array of messages, an object holding a `messages`
/// array (with a `name` and `description`, as the catalogs' examples
/// have), one message object, or JSON Lines (one message a line). A line
/// that is not JSON is an issue at its line; the others are still read.
///
/// ```swift
/// let read = MessageStream.read(Array(#"{"version":"v0.9","deleteSurface":{"surfaceId":"s"}}"#.utf8))
/// read.messages.count // 1
/// ```
package enum MessageStream {
  /// What was read: each message value with its path, and what could not be read.
  package struct Contents: Sendable {
    /// The message values, in order, with their paths.
    package var values: [(value: JSONValue, path: JSONPath)] = []
    /// What could not be read as JSON, or was past a bound.
    package var issues: [A2UIIssue] = []
  }

  /// The bounds on what is read.
  package struct Limits: Sendable {
    /// The most messages read; the rest are an issue.
    package var messages: Int
    /// The most bytes one line of JSON Lines may have.
    package var lineBytes: Int

    /// Creates bounds.
    package init(messages: Int = 100_000, lineBytes: Int = 4 << 20) {
      self.messages = messages
      self.lineBytes = lineBytes
    }
  }

  /// Reads `bytes` in whichever form they are.
  package static func read(_ bytes: [UInt8], limits: Limits = Limits()) -> Contents {
    var contents = Contents()
    if let whole = try? JSONParser.parse(bytes) {
      let elements: [JSONValue]?
      let base: JSONPath
      if let array = whole.arrayElements {
        (elements, base) = (array, .root)
      } else if let wrapped = whole["messages"]?.arrayElements,
        !(whole.objectMembers ?? []).contains(where: { A2UIMessageDecoder.updateKeys.contains($0.key) })
      {
        (elements, base) = (wrapped, JSONPath.root.appending("messages"))
      } else {
        (elements, base) = (nil, .root)
      }
      guard let elements else {
        contents.values = [(whole, .root)]
        return contents
      }
      for (index, element) in elements.enumerated() {
        guard index < limits.messages else {
          contents.issues.append(
            A2UIIssue(.tooManyMessages(limit: limits.messages), at: element.location, path: base.appending(index)))
          break
        }
        contents.values.append((element, base.appending(index)))
      }
      return contents
    }
    readLines(bytes, limits: limits, into: &contents)
    return contents
  }

  /// Reads JSON Lines: every line that holds more than white space is a
  /// message, its locations those of the whole input, its path its place
  /// among those lines (a broken line takes its place too, so that the
  /// later ones keep theirs), and at most ``Limits/messages`` of them.
  private static func readLines(_ bytes: [UInt8], limits: Limits, into contents: inout Contents) {
    var lineStart = 0
    var lineNumber = 1
    var index = 0
    var messages = 0
    var stopped = false
    func finishLine(end: Int) {
      defer {
        lineStart = end + 1
        lineNumber += 1
      }
      let line = bytes[lineStart..<end]
      guard line.contains(where: { !Self.isWhiteSpace($0) }) else { return }
      let path = JSONPath.root.appending(messages)
      let here = SourceLocation(line: lineNumber, column: 1)
      guard messages < limits.messages else {
        contents.issues.append(A2UIIssue(.tooManyMessages(limit: limits.messages), at: here, path: path))
        stopped = true
        return
      }
      messages += 1
      guard line.count <= limits.lineBytes else {
        contents.issues.append(
          A2UIIssue(.messageTooLarge(bytes: line.count, limit: limits.lineBytes), at: here, path: path))
        return
      }
      do {
        let value = try JSONParser.parse(Array(line))
        contents.values.append((LineShift(lines: lineNumber - 1).shifted(value), path))
      } catch {
        let shifted = JSONParseError(error.reason, at: LineShift(lines: lineNumber - 1).shifted(error.location))
        contents.issues.append(A2UIIssue(.notJSON(shifted), at: shifted.location, path: path))
      }
    }
    while index < bytes.count, !stopped {
      if bytes[index] == UInt8(ascii: "\n") { finishLine(end: index) }
      index += 1
    }
    if lineStart < bytes.count, !stopped { finishLine(end: bytes.count) }
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

/// Moves the locations of a value parsed alone to where its line stands
/// in the whole input.
private struct LineShift {
  let lines: Int

  func shifted(_ location: SourceLocation) -> SourceLocation {
    location.isKnown ? SourceLocation(line: location.line + lines, column: location.column) : location
  }

  func shifted(_ value: JSONValue) -> JSONValue {
    guard lines > 0 else { return value }
    var moved = value
    moved.location = shifted(value.location)
    switch value.kind {
    case .array(let elements): moved.kind = .array(elements.map(shifted))
    case .object(let members):
      moved.kind = .object(
        members.map { JSONMember(key: $0.key, keyLocation: shifted($0.keyLocation), value: shifted($0.value)) })
    default: break
    }
    return moved
  }
}
