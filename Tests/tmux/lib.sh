# Helpers for the tmux tests: a private tmux server, panes, keys, waiting
# for text, and checks that the terminal is given back. Sourced with BIN,
# ROOT and WORK set.
TMUX_CMD=(tmux -L "sdui-e2e-$$" -f /dev/null)
trap '"${TMUX_CMD[@]}" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT
passed=0
failed=0
# shellcheck source=Tests/lib/crash-guard.sh
source "$ROOT/Tests/lib/crash-guard.sh"

fail() {
  failed=$((failed + 1))
  echo "FAIL: $1"
  "${TMUX_CMD[@]}" capture-pane -p -t e2e 2>/dev/null | sed 's/^/  | /'
}
pass() { passed=$((passed + 1)); }
screen() { "${TMUX_CMD[@]}" capture-pane -p -t e2e; }
keys() { "${TMUX_CMD[@]}" send-keys -t e2e "$@"; }

# waits (up to 5 s) until the pane shows the text
shows() {
  for _ in $(seq 1 50); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
# waits (up to 5 s) until the pane no longer shows the text
gone() {
  for _ in $(seq 1 50); do
    screen | grep -qF -- "$1" || return 0
    sleep 0.1
  done
  return 1
}
expect() { if shows "$2"; then pass; else fail "$1: expected to see '$2'"; fi; }
# expect_not NAME TEXT: the text goes away (waits up to 5 s for it to).
# To check that a key did not make something appear, first wait for a sign
# that the key was handled, then use expect_absent.
expect_not() { if gone "$2"; then pass; else fail "$1: expected '$2' to go away"; fi; }
# expect_absent NAME TEXT: the pane does not show the text now
expect_absent() { if screen | grep -qF -- "$2"; then fail "$1: did not expect '$2'"; else pass; fi; }
# the focused element is drawn in reverse video: an SGR sequence with 7
# (reverse) just before it
expect_focus() {
  expect_pattern "$1" $'\e''\[([0-9]+;)*7m'"$(printf '%s' "$2" | sed 's/[][\.*^$+?(){}|/-]/\\&/g')"
}
# the focused text input: its bracket in reverse video, then its text
# (the cursor cell and the placeholder's dim underline come between)
expect_input_focus() {
  expect_pattern "$1" $'\e''\[([0-9]+;)*7m\[('$'\e''\[[0-9;]*m)*.?('$'\e''\[[0-9;]*m)*'"$2"
}
expect_pattern() {
  for _ in $(seq 1 30); do
    "${TMUX_CMD[@]}" capture-pane -e -p -t e2e | grep -qE -- "$2" && { pass; return; }
    sleep 0.1
  done
  fail "$1: expected to see the focus (pattern $(cat -v <<< "$2"))"
}

# new_pane: a fresh tmux server with one 100x30 pane running a bare shell,
# ready for input (the old server is gone first: a new session started
# while it shuts down can fail)
new_pane() {
  "${TMUX_CMD[@]}" kill-server 2>/dev/null
  for _ in $(seq 1 40); do
    "${TMUX_CMD[@]}" has-session 2>/dev/null || break
    sleep 0.05
  done
  rm -f "$WORK"/before "$WORK"/after "$WORK"/exit "$WORK"/pane.log
  for _ in 1 2 3 4 5; do
    "${TMUX_CMD[@]}" new-session -d -s e2e -x 100 -y 30 \
      "env -i PATH='$PATH' HOME='$HOME' PS1='ready> ' bash --norc --noprofile" 2>/dev/null && break
    sleep 0.2
  done
  shows "ready>" || echo "warning: the shell in the test pane did not start"
  # everything the pane is sent, for the crash guard ("Program crashed")
  "${TMUX_CMD[@]}" pipe-pane -t e2e "cat >> '$WORK/pane.log'"
}

# launch ENVIRONMENT ARGS...: a shell in a fresh 100x30 pane records the
# terminal settings, runs the program, and records its exit status and
# the settings afterwards, all in one job, so that C-z stops all of it
launch() {
  local environment=$1
  shift
  new_pane
  echo "$*" >>"$WORK/command"
  keys "cd '$ROOT'; (stty -g > '$WORK/before'; $environment '$BIN' $*; echo \$? > '$WORK/exit'; stty -g > '$WORK/after'); clear" Enter
}

# finished NAME STATUS: the program ended with STATUS, and the terminal
# has its settings back, a visible cursor and the main screen
finished() {
  for _ in $(seq 1 50); do
    [ -s "$WORK/after" ] && break
    sleep 0.1
  done
  if [ ! -s "$WORK/after" ]; then
    fail "$1: the program did not end"
    return
  fi
  local status
  status=$(cat "$WORK/exit")
  crash_guard_note "$status" "$WORK/pane.log" "$2" "$1 (in tmux):" "$BIN" "$(tail -n 1 "$WORK/command" 2>/dev/null)"
  if [ "$status" = "$2" ]; then pass; else fail "$1: exit status $status, expected $2"; fi
  if cmp -s "$WORK/before" "$WORK/after"; then pass; else fail "$1: stty settings differ after exit"; fi
  local flags
  flags=$(terminal_flags)
  if [ "$flags" = "1 0" ]; then pass; else fail "$1: cursor and alternate screen are '$flags', expected '1 0'"; fi
}

# terminal_flags: the pane's '#{cursor_flag} #{alternate_on}' once they are
# '1 0' (a visible cursor, the main screen), or as they are after 5 s: tmux
# may not have read the program's last bytes when its exit is recorded
terminal_flags() {
  local flags
  for _ in $(seq 1 50); do
    flags=$("${TMUX_CMD[@]}" display -p -t e2e '#{cursor_flag} #{alternate_on}')
    [ "$flags" = "1 0" ] && break
    sleep 0.1
  done
  printf '%s\n' "$flags"
}

# log_size: the size of pane.log once it has stopped growing (two reads
# 0.1 s apart agree), waiting up to 5 s
log_size() {
  local before now
  now=$(stat -c %s "$WORK/pane.log")
  for _ in $(seq 1 50); do
    sleep 0.1
    before=$now
    now=$(stat -c %s "$WORK/pane.log")
    [ "$now" = "$before" ] && break
  done
  echo "$now"
}

# mouse BUTTON COLUMN ROW: an X10 mouse report (0-based cells), as a
# terminal sends it with mouse reporting on; button 0 presses, 3 releases,
# 64 and 65 turn the wheel up and down
mouse() {
  local bytes
  bytes=$(printf "\\$(printf %o $((32 + $1)))\\$(printf %o $((33 + $2)))\\$(printf %o $((33 + $3)))")
  keys -l $'\e[M'"$bytes"
}
click() {
  mouse 0 "$1" "$2"
  mouse 3 "$1" "$2"
}

# program_pid: the program running in this suite's pane (other suites run
# the same binary beside this one): the newest process of it whose
# ancestors include the pane's shell
program_pid() {
  local shell candidate parent
  shell=$("${TMUX_CMD[@]}" display -p -t e2e '#{pane_pid}')
  for candidate in $(pgrep -f -- "^$BIN " | sort -n -r); do
    parent=$candidate
    while [ "$parent" -gt 1 ]; do
      parent=$(awk '{print $4}' "/proc/$parent/stat" 2>/dev/null) || break
      [ -n "$parent" ] || break
      if [ "$parent" = "$shell" ]; then
        echo "$candidate"
        return
      fi
    done
  done
}
