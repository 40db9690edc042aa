#!/usr/bin/env bash
# End-to-end tests of the sdui-term command line: exit statuses, output
# formats, standard input and error messages, run against the built binary.
# Usage: Tests/cli/run.sh PATH/TO/sdui-term
set -u
bin=${1:?usage: run.sh PATH/TO/sdui-term}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/Tests/lib/crash-guard.sh"
passed=0
failed=0

check() { # name, then a command that must succeed
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name" >&2
  fi
}

run() { # runs sdui-term, keeping stdout, stderr and the exit status
  "$bin" "$@" >"$work/out" 2>"$work/err"
  echo $? >"$work/status"
  crash_guard_note "$(cat "$work/status")" "$work/err" - "$bin" "$@"
}

status_is() { [ "$(cat "$work/status")" = "$1" ]; }
err_has() { grep -qF -- "$1" "$work/err"; }
out_has() { grep -qF -- "$1" "$work/out"; }

run --version
check "--version output" [ "$(cat "$work/out")" = "0.1.0" ]

run
check "the bare command asks for a SOURCE or an agent" err_has "give a SOURCE (a file, an http(s) URL or '-'), --a2a URL or --mcp COMMAND"
check "the bare command's usage says SOURCE" err_has "sdui-term open [<options>] [<SOURCE>]"
run render Screens/index.json --say hi
check "--say needs an agent" err_has "--say needs --a2a URL"
run render Screens/index.json --a2a http://127.0.0.1:9/
check "a SOURCE and an agent are not both taken" err_has "give one of a SOURCE, --a2a URL and --mcp COMMAND, not more"
run render --mcp " "
check "--mcp needs a command" err_has "--mcp needs the command that starts the server"
run --help
check "--help lists check" out_has "check"
check "--help lists tree" out_has "tree"

run check "$root/Screens/big-list.json" "$root/Screens/nimbus/long-list.json" "$root/Screens/beagle/welcome.json"
check "check passes on the bundled screens" status_is 0
check "check prints nothing for clean screens" [ ! -s "$work/out" ]
check "check summarises on stderr" err_has "checked 3 files: 0 errors, 0 warnings"

run check "$root/Screens/nimbus/counter.json"
check "check passes a screen that sets a property a terminal does not draw" status_is 0
check "check says where a property is not drawn, and how often" \
  out_has "counter.json:14:54: warning: 'size' of 'layout:text' is not drawn in a terminal: a terminal has one font size"

cat >"$work/broken.json" <<'JSON'
{
  "_:component": "layout:lifecycle",
  "properties": {
    "onInit": [{ "_:action": "setState", "path": "test", "value": 1 }]
  }
}
JSON
run check "$work/broken.json"
check "check exits 1 on errors" status_is 1
check "check names file, line and column" out_has "$work/broken.json:4:42: error: 'path' of action 'setState' must be inside 'properties'; Nimbus ignores it here (at \$.properties.onInit[0].path)"

run check - <"$work/broken.json"
check "check reads standard input" out_has "<stdin>:4:42: error:"

run check --format json "$work/broken.json"
check "check --format json is valid JSON" python3 -c "import json,sys; d=json.load(open('$work/out')); sys.exit(0 if d['errors']==2 and d['diagnostics'][0]['code']=='actionPropertyOutsideProperties' else 1)"
check "check --format json exits 1 on errors" status_is 1

printf '{"_:component": "layout:text", ' >"$work/truncated.json"
run check "$work/truncated.json"
check "invalid JSON is an error with a position" out_has "truncated.json:1:32: error: invalid JSON: unexpected end of input, expected '\"' to start an object key (at \$)"

run render "$work/truncated.json"
check "render of invalid JSON exits 1" status_is 1
check "render of invalid JSON says it in one line, with its position" \
  [ "$(cat "$work/err")" = "$work/truncated.json:1:32: error: invalid JSON: unexpected end of input, expected '\"' to start an object key (at \$)" ]

run check "$work/missing.json"
check "a missing file is named" out_has "cannot read '$work/missing.json': no such file or directory"
check "a missing file exits 1" status_is 1
run "$work/missing.json"
check "opening a missing file with no terminal says the file is missing, not that there is no terminal" \
  sh -c "[ \"\$(cat '$work/err')\" = \"error: $work/missing.json: no such file or directory\" ] && [ \"\$(cat '$work/status')\" = 1 ]"
run "$work"
check "opening a folder with no index.json says so" err_has "is a directory with no index.json"
rm -f "$work/sent.jsonl"
run render --size 60x14 --send-log "$work/sent.jsonl" --keys 'Tab "Ann" Tab Tab Tab Tab Tab Enter Tab Enter' \
  "$root/Screens/a2ui/table-booking.json"
check "an A2UI button's event is appended to --send-log as the action message, its context resolved" \
  python3 -c "import json,sys; m=[json.loads(l) for l in open('$work/sent.jsonl')]; a=m[-1]['action']; sys.exit(0 if len(m)==1 and a['name']=='book' and a['sourceComponentId']=='book' and a['context']['booking']['name']=='Ann' and a['context']['booking']['agreed'] is True else 1)"
cat >"$work/book.yaml" <<EOF
url: $root/Screens/a2ui/table-booking.json
---
- launchApp
- tapOn: Your name
- inputText: Ann
- tapOn: I agree to the cancellation policy
- assertVisible:
    text: I agree to the cancellation policy
    checked: true
- tapOn: Book
EOF
rm -f "$work/sent.jsonl"
run test --send-log "$work/sent.jsonl" "$work/book.yaml"
check "a flow finds an A2UI check box by its label, taps it and the button, and the action goes to --send-log" \
  sh -c "[ \"\$(cat '$work/status')\" = 0 ] && grep -q '\"name\":\"book\"' '$work/sent.jsonl'"
"$bin" render --size 60x14 - <"$root/Screens/a2ui/table-booking.json" >"$work/out" 2>"$work/err"
check "an A2UI stream is read from standard input" out_has "Book a table"
(cd "$work" && "$bin" serve >"$work/out" 2>"$work/err"; echo $? >"$work/status")
check "serve with no folder where there is no Screens says so and how to name one" \
  sh -c "grep -qF \"no folder 'Screens' in\" '$work/err' && grep -qF 'sdui-term serve DIR' '$work/err' && [ \"\$(cat '$work/status')\" = 1 ]"

echo '{"_:component": "layout:text"}' >"$work/nimbus.json"
run check --dialect beagle "$work/nimbus.json"
check "--dialect forces the dialect" out_has "nimbus.json:1:1: error: found '_:component', expected '_beagleComponent_'; the node is shown as unknown (at \$)"

run check --dialect klingon "$work/nimbus.json"
check "a bad --dialect is a usage error" status_is 64

# The accessibility audit: warnings, by rule, that --rules selects.
cat >"$work/a11y.json" <<'JSON'
{"_:component": "layout:column", "children": [
  {"_:component": "layout:localImage", "properties": {"id": "cup"}},
  {"_:component": "layout:text", "properties": {"text": "Sold out", "color": "#AAAAAA"}}]}
JSON
run check "$work/a11y.json"
check "check audits a screen's labels by default, as warnings" status_is 0
check "check says which image has no label, and where" \
  out_has "a11y.json:2:3: warning: 'layout:localImage' has no accessibility label, so screen readers pass over what it shows; give it accessibility.label (at \$.children[0])"
check "check leaves contrast alone unless asked" [ "$(grep -c . "$work/out")" = 1 ]
run check --format json --rules all "$work/a11y.json"
check "--rules all adds contrast, named by its rule" python3 -c "import json,sys; d=json.load(open('$work/out')); \
sys.exit(0 if [x['code'] for x in d['diagnostics']] == ['a11y-image-label', 'a11y-contrast'] else 1)"
run check --rules -a11y-image-label "$work/a11y.json"
check "--rules -ID takes a rule away" [ ! -s "$work/out" ]
run check --rules a11y-colour "$work/a11y.json"
check "an unknown rule is a usage error" status_is 64
check "an unknown rule is named, with the rules there are" \
  err_has "unknown rule 'a11y-colour' in --rules; the rules are a11y-image-label, a11y-button-label"

run tree "$root/Screens/nimbus/counter.json"
check "tree succeeds" status_is 0
check "tree matches the expected dump" diff -u "$root/Tests/cli/expected/tree-counter.txt" "$work/out"

run tree "$work/missing.json"
check "tree on a missing file exits 1" status_is 1
check "tree on a missing file says why" err_has "error: cannot read '$work/missing.json': no such file or directory"

run tree - <"$work/broken.json"
check "tree prints the tree despite errors" out_has "layout:lifecycle id=\"nimbus:1\" (generated) at 1:1"
check "tree prints diagnostics on stderr" err_has "<stdin>:4:42: error:"

run tree --resolved "$root/Screens/nimbus/counter.json"
check "tree --resolved prints the evaluated tree" out_has 'layout:text id="count-label" text="Count: 0" size=20 weight="bold"'
check "tree --resolved splices structural nodes" bash -c "! grep -q 'if id=' '$work/out'"
run tree --resolved "$root/Screens/big-list.json"
check "tree --resolved says which items of a lazy list it holds" out_has 'items="1–128 of 10000"'
check "and shows only those" bash -c "[ \$(grep -c 'id=\"row:' '$work/out') -eq 128 ]"

mkdir -p "$work/site/api"
echo '{"name": "Ann"}' >"$work/site/api/user.json"
cat >"$work/request.json" <<'JSON'
{"_:component": "layout:lifecycle", "state": {"user": null},
 "properties": {"onInit": [{"_:action": "sendRequest", "properties": {"url": "/api/user.json",
   "onSuccess": [{"_:action": "setState", "properties": {"path": "user", "value": "@{onSuccess.data}"}},
                 {"_:action": "log", "properties": {"message": "loaded @{user.name}"}}]}}]},
 "children": [{"_:component": "layout:text", "id": "t", "properties": {"text": "Hello @{user.name}"}}]}
JSON
python3 -c '
import http.server, socketserver, sys, os
os.chdir(sys.argv[1])
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args): pass
server = socketserver.TCPServer(("127.0.0.1", 0), Quiet)
open(sys.argv[2], "w").write(str(server.server_address[1]))
server.serve_forever()' "$work/site" "$work/port" &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
run tree --resolved --base-url "http://127.0.0.1:$(cat "$work/port")" --log-file "$work/engine.log" "$work/request.json"
kill "$server" 2>/dev/null
check "tree --resolved waits for onInit requests" out_has 'text="Hello Ann"'
check "--log-file receives log actions" grep -q "info sdui-term.engine: .*request.json:.*: loaded Ann" "$work/engine.log"
check "--log-file keeps standard error clean" [ ! -s "$work/err" ]

# The sample libraries are registered only when asked for.
run check "$root/Screens/store/address.json"
check "without --library a sample component is unknown" out_has "unknown component 'store:textInput'"
run check --library store "$root/Screens/store/address.json"
check "--library store registers the store sample" status_is 0
check "--library store: its components are known" sh -c "! grep -qF 'unknown component' '$work/out'"
run render --library bogus "$root/Screens/store/address.json"
check "--library names the libraries there are" err_has "one of 'demo' and 'store'"
run render --help
check "render --help lists --library" out_has "--library <library>"

run render "$root/Screens/nimbus/counter.json" --size 40x10
check "render prints exactly the requested rows" [ "$(wc -l <"$work/out")" -eq 10 ]
check "render draws the screen's title" out_has " Counter"
check "render draws evaluated text" out_has "Count: 0"

cat >"$work/numbers.json" <<'JSON'
{"_beagleComponent_": "beagle:container",
 "context": {"id": "ctx", "value": {"list": [1, 2, 3], "point": {"y": 4.0}}},
 "children": [
  {"_beagleComponent_": "beagle:text", "text": "sum: @{sum(2.0, 1)}"},
  {"_beagleComponent_": "beagle:text", "text": "inserted: @{insert(ctx.list, 3.0, 1)}"},
  {"_beagleComponent_": "beagle:text", "text": "point: @{ctx.point}"},
  {"_beagleComponent_": "beagle:text", "text": "cut: [@{substr('1', 0.0)}]"}]}
JSON
run render "$work/numbers.json" --size 40x4
check "Beagle prints a whole-number decimal alone without a fraction" out_has "sum: 3"
check "Beagle prints it so inside an array too" out_has "inserted: [1,3,2,3]"
check "Beagle prints it so inside an object too" out_has 'point: {"y":4}'
check "Beagle refuses a decimal index, as beagle-ios does" out_has "cut: []"
check "the refused index is explained where it is" err_has "'substr' start must be a whole number written without a decimal point, got number 0.0 (beagle-ios refuses it) (in '_beagle_5' at \$.children[3])"

run render "$root/Screens/nimbus/counter.json" --size 80x24 --keys '?'
check "render --keys '?' draws the help, as the terminal does" out_has "C-c always quits"
run render "$root/Screens/nimbus/counter.json" --size 80x24 --keys 'F12'
check "render --keys F12 draws the inspector" out_has "type    layout:touchable"
run render "$root/Screens/nimbus/counter.json" --size 80x24 --keys 'Enter q Enter'
check "render --keys stops at q, as the terminal quits" out_has "Count: -1"
run render "$root/Screens/nimbus/counter.json" --size 80x24 --keys 'Enter r'
check "render --keys r reloads" out_has "Count: 0"
# setsid: no controlling terminal, even when the tests run from one
setsid "$bin" "$root/Screens/nimbus/counter.json" </dev/null >"$work/out" 2>"$work/err"
echo $? >"$work/status"
crash_guard_note "$(cat "$work/status")" "$work/err" - setsid "$bin" "$root/Screens/nimbus/counter.json"
check "sdui-term without a terminal exits 1" status_is 1
check "sdui-term without a terminal points to render" err_has "sdui-term render"

run render "$root/Screens/beagle/welcome.json" --format layout-json --size 60x20
check "render --format layout-json is valid JSON with every node" python3 -c "import json,sys; d=json.load(open('$work/out')); sys.exit(0 if d['width']==60 and any(n['id']=='greet' and n['type']=='beagle:button' for n in d['nodes']) else 1)"

run render "$root/Screens/index.json" --size 0x5
check "a bad --size is a usage error" status_is 64
check "a bad --size says what is expected" err_has "--size must be WIDTHxHEIGHT"

printf '{"_:component": "layout:text", "properties": {"text": "\\u001b[31mred\\u001b]0;title\\u0007"}}' >"$work/escape.json"
run render "$work/escape.json" --size 30x2
check "render never prints an escape character" bash -c "! grep -q \$'\\x1b' '$work/out'"
check "render shows escapes visibly" out_has "^[[31mred^[]0;title^G"

run render "$root/Screens/beagle/welcome.json" --size 50x12 --keys '"Ann" Tab Enter Enter'
check "render --keys types, moves focus and activates" out_has "Hello, Ann!"
check "render --keys answers the dialog it opened" out_has "Greeted"

run render "$root/Screens/beagle/welcome.json" --size 50x12 --keys '"Ann" Tab Enter'
check "a dialog opened by a key is drawn" out_has "Nice to meet you, Ann."

run render "$root/Screens/beagle/welcome.json" --size 50x12 --keys 'paste:"Ann
Lee" Tab Enter'
check "render --keys pastes as one edit, the line break a space" out_has "Nice to meet you, Ann Lee."

run render "$root/Screens/index.json" --keys 'Tab Bogus'
check "an unknown key is a usage error" status_is 64
check "an unknown key is named" err_has "unknown key 'Bogus'"

run render "$root/Screens/nimbus/counter.json" --size 40x8 --format ansi
check "render --format ansi uses SGR sequences" grep -q $'\x1b\\[0;1;38;2;0;0;0;48;2;255;255;255m' "$work/out"
check "render --format ansi has no other escapes" bash -c "! grep -P '\\x1b\\[[0-9;]*[A-Za-ln-z]' '$work/out'"

run render "$root/Screens/nimbus/counter.json" --size 40x8 --format svg
check "render --format svg is one well-formed SVG of 40x8 cells" python3 -c '
import sys, xml.etree.ElementTree as tree
root = tree.parse(sys.argv[1]).getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("width") == "400" and root.get("height") == "160"
' "$work/out"
check "render --format svg draws the counter's text in the page's black" grep -q 'fill="#000000"[^>]*>Count: 0</text>' "$work/out"
check "render --format svg has no escapes" bash -c "! grep -q $'\x1b' '$work/out'"

# --- colors: the themes and the terminal's background -------------------------

run render "$root/Screens/nimbus/counter.json" --size 40x8 --format ansi
check "the device theme paints the page white" grep -q $'\x1b\\[0;38;2;0;0;0;48;2;255;255;255m' "$work/out"
run render "$root/Screens/nimbus/counter.json" --size 40x8 --format ansi --theme terminal
check "the terminal theme leaves the page to the terminal" bash -c "! grep -q '48;2;255;255;255' '$work/out'"
check "the terminal theme keeps attributes" grep -q $'\x1b\\[0;1m' "$work/out"
printf '%s' '{"_:component": "layout:text", "properties": {"text": "Sunny", "color": "#FFEB3B"}}' >"$work/sunny.json"
run render "$work/sunny.json" --size 20x2 --format ansi --theme terminal
check "yellow text stays yellow on the default dark terminal" grep -q "38;2;255;235;59mSunny" "$work/out"
run render "$work/sunny.json" --size 20x2 --format ansi --theme terminal --terminal-background light
check "yellow text darkens on a light terminal, keeping its hue" grep -q "38;2;130;116;0mSunny" "$work/out"
run render "$work/sunny.json" --size 20x2 --format ansi --theme terminal --terminal-background '#FDF6E3'
check "a #RRGGBB background is judged as given" grep -q "38;2;128;114;0mSunny" "$work/out"
run render "$work/sunny.json" --size 20x2 --format ansi --color 256
check "--color 256 writes palette numbers, the text's kept apart from the page's" grep -q "38;5;221;48;5;231mSunny" "$work/out"
run render "$work/sunny.json" --size 20x2 --format ansi --color 16
check "--color 16 writes the 16 colors' codes" grep -qE $'\x1b\\[0;[39][0-7];(4|10)[0-7]mSunny' "$work/out"
run render "$work/sunny.json" --size 20x2 --format ansi --color never
check "--color never writes no color" bash -c "! grep -qE '\[[0-9;]*(3|4|9|10)[0-9]m' '$work/out'"
NO_COLOR=1 "$bin" render "$work/sunny.json" --size 20x2 --format ansi >"$work/out" 2>"$work/err"
crash_guard_note $? "$work/err" - NO_COLOR=1 "$bin" render "$work/sunny.json" --size 20x2 --format ansi
check "NO_COLOR writes no color" bash -c "! grep -q '38;' '$work/out'"
run render "$work/sunny.json" --terminal-background grey
check "a bad --terminal-background is a usage error" status_is 64
check "a bad --terminal-background says what is expected" err_has "--terminal-background must be dark, light or #RRGGBB, got 'grey'"
run render "$work/sunny.json" --theme phone
check "an unknown --theme is a usage error" status_is 64

run components
check "components lists both dialects" out_has "Beagle: "
check "components: Nimbus's touchable takes a press" out_has "  layout:touchable  (children, press)"
run components --dialect nimbus --library store
check "components --library store lists the app component's own properties" \
  python3 -c "import sys; t=open('$work/out').read(); sys.exit(0 if '  store:button  (no children, press)\n    text: string, required\n    enabled: boolean = true\n' in t and 'Beagle: ' not in t else 1)"
run components --dialect beagle --format json
check "components --format json is one document" python3 -c "import json,sys; d=json.load(open('$work/out')); sys.exit(0 if d['dialect']=='beagle' and any(c['name']=='beagle:textInput' for c in d['components']) else 1)"
run components --dialect auto
check "components --dialect auto is a usage error" status_is 64

# render --watch: before each key, the page fetched over HTTP is asked again
# (If-None-Match); a server that changed the screen shows the new one, with
# the state the keys made. A bare --hot-reload takes Nimbus's default address.
changing() { # starts the server of changing_server.py (its tags: $1); sets changing_port
  : >"$work/changing.log"
  python3 "$root/Tests/cli/changing_server.py" "$work/changing.log" "$@" >"$work/changing.port" &
  changing_pid=$!
  changing_port=
  for _ in $(seq 1 100); do
    changing_port=$(head -1 "$work/changing.port")
    [ -n "$changing_port" ] && break
    sleep 0.05
  done
}
changing
run render --watch --keys "Enter Enter" --size 30x4 "http://127.0.0.1:$changing_port/counter"
check "render --watch: the changed screen, with the keys' state" out_has "version B: 2"
check "render --watch: asked without a tag, then with each tag" \
  [ "$(tr '\n' ' ' <"$work/changing.log")" = '- "A" "B" ' ]
kill "$changing_pid"
changing
run render --keys "Enter Enter" --size 30x4 "http://127.0.0.1:$changing_port/counter"
check "render without --watch: the screen as first fetched" out_has "version A: 2"
kill "$changing_pid"
# An ETag that cannot be sent back is dropped, and the page polled without it.
for tag in control long; do
  changing "$tag"
  run render --watch --keys "Enter Enter" --size 30x4 "http://127.0.0.1:$changing_port/counter"
  check "render --watch, an ETag ($tag) not sent back: the changed screen" out_has "version B: 2"
  check "render --watch, an ETag ($tag) not sent back: asked without one each time" \
    [ "$(tr '\n' ' ' <"$work/changing.log")" = '- - - ' ]
  check "render --watch, an ETag ($tag) not sent back: the log says so" \
    err_has "answered with ETag over 1024 bytes or with a control character; it is not sent back"
  kill "$changing_pid"
done
# A backend of one's own (bff_server.py): every command that fetches a
# screen names the platform as render does, and a request that runs out
# of time says which limit it ran into.
: >"$work/bff.log"
python3 "$root/Tests/cli/bff_server.py" "$work/bff.log" >"$work/bff.port" &
bff_pid=$!
bff_port=
for _ in $(seq 1 100); do
  bff_port=$(head -1 "$work/bff.port")
  [ -n "$bff_port" ] && break
  sleep 0.05
done
bff="http://127.0.0.1:$bff_port"
run render --platform Android "$bff/render"
run tree --platform Android "$bff/tree"
run tree --resolved --platform Android "$bff/resolved"
run check --platform Android "$bff/check"
run check --platform Android --dialect beagle "$bff/beagle"
check "render, tree, tree --resolved and check send the same platform headers" \
  [ "$(cat "$work/bff.log")" = "$(printf '%s Android ANDROID\n' /render /tree /resolved /check)
/beagle - ANDROID" ]
run render --timeout 2 --size 70x2 "$bff/screen"
check "an expired --timeout reaches onError as that limit" \
  out_has "GET /slow failed: no whole answer within 2 s (see --timeout)"
run render --connect-timeout 1 --size 70x2 "$bff/screen"
check "an expired --connect-timeout reaches onError as that limit" \
  out_has "GET /slow failed: no answer within 1 s (see --connect-timeout)"
run render --timeout 1 --size 70x4 "$bff/slow"
check "a page slower than --timeout is named with that limit, not as still loading" \
  sh -c "grep -qF -- '$bff/slow: no whole answer within 1 s (see --timeout)' '$work/err' && ! grep -q 'still loading' '$work/err'"
kill "$bff_pid"
run render --watch-interval 0 "$work/sunny.json"
check "--watch-interval 0 is a usage error" err_has "--watch-interval must be 0.1 to 3600 seconds"
run --hot-reload wss://localhost:3001 "$work/sunny.json"
check "--hot-reload wss:// says why not" err_has "wss:// is not supported"
run --hot-reload --help
check "a bare --hot-reload takes Nimbus's default address" status_is 0
run --hot-reload ws://localhost:0 "$work/sunny.json"
check "--hot-reload with port 0 is a usage error" err_has "its port must be 1 to 65535"
# `schema` is held to `check` on every screen by Tests/check/schema.py; here, its command line.
run schema --dialect a2ui
check "schema --dialect a2ui points to A2UI's own schemas" err_has "described by its own JSON Schemas"
run schema --dialect beagle --library store
check "schema --dialect beagle writes a 2020-12 schema with the library's components" \
  python3 -c "import json,sys; d=json.load(open('$work/out')); sys.exit(0 if d['\$schema']=='https://json-schema.org/draft/2020-12/schema' and 'component:store:button' in d['\$defs'] and 'component:beagle:text' in d['\$defs'] else 1)"
run schema
check "schema without --dialect is a usage error" status_is 64
run schema --dialect auto
check "schema --dialect auto is a usage error" status_is 64

. "$root/Tests/cli/a2ui-tools.sh"

crash_guard_report || failed=$((failed + 1))
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
