import CNcursesw
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Calls every helper of the shim header against a curses screen that
/// writes to /dev/null, so the bridge is pinned without a terminal.
@Suite("The ncursesw shim")
struct ShimTests {
  @Test func everyHelperWorksOnARealScreen() throws {
    setlocale(LC_ALL, "C.UTF-8")
    let output = try #require(fopen("/dev/null", "w"))
    let input = try #require(fopen("/dev/null", "r"))
    defer {
      fclose(output)
      fclose(input)
    }
    setenv("LINES", "24", 1)
    setenv("COLUMNS", "80", 1)
    let screen = try #require(newterm("xterm-256color", output, input))
    defer { delscreen(screen) }
    set_term(screen)
    defer { endwin() }

    let window = try #require(sdui_stdscr())
    #expect(sdui_screen_rows() == 24)
    #expect(sdui_screen_cols() == 80)
    start_color()
    use_default_colors()
    #expect(sdui_colors() == 256)
    #expect(sdui_color_pairs() > 255)

    let attributes = [
      sdui_attr_bold(), sdui_attr_dim(), sdui_attr_underline(), sdui_attr_reverse(), sdui_attr_italic(),
      sdui_attr_standout(),
    ]
    #expect(Set(attributes).count == attributes.count, "each style flag is its own bit")
    #expect(attributes.allSatisfy { $0 != 0 })

    #expect(sdui_key_f(1) == KEY_F0 + 1)
    #expect(sdui_key_f(12) == KEY_F0 + 12)
    #expect(sdui_all_mouse_events() & sdui_button1_pressed() == sdui_button1_pressed())
    #expect(sdui_wheel_up() != 0)
    #expect(sdui_wheel_down() != 0)

    let pair = alloc_pair(196, -1)
    #expect(pair > 0)
    let wide: [wchar_t] = [0x6F22]
    #expect(sdui_put_cell(window, 2, 3, wide, 1, sdui_attr_bold(), pair) == OK)
    let combined: [wchar_t] = [0x65, 0x301]
    #expect(sdui_put_cell(window, 2, 6, combined, 2, 0, 0) == OK)
    var cell = cchar_t()
    #expect(mvwin_wch(window, 2, 3, &cell) == OK)
    var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    var readAttributes: attr_t = 0
    var readPair: Int16 = 0
    var extendedPair: Int32 = 0
    #expect(getcchar(&cell, &text, &readAttributes, &readPair, &extendedPair) == OK)
    #expect(text[0] == 0x6F22)
    #expect(readAttributes & sdui_attr_bold() != 0)
    #expect(extendedPair == pair)
    #expect(mvwin_wch(window, 2, 6, &cell) == OK)
    #expect(getcchar(&cell, &text, &readAttributes, &readPair, &extendedPair) == OK)
    #expect(Array(text.prefix(2)) == combined, "combining marks stay in the cell")
  }
}
