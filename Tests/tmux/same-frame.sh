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

# tmux_keys SCRIPT: sends a render key script to the pane, key by key, as
# a person would type it (a quoted text is typed character by character)
tmux_keys() {
  local token
  # shellcheck disable=SC2086
  for token in $1; do
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
    sleep 0.3
  done
}

# settled: the pane's text once two captures half a second apart agree
settled() {
  local before now
  before=$(screen)
  for _ in $(seq 1 40); do
    sleep 0.5
    now=$(screen)
    [ "$now" = "$before" ] && break
    before=$now
  done
  printf '%s\n' "$now"
}

# strip: trailing blanks of each row, and trailing empty rows
strip() { sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }

# same NAME SCREEN SCRIPT FIRST: waits for FIRST in the pane, types SCRIPT,
# and compares the first 29 rows with render's frame for the same keys (its
# ANSI frame at the pane's 256 colours, without them: the text format
# draws pictures as stand-ins, and Chafa picks its symbols by colour depth)
same() {
  local name=$1 file=$2 script=$3 first=$4
  launch "TERM=screen-256color" "'$file'"
  if ! shows "$first"; then
    fail "$name: the first frame never showed '$first'"
    keys q
    return
  fi
  [ -n "$script" ] && tmux_keys "$script"
  settled | head -n 29 | strip > "$WORK/interactive"
  keys C-c
  (cd "$ROOT" && "$BIN" render --format ansi --color 256 --size 100x29 --keys "$script" "$file" 2>/dev/null) |
    sed -e 's/\x1b\[[0-9;:]*m//g' | strip > "$WORK/headless"
  if cmp -s "$WORK/interactive" "$WORK/headless"; then
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
