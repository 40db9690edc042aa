#!/usr/bin/env bash
# The author's loop under tmux: a screen opened from a real HTTP server
# (`sdui-term serve`) follows the server's changes with --watch (polled,
# within 2 s), and with --hot-reload follows a real websocket server (Python's
# `websockets`, speaking Nimbus's protocol; within 0.5 s) and serve's own,
# keeping the state and the focus; a server that goes is named on the status
# line, and one that comes back is taken up again.
#
#     Tests/tmux/live-reload.sh PATH/TO/sdui-term PYTHON
#
# PYTHON must have websockets (`make check-venv` makes one).
set -u
[ $# -eq 2 ] || { echo "usage: live-reload.sh PATH/TO/sdui-term PYTHON" >&2; exit 2; }
BIN=$(realpath "$1")
PYTHON=$2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
# shellcheck source=Tests/tmux/lib.sh
source "$(dirname "$0")/lib.sh"
KEYS_TERM="TERM=screen-256color"
SITE="$WORK/site"
mkdir -p "$SITE"
trap '"${TMUX_CMD[@]}" kill-server 2>/dev/null; kill $(jobs -p) 2>/dev/null; rm -rf "$WORK"' EXIT

# counter LABEL: a screen with a count and two touchables
counter() {
  cat >"$SITE/counter.json.new" <<JSON
{"_:component": "layout:column", "id": "root", "state": {"n": 0}, "children": [
  {"_:component": "layout:text", "properties": {"text": "$1 @{n}"}},
  {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
    {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
   "children": [{"_:component": "layout:text", "properties": {"text": "add one"}}]},
  {"_:component": "layout:touchable", "id": "reset", "properties": {"onPress": [
    {"_:action": "setState", "properties": {"path": "n", "value": 0}}]},
   "children": [{"_:component": "layout:text", "properties": {"text": "reset"}}]}]}
JSON
  mv "$SITE/counter.json.new" "$SITE/counter.json"
}

# start_serve LOG [ARGS...]: serve the site; sets SERVE (its pid) and PORT
start_serve() {
  local log=$1
  shift
  : >"$log"
  "$BIN" serve "$SITE" "$@" 2>"$log" &
  SERVE=$!
  PORT=
  for _ in $(seq 1 100); do
    PORT=$(sed -n 's|.*127.0.0.1:\([0-9]*\)/ (C-c.*|\1|p' "$log" | head -1)
    [ -n "$PORT" ] && return 0
    sleep 0.05
  done
  echo "serve did not start: $(cat "$log")"
  return 1
}

# start_sockets PORT: the Python hot-reload server; sets SOCKETS (its pid) and WSPORT
start_sockets() {
  : >"$WORK/sockets.out"
  "$PYTHON" "$ROOT/Tests/tmux/reload_server.py" "$1" "$WORK/sockets.log" >"$WORK/sockets.out" 2>&1 &
  SOCKETS=$!
  WSPORT=
  for _ in $(seq 1 100); do
    WSPORT=$(head -1 "$WORK/sockets.out")
    [ -n "$WSPORT" ] && return 0
    sleep 0.05
  done
  echo "the websocket server did not start: $(cat "$WORK/sockets.out")"
  return 1
}

# expect_in_file NAME FILE TEXT: FILE has TEXT (waiting up to 5 s)
expect_in_file() {
  for _ in $(seq 1 50); do
    grep -qF -- "$3" "$2" 2>/dev/null && { pass; return; }
    sleep 0.1
  done
  fail "$1: expected '$3' in $(basename "$2"): $(tail -3 "$2" 2>/dev/null)"
}

# within NAME MILLISECONDS TEXT: TEXT shows within MILLISECONDS of now
# (the pane read every 20 ms); says how long it took
within() {
  local start elapsed
  start=$(date +%s%N)
  while :; do
    elapsed=$((($(date +%s%N) - start) / 1000000))
    if screen | grep -qF -- "$3"; then
      echo "  $1: $elapsed ms"
      if [ "$elapsed" -le "$2" ]; then pass; else fail "$1: '$3' took $elapsed ms, more than $2"; fi
      return
    fi
    [ "$elapsed" -gt $(($2 * 4)) ] && { fail "$1: '$3' did not show within $(($2 * 4)) ms"; return; }
    sleep 0.02
  done
}

# --- --watch over HTTP: polled conditional requests ---------------------------
counter "before"
start_serve "$WORK/serve.log" --port 0 --no-reload || exit 1
URL="http://127.0.0.1:$PORT/counter"
launch "$KEYS_TERM" --watch "$URL"
expect "watch: first frame" "before 0"
keys Enter Enter
expect "watch: state before the change" "before 2"
keys Tab
expect_focus "watch: the focus before the change" "reset"
counter "after"
within "watch: the change shows (polling, default interval)" 2000 "after 2"
expect "watch: the status line says so" "reloaded $URL"
expect_focus "watch: the focus stays" "reset"
expect_in_file "watch: the polls are conditional" "$WORK/serve.log" "GET /counter 304"
kill "$SERVE"
wait "$SERVE" 2>/dev/null
expect "watch: a server that went is named" "server gone: $URL"
expect "watch: the screen stays" "after 2"
counter "back"
start_serve "$WORK/serve.log" --port "$PORT" --no-reload || exit 1
expect "watch: a server that came back is taken up again" "back 2"
expect_not "watch: and the status line forgets it went" "server gone"
keys q
finished "watch: q" 0
kill "$SERVE"

# --- --hot-reload: Nimbus's protocol on a Python websocket server -------------
counter "before"
start_serve "$WORK/serve.log" --port 0 --no-reload || exit 1
URL="http://127.0.0.1:$PORT/counter"
start_sockets 0 || exit 1
launch "$KEYS_TERM" --hot-reload "ws://127.0.0.1:$WSPORT" "$URL"
expect "hot reload: connected" "hot reload: connected to ws://127.0.0.1:$WSPORT"
expect_in_file "hot reload: the client names its platform" "$WORK/sockets.log" 'message {"platform":"sdui-term"}'
keys Enter Enter Enter Tab
expect "hot reload: state before the reload" "before 3"
counter "after"
kill -USR1 "$SOCKETS"
within "hot reload: the screen reloads on 'reload'" 500 "after 3"
expect_focus "hot reload: the focus stays" "reset"
kill "$SOCKETS"
wait "$SOCKETS" 2>/dev/null
expect "hot reload: a server that went is named" "hot reload: ws://127.0.0.1:$WSPORT"
expect "hot reload: and tried again" "; retrying"
counter "restarted"
start_sockets "$WSPORT" || exit 1
expect "hot reload: connected again, and reloaded, since the server restarted" "restarted 3"
expect_not "hot reload: the status line no longer says it is down" "retrying"
keys q
finished "hot reload: q" 0
kill "$SOCKETS" "$SERVE"

# --- --hot-reload on serve's own socket: an author editing JSON by hand --------
counter "before"
start_serve "$WORK/serve.log" --port 0 || exit 1
URL="http://127.0.0.1:$PORT/counter"
launch "$KEYS_TERM" --hot-reload "ws://127.0.0.1:$PORT" "$URL"
expect "serve's socket: connected" "hot reload: connected"
keys Enter
expect "serve's socket: state" "before 1"
counter "edited"
within "serve's socket: an edit reloads (two looks at the folder, then 'reload')" 1500 "edited 1"
expect_in_file "serve's socket: serve says it told the client" "$WORK/serve.log" "changed; told 1 client"
keys q
finished "serve's socket: q" 0
kill "$SERVE"

crash_guard_report || failed=$((failed + 1))
echo "tmux live reload: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
