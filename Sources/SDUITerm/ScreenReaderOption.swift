import ArgumentParser

/// `--screen-reader`: the interactive terminal shows its cursor on the
/// focused element, where a console screen reader (BRLTTY, Speakup, Orca
/// on a terminal emulator) reads the line it stands on.
struct ScreenReaderOption: ParsableArguments {
  @Flag(
    help: """
      Show the cursor on the focused element, for a screen reader (also SDUI_TERM_SCREEN_READER=1; F3 toggles it). \
      The cursor stands there either way.
      """)
  var screenReader = false

  /// Whether the cursor is shown: the flag, or `SDUI_TERM_SCREEN_READER`
  /// set to anything but empty or `0`.
  func isOn(environment: [String: String]) -> Bool {
    screenReader || !["", "0"].contains(environment["SDUI_TERM_SCREEN_READER"] ?? "")
  }
}
