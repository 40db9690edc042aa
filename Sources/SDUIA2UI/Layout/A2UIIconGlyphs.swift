/// The basic catalog's icon names as one-cell glyphs a terminal font has;
/// a name not here is shown as written (IG Icon: map the name onto the
/// platform's own icon set).
enum A2UIIconGlyphs {
  static let glyph: [String: String] = [
    "accountCircle": "◉", "add": "+", "arrowBack": "←", "arrowForward": "→", "attachFile": "⎘",
    "calendarToday": "▦", "call": "☏", "check": "✓", "close": "✕", "delete": "⌫", "download": "⤓",
    "edit": "✎", "error": "⊗", "fastForward": "»", "favorite": "♥", "favoriteOff": "♡", "help": "?",
    "home": "⌂", "info": "ℹ", "locationOn": "⌖", "lock": "⚿", "mail": "✉", "menu": "☰", "moreVert": "⋮",
    "moreHoriz": "⋯", "pause": "⏸", "person": "☺", "phone": "☏", "play": "▶", "refresh": "↻", "rewind": "«",
    "search": "⌕", "send": "➤", "settings": "⚙", "share": "⇪", "skipNext": "⏭", "skipPrevious": "⏮",
    "star": "★", "starHalf": "⯪", "starOff": "☆", "stop": "■", "upload": "⤒", "visibility": "◎",
    "volumeUp": "♪", "warning": "⚠",
  ]
}
