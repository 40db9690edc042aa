import CNcursesw
import Foundation
import SDUILayout
import SDUIRender

extension NcursesTerminal {
  /// The most characters a paste keeps (4 MiB of them); the rest of a
  /// longer one is read and dropped.
  static let pasteLimit = 4 * 1024 * 1024
  /// The most events read ahead and waiting, looking for `C-c`.
  static let readAheadLimit = 1 << 20

  /// Asks the terminal to mark what is pasted (`ESC [?2004h`), so that a
  /// paste comes as one ``TerminalEvent/paste(_:)``; the reset sequence
  /// (`ESC [?2004l`) takes it back on every way out.
  static func askForBracketedPaste(_ file: UnsafeMutablePointer<FILE>) {
    _ = define_key("\u{1B}[200~", sdui_key_paste_start())
    _ = define_key("\u{1B}[201~", sdui_key_paste_end())
    fputs("\u{1B}[?2004h", file)
    fflush(file)
  }

  /// The next event. A key ncurses already holds comes at once; else it
  /// waits for the terminal's input or a resize (`SIGWINCH` wakes the
  /// wait, which ncurses' own wait would sleep through to its end).
  /// Everything the terminal has sent is read first, up to
  /// ``readAheadLimit`` events waiting: a `C-c` among it comes at once, so
  /// that quitting never waits behind a flood of keys.
  package func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    if readAheadNext == readAhead.count {
      readAhead.removeAll(keepingCapacity: true)
      readAheadNext = 0
      guard let event = readEvent(waitingAtMost: milliseconds) else { return nil }
      readAhead.append(event)
    } else if readAheadNext >= 65536 {
      readAhead.removeFirst(readAheadNext)
      readAheadNext = 0
    }
    while readAhead.count - readAheadNext < Self.readAheadLimit, let next = readEvent(waitingAtMost: 0) {
      if next == .key(.control("c")) {
        readAhead.removeAll()
        readAheadNext = 0
        return next
      }
      readAhead.append(next)
    }
    defer { readAheadNext += 1 }
    return readAhead[readAheadNext]
  }

  /// Whether events are waiting to be handled: the app draws a frame once
  /// they are, rather than one for each.
  package var hasPendingInput: Bool { readAheadNext < readAhead.count }

  /// One event from ncurses, waiting at most `milliseconds`.
  private func readEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    while true {
      let window = sdui_stdscr()
      wtimeout(window, 0)
      var character: wint_t = 0
      var result = wget_wch(window, &character)
      if result == ERR && milliseconds > 0 {
        waitForInputOrResize(milliseconds: milliseconds)
        result = wget_wch(window, &character)
      }
      guard result != ERR else { return nil }
      let code = Int32(bitPattern: character)
      if result == KEY_CODE_YES && code == sdui_key_paste_start() { return .paste(readPaste()) }
      guard let event = KeyDecoder.event(code: code, isKeyCode: result == KEY_CODE_YES, pressedAt: &pressedAt)
      else {
        // A key nothing handles (a stray paste end, an unknown key): the next one.
        if milliseconds > 0 { continue }
        return nil
      }
      if case .resize(let newSize) = event {
        size = newSize
        wclear(window)
      }
      return event
    }
  }

  /// The text of a bracketed paste, up to its end marker, read from the
  /// terminal in chunks (ncurses reads a byte a call, a million calls for
  /// a megabyte): bytes as they came, decoded as UTF-8 (the app makes
  /// them one line), at most ``pasteLimit`` bytes kept. A chunk is at
  /// most 128 bytes, so that what follows the end marker in it fits back
  /// into ncurses' own queue (`ungetch`) for the keys after the paste. A
  /// paste whose end never comes ends after a second with no input.
  private func readPaste() -> String {
    let descriptor = fileno(file)
    let marker = Array("\u{1B}[201~".utf8)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 128)
    // Bytes at the end of those read that may begin the marker.
    var tail: [UInt8] = []
    while true {
      guard sdui_tty_readable(descriptor, 1000) != 0 else { break }
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else { break }
      let seen = tail + chunk[0..<count]
      if let end = Self.range(of: marker, in: seen) {
        keep(seen[..<end.lowerBound], in: &bytes)
        for byte in seen[end.upperBound...].reversed() { ungetch(Int32(byte)) }
        return String(decoding: bytes, as: UTF8.self)
      }
      let held = min(marker.count - 1, seen.count)
      keep(seen[..<(seen.count - held)], in: &bytes)
      tail = Array(seen[(seen.count - held)...])
    }
    keep(tail[...], in: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Adds pasted bytes up to ``pasteLimit``.
  private func keep(_ more: ArraySlice<UInt8>, in bytes: inout [UInt8]) {
    bytes += more.prefix(max(0, Self.pasteLimit - bytes.count))
  }

  /// Where `needle` first occurs in `haystack`.
  nonisolated static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
    }
    return nil
  }
}
