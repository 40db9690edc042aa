/// Splits the bytes a terminal sends into what the program takes
/// together and what curses decodes key by key.
///
/// - Printable characters typed one after another (or pasted by a
///   terminal without bracketed paste) are one run of text, so that keys
///   typed ahead of the program cost one edit, not one each.
/// - A bracketed paste (`ESC [200~` … `ESC [201~`) is one text, whatever
///   it holds: `C-c`, `ESC` and line breaks in it are pasted, not pressed.
/// - `C-c` anywhere else is an interrupt, which the terminal acts on
///   before anything read before it.
/// - Everything else (control keys, escape sequences of keys and mouse
///   reports) goes to curses whole, to be decoded as before.
///
/// What a terminal sends may be any size: a paste keeps at most
/// ``mostPastedBytes`` (the rest is read and dropped), and one that never
/// ends stops being a paste after ``longestPaste`` bytes; a run of text
/// is cut every ``mostTypedBytes``; an escape sequence longer than
/// ``longestSequence`` goes to curses as it is.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("ab\u{1B}[200~x\ny\u{1B}[201~\t".utf8)[...])
/// decoder.next()  // .typed("ab")
/// decoder.next()  // .paste("x\ny")
/// decoder.next()  // .keys([9])
/// ```
struct InputDecoder {
  /// One thing the terminal sent.
  enum Item: Equatable {
    /// Bytes for curses: control keys and escape sequences, whole.
    case keys([UInt8])
    /// Printable characters typed one after another.
    case typed(String)
    /// A bracketed paste's text, as it came (at most ``mostPastedBytes``).
    case paste(String)
    /// `C-c`, outside a paste.
    case interrupt
  }

  /// The most of a paste kept: what a text input holds at most.
  static let mostPastedBytes = 1 << 20
  /// How long a paste may run without its end before the rest is read
  /// as keys again.
  static let longestPaste = 16 << 20
  /// The most bytes of typed text in one run.
  static let mostTypedBytes = 1 << 20
  /// The longest escape sequence taken whole.
  static let longestSequence = 64
  /// The most bytes of keys given to curses at once: less than a pipe
  /// takes in one write.
  static let mostKeyBytes = 4096

  private enum State {
    case ground
    /// Inside a UTF-8 character: its bytes so far, and how many it has.
    case character([UInt8], length: Int)
    /// After `ESC`: the sequence so far.
    case escape([UInt8])
    /// An X10 mouse report (`ESC [ M` and three bytes).
    case mouseReport([UInt8])
    case paste
  }

  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  private var state = State.ground
  private var items: [Item] = []
  /// The first item not yet taken.
  private var head = 0
  /// The run of typed text being read.
  private var run: [UInt8] = []
  /// The keys for curses being read.
  private var keys: [UInt8] = []
  private var pasted: [UInt8] = []
  /// How many bytes of the paste were read, kept or not.
  private var pasteLength = 0
  /// How many bytes of ``pasteEnd`` the paste ends with so far.
  private var endMatched = 0

  /// Bytes waiting: in items, and in the run of text or keys being read.
  private(set) var queuedBytes = 0
  /// Whether a `C-c` waits among the items.
  private(set) var hasInterrupt = false

  /// Whether the bytes so far end inside an escape sequence, a character
  /// or a paste, which the next bytes complete.
  var isWaitingForMore: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Whether a paste is being read.
  var isInPaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// Reads bytes the terminal sent. Printable ASCII typed, and a paste's
  /// text up to an `ESC`, are taken a span at a time.
  mutating func feed(_ bytes: ArraySlice<UInt8>) {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      var end = index
      switch state {
      case .ground:
        while end < bytes.endIndex, bytes[end] >= 0x20 && bytes[end] < 0x7F { end += 1 }
      case .paste where endMatched == 0:
        while end < bytes.endIndex, bytes[end] != 0x1B { end += 1 }
      default: break
      }
      guard end > index else {
        take(bytes[index])
        index += 1
        continue
      }
      if case .paste = state {
        pasteLength += end - index
        keep(bytes[index..<end])
        endLongPaste()
      } else {
        appendText(bytes[index..<end])
      }
      index = end
    }
  }

  /// The terminal sent nothing more for a while: a sequence cut short goes
  /// to curses as it is, a paste with no end ends, and a character cut
  /// short is dropped.
  mutating func finish() {
    switch state {
    case .ground, .character: break
    case .escape(let bytes), .mouseReport(let bytes): queueKeys(bytes)
    case .paste: endPaste()
    }
    state = .ground
  }

  /// The next item, the open run of text last; `nil` when there is none.
  mutating func next() -> Item? {
    if head == items.count {
      closeRun()
      closeKeys()
    }
    guard head < items.count else { return nil }
    let item = items[head]
    head += 1
    // Items taken go when they are all taken, or when they are most.
    if head == items.count || head > 1024 && head * 2 > items.count {
      items.removeFirst(head)
      head = 0
    }
    queuedBytes -= Self.size(of: item)
    if item == .interrupt { hasInterrupt = items[head...].contains(.interrupt) }
    return item
  }

  /// Drops every item before the first `C-c` and returns true, when one
  /// waits: `C-c` is never queued behind what was read before it.
  mutating func takeInterrupt() -> Bool {
    guard hasInterrupt else { return false }
    while let item = next(), item != .interrupt {}
    return true
  }

  private mutating func take(_ byte: UInt8) {
    switch state {
    case .ground: ground(byte)
    case .character(var bytes, let length):
      guard byte & 0xC0 == 0x80 else {
        // Not a continuation: the character was cut short.
        queueKeys(bytes)
        state = .ground
        ground(byte)
        return
      }
      bytes.append(byte)
      guard bytes.count == length else {
        state = .character(bytes, length: length)
        return
      }
      state = .ground
      // A C1 control (U+0080–U+009F) or a malformed character is curses'.
      if let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first, scalar.value >= 0xA0 {
        appendCharacter(bytes)
      } else {
        queueKeys(bytes)
      }
    case .escape(let bytes): escape(bytes, byte)
    case .mouseReport(var bytes):
      bytes.append(byte)
      if bytes.count == 6 {
        queueKeys(bytes)
        state = .ground
      } else {
        state = .mouseReport(bytes)
      }
    case .paste: paste(byte)
    }
  }

  private mutating func ground(_ byte: UInt8) {
    switch byte {
    case 0x03:
      append(.interrupt)
      hasInterrupt = true
    case 0x1B: state = .escape([byte])
    case 0x20..<0x7F: appendCharacter([byte])
    case 0xC2...0xDF: state = .character([byte], length: 2)
    case 0xE0...0xEF: state = .character([byte], length: 3)
    case 0xF0...0xF4: state = .character([byte], length: 4)
    default: queueKeys([byte])
    }
  }

  private mutating func escape(_ sequence: [UInt8], _ byte: UInt8) {
    let bytes = sequence + [byte]
    switch bytes.count {
    case 2:
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "O"): state = .escape(bytes)
      case 0x1B:
        queueKeys(sequence)
        state = .escape([byte])
      case 0x03:
        queueKeys(sequence)
        state = .ground
        ground(byte)
      default:
        // Alt and a key, or Esc and a key pressed at once: curses tells.
        queueKeys(bytes)
        state = .ground
      }
    case 3 where sequence[1] == UInt8(ascii: "O"):
      // SS3: one character ends it.
      state = .ground
      if (0x20..<0x7F).contains(byte) {
        queueKeys(bytes)
      } else {
        queueKeys(sequence)
        ground(byte)
      }
    case 3 where byte == UInt8(ascii: "M"):
      state = .mouseReport(bytes)
    case 3 where byte == UInt8(ascii: "["):
      // The Linux console's F1 to F5: `ESC [ [` and a letter.
      state = .escape(bytes)
    case 4 where sequence[2] == UInt8(ascii: "["):
      state = .ground
      queueKeys(bytes)
    default:
      // CSI: parameters and intermediates, then a final byte.
      switch byte {
      case 0x20..<0x40 where bytes.count < Self.longestSequence: state = .escape(bytes)
      case 0x40..<0x7F:
        state = .ground
        if bytes == Self.pasteStart {
          closeRun()
          closeKeys()
          state = .paste
          pasted = []
          pasteLength = 0
          endMatched = 0
        } else if bytes != Self.pasteEnd {
          queueKeys(bytes)
        }
      default:
        // Cut short (a control byte inside it, or too long): curses gets
        // what came, and the byte is read afresh.
        queueKeys(sequence)
        state = .ground
        ground(byte)
      }
    }
  }

  private mutating func paste(_ byte: UInt8) {
    pasteLength += 1
    if byte == Self.pasteEnd[endMatched] {
      endMatched += 1
      if endMatched == Self.pasteEnd.count {
        endMatched = 0
        endPaste()
        state = .ground
      }
      return
    }
    // What looked like the end was text; `ESC` appears only first in it.
    keep(Self.pasteEnd[0..<endMatched])
    endMatched = 0
    if byte == Self.pasteEnd[0] {
      endMatched = 1
    } else {
      keep([byte])
    }
    endLongPaste()
  }

  /// A paste that ran to ``longestPaste`` without its end ends there.
  private mutating func endLongPaste() {
    guard pasteLength >= Self.longestPaste else { return }
    endPaste()
    state = .ground
  }

  private mutating func keep(_ bytes: ArraySlice<UInt8>) {
    let room = Self.mostPastedBytes - pasted.count
    if room > 0 { pasted.append(contentsOf: bytes.prefix(room)) }
  }

  private mutating func endPaste() {
    keep(Self.pasteEnd[0..<endMatched])
    endMatched = 0
    append(.paste(String(decoding: pasted, as: UTF8.self)))
    pasted = []
  }

  /// One character to the run of text, never split between two runs.
  private mutating func appendCharacter(_ bytes: [UInt8]) {
    closeKeys()
    if run.count + bytes.count > Self.mostTypedBytes { closeRun() }
    run.append(contentsOf: bytes)
    queuedBytes += bytes.count
  }

  /// Printable ASCII to the run of text, cut into runs of at most
  /// ``mostTypedBytes``.
  private mutating func appendText(_ bytes: ArraySlice<UInt8>) {
    closeKeys()
    var rest = bytes
    while !rest.isEmpty {
      if run.count == Self.mostTypedBytes { closeRun() }
      let taken = rest.prefix(Self.mostTypedBytes - run.count)
      run.append(contentsOf: taken)
      queuedBytes += taken.count
      rest = rest.dropFirst(taken.count)
    }
  }

  private mutating func closeRun() {
    guard !run.isEmpty else { return }
    queuedBytes -= run.count
    append(.typed(String(decoding: run, as: UTF8.self)))
    run.removeAll(keepingCapacity: true)
  }

  /// Bytes for curses, joined to the keys before them when nothing came
  /// between.
  private mutating func queueKeys(_ bytes: [UInt8]) {
    closeRun()
    if keys.count + bytes.count > Self.mostKeyBytes { closeKeys() }
    keys.append(contentsOf: bytes)
    queuedBytes += bytes.count
  }

  private mutating func closeKeys() {
    guard !keys.isEmpty else { return }
    queuedBytes -= keys.count
    append(.keys(keys))
    keys.removeAll(keepingCapacity: true)
  }

  private mutating func append(_ item: Item) {
    switch item {
    case .keys, .typed: break
    case .paste, .interrupt:
      closeRun()
      closeKeys()
    }
    items.append(item)
    queuedBytes += Self.size(of: item)
  }

  private static func size(of item: Item) -> Int {
    switch item {
    case .keys(let bytes): bytes.count
    case .typed(let text), .paste(let text): text.utf8.count
    case .interrupt: 1
    }
  }
}
