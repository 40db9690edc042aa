#!/usr/bin/env bash
# End-to-end tests of the interactive terminal: the real program in a tmux
# pane at 100x30, keys sent with send-keys, the screen read with
# capture-pane as a person would see it, and the terminal's settings
# compared before and after every way the program can end.
set -u
[ $# -eq 1 ] || { echo "usage: run.sh PATH/TO/sdui-term" >&2; exit 2; }
BIN=$(realpath "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
# shellcheck source=Tests/tmux/lib.sh
source "$(dirname "$0")/lib.sh"

COUNTER=Screens/nimbus/counter.json
WELCOME=Screens/beagle/welcome.json
LIST=Screens/nimbus/long-list.json
# Interaction runs with the TERM tmux itself emulates, so that keys such as
# Home arrive as terminfo says; the color tests use xterm's.
KEYS_TERM="TERM=screen-256color"
TERM256="TERM=xterm-256color"
# tmux's own entry, whose -direct variant gives truecolor without bce
TMUX_TERM="TERM=tmux-256color"

# --- what a person sees ------------------------------------------------------

launch "$KEYS_TERM" "$COUNTER"
expect "first frame" "Count: 0"
expect "status line" "Screens/nimbus/counter.json · Counter"
expect_focus "initial focus" "[ - ]"
# A wider window is drawn at once: SIGWINCH wakes the wait for a key, which
# slept through to its end (a second when idle). The pane is read without
# pause until the wider title bar shows (each read costs a few ms, which
# the figure includes); asserted loosely, as the machine may be loaded.
# Measured first, long after the pane was made: tmux holds back a pane's
# resize for 250 ms after its last one.
wide_rule=$(printf '─%.0s' $(seq 1 140))
started=$(date +%s%N)
"${TMUX_CMD[@]}" resize-window -t e2e -x 140 -y 30
grown=-1
while [ $((($(date +%s%N) - started) / 1000000)) -lt 5000 ]; do
  if screen | grep -qF -- "$wide_rule"; then grown=$((($(date +%s%N) - started) / 1000000)); break; fi
done
echo "tmux: 100 → 140 columns drawn within $grown ms"
if [ "$grown" -ge 0 ] && [ "$grown" -lt 250 ]; then pass; else
  fail "a wider window took $grown ms to draw (-1: not in 5 s; at most 250, about 20 on an idle machine)"
fi
"${TMUX_CMD[@]}" resize-window -t e2e -x 100 -y 30
expect "and back" "Screens/nimbus/counter.json · Counter · button, [ - ]                                       ? help"
keys Tab
expect_focus "Tab moves focus" "[ + ]"
keys Enter
expect "Enter activates" "Count: 1"
keys Space Space
expect "Space activates" "Count: 3"
keys Left
expect_focus "Left moves focus spatially" "[ - ]"
keys Enter
expect "activation after an arrow" "Count: 2"
keys '?'
expect "help overlay" "q                quit (when not editing)"
keys Escape
expect_not "help closes" "this help"
keys F12
expect "inspector type" "type    layout:touchable"
expect "inspector flow step" 'flow    tapOn: {id: "decrement"}'
expect "inspector source" "source  Screens/nimbus/counter.json:"
keys Escape F2
expect "diagnostics panel" "No diagnostics."
keys Escape
"${TMUX_CMD[@]}" resize-window -t e2e -x 60 -y 15
expect "resize re-lays out the title bar" "$(printf '─%.0s' $(seq 1 60))"
expect "resize moves the status line" "counter.json · Counter · button, [ - ]              ? help"
if screen | grep -qF "$(printf '─%.0s' $(seq 1 61))"; then fail "resize left the old, wider frame behind"; else pass; fi
"${TMUX_CMD[@]}" resize-window -t e2e -x 100 -y 30
expect "resize back" "Screens/nimbus/counter.json · Counter · button, [ - ]                                       ? help"
keys r
expect "r reloads the screen" "Count: 0"
click 21 5
expect "a click on [ + ] activates it" "Count: 1"
# The release must not count as a second click. Keys are read in order, so
# once the help overlay typed after it has opened and closed, the release
# has been handled and its frame drawn: then "Count: 2" must not be there.
keys '?'
expect "help after the click" "this help"
keys Escape
expect_not "help closes after the click" "this help"
expect_absent "only once: the release is not a second click" "Count: 2"
expect_focus "the click focuses it" "[ + ]"
keys q
finished "q" 0

# A drag is a swipe: across a page view it turns the page, as a finger does
cat >"$WORK/pages.json" <<'JSON'
{"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"page": 0}}, "children": [
  {"_beagleComponent_": "beagle:pageView", "currentPage": "@{c.page}",
   "onPageChange": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "page", "value": "@{onPageChange}"}],
   "children": [{"_beagleComponent_": "beagle:text", "text": "First page"},
                {"_beagleComponent_": "beagle:text", "text": "Second page"}]},
  {"_beagleComponent_": "beagle:text", "text": "page @{c.page}"}]}
JSON
launch "$KEYS_TERM" "$WORK/pages.json"
expect "a page view shows its first page" "First page"
mouse 0 60 0
mouse 3 10 0
expect "a drag to the left shows the next page" "Second page"
expect "and runs onPageChange" "page 1"
keys Left
expect "Left turns it back" "First page"
keys q
finished "pages" 0

# --record: what the terminal showed, as an asciicast v2 file
launch "$KEYS_TERM" "$COUNTER" --record "$WORK/counter.cast"
expect "recording: the first frame" "Count: 0"
keys Tab Enter
expect "recording: a key" "Count: 1"
keys q
finished "recording: q" 0
if python3 -c "
import json, sys
lines = open(sys.argv[1]).read().splitlines()
header = json.loads(lines[0])
assert header['version'] == 2 and header['width'] == 100 and header['height'] == 30, header
events = [json.loads(line) for line in lines[1:]]
assert events and all(event[1] == 'o' for event in events)
assert any('Count: 0' in event[2] for event in events)
assert any('Count: 1' in event[2] for event in events)
assert all(event[2].startswith('\x1b[H\x1b[2J') for event in events)
" "$WORK/counter.cast"; then pass; else fail "the recording holds the frames shown"; fi
launch "$KEYS_TERM" "$COUNTER" --record /nonexistent-directory/run.cast
finished "recording: an unwritable file" 64
if grep -qF -- "--record: cannot write the recording '/nonexistent-directory/run.cast'" < <(screen); then pass; else
  fail "recording: an unwritable file is named"
fi

launch "$KEYS_TERM" "$WELCOME"
expect "welcome" "Hello, !"
expect "a Beagle navigationBar title in the status line" "Screens/beagle/welcome.json · Welcome"
keys Ann
expect "typing into a text input" "Hello, Ann!"
keys BSpace q
expect "Backspace and q edit while typing" "Hello, Anq!"
keys Tab Enter
expect "alert dialog" "Nice to meet you, Anq."
expect_focus "the dialog takes focus" "[ Thanks ]"
keys Tab
expect_focus "Tab stays in the dialog" "[ Thanks ]"
keys Enter
expect_not "the dialog closes" "[ Thanks ]"
expect "the alert's setContext ran" "Greeted"
keys C-c
finished "C-c" 0

# --- pastes and keys typed ahead ---------------------------------------------

# A form whose field is echoed as it is typed, with its length on top.
cat >"$WORK/echo.json" <<'JSON'
{"_beagleComponent_": "beagle:container", "context": {"id": "form", "value": {"text": ""}}, "children": [
  {"_beagleComponent_": "beagle:text", "text": "@{length(form.text)} characters", "style": {"flex": {"shrink": 0}}},
  {"_beagleComponent_": "beagle:textInput", "id": "field", "placeholder": "Type here", "value": "@{form.text}",
   "style": {"flex": {"shrink": 0}}, "onChange": [
    {"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "text", "value": "@{onChange.value}"}]},
  {"_beagleComponent_": "beagle:text", "text": "You typed: @{form.text}"}]}
JSON
# waited_ms TEXT: waits (up to 30 s) until the pane shows TEXT, then prints
# the milliseconds since $started; nothing when it never does
waited_ms() {
  for _ in $(seq 1 3000); do
    if screen | grep -qF -- "$1"; then
      echo $((($(date +%s%N) - started) / 1000000))
      return
    fi
    sleep 0.01
  done
}
# paste_mode_off NAME: the program left bracketed paste off: a paste into
# `cat -v` in the shell arrives bare, not between ESC [200~ and ESC [201~
paste_mode_off() {
  keys "cat -v" Enter
  "${TMUX_CMD[@]}" set-buffer -b probe "pasted-probe"
  "${TMUX_CMD[@]}" paste-buffer -p -d -b probe -t e2e
  if shows "pasted-probe" && ! screen | grep -qF "200~"; then pass; else fail "$1: bracketed paste is left on"; fi
  keys C-c
}

launch "$KEYS_TERM" "$WORK/echo.json"
expect "an echoed field" "0 characters"
# A paste is one edit, as a phone's: its line break is a space in a
# one-line field, its escape sequence's ESC is left out, and a C-c in it is
# pasted, not pressed.
printf 'one\ntwo\033[31mred\003!' >"$WORK/pasted.txt"
"${TMUX_CMD[@]}" load-buffer "$WORK/pasted.txt"
"${TMUX_CMD[@]}" paste-buffer -p -t e2e
expect "a paste is one edit, its line break a space" "You typed: one two[31mred!"
expect "and nothing in it quits" "15 characters"
expect_absent "no escape reaches the screen" "^["
keys C-u
expect "the field is emptied" "0 characters"
# A megabyte pasted settles within 2 s (asserted loosely, on a loaded
# machine and a debug build; the figure is printed).
python3 -c 'import sys; sys.stdout.write("0123456789" * 100000)' >"$WORK/megabyte.txt"
"${TMUX_CMD[@]}" load-buffer "$WORK/megabyte.txt"
started=$(date +%s%N)
"${TMUX_CMD[@]}" paste-buffer -p -t e2e
settled=$(waited_ms "1000000 characters")
echo "tmux: a 1 MB paste settled in ${settled:-more than 30000} ms"
if [ -n "$settled" ] && [ "$settled" -lt 10000 ]; then pass; else fail "a 1 MB paste settled in ${settled:-more than 30000} ms"; fi
expect "the field shows the end of the paste" "456789]"
keys End x
expect "keys still type after it" "1000001 characters"
keys C-c
finished "C-c after a megabyte pasted" 0
paste_mode_off "C-c after a paste"

# Keys typed ahead of the program, as a terminal without bracketed paste
# sends a paste, are taken together; a C-c behind a megabyte of them ends
# the program at once, not after them.
launch "$KEYS_TERM" "$WORK/echo.json"
expect "an echoed field for a flood" "0 characters"
chunk=$(printf 'abcdefgh%.0s' $(seq 1 1000))
for _ in $(seq 1 125); do echo "send-keys -t e2e -l $chunk"; done >"$WORK/flood.tmux"
echo "send-keys -t e2e C-c" >>"$WORK/flood.tmux"
started=$(date +%s%N)
"${TMUX_CMD[@]}" source-file "$WORK/flood.tmux"
for _ in $(seq 1 1000); do [ -s "$WORK/after" ] && break; sleep 0.01; done
ended=$((($(date +%s%N) - started) / 1000000))
echo "tmux: C-c behind 1 MB of keys ended the program $ended ms after the keys began"
if [ -s "$WORK/after" ] && [ "$ended" -lt 10000 ]; then pass; else fail "C-c behind a flood of keys took $ended ms"; fi
# C-c while an edit runs is an interrupt (130), else a quit (0)
case $(cat "$WORK/exit" 2>/dev/null) in 0) finished "C-c behind a flood" 0 ;; *) finished "C-c behind a flood" 130 ;; esac

launch "$KEYS_TERM" "$WORK/echo.json"
expect "an echoed field before SIGTERM" "0 characters"
kill -s TERM "$(program_pid)"
finished "SIGTERM with bracketed paste on" 143
paste_mode_off "SIGTERM"

launch "$KEYS_TERM" "$LIST"
expect "long list" "Row 1:"
first=$(log_size)
keys Tab
# the Tab's frame has begun once the log grows (up to 5 s), and is whole
# once it stops growing
for _ in $(seq 1 50); do
  [ "$(stat -c %s "$WORK/pane.log")" -gt "$first" ] && break
  sleep 0.1
done
step=$(( $(log_size) - first ))
echo "bytes: first frame $first, one Tab $step"
if [ "$step" -gt 0 ] && [ $((step * 4)) -lt "$first" ]; then pass; else
  fail "a key press sends only what changed ($step bytes after a first frame of $first)"
fi
keys PgDn PgDn
expect_not "PgDn scrolls the first rows away" "Row 1:"
keys Home
expect "Home scrolls back" "Row 1:"
mouse 65 10 10
mouse 65 10 10
expect_not "the wheel scrolls down" "Row 1:"
mouse 64 10 10
mouse 64 10 10
expect "the wheel scrolls back up" "Row 1:"
keys q
finished "scrolling then q" 0

# --- output redirected, and hostile text ---------------------------------------------

cat > "$WORK/hostile.json" <<'JSON'
{"_:component": "layout:screen", "properties": {"title": "Hostile"}, "children": [
  {"_:component": "layout:text", "properties": {"text": "\u001b]0;pwned\u0007\u001b[2Jstill here \u009b31m"}}]}
JSON
launch "$KEYS_TERM" "'$WORK/hostile.json' > '$WORK/out.log'"
expect "draws on the terminal with standard output redirected" "Hostile"
expect "escape sequences show as text" "^[]0;pwned^G^[[2Jstill here"
title=$("${TMUX_CMD[@]}" display -p -t e2e '#{pane_title}')
if [ "$title" != "pwned" ]; then pass; else fail "a screen's text set the terminal's title"; fi
keys q
finished "q with output redirected" 0
if [ ! -s "$WORK/out.log" ]; then pass; else fail "nothing is written to the redirected output"; fi

# --- a request that never answers ------------------------------------------------

# a server that accepts connections and never replies
python3 -c '
import socket, sys, time
server = socket.socket()
server.bind(("127.0.0.1", 0))
server.listen(8)
print(server.getsockname()[1], flush=True)
held = []
while True:
    held.append(server.accept()[0])
' > "$WORK/port" &
SILENT_SERVER=$!
for _ in $(seq 1 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
cat > "$WORK/slow.json" <<JSON
{"_:component": "layout:screen", "properties": {"title": "Slow"}, "state": {"result": "none"}, "children": [
  {"_:component": "layout:column", "children": [
    {"_:component": "layout:text", "properties": {"text": "result: @{result}"}},
    {"_:component": "layout:touchable", "id": "fetch", "properties": {"onPress": [
      {"_:action": "sendRequest", "properties": {"url": "http://127.0.0.1:$(cat "$WORK/port")/never",
        "onError": [{"_:action": "setState", "properties": {"path": "result", "value": "failed"}}]}}]},
     "children": [{"_:component": "layout:text", "properties": {"text": "[ fetch ]"}}]}]}]}
JSON
launch "$KEYS_TERM" "'$WORK/slow.json'"
expect "slow screen" "result: none"
keys Enter
if shows "⠋" || shows "⠙" || shows "⠹" || shows "⠸"; then pass; else fail "a spinner turns while the request runs"; fi
keys C-c
finished "C-c during a request" 130
kill "$SILENT_SERVER" 2>/dev/null

# The first screen is drawn before its own requests answer: its onInit
# (Nimbus lifecycle, Beagle onInit) and a lazyComponent ask a server that
# holds every /held/NAME/... request until the test writes release-NAME,
# so the title, the skeleton and the initialState must show while they
# wait (the first frame waited for them until issue 54), and the answers
# once released. A request may be silent for 20 s (--connect-timeout), so
# a first frame that waited would show nothing within expect's bound.
mkdir -p "$WORK/held"
python3 -c '
import functools, http.server, json, os, sys, time
folder = sys.argv[1]
class Held(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments): pass
    def do_GET(self):
        if not self.path.startswith("/held/"):
            return super().do_GET()
        name = self.path.split("/")[2]
        deadline = time.monotonic() + 30
        while not os.path.exists(os.path.join(folder, "release-" + name)) and time.monotonic() < deadline:
            time.sleep(0.02)
        if self.path.endswith("/lazy"):
            body = {"_beagleComponent_": "beagle:text", "text": "lazy component arrived"}
        else:
            body = {"status": "answered"}
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
handler = functools.partial(Held, directory=folder)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
print(server.server_address[1], flush=True)
server.serve_forever()
' "$WORK/held" > "$WORK/held-port" &
HELD_SERVER=$!
for _ in $(seq 1 50); do [ -s "$WORK/held-port" ] && break; sleep 0.1; done
HELD="http://127.0.0.1:$(cat "$WORK/held-port")"
cat > "$WORK/held/nimbus.json" <<'JSON'
{"_:component": "layout:screen", "properties": {"title": "Held start"}, "children": [
  {"_:component": "layout:column", "state": {"status": "", "note": "waiting"}, "children": [
    {"_:component": "layout:lifecycle", "properties": {"onInit": [
      {"_:action": "sendRequest", "properties": {"url": "/held/nimbus/data", "onSuccess": [
        {"_:action": "setState", "properties": {"path": "status", "value": "@{onSuccess.data.status}"}},
        {"_:action": "setState", "properties": {"path": "note", "value": "done"}}]}}]},
     "children": [
      {"_:component": "layout:text", "properties": {"text": "note: @{note}"}},
      {"_:component": "layout:text", "properties": {"text": "@{status}"}}]}]}]}
JSON
cat > "$WORK/held/beagle.json" <<'JSON'
{"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Held Beagle"}, "child":
  {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"note": "waiting"}},
   "onInit": [{"_beagleAction_": "beagle:sendRequest", "url": "/held/beagle/data", "onSuccess": [
     {"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "note", "value": "@{onSuccess.data.status}"}]}],
   "children": [
     {"_beagleComponent_": "beagle:text", "text": "note: @{c.note}"},
     {"_beagleComponent_": "beagle:lazyComponent", "path": "/held/beagle/lazy",
      "initialState": {"_beagleComponent_": "beagle:text", "text": "lazy initial state"}}]}}
JSON
# title_bar NAME TEXT: the pane's first row (the screen's title bar, not
# the status line, which names the screen while it loads) shows TEXT
title_bar() {
  for _ in $(seq 1 50); do
    screen | head -n 1 | grep -qF -- "$2" && { pass; return; }
    sleep 0.1
  done
  fail "$1: expected the title bar to show '$2'"
}
launch "$KEYS_TERM" --connect-timeout 20 "$HELD/nimbus.json"
title_bar "a first screen's title, before its onInit's request answers" "Held start"
expect "and its state as it starts" "note: waiting"
expect "and the skeleton of its empty text" "░░░░"
touch "$WORK/held/release-nimbus"
expect "then the answer" "note: done"
expect "and its data" "answered"
keys q
finished "q after a held onInit" 0
launch "$KEYS_TERM" --connect-timeout 20 "$HELD/beagle.json"
title_bar "a first Beagle screen's title, before its onInit's request answers" "Held Beagle"
expect "and its context as it starts" "note: waiting"
expect "and the lazyComponent's initialState" "lazy initial state"
touch "$WORK/held/release-beagle"
expect "then the onInit's answer" "note: answered"
expect "and the lazy component" "lazy component arrived"
keys q
finished "q after a held Beagle onInit" 0
kill "$HELD_SERVER" 2>/dev/null

# --- colors ------------------------------------------------------------------

# expect_color NAME PATTERN: the welcome screen's blue status text (#1565C0)
# is drawn with an SGR sequence matching PATTERN
expect_color() {
  local line
  for _ in $(seq 1 30); do
    line=$("${TMUX_CMD[@]}" capture-pane -e -p -t e2e | grep -a "Not greeted yet")
    grep -qE -- "$2" <<< "$line" && { pass; return; }
    sleep 0.1
  done
  fail "$1: expected the blue text to match '$2'; it is $(cat -v <<< "$line")"
}

colors=(
  "$TERM256|38;5;25mNot greeted"
  "$TERM256 COLORTERM=truecolor|38;2;21;101;192mNot greeted"
  "$TERM256 NO_COLOR=1|Not greeted"
  "TERM=xterm|34mNot greeted"
)
for entry in "${colors[@]}"; do
  environment=${entry%%|*}
  launch "$environment" "$WELCOME"
  expect "draws under $environment" "Hello, !"
  expect_input_focus "focus visible under $environment" "our name"
  expect_color "colors under $environment" "${entry#*|}"
  keys C-c
  finished "C-c under $environment" 0
done
launch "TERM=xterm-256color NO_COLOR=1" "$WELCOME"
expect "monochrome draws" "Not greeted yet"
# 39 is the default color; any other foreground (3x, 38;...) is a color
if "${TMUX_CMD[@]}" capture-pane -e -p -t e2e | grep -a "Not greeted yet" | grep -qE '[[;](3[0-8])[;m]'; then
  fail "NO_COLOR draws no colors"
else pass; fi
keys C-c
finished "C-c under NO_COLOR" 0

# --- pictures ------------------------------------------------------------------

# quadrants.png is 32x16 pixels: red and green above, blue and white below.
# Drawn 128x64 points (32x4 cells), it must reach tmux as cells in those
# colors, at the depth the terminal has. A second copy comes from a server
# that waits 4 s: the stand-in shows first, keys work while it loads, and
# the picture then takes its place. These run with tmux's own TERM, as tmux asks:
# under xterm's, which claims back-color-erase, ncurses clears a row's
# same-colored end with one erase, and tmux keeps no RGB background for
# erased cells (the README's known limits say so).
mkdir -p "$WORK/pictures/assets"
cp "$ROOT/Tests/SDUIPicturesTests/Fixtures/quadrants.png" "$WORK/pictures/assets/"
python3 -c '
import http.server, sys, time
picture = open(sys.argv[1], "rb").read()
class Slow(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments): pass
    def do_GET(self):
        time.sleep(4)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Length", str(len(picture)))
        self.end_headers()
        self.wfile.write(picture)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Slow)
print(server.server_address[1], flush=True)
server.serve_forever()
' "$WORK/pictures/assets/quadrants.png" > "$WORK/picture-port" &
PICTURE_SERVER=$!
for _ in $(seq 1 50); do [ -s "$WORK/picture-port" ] && break; sleep 0.1; done
cat > "$WORK/pictures/local.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:text", "properties": {"text": "Above the picture"}},
  {"_:component": "layout:localImage", "properties": {"id": "quadrants", "width": 128, "height": 64, "scale": "fillBounds"}},
  {"_:component": "layout:text", "properties": {"text": "Below the picture"}}]}
JSON
cat > "$WORK/pictures/remote.json" <<JSON
{"_:component": "layout:column", "state": {"n": 0}, "children": [
  {"_:component": "layout:touchable", "properties": {"onPress": [
    {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
   "children": [{"_:component": "layout:text", "properties": {"text": "[ pressed @{n} ]"}}]},
  {"_:component": "layout:remoteImage", "properties": {
    "url": "http://127.0.0.1:$(cat "$WORK/picture-port")/quadrants.png", "width": 128, "height": 64, "scale": "fillBounds"}}]}
JSON

# picture_rows: the pane's rows with their SGR sequences, between the texts
picture_rows() { "${TMUX_CMD[@]}" capture-pane -e -p -t e2e | sed -n '2,5p'; }
# expect_picture NAME PATTERN...: each PATTERN (a color's SGR parameters)
# appears as a foreground or background in the picture's rows
expect_picture() {
  local name=$1 rows missing
  shift
  for _ in $(seq 1 50); do
    rows=$(picture_rows)
    missing=""
    for color in "$@"; do grep -qE "[[;][34]8;$color[;m]" <<< "$rows" || missing="$missing $color"; done
    [ -z "$missing" ] && { pass; return; }
    sleep 0.1
  done
  fail "$name: no cells in$missing over the picture; its rows are $(cat -v <<< "$rows" | head -c 600)"
}

launch "$TMUX_TERM COLORTERM=truecolor" "$WORK/pictures/local.json"
expect "the text above a picture" "Above the picture"
expect "the text below it, four rows down" "Below the picture"
expect_picture "truecolor cells over a picture" "2;255;0;0" "2;0;255;0" "2;0;0;255"
if screen | grep -qF "▣"; then fail "a local picture drew its stand-in"; else pass; fi
keys q
finished "q over a picture" 0

launch "$TMUX_TERM" "$WORK/pictures/local.json"
expect_picture "256-color cells over a picture" "5;196" "5;46" "5;21"
keys q
finished "q over a 256-color picture" 0

launch "$TMUX_TERM COLORTERM=truecolor" "$WORK/pictures/remote.json"
expect "the stand-in while the picture loads" "▣ http://127.0.0.1"
keys Enter
expect "a key while the picture loads is not held up" "[ pressed 1 ]"
if shows "▣ http://127.0.0.1"; then pass; else fail "the picture came before the key was handled"; fi
expect_picture "the picture replaces its stand-in when it arrives" "2;255;0;0" "2;0;0;255"
expect_not "no stand-in once it has come" "▣"
keys q
finished "q after a remote picture" 0
kill "$PICTURE_SERVER" 2>/dev/null

# Four pictures that declare 64 x 64 and carry 9 GB of zeros after their
# rows each, and four of 4096 x 4096 16-bit pixels (each decoded in
# earnest), from a server: keys are answered while they decode, and q ends
# the program within a second (the figures are printed; before pictures
# were decoded on a thread of their own and the decoder stopped at the last
# row, a key waited 90 s). The 100 ms target is make bench's figure 19.
mkdir -p "$WORK/pictures/costly"
python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
from picture_budget_cases import sixteen_bit_at_the_limit, zeros_after_the_rows
for name, picture in (("bomb", zeros_after_the_rows(9000)), ("large", sixteen_bit_at_the_limit())):
    for index in range(4):
        with open(f"{sys.argv[2]}/{name}{index}.png", "wb") as file:
            file.write(picture)
' "$ROOT/Tests/hostile" "$WORK/pictures/costly"
python3 -c '
import functools, http.server, sys
http.server.SimpleHTTPRequestHandler.log_message = lambda *arguments: None
handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
print(server.server_address[1], flush=True)
server.serve_forever()
' "$WORK/pictures/costly" > "$WORK/costly-port" &
COSTLY_SERVER=$!
for _ in $(seq 1 50); do [ -s "$WORK/costly-port" ] && break; sleep 0.1; done
{
  echo '{"_:component": "layout:column", "state": {"n": 0}, "children": ['
  echo '  {"_:component": "layout:touchable", "properties": {"onPress": ['
  echo '    {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},'
  echo '   "children": [{"_:component": "layout:text", "properties": {"text": "[ pressed @{n} ]"}}]}'
  for name in bomb0 bomb1 bomb2 bomb3 large0 large1 large2 large3; do
    echo ", {\"_:component\": \"layout:remoteImage\", \"properties\": {\"url\": \"http://127.0.0.1:$(cat "$WORK/costly-port")/$name.png\", \"width\": 16, \"height\": 8}}"
  done
  echo ']}'
} > "$WORK/pictures/bombs.json"
launch "$TMUX_TERM" "$WORK/pictures/bombs.json"
expect "a screen of eight costly pictures" "[ pressed 0 ]"
started=$(date +%s%N)
keys q
for _ in $(seq 1 1000); do [ -s "$WORK/after" ] && break; sleep 0.01; done
ended=$((($(date +%s%N) - started) / 1000000))
echo "tmux: q while eight costly pictures decode ended the program in $ended ms"
if [ -s "$WORK/after" ] && [ "$ended" -lt 1000 ]; then pass; else fail "q while pictures decode took $ended ms (at most 1000)"; fi
finished "q while pictures decode" 0
# Three presses, timed from the key to the pane showing its effect.
three_presses() {
  local answered="" count
  for count in 1 2 3; do
    started=$(date +%s%N)
    keys Enter
    answered="$answered $(waited_ms "[ pressed $count ]")"
  done
  echo "$answered"
}
middle_of() { tr ' ' '\n' <<< "$1" | sed '/^$/d' | sort -n | sed -n 2p; }
slowest_of() { tr ' ' '\n' <<< "$1" | sed '/^$/d' | sort -n | tail -n 1; }
# The same presses on the same screen without its pictures first: what a key
# costs on this machine now, however busy the suites beside this one keep it.
sed -n '1,4p;$p' "$WORK/pictures/bombs.json" > "$WORK/pictures/no-bombs.json"
launch "$TMUX_TERM" "$WORK/pictures/no-bombs.json"
expect "the screen without its pictures" "[ pressed 0 ]"
unhindered=$(three_presses)
keys q
finished "q after keys without pictures" 0
launch "$TMUX_TERM" "$WORK/pictures/bombs.json"
expect "the screen of costly pictures again" "[ pressed 0 ]"
answered=$(three_presses)
echo "tmux: keys while eight costly pictures decode answered in$answered ms (without them:$unhindered ms)"
# A regression bound, not the speed target: before, the first key waited past
# 30 s. Here the decodes may add at most a second to the middle press and two
# to the slowest. Read through tmux a press includes tmux's own time, which
# the decode's share of a busy machine stretches (figure 19 times the
# program on a pseudo-terminal of its own: 2 ms at the median).
middle=$(middle_of "$answered")
slowest=$(slowest_of "$answered")
if [ "$(wc -w <<< "$answered")" -eq 3 ] && [ "$(wc -w <<< "$unhindered")" -eq 3 ] \
  && [ "$middle" -lt $(($(middle_of "$unhindered") + 1000)) ] \
  && [ "$slowest" -lt $(($(slowest_of "$unhindered") + 2000)) ]; then pass; else
  fail "keys while pictures decode took$answered ms, and$unhindered ms without them (at most a second more for the middle one, two for each)"
fi
keys q
finished "q after keys while pictures decode" 0
kill "$COSTLY_SERVER" 2>/dev/null

# --- the terminal's own colors -----------------------------------------------

# A screen with yellow text on no background: readable on a dark terminal,
# not on a white one, where the terminal theme darkens it.
cat > "$WORK/sunny.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:text", "properties": {"text": "Sunny day", "color": "#FFEB3B"}}]}
JSON
# launch_styled STYLE ENVIRONMENT ARGS...: launch, in a pane whose default
# colors are STYLE (tmux answers OSC 11 with them; with no style it does
# not answer, as many terminals do not)
launch_styled() {
  local style=$1 environment=$2
  shift 2
  new_pane
  [ -n "$style" ] && "${TMUX_CMD[@]}" set -t e2e window-style "$style"
  echo "$*" >>"$WORK/command"
  keys "cd '$ROOT'; (stty -g > '$WORK/before'; $environment '$BIN' $*; echo \$? > '$WORK/exit'; stty -g > '$WORK/after'); clear" Enter
}
# sunny_color: the SGR sequences before "Sunny day"
sunny_color() { "${TMUX_CMD[@]}" capture-pane -e -p -t e2e | grep -a "Sunny day" | cat -v; }

launch_styled "bg=#ffffff,fg=#000000" "$TERM256 COLORTERM=truecolor" --theme terminal "'$WORK/sunny.json'"
expect "terminal theme on a white terminal" "Sunny day"
if sunny_color | grep -q "38;2;255;235;59m"; then fail "yellow text is darkened on the white terminal that answered OSC 11"; else pass; fi
if sunny_color | grep -qE "38;2;[0-9]+;[0-9]+;[0-9]+m"; then pass; else fail "the darkened yellow keeps a color: $(sunny_color)"; fi
keys F2
expect "the answer to OSC 11 is used" "the terminal's are #000000 on #FFFFFF, reported by"
keys Escape C-c
finished "C-c after the OSC 11 answer" 0

launch_styled "" "$TERM256 COLORTERM=truecolor COLORFGBG='0;15'" --theme terminal "'$WORK/sunny.json'"
expect "terminal theme when the terminal does not answer" "Sunny day"
if sunny_color | grep -q "38;2;255;235;59m"; then fail "COLORFGBG says light: yellow text is darkened"; else pass; fi
keys F2
expect "COLORFGBG when the terminal does not answer" "the terminal's are #1E1E1E on #FAFAFA,"
expect "COLORFGBG is named" "as COLORFGBG"
keys Escape C-c
finished "C-c after the COLORFGBG fallback" 0

launch_styled "" "$TERM256 COLORTERM=truecolor" --theme terminal "'$WORK/sunny.json'"
expect "terminal theme with nothing to go by" "Sunny day"
if sunny_color | grep -q "38;2;255;235;59m"; then pass; else fail "on the assumed dark terminal yellow stays yellow: $(sunny_color)"; fi
keys F2
expect "dark when nothing says" "the terminal's are #DCDCDC on #18181C, assumed: the"
keys Escape C-c
finished "C-c with the assumed dark terminal" 0

launch_styled "bg=#ffffff,fg=#000000" "$TERM256 COLORTERM=truecolor" --terminal-background dark "'$WORK/sunny.json'"
keys F2
expect "--terminal-background wins over the answer" "the terminal's are #DCDCDC on #18181C, given by"
expect "the device theme is the default" "info: colors: device theme at truecolor"
keys Escape C-c
finished "C-c with --terminal-background" 0

# --- the terminal is always given back -----------------------------------------

for signal in TERM HUP INT; do
  launch "$TERM256" "$COUNTER"
  expect "running before SIG$signal" "Count: 0"
  kill -s "$signal" "$(program_pid)"
  case $signal in TERM) status=143 ;; HUP) status=129 ;; INT) status=130 ;; esac
  finished "SIG$signal" "$status"
done

# Bundled screens ended by C-c, SIGTERM or SIGHUP give the terminal back
# as they found it (q is tested above: on a screen whose first focus is a
# text input it types). The restore does not depend on most screens, so
# these are the ones where it can differ, each way of ending on two:
# - beagle/welcome.json: Beagle; the first focus is a text input (editing,
#   where q types), a picture (its logo, drawn by Chafa), an alert;
# - signin/form.json: Beagle; a form whose first focus is a text input;
# - gallery/nimbus.json: Nimbus; pictures drawn by Chafa, brought into
#   view with PageDown, and a lazy row;
# - catalog/list.json: Beagle; its request fails, and the alert saying so
#   is up over a lazy list that pushes onto the navigation stack;
# - big-list.json: Nimbus; a long lazy list (10,000 items, 230 KB);
# - errors/unknown-component.json: Nimbus; a screen with a problem (an
#   unknown component drawn as a frame, a warning in the status line).
# Each entry: FILE|WAY, then a key to press first (or none) and the text
# to wait for before ending it: C-c while a request is still under way
# ends with 130 by design, so the catalogue waits for its alert, and the
# welcome screen, whose picture may still be loading, ends by a signal.
restore_screens=(
  "Screens/beagle/welcome.json|HUP"
  "Screens/signin/form.json|HUP"
  "Screens/gallery/nimbus.json|TERM|PageDown|fillHeight"
  "Screens/catalog/list.json|C-c||Could not load more"
  "Screens/big-list.json|C-c"
  "Screens/errors/unknown-component.json|TERM"
)
for entry in "${restore_screens[@]}"; do
  IFS='|' read -r screen_file way key shown <<<"$entry"
  launch "$KEYS_TERM" "'$screen_file'"
  expect "$screen_file draws" "$screen_file"
  [ -n "$key" ] && keys "$key"
  [ -n "$shown" ] && expect "$screen_file: ${key:-it} shows '$shown'" "$shown"
  case $way in
    C-c) keys C-c; status=0 ;;
    TERM) kill -s TERM "$(program_pid)"; status=143 ;;
    HUP) kill -s HUP "$(program_pid)"; status=129 ;;
  esac
  finished "$screen_file, ended by $way" "$status"
done

# stopped_then_resumed NAME: the counter was just stopped; the shell has
# the terminal with its settings back, and fg brings the screen back
stopped_then_resumed() {
  if shows "Stopped"; then pass; else fail "$1 suspends to the shell"; fi
  rm -f "$WORK/suspended"
  keys "stty -g > '$WORK/suspended'" Enter
  for _ in $(seq 1 50); do [ -s "$WORK/suspended" ] && break; sleep 0.1; done
  if cmp -s "$WORK/before" "$WORK/suspended"; then pass; else fail "$1: the terminal is restored while stopped"; fi
  keys "fg" Enter
  expect "$1: fg redraws" "Count: 0"
}

launch "$KEYS_TERM" "$COUNTER"
expect "running before C-z" "Count: 0"
keys C-z
stopped_then_resumed "C-z"
keys Tab Enter
expect "keys work after resuming" "Count: 1"
keys q
finished "suspend, resume, q" 0

# The program alone is the job here (no subshell), so that the stop and
# the shell's notice of it do not race; the status and the settings are
# recorded by a command typed after it ends.
new_pane
keys "cd '$ROOT'; stty -g > '$WORK/before'; $KEYS_TERM '$BIN' $COUNTER" Enter
expect "running before SIGTSTP" "Count: 0"
kill -s TSTP "$(program_pid)"
stopped_then_resumed "SIGTSTP"
keys Enter
expect "keys work after SIGCONT" "Count: -1"
pid=$(program_pid)
keys q
# what is typed next is for the shell: wait (up to 5 s) until the program
# has ended, so that it cannot read it
for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
keys "echo \$? > '$WORK/exit'; stty -g > '$WORK/after'" Enter
finished "SIGTSTP, fg, q" 0

launch "$TERM256 SDUI_TERM_CRASH_AFTER_FIRST_FRAME=1" "$COUNTER"
for _ in $(seq 1 50); do [ -s "$WORK/after" ] && break; sleep 0.1; done
status=$(cat "$WORK/exit" 2>/dev/null)
case $status in 132 | 133) pass ;; *) fail "a crash dies of SIGILL or SIGTRAP, not '$status'" ;; esac
if cmp -s "$WORK/before" "$WORK/after"; then pass; else fail "crash: stty settings differ"; fi
flags=$(terminal_flags)
if [ "$flags" = "1 0" ]; then pass; else fail "crash: cursor and alternate screen are '$flags'"; fi

# A file that gives no screen ends the program at once, as render does: one
# line on standard error, status 1, the terminal given back.
mkdir -p "$WORK/no-index"
printf '{"_:component": "layout:text",\n "properties": {}\n "x": 1}\n' > "$WORK/broken.json"
for entry in "missing.json|missing.json: no such file or directory" \
  "no-index|no-index: is a directory with no index.json" "broken.json|broken.json:3:2: error: invalid JSON"; do
  IFS='|' read -r name words <<<"$entry"
  launch "$KEYS_TERM" "'$WORK/$name' 2> '$WORK/no-screen.err'"
  finished "$name, which is no screen" 1
  if [ "$(wc -l < "$WORK/no-screen.err")" -eq 1 ] && grep -qF "$words" "$WORK/no-screen.err"; then pass; else
    fail "$name, which is no screen, says '$words' in one line: $(cat "$WORK/no-screen.err")"
  fi
done

# --- an agent's stream on standard input -----------------------------------------
# shellcheck source=Tests/tmux/streaming.sh
source "$ROOT/Tests/tmux/streaming.sh"

# --- a screen reader follows the focus ------------------------------------------
# shellcheck source=Tests/tmux/accessibility.sh
source "$ROOT/Tests/tmux/accessibility.sh"

# --- no terminal -----------------------------------------------------------------

message=$(setsid "$BIN" "$ROOT/$COUNTER" < /dev/null 2>&1 > /dev/null)
status=$?
if [ $status -eq 1 ] && grep -qF "sdui-term render" <<< "$message"; then pass; else
  fail "without a terminal: status $status, message '$message'"
fi

crash_guard_report || failed=$((failed + 1))
echo "tmux: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
