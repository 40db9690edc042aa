#!/usr/bin/env bash
# One loop under both front ends: for several screens and key scripts, the
# interactive terminal in a 100x30 tmux pane and `render --keys` at 100x29
# must show the same frame, every row but the interactive status line (the
# 30th). Both run the app's one loop; they differ only in where the keys
# come from and where the frame goes.
set -u
[ $# -eq 1 ] || { echo "usage: same-frame.sh PATH/TO/sdui-term" >&2; exit 2; }
BIN=$(realpath "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
# shellcheck source=Tests/tmux/lib.sh
source "$(dirname "$0")/lib.sh"

# pane: the pane with its colours and attributes (a move of the focus
# changes only those)
pane() { "${TMUX_CMD[@]}" capture-pane -e -p -t e2e; }

# quiet: waits (up to 5 s) until the pane holds still (two captures 0.05 s
# apart agree) and its status line has no spinner, which turns while a
# screen loads or a request runs: a key sent then could be taken otherwise
# than by render --keys, which lets each key's loads settle first
quiet() {
  local now next
  now=$(pane)
  for _ in $(seq 1 100); do
    sleep 0.05
    next=$(pane)
    if [ "$next" = "$now" ] && ! tail -n 1 <<<"$next" | grep -qE '⠋|⠙|⠹|⠸|⠼|⠴|⠦|⠧|⠇|⠏'; then return 0; fi
    now=$next
  done
  return 0
}

# unread: the program has not yet read all that was typed into the pane
# (bash's read -t 0 asks the terminal, FIONREAD, and reads nothing)
unread() { read -r -t 0 < "$PANE_TTY"; }

# tmux_keys SCRIPT: sends a render key script to the pane, key by key, as
# a person would type it (a quoted text is typed character by character).
# After each key it waits until the program has read it (up to 5 s), then
# until the pane changes, which a key that does something does at once (a
# key that changes nothing, such as Tab with one thing to focus, gives up
# after 0.25 s, ten times the program's ESCDELAY, so that an Esc is not
# read together with the next key), then until the pane is quiet.
tmux_keys() {
  local token before
  # shellcheck disable=SC2086
  for token in $1; do
    before=$(pane)
    case "$token" in
      S-Tab) keys BTab ;;
      Esc) keys Escape ;;
      PgUp) keys PageUp ;;
      PgDn) keys PageDown ;;
      Backspace) keys BSpace ;;
      \"*\") keys -l "${token//\"/}" ;;
      Tab | Enter | Space | Up | Down | Left | Right | Home | End | F[0-9]*) keys "$token" ;;
      *) keys -l "$token" ;;
    esac
    for _ in $(seq 1 100); do unread || break; sleep 0.05; done
    for _ in 1 2 3 4 5; do
      [ "$(pane)" != "$before" ] && break
      sleep 0.05
    done
    quiet
  done
}

# strip: trailing blanks of each row, and trailing empty rows
strip() { sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }

# same NAME SCREEN SCRIPT FIRST: waits for FIRST in the pane, types SCRIPT,
# and waits for the first 29 rows to be render's frame for the same keys (its
# ANSI frame at the pane's 256 colours, without them: the text format
# draws pictures as stand-ins, and Chafa picks its symbols by colour depth)
same() {
  local name=$1 file=$2 script=$3 first=$4
  # render's frame, made meanwhile
  (cd "$ROOT" && "$BIN" render --format ansi --color 256 --size 100x29 --keys "$script" "$file" 2>/dev/null) |
    sed -e 's/\x1b\[[0-9;:]*m//g' | strip > "$WORK/headless" &
  local rendering=$!
  launch "TERM=screen-256color" "'$file'"
  PANE_TTY=$("${TMUX_CMD[@]}" display -p -t e2e '#{pane_tty}')
  if ! shows "$first"; then
    fail "$name: the first frame never showed '$first'"
    keys q
    wait "$rendering"
    return
  fi
  quiet
  [ -n "$script" ] && tmux_keys "$script"
  wait "$rendering"
  # the pane's first 29 rows become render's frame and stay it once the
  # pane is quiet (waiting up to 10 s, for what still arrives, such as
  # pictures); if they never do, the last of them is shown against it
  local matched=no
  for _ in $(seq 1 100); do
    screen | head -n 29 | strip > "$WORK/interactive"
    if cmp -s "$WORK/interactive" "$WORK/headless"; then
      quiet
      screen | head -n 29 | strip > "$WORK/interactive"
      cmp -s "$WORK/interactive" "$WORK/headless" && { matched=yes; break; }
    fi
    sleep 0.1
  done
  keys C-c
  if [ "$matched" = yes ]; then
    pass
  else
    fail "$name: the interactive frame and render --keys '$script' differ"
    diff "$WORK/interactive" "$WORK/headless" | head -n 20 | sed 's/^/  /'
  fi
}

same "counter, pressed twice" Screens/nimbus/counter.json "Tab Enter Enter" "Count: 0"
same "long list, scrolled" Screens/nimbus/long-list.json "Down Down Down PgDn" "A scrolling list"
same "Beagle welcome, focus moved" Screens/beagle/welcome.json "Tab Tab S-Tab" "Welcome"
same "sign-in form, typed into" Screens/signin/form.json "Tab \"ada\"" "Sign in"
same "help over the counter" Screens/nimbus/counter.json "?" "Count: 0"
same "store, into a product" Screens/store/products.json "Tab Enter" "Store"

crash_guard_report || failed=$((failed + 1))
echo "same frame: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
