#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back on every way out: `SIGINT`, `SIGTERM` and
/// `SIGHUP` restore it and exit 130, 143 and 129; a crash (`SIGILL` and
/// `SIGTRAP` from Swift runtime traps, `SIGSEGV`, `SIGBUS`, `SIGABRT`,
/// `SIGFPE`) restores it and dies of the same signal.
///
/// The handlers run on an alternate signal stack and use only
/// async-signal-safe calls: `write(2)` of a reset sequence encoded before
/// any signal can arrive, `tcsetattr` with the settings saved before
/// curses started, and `_exit` or re-raising. `SIGTSTP` and `SIGWINCH`
/// stay with ncurses, which suspends, resumes and resizes cleanly itself.
enum TerminalGuard {
  /// Saves the terminal's settings and installs the handlers. Call before
  /// curses starts, so that curses leaves these signals to us.
  static func arm(descriptor: Int32) {
    GuardState.descriptor = descriptor
    tcgetattr(descriptor, &GuardState.settings)
    GuardState.reset.initialize(repeating: 0, count: GuardState.capacity)
    setResetSequence(Self.fallbackReset)
    let stackSize = 64 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
    stack.ss_size = stackSize
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for signal in [SIGINT, SIGTERM, SIGHUP] { install(signal, flags: 0) }
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
      install(signal, flags: Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND)))
    }
  }

  /// The bytes that put the terminal back: the terminal's own sequences
  /// from terminfo once curses knows them.
  static func setResetSequence(_ bytes: [UInt8]) {
    let count = min(bytes.count, GuardState.capacity)
    for index in 0..<count { GuardState.reset[index] = bytes[index] }
    GuardState.resetCount = count
  }

  /// Restores the settings saved by ``arm(descriptor:)`` without the
  /// reset sequence; for the normal exit, after `endwin`.
  static func restoreSettings() {
    tcsetattr(GuardState.descriptor, TCSANOW, &GuardState.settings)
  }

  /// Writes the reset sequence and restores the saved settings, as the
  /// handlers do; for suspending.
  static func giveBack() {
    _ = write(GuardState.descriptor, GuardState.reset, GuardState.resetCount)
    restoreSettings()
  }

  /// Stops the process group, as `C-z` would, and returns once the shell
  /// continues it. A stop signal can take effect a moment after `kill`
  /// returns, so this waits for `SIGCONT` rather than trusting the return.
  static func stopUntilContinued() {
    var previous = install(SIGCONT, continueHandler, flags: 0)
    GuardState.continued.pointee = 0
    kill(0, SIGSTOP)
    while GuardState.continued.pointee == 0 { usleep(5000) }
    sigaction(SIGCONT, &previous, nil)
  }

  /// Leave mouse reporting and bracketed paste, reset attributes, leave
  /// the alternate screen, show the cursor: what xterm-compatible
  /// terminals understand.
  static let fallbackReset = Array(
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h".utf8)

  /// Sets a signal's handler; returns the action it replaces.
  @discardableResult
  private static func install(
    _ signal: Int32, _ handler: @convention(c) (Int32) -> Void = guardHandler, flags: Int32
  ) -> sigaction {
    var action = sigaction()
    var previous = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = flags
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, &previous)
    return previous
  }
}

/// What the handler needs, set up before it is installed so that the
/// handler only reads memory.
private enum GuardState {
  static let capacity = 256
  nonisolated(unsafe) static var descriptor: Int32 = -1
  nonisolated(unsafe) static var settings = termios()
  nonisolated(unsafe) static let reset = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  nonisolated(unsafe) static var resetCount = 0
  nonisolated(unsafe) static let continued = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
}

private func continueHandler(_ signal: Int32) {
  GuardState.continued.pointee = 1
}

private func guardHandler(_ signal: Int32) {
  _ = write(GuardState.descriptor, GuardState.reset, GuardState.resetCount)
  tcsetattr(GuardState.descriptor, TCSANOW, &GuardState.settings)
  switch signal {
  case SIGINT, SIGTERM, SIGHUP: _exit(128 + signal)
  default: raise(signal)
  }
}
