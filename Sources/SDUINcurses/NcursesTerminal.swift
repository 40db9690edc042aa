import CNcursesw
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, through ncursesw: frames are copied into `stdscr`
/// and `doupdate` sends only the cells that changed.
///
/// It draws on `/dev/tty`, so standard output can be redirected
/// (`sdui-term x.json > out.log`). The locale is set from the environment
/// first, falling back to `C.UTF-8` when that is not UTF-8. ``close()``
/// gives the terminal back; ``TerminalGuard`` does it on signals and
/// crashes.
@MainActor
package final class NcursesTerminal: Terminal {
  /// Why the terminal cannot be opened.
  package enum OpenError: Error, CustomStringConvertible {
    case noTerminal(String)
    case cannotStart(String)

    package var description: String {
      switch self {
      case .noTerminal(let reason):
        "no terminal to draw on (\(reason)); use 'sdui-term render' to print frames without one"
      case .cannotStart(let reason): "cannot start the terminal: \(reason)"
      }
    }
  }

  package private(set) var size: Size
  /// The colors drawn with.
  package let colorDepth: ColorDepth
  /// Why the depth is lower than asked, if it is.
  package let colorNote: String?
  private let screen: OpaquePointer
  private let file: UnsafeMutablePointer<FILE>
  /// The terminal's input, read before curses (``TerminalInput``).
  private let input: TerminalInput
  /// What curses reads its keys from: the pipe ``input`` writes them to.
  private let cursesInput: UnsafeMutablePointer<FILE>
  /// The default colors the terminal reported when asked (OSC 10/11),
  /// `nil` when it was not asked or did not say.
  package let reportedColors: TerminalColors?
  private let pairs: ColorPairTable
  private var isOpen = true
  /// Where the main mouse button went down, until it comes up.
  private var pressedAt: Point?
  private let crashAfterFirstFrame: Bool

  /// Opens `/dev/tty` and starts curses on it. With `asksColors` (and
  /// colors to draw) it asks the terminal for its default colors
  /// (``TerminalColorQuery``), waiting at most 300 ms for a terminal that
  /// answers nothing. `crashAfterFirstFrame` makes ``present(_:)`` trap
  /// once its first frame is out, for the test that a crash gives the
  /// terminal back.
  package init(
    colorChoice: ColorDepth.Choice, environment: [String: String], asksColors: Bool = true,
    crashAfterFirstFrame: Bool = false
  ) throws(OpenError) {
    self.crashAfterFirstFrame = crashAfterFirstFrame
    Self.setUTF8Locale()
    guard let file = fopen("/dev/tty", "r+") else {
      throw .noTerminal("/dev/tty cannot be opened: \(String(cString: strerror(errno)))")
    }
    let descriptor = fileno(file)
    guard isatty(descriptor) == 1 else {
      fclose(file)
      throw .noTerminal("/dev/tty is not a terminal")
    }
    guard let input = TerminalInput(tty: descriptor), let cursesInput = fdopen(input.cursesInput, "r") else {
      fclose(file)
      throw .cannotStart("no pipe for the keys: \(String(cString: strerror(errno)))")
    }
    TerminalGuard.arm(descriptor: descriptor)
    let direct = Self.directColorType(choice: colorChoice, environment: environment)
    guard let screen = direct.flatMap({ newterm($0, file, cursesInput) }) ?? newterm(nil, file, cursesInput) else {
      fclose(cursesInput)
      fclose(file)
      throw .cannotStart("the terminal type '\(environment["TERM"] ?? "")' is not known to terminfo")
    }
    self.screen = screen
    self.file = file
    self.input = input
    self.cursesInput = cursesInput
    set_term(screen)
    TerminalGuard.setResetSequence(Self.terminfoReset())
    raw()
    noecho()
    nonl()
    keypad(sdui_stdscr(), true)
    set_escdelay(25)
    sdui_watch_resize()
    curs_set(0)
    _ = mousemask(sdui_all_mouse_events(), nil)
    mouseinterval(0)
    var depth = ColorDepth.detect(
      choice: colorChoice, environment: environment, terminalColors: has_colors() ? Int(tigetnum("colors")) : 0)
    var note: String?
    if depth != .monochrome {
      start_color()
      use_default_colors()
      if depth == .truecolor && sdui_colors() < 0x100_0000 {
        let fallback = ColorDepth.detect(choice: .always, environment: [:], terminalColors: Int(sdui_colors()))
        note = "truecolor asked for, but terminfo '\(environment["TERM"] ?? "")' has no direct color; using \(fallback)"
        depth = fallback
      }
    }
    colorDepth = depth
    colorNote = note
    reportedColors =
      asksColors && depth != .monochrome
      ? TerminalColorQuery.ask(descriptor: descriptor, timeoutMilliseconds: 300) : nil
    pairs = ColorPairTable(depth: depth, terminal: reportedColors ?? .dark)
    size = Size(width: Int(sdui_screen_cols()), height: Int(sdui_screen_rows()))
    setBracketedPaste(true)
  }

  /// The terminal's own colors, which colors mapped to 256 or 16 keep
  /// their contrast against; ``reportedColors`` or dark until set.
  package var assumedColors: TerminalColors {
    get { pairs.terminal }
    set { pairs.terminal = newValue }
  }

  package func present(_ grid: CellGrid) {
    let window = sdui_stdscr()
    let rows = min(grid.size.height, size.height)
    let columns = min(grid.size.width, size.width)
    var characters: [wchar_t] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = grid[column, row]
        if cell.isContinuation { continue }
        characters.removeAll(keepingCapacity: true)
        for scalar in cell.text.unicodeScalars { characters.append(wchar_t(bitPattern: scalar.value)) }
        if characters.isEmpty { characters.append(32) }
        let pair = pairs.pair(foreground: cell.style.foreground, background: cell.style.background)
        _ = sdui_put_cell(
          window, Int32(row), Int32(column), characters, Int32(characters.count), attributes(cell.style), pair)
      }
    }
    placeCursor(grid, rows: rows, columns: columns)
    wnoutrefresh(window)
    doupdate()
    fflush(file)
    if crashAfterFirstFrame { preconditionFailure("SDUI_TERM_CRASH_AFTER_FIRST_FRAME is set") }
  }

  /// Leaves the cursor on the focused element (``CellGrid/cursor``), shown
  /// when the frame asks, so that a console screen reader following it
  /// reads the focus; with nothing focused, in the last cell, hidden.
  private func placeCursor(_ grid: CellGrid, rows: Int, columns: Int) {
    let window = sdui_stdscr()
    if let cursor = grid.cursor, cursor.row < rows, cursor.column < columns, cursor.row >= 0, cursor.column >= 0 {
      wmove(window, Int32(cursor.row), Int32(cursor.column))
      curs_set(grid.showsCursor ? 1 : 0)
    } else {
      wmove(window, Int32(max(0, rows - 1)), Int32(max(0, columns - 1)))
      curs_set(0)
    }
  }

  /// The next event: a `C-c` read comes before anything read before it;
  /// then keys curses already holds, typed text and pastes in the order
  /// they came. Otherwise it waits for the terminal's input or a resize
  /// (`SIGWINCH` wakes the wait, which curses' own wait would sleep
  /// through to its end).
  package func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(milliseconds)
    while true {
      if terminalWoken.exchange(false, ordering: .acquiringAndReleasing) { return nil }
      input.readAvailable()
      if input.takeInterrupt() { return .key(.control("c")) }
      if let event = cursesEvent() { return event }
      switch input.next() {
      case .typed(let text): return Self.typed(text)
      case .paste(let text): return .paste(text)
      case .keysForCurses: continue
      case .nothing: break
      }
      let left = deadline - clock.now
      guard left > .zero else { return nil }
      let wait = min(left, input.patienceLeft ?? left)
      // The resize pipe is this file's: each Swift file has its own copy
      // of the shim's static variables.
      sdui_wait_for_input(fileno(file), Int32(clamping: Int((wait / .milliseconds(1)).rounded(.up))))
    }
  }

  /// Ends the wait from any thread: the resize pipe is this file's, so the
  /// byte is written from here.
  package var waker: (@Sendable () -> Void)? {
    {
      terminalWoken.store(true, ordering: .releasing)
      sdui_wake()
    }
  }

  /// The next key, mouse event or resize curses holds, if any.
  private func cursesEvent() -> TerminalEvent? {
    let window = sdui_stdscr()
    wtimeout(window, 0)
    var character: wint_t = 0
    while true {
      let result = wget_wch(window, &character)
      guard result != ERR else { return nil }
      guard
        let event = KeyDecoder.event(
          code: Int32(bitPattern: character), isKeyCode: result == KEY_CODE_YES, pressedAt: &pressedAt)
      else { continue }
      if case .resize(let newSize) = event {
        size = newSize
        wclear(window)
      }
      return event
    }
  }

  /// Printable characters read together: a key when there is one.
  private static func typed(_ text: String) -> TerminalEvent {
    guard let first = text.first, text.index(after: text.startIndex) == text.endIndex else { return .typed(text) }
    return .key(first == " " ? .space : .character(first))
  }

  /// Turns bracketed paste on or off: on, the terminal marks what is
  /// pasted, so that a paste is one edit and never a run of keys.
  private func setBracketedPaste(_ on: Bool) {
    fputs(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l", file)
    fflush(file)
  }

  /// Suspends the program as the terminal's `C-z` would (raw mode turns
  /// `C-z` into a key): gives the terminal back, stops the process group,
  /// and on `fg` takes the terminal again and repaints every cell.
  package func suspend() {
    setBracketedPaste(false)
    endwin()
    fflush(file)
    TerminalGuard.giveBack()
    TerminalGuard.stopUntilContinued()
    reset_prog_mode()
    clearok(sdui_stdscr(), true)
    wrefresh(sdui_stdscr())
    setBracketedPaste(true)
  }

  package func copyToClipboard(_ text: String) {
    fputs(ClipboardSequence.osc52(text), file)
    fflush(file)
  }

  package func interrupt() {
    close()
    exit(130)
  }

  /// Ends curses and restores the terminal's settings; safe to call twice.
  package func close() {
    guard isOpen else { return }
    isOpen = false
    setBracketedPaste(false)
    endwin()
    TerminalGuard.restoreSettings()
    delscreen(screen)
    fclose(cursesInput)
    fclose(file)
  }

  private func attributes(_ style: CellStyle) -> attr_t {
    var attributes: attr_t = 0
    if style.bold { attributes |= sdui_attr_bold() }
    if style.dim { attributes |= sdui_attr_dim() }
    if style.italic { attributes |= sdui_attr_italic() }
    if style.underline { attributes |= sdui_attr_underline() }
    if style.reverse { attributes |= sdui_attr_reverse() }
    return attributes
  }

  /// The terminfo entry with direct (24-bit) color that matches `TERM`
  /// (`xterm-256color` → `xterm-direct`), when truecolor is wanted and
  /// `TERM` itself has no direct color; curses draws 24-bit colors only
  /// through such an entry.
  private static func directColorType(choice: ColorDepth.Choice, environment: [String: String]) -> String? {
    guard ColorDepth.detect(choice: choice, environment: environment, terminalColors: 256) == .truecolor,
      let term = environment["TERM"], !term.hasSuffix("-direct")
    else { return nil }
    let family = term.hasSuffix("-256color") ? String(term.dropLast("-256color".count)) : term
    return family + "-direct"
  }

  private static func setUTF8Locale() {
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
    if codeset != "UTF-8" && codeset != "UTF8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  /// The terminal's own reset sequences: mouse and bracketed paste off,
  /// attributes off, the alternate screen left, the cursor shown.
  private static func terminfoReset() -> [UInt8] {
    var bytes = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l".utf8)
    for capability in ["sgr0", "rmcup", "cnorm"] {
      guard let value = tigetstr(capability), Int(bitPattern: value) > 0 else {
        return TerminalGuard.fallbackReset
      }
      bytes += Array(String(cString: value).utf8)
    }
    return bytes
  }
}

/// Whether ``NcursesTerminal/waker`` asked the wait to end.
private let terminalWoken = Atomic<Bool>(false)
