import CNcursesw
import SDUILayout
import SDUIRender

/// Turns what `wget_wch` returns into a ``TerminalEvent``.
enum KeyDecoder {
  /// A key code (`KEY_CODE_YES`) or a character. `pressedAt` is where the
  /// main button went down and has not come up yet: a release elsewhere is
  /// a drag, which is a swipe.
  static func event(code: Int32, isKeyCode: Bool, pressedAt: inout Point?) -> TerminalEvent? {
    if isKeyCode { return code == KEY_MOUSE ? mouseEvent(pressedAt: &pressedAt) : keyCodeEvent(code) }
    switch code {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 32: return .key(.space)
    case 8, 127: return .key(.backspace)
    case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(code) + 96))))
    default:
      guard code > 32, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return .key(.character(Character(scalar)))
    }
  }

  private static func keyCodeEvent(_ code: Int32) -> TerminalEvent? {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case KEY_BTAB: return .key(.backTab)
    case KEY_ENTER: return .key(.enter)
    case KEY_RESIZE: return .resize(Size(width: Int(sdui_screen_cols()), height: Int(sdui_screen_rows())))
    default:
      for number in 1...12 where code == sdui_key_f(Int32(number)) { return .key(.function(number)) }
      return nil
    }
  }

  private static func mouseEvent(pressedAt: inout Point?) -> TerminalEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let point = Point(column: Int(event.x), row: Int(event.y))
    if event.bstate & sdui_wheel_up() != 0 { return .wheel(-3, point) }
    if event.bstate & sdui_wheel_down() != 0 { return .wheel(3, point) }
    if event.bstate & sdui_button1_pressed() != 0 {
      pressedAt = point
      return .click(point)
    }
    if event.bstate & sdui_button1_released() != 0 {
      defer { pressedAt = nil }
      if let start = pressedAt, start != point { return .swipe(from: start, to: point) }
    }
    return nil
  }
}
