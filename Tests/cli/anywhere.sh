#!/usr/bin/env bash
# The invocation matrix: every command, with its sources named as users
# type them, from three working folders, as a stranger runs the tool on
# screens of their own. Valid sources draw (and messages name them as
# typed); bad sources get one clear line and exit 1; nothing dies by a
# signal (the crash guard).
# Usage: Tests/cli/anywhere.sh PATH/TO/sdui-term
set -u
bin=$(realpath "${1:?usage: anywhere.sh PATH/TO/sdui-term}")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
. "$root/Tests/lib/crash-guard.sh"
passed=0
failed=0
tmux_cmd=(tmux -L "sdui-anywhere-$$" -f /dev/null)
trap '[ -n "${server:-}" ] && kill "$server" 2>/dev/null; "${tmux_cmd[@]}" kill-server 2>/dev/null; rm -rf "$work"' EXIT

# The user's own screens, in a folder whose name has a space and accents.
home="$work/Mes écrans/app"
mkdir -p "$home/sub" "$home/assets" "$work/elsewhere" "$home/bad/adir"
cat >"$home/home.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:text", "properties": {"text": "Bonjour from home"}},
  {"_:component": "layout:colum"},
  {"_:component": "layout:touchable", "properties": {"onPress": [
    {"_:action": "push", "properties": {"url": "/sub/detail.json"}}]},
   "children": [{"_:component": "layout:text", "properties": {"text": "Details"}}]}]}
JSON
cat >"$home/sub/detail.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:text", "properties": {"text": "The detail screen"}}]}
JSON
ln -s home.json "$home/link.json"
cp "$root/Screens/assets/logo.png" "$home/assets/logo.png"
cat >"$home/picture.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:localImage", "properties": {"id": "logo", "accessibility": {"label": "the logo"}}}]}
JSON
: >"$home/bad/empty.json"
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR' >"$home/bad/junk.json"
mkfifo "$home/bad/fifo.json"
truncate -s 100M "$home/bad/huge.json"
cat >"$home/flow.yaml" <<'FLOW'
url: home.json
name: Home
---
- launchApp
- assertVisible: Bonjour from home
- tapOn: Details
- assertVisible: The detail screen
- takeScreenshot: detail
FLOW
ln -s flow.yaml "$home/link.yaml"

# port_of LOG: the port a starting `serve` prints into LOG (waits up to 10 s)
port_of() {
  local found
  for _ in $(seq 100); do
    found=$(sed -n 's|.* on http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$1" 2>/dev/null)
    [ -n "$found" ] && { echo "$found"; return 0; }
    sleep 0.1
  done
  return 1
}

"$bin" serve "$home" --port 0 2>"$work/serve.log" &
server=$!
port=$(port_of "$work/serve.log") || { echo "FAIL: serve did not start: $(cat "$work/serve.log")" >&2; exit 1; }

ok() { passed=$((passed + 1)); }
bad() {
  failed=$((failed + 1))
  echo "FAIL: $1" >&2
  sed 's/^/    /' "$work/out" "$work/err" >&2
}

# The folder's own api/ files win over the demo API, and --no-demo-api leaves the demo API out.
fetch() { # URL: prints the status and the body
  python3 -c 'import sys, urllib.request, urllib.error
try:
    answer = urllib.request.urlopen(sys.argv[1], timeout=5)
    print(answer.status, answer.read().decode())
except urllib.error.HTTPError as error:
    print(error.code, error.read().decode())' "$1"
}
mkdir -p "$home/api"
echo '{"accounts": ["ann"]}' >"$home/api/accounts.json"
fetch "http://127.0.0.1:$port/api/accounts" >"$work/out" 2>"$work/err"
if grep -qF '200 {"accounts": ["ann"]}' "$work/out"; then ok; else bad "serve: the folder's api/accounts.json"; fi
fetch "http://127.0.0.1:$port/api/cart" >"$work/out" 2>"$work/err"
if grep -qF '200 {' "$work/out" && grep -qF '"count"' "$work/out"; then ok; else bad "serve: the demo's /api/cart"; fi
"$bin" serve "$home" --port 0 --no-demo-api 2>"$work/bare.log" &
bare=$!
if bare_port=$(port_of "$work/bare.log"); then
  fetch "http://127.0.0.1:$bare_port/api/cart" >"$work/out" 2>"$work/err"
  if grep -qF '404 no screen at /api/cart' "$work/out"; then ok; else bad "serve --no-demo-api: /api/cart is a 404"; fi
  fetch "http://127.0.0.1:$bare_port/api/accounts" >"$work/out" 2>"$work/err"
  if grep -qF '200 {"accounts"' "$work/out"; then ok; else bad "serve --no-demo-api: the folder's own api/ file"; fi
else
  bad "serve --no-demo-api did not start: $(cat "$work/bare.log")"
fi
kill "$bare" 2>/dev/null && wait "$bare" 2>/dev/null
crash_guard_note 0 "$work/bare.log" - "$bin" serve "$home" --no-demo-api
rm -r "$home/api"

# sdui FOLDER COMMAND...: runs sdui-term in FOLDER, keeping out, err, status
sdui() {
  local folder=$1
  shift
  (cd "$folder" && "$bin" "$@" >"$work/out" 2>"$work/err" <"${stdin:-/dev/null}")
  status=$?
  crash_guard_note "$status" "$work/err" - "(in $folder)" "$bin" "$@"
}

# names FOLDER FILE: the ways a user names FILE from FOLDER, one a line:
# relative (bare from its own folder), ./relative, ../folder/relative,
# absolute, a symbolic link, a file: URL
names() {
  python3 - "$1" "$2" <<'PY'
import os, sys, urllib.parse
folder, file = sys.argv[1], sys.argv[2]
relative = os.path.relpath(file, folder)
print(relative)
print("./" + relative)
print(os.path.join("..", os.path.basename(folder), relative) if folder != "/" else "../" + relative)
print(file)
print(os.path.relpath(os.path.join(os.path.dirname(file), "link" + os.path.splitext(file)[1]), folder))
print("file://" + urllib.parse.quote(file))
PY
}

folders=("$home" / "$work/elsewhere")
url="http://127.0.0.1:$port/home"
for folder in "${folders[@]}"; do
  mapfile -t given < <(names "$folder" "$home/home.json")
  for name in "${given[@]}" - "$url"; do
    shown=$name
    case $name in
      -) shown="<stdin>" ;;
      file://*) shown="$home/home.json" ;;
      http://*) shown="$url" ;;
    esac
    [ "$name" = - ] && stdin="$home/home.json" || stdin=""
    sdui "$folder" render --size 40x6 "$name"
    if [ "$status" = 0 ] && grep -qF "Bonjour from home" "$work/out" && grep -qF "$shown:3:19: warning" "$work/err"; then
      ok
    else bad "render '$name' from '$folder': status $status, expected the frame and '$shown:3:19: warning'"; fi
    sdui "$folder" check "$name"
    if [ "$status" = 0 ] && grep -qF "$shown:3:19: warning: unknown component 'layout:colum'" "$work/out"; then ok; else
      bad "check '$name' from '$folder': status $status"
    fi
    sdui "$folder" tree "$name"
    if [ "$status" = 0 ] && grep -qF "Bonjour from home" "$work/out" && grep -qF "$shown:3:19: warning" "$work/err"; then ok; else
      bad "tree '$name' from '$folder': status $status"
    fi
    stdin=""
  done
  # a screen in a folder below, and a push to its neighbour read from disk
  sub=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$home/sub/detail.json" "$folder")
  sdui "$folder" render --size 40x6 "$sub"
  if [ "$status" = 0 ] && grep -qF "The detail screen" "$work/out"; then ok; else bad "render '$sub' from '$folder'"; fi
  sdui "$folder" render --size 40x6 --keys "Tab Enter" "${given[0]}"
  if [ "$status" = 0 ] && grep -qF "The detail screen" "$work/out"; then ok; else
    bad "render '${given[0]}' from '$folder', Enter pushes /sub/detail.json"
  fi
  # flow files named every way; their url: is read from the flow's folder
  mapfile -t flows < <(names "$folder" "$home/flow.yaml")
  shots=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$work/shots" "$folder")
  for flow in "${flows[@]:0:5}"; do
    sdui "$folder" test --screenshots "$shots" "$flow"
    if [ "$status" = 0 ] && grep -qF "1 flow: 1 passed, 0 failed" "$work/out" && [ -s "$work/shots/detail.svg" ]; then
      ok
    else bad "test '$flow' from '$folder': status $status"; fi
    rm -rf "$work/shots"
  done
  # serve named from here: its 404 names what it looked for, once
  served=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$home" "$folder")
  # the log goes first: the last folder's server printed its (closed) port into the same file
  rm -f "$work/serve2.log"
  (cd "$folder" && exec "$bin" serve "$served" --port 0 2>"$work/serve2.log") &
  other=$!
  port2=$(port_of "$work/serve2.log")
  sdui "$folder" render --size 40x6 "http://127.0.0.1:$port2/sub/detail"
  if [ "$status" = 0 ] && grep -qF "The detail screen" "$work/out"; then ok; else bad "serve '$served' from '$folder'"; fi
  sdui "$folder" render "http://127.0.0.1:$port2/nothing.json"
  if [ "$status" = 1 ] && grep -qF "(looked for nothing.json under the served directory)" "$work/err"; then ok; else
    bad "serve's 404 from '$folder' names nothing.json once"
  fi
  kill "$other" && wait "$other" 2>/dev/null
  crash_guard_note 0 "$work/serve2.log" - "(in $folder)" "$bin" serve "$served"
  # --assets and --log-file named from here
  assets=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$home/assets" "$folder")
  picture=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$home/picture.json" "$folder")
  sdui "$folder" render --size 20x8 --format ansi --assets "$assets" "$picture"
  if [ "$status" = 0 ] && grep -q $'\e\\[' "$work/out" && ! grep -qF "the logo" "$work/out"; then ok; else
    bad "render --assets '$assets' '$picture' from '$folder' draws the picture"
  fi
  sdui "$folder" render --size 20x8 --format ansi "$picture"
  if [ "$status" = 0 ] && ! grep -qF "the logo" "$work/out"; then ok; else
    bad "render '$picture' from '$folder' finds the assets folder beside it"
  fi
  rm -f "$work/engine.log"
  log=$(python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$work/engine.log" "$folder")
  sdui "$folder" render --log-file "$log" "${given[0]}"
  if [ "$status" = 0 ] && [ -f "$work/engine.log" ]; then ok; else bad "render --log-file '$log' from '$folder'"; fi
done

# Bad sources, named bare from their own folder: one clear line, exit 1.
bad_source() { # name, the words the line must hold beside the name, and the commands (default all three)
  local name=$1 words=$2 command
  for command in ${3:-render check tree}; do
    (cd "$home/bad" && timeout 20 "$bin" "$command" "$name" >"$work/out" 2>"$work/err" </dev/null)
    status=$?
    crash_guard_note "$status" "$work/err" - "(in $home/bad)" "$bin" "$command" "$name"
    local lines
    lines=$(grep -c "error" "$work/out" "$work/err" | awk -F: '{ n += $2 } END { print n }')
    if [ "$status" = 1 ] && grep -F "$words" "$work/out" "$work/err" | grep -qF "$name" && [ "$lines" -le 2 ]; then
      ok
    else
      bad "$command '$name': status $status, expected exit 1 and one line with '$words'"
    fi
  done
}
bad_source adir "is a directory" "render tree"
# check takes a folder for every screen and flow below it.
bad_source adir "no screen (.json, .jsonl) or flow (.yaml, .yml) below adir" check
bad_source empty.json "is empty"
bad_source junk.json "1:1: error: invalid JSON"
bad_source missing.json "no such file or directory"
bad_source fifo.json "is a FIFO that nothing wrote to"
bad_source huge.json "is 100 MiB; a screen may have at most 16 MiB"

# The interactive terminal, under tmux: a bare name from its own folder,
# with --watch and --record named bare too, quits with q.
pane() { # FOLDER COMMAND: runs the command in a fresh 100x30 pane (the old server gone first: a new
  # session started while it shuts down can fail, as a loaded run once saw)
  "${tmux_cmd[@]}" kill-server 2>/dev/null
  for _ in $(seq 1 40); do
    "${tmux_cmd[@]}" has-session 2>/dev/null || break
    sleep 0.05
  done
  rm -f "$work/exit" "$work/pane.log"
  for _ in 1 2 3 4 5; do
    "${tmux_cmd[@]}" new-session -d -s any -x 100 -y 30 "env -i PATH='$PATH' HOME='$HOME' bash --norc --noprofile" \
      2>/dev/null && break
    sleep 0.2
  done
  "${tmux_cmd[@]}" pipe-pane -t any "cat >> '$work/pane.log'"
  "${tmux_cmd[@]}" send-keys -t any "cd '$1' && TERM=screen-256color $2; echo \$? > '$work/exit'" Enter
}
sees() {
  for _ in $(seq 1 80); do
    "${tmux_cmd[@]}" capture-pane -p -t any | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
quits() { # name, expected status
  "${tmux_cmd[@]}" send-keys -t any q
  for _ in $(seq 1 50); do [ -s "$work/exit" ] && break; sleep 0.1; done
  local status
  status=$(cat "$work/exit" 2>/dev/null || echo none)
  crash_guard_note "${status/none/0}" "$work/pane.log" "$2" "$1 (in tmux)"
  if [ "$status" = "$2" ]; then ok; else failed=$((failed + 1)); echo "FAIL: $1: exit status $status" >&2; fi
}
pane "$home" "'$bin' home.json --watch --record run.cast --log-file engine.log"
if sees "Bonjour from home" && sees "home.json"; then ok; else
  failed=$((failed + 1))
  echo "FAIL: sdui-term home.json under tmux does not show the screen:" >&2
  "${tmux_cmd[@]}" capture-pane -p -t any | sed 's/^/    /' >&2
fi
quits "sdui-term home.json --watch --record run.cast" 0
if [ -s "$home/run.cast" ] && [ -f "$home/engine.log" ]; then ok; else
  failed=$((failed + 1))
  echo "FAIL: --record run.cast and --log-file engine.log, named bare, were not written" >&2
fi
pane "$work/elsewhere" "'$bin' '../Mes écrans/app/sub/detail.json'"
if sees "The detail screen"; then ok; else failed=$((failed + 1)); echo "FAIL: sdui-term ../folder/name" >&2; fi
quits "sdui-term ../Mes écrans/app/sub/detail.json" 0
pane / "'$bin' demo --screens '$root/Screens'"
if sees "Nimbus store"; then ok; else failed=$((failed + 1)); echo "FAIL: sdui-term demo from /" >&2; fi
quits "sdui-term demo --screens from /" 0
# Installed as the package lays it out, demo finds its screens beside the program.
mkdir -p "$work/prefix/bin" "$work/prefix/share/sdui-term"
cp "$bin" "$work/prefix/bin/sdui-term" && cp -R "$root/Screens" "$work/prefix/share/sdui-term/Screens"
pane / "'$work/prefix/bin/sdui-term' demo"
if sees "Nimbus store"; then ok; else failed=$((failed + 1)); echo "FAIL: an installed sdui-term demo from /" >&2; fi
quits "an installed sdui-term demo from /" 0
# Run from another folder, the built program finds the screens of the checkout it was built in.
pane / "'$bin' demo"
if sees "Nimbus store"; then ok; else failed=$((failed + 1)); echo "FAIL: the built sdui-term demo from /" >&2; fi
quits "the built sdui-term demo from /" 0
# With no screens anywhere it looks, it says where it looked and what to do, and names no build path.
if [ -d /usr/local/share/sdui-term/Screens ] || [ -d /usr/share/sdui-term/Screens ]; then
  echo "note: a demo is installed on this machine; the message of a demo with no screens is not checked"
else
  mkdir -p "$work/lonely"
  cp "$bin" "$work/lonely/sdui-term"
  (cd / && "$work/lonely/sdui-term" demo >"$work/out" 2>"$work/err" </dev/null)
  status=$?
  crash_guard_note "$status" "$work/err" - "(in /)" "$work/lonely/sdui-term" demo
  if [ "$status" = 1 ] &&
    grep -qF "no demo screens: looked in Screens, /usr/local/share/sdui-term/Screens and /usr/share/sdui-term/Screens; run sdui-term demo from the sdui-term checkout, install it (make install" "$work/err" &&
    ! grep -qF ".build" "$work/err"; then
    ok
  else bad "a demo with no screens: status $status, expected where it looked and what to do"; fi
fi

kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
crash_guard_note 0 "$work/serve.log" - "$bin" serve "$home"
crash_guard_report || failed=$((failed + 1))
echo "anywhere: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
