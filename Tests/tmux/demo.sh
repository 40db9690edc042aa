#!/usr/bin/env bash
# `sdui-term demo` under tmux: the demo backend starts in-process, the
# navigator opens its index over HTTP, and a person walks into a flow,
# leaves a slow screen while it loads, meets an error view, asks to open a
# URL, and quits with the terminal given back.
set -u
[ $# -eq 1 ] || { echo "usage: demo.sh PATH/TO/sdui-term" >&2; exit 2; }
BIN=$(realpath "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
# shellcheck source=Tests/tmux/lib.sh
source "$(dirname "$0")/lib.sh"
KEYS_TERM="TERM=screen-256color"

launch "$KEYS_TERM" demo --record "$WORK/demo.cast" "2> '$WORK/demo.err'"
expect "the index, fetched from the demo server" "sdui-term demo"
expect "the status line names the server" "http://127.0.0.1:"
keys Enter
expect "the store's products come from the API" "Cart (0)"
expect "the status line counts the screens" "2 ‹"
# the status line's spinner turns while a request runs: it must stop (wait
# up to 5 s for a status line without it; the frames are alternatives, as
# in the C locale a bracket expression of them matches any character with
# their first byte, such as the status line's ‹)
spinning=yes
for _ in $(seq 1 50); do
  screen | tail -1 | grep -qE '⠋|⠙|⠹|⠸|⠼|⠴|⠦|⠧|⠇|⠏' || { spinning=no; break; }
  sleep 0.1
done
if [ "$spinning" = no ]; then pass; else fail "the spinner stops once the requests are done"; fi
keys Escape
expect "Esc goes back" "Nimbus store"
for _ in 1 2 3 4 5 6 7; do keys Tab; done
keys Enter
expect "the errors page" "Each opens a screen that fails"
keys Tab Tab Enter
expect "a slow screen shows the loading view" "Loading"
expect "with the URL it waits for" "fault/slow?ms=3000"
keys Escape
expect "Esc leaves a screen that is still loading" "Each opens a screen that fails"
expect_not "and the loading view is gone" "Loading"
keys BTab BTab Enter
expect "a 500 shows the error view" "Status  500"
expect "with Retry and Back" "[ Retry ]  [ Back ]"
keys Tab Enter
expect "Back returns to the errors page" "Each opens a screen that fails"
keys F2
expect "the server's request log is in the diagnostics panel" "serve: GET /fault/status/500 500"
keys Escape
keys q
finished "demo: q" 0
# quitting stops the server gracefully: nothing on standard error (before,
# Hummingbird's "Waiting on child channel: CancellationError()" most times)
quiet_quit() {
  if [ ! -s "$WORK/demo.err" ]; then pass; else fail "$1 logs nothing: $(cat "$WORK/demo.err")"; fi
}
quiet_quit "demo: q"
for round in 1 2 3 4; do
  launch "$KEYS_TERM" demo "2> '$WORK/demo.err'"
  expect "demo, round $round: the index" "Nimbus store"
  keys q
  finished "demo, round $round: q" 0
  quiet_quit "demo, round $round: q"
done
if python3 -c "
import json, sys
lines = open(sys.argv[1]).read().splitlines()
header = json.loads(lines[0])
assert header['version'] == 2 and header['title'] == 'sdui-term demo', header
shown = ''.join(json.loads(line)[2] for line in lines[1:])
for text in ['Nimbus store', 'Cart (0)', 'Status  500', 'serve: GET /fault/status/500 500']:
    assert text in shown, text
" "$WORK/demo.cast"; then pass; else fail "demo --record holds the session's frames"; fi

# --watch: the author edits the file; the screen follows, keeping its state.
cp "$ROOT/Screens/nimbus/counter.json" "$WORK/counter.json"
launch "$KEYS_TERM" --watch "$WORK/counter.json"
expect "watch: first frame" "Count: 0"
keys Tab Enter Enter
expect "watch: state before the edit" "Count: 2"
sed -i 's/Count: /Total: /' "$WORK/counter.json"
expect "watch: the edit shows without a key" "Total: 2"
expect "watch: the status line says so" "reloaded $WORK/counter.json"
keys q
finished "watch: q" 0

crash_guard_report || failed=$((failed + 1))
echo "tmux demo: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
