// The ncursesw bridge. SwiftPM drops the -D flags of ncursesw.pc, so the
// wide-character switches are set here, and the macros and globals Swift
// cannot import are wrapped as small inline functions prefixed `sdui_`.
#ifndef SDUI_CNCURSESW_SHIM_H
#define SDUI_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#include <wchar.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#elif __has_include(<curses.h>)
#include <curses.h>
#else
#error "ncursesw headers not found: install libncurses-dev"
#endif

static inline WINDOW *sdui_stdscr(void) { return stdscr; }
static inline int sdui_screen_rows(void) { return getmaxy(stdscr); }
static inline int sdui_screen_cols(void) { return getmaxx(stdscr); }
static inline int sdui_colors(void) { return COLORS; }
static inline int sdui_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t sdui_attr_bold(void) { return A_BOLD; }
static inline attr_t sdui_attr_dim(void) { return A_DIM; }
static inline attr_t sdui_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t sdui_attr_reverse(void) { return A_REVERSE; }
static inline attr_t sdui_attr_italic(void) { return A_ITALIC; }
static inline attr_t sdui_attr_standout(void) { return A_STANDOUT; }
static inline int sdui_key_f(int n) { return KEY_F(n); }
static inline mmask_t sdui_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t sdui_button1_pressed(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t sdui_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t sdui_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t sdui_wheel_down(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}

/// Writes one cell: `wchars` is a base character plus up to CCHARW_MAX - 1
/// combining marks, `count` of them; the pair is passed by number so that
/// extended pairs (above 255) work.
static inline int sdui_put_cell(WINDOW *win, int row, int col, const wchar_t *wchars, int count, attr_t attrs,
                                int pair) {
  wchar_t text[CCHARW_MAX + 1];
  int used = count < CCHARW_MAX ? count : CCHARW_MAX;
  for (int i = 0; i < used; i++) text[i] = wchars[i];
  text[used] = 0;
  cchar_t cell;
  if (setcchar(&cell, text, attrs, (short)(pair < 32767 ? pair : 0), &pair) == ERR) return ERR;
  return mvwadd_wch(win, row, col, &cell);
}

/// The resize pipe: `SIGWINCH` writes a byte to it, so that a wait for a
/// key ends when the terminal is resized. Each Swift file that calls these
/// functions has its own copy of the statics: watch and wait from one file.
static int sdui_resize_pipe[2] = {-1, -1};
static void (*sdui_resize_previous)(int) = 0;

static void sdui_resize_handler(int signal) {
  int saved = errno;
  // ncurses' handler first, so that a wait the byte ends finds the resize
  // noted: the handler may run on another thread while the main one waits.
  if (sdui_resize_previous && sdui_resize_previous != SIG_IGN && sdui_resize_previous != SIG_DFL) {
    sdui_resize_previous(signal);
  }
  char byte = 1;
  if (sdui_resize_pipe[1] >= 0 && write(sdui_resize_pipe[1], &byte, 1) < 0) {
    // The pipe is full: a wait ends anyway.
  }
  errno = saved;
}

/// Puts `sdui_resize_handler` before the `SIGWINCH` handler ncurses
/// installed (which still reads the new size); call once curses started.
static inline void sdui_watch_resize(void) {
  if (sdui_resize_pipe[0] >= 0 || pipe(sdui_resize_pipe) != 0) return;
  for (int end = 0; end < 2; end++) {
    fcntl(sdui_resize_pipe[end], F_SETFL, fcntl(sdui_resize_pipe[end], F_GETFL) | O_NONBLOCK);
    fcntl(sdui_resize_pipe[end], F_SETFD, FD_CLOEXEC);
  }
  struct sigaction action;
  if (sigaction(SIGWINCH, NULL, &action) != 0 || (action.sa_flags & SA_SIGINFO)) return;
  sdui_resize_previous = action.sa_handler;
  action.sa_handler = sdui_resize_handler;
  sigaction(SIGWINCH, &action, NULL);
}

/// Ends a wait for input from any thread (an agent's answer came): the
/// same pipe as a resize, which the waiting loop then looks at.
static inline void sdui_wake(void) {
  char byte = 1;
  if (sdui_resize_pipe[1] >= 0 && write(sdui_resize_pipe[1], &byte, 1) < 0) {
    // The pipe is full: a wait ends anyway.
  }
}

/// Waits at most `milliseconds` until the terminal `tty` has input or was
/// resized, then empties the resize pipe.
static inline void sdui_wait_for_input(int tty, int milliseconds) {
  struct pollfd fds[2] = {{tty, POLLIN, 0}, {sdui_resize_pipe[0], POLLIN, 0}};
  poll(fds, sdui_resize_pipe[0] >= 0 ? 2 : 1, milliseconds);
  char buffer[64];
  while (sdui_resize_pipe[0] >= 0 && read(sdui_resize_pipe[0], buffer, sizeof buffer) > 0) {
  }
}

#endif
