#!/usr/bin/env bash
# Runs every flow of Screens/ end to end, as a person would, through
# `sdui-term test` and the YAML flows of Screens/flows: `sdui-term serve`
# runs on a free loopback port, each flow opens the index and taps, types
# and presses its way through, asserting what each screen shows. Then the
# Maestro-shaped cases of `test` itself.
# Usage: Tests/cli/flows.sh PATH/TO/sdui-term
set -u
bin=${1:?usage: flows.sh PATH/TO/sdui-term}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
passed=0
failed=0
. "$root/Tests/lib/crash-guard.sh"

start_server() {
  [ -n "${server:-}" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  [ -f "$work/serve.log" ] && crash_guard_note 0 "$work/serve.log" - "$bin" serve "$root/Screens" --port 0
  "$bin" serve "$root/Screens" --port 0 2>"$work/serve.log" &
  server=$!
  for _ in $(seq 100); do
    port=$(sed -n 's|.* on http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/serve.log")
    [ -n "$port" ] && return 0
    sleep 0.1
  done
  echo "FAIL: the server did not start: $(cat "$work/serve.log")" >&2
  exit 1
}
trap '[ -n "${server:-}" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

shows() { # step name, then texts $work/frame must all contain
  local name=$1 text
  shift
  for text in "$@"; do
    if ! grep -qF -- "$text" "$work/frame"; then
      failed=$((failed + 1))
      echo "FAIL: $name: '$text' is not on the screen:" >&2
      sed 's/^/    /' "$work/frame" >&2
      return
    fi
  done
  passed=$((passed + 1))
}

start_server
# openExternalURL starts $BROWSER (Screens/flows/signin-reset.yaml presses
# Open): a script that writes down its arguments, never a real browser.
printf '#!/bin/sh\nprintf "%%s\\n" "$@" >"%s/opened"\n' "$work" >"$work/browser"
chmod +x "$work/browser"
export BROWSER="$work/browser"

# Screens open from files too, their neighbours read from disk.
"$bin" render --library demo --library store "$root/Screens/index.json" --size 80x24 --keys "Tab Tab Tab Enter" >"$work/frame" 2>"$work/err"
crash_guard_note $? "$work/err" - "$bin" render "$root/Screens/index.json" --keys "Tab Tab Tab Enter"
shows "from a file, / URLs read the file's directory" "layout:row with mainAxisAlignment spaceBetween"

# The flows of Screens/flows, through `sdui-term test`: the store, the
# checkout, the sign-in and its password reset, the catalogue, the errors
# page, the rest of the index, and the cart through the API.
check() { # name, expected status, then the command; keeps its output in $work/out
  local name=$1 expected=$2 status
  shift 2
  "$@" >"$work/out" 2>"$work/err"
  status=$?
  crash_guard_note "$status" "$work/err" "$expected" "$@"
  if [ "$status" -eq "$expected" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name: exit $status, expected $expected:" >&2
    sed 's/^/    /' "$work/out" "$work/err" >&2
  fi
}
says() { # name, then texts $work/out must all contain
  cp "$work/out" "$work/frame"
  shows "$@"
}
host="HOST=http://127.0.0.1:$port"
libraries="--library demo --library store"
# The errors page's slow load (3 s) times out under --connect-timeout 1;
# CONNECT_TIMEOUT tells errors.yaml to expect that.
check "test: every flow of Screens/flows passes" 0 \
  "$bin" test "$root/Screens/flows" -e "$host" -e CONNECT_TIMEOUT=1 --connect-timeout 1 $libraries \
  --screenshots "$work/shots" --junit "$work/junit.xml" --record "$work/run.cast"
# Each step a passing flow ran is a check, as each screen a walk asserted
# was: the count is the "N steps" of the PASS lines.
steps=$(sed -n 's/^PASS  .*, \([0-9][0-9]*\) steps\{0,1\}, [0-9.]* s)$/\1/p' "$work/out" | awk '{ n += $1 } END { print n + 0 }')
passed=$((passed + steps))
says "test: one line a flow and a summary" "PASS  Add to cart" "PASS  Check out" "PASS  Sign in" \
  "PASS  Reset the password" "PASS  Browse the catalogue" "PASS  Cart through the API" "PASS  Survive the errors" \
  "PASS  Tour the index" "PASS  Talk to the demo agent" "9 flows: 9 passed, 0 failed"
says "test: the bundled script's console.log" "LOG   $root/Screens/flows/store-api.yaml:10:5: emptied the cart of"
# The browser starts on its own: wait for it (up to 5 s).
for _ in $(seq 50); do
  [ -s "$work/opened" ] && break
  sleep 0.1
done
if [ "$(cat "$work/opened" 2>/dev/null)" = "https://example.com/reset-password" ]; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: sign-in: the browser got the URL as its one argument: $(cat "$work/opened" 2>&1)" >&2
fi
if python3 -c "
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1]); s = d.getElementsByTagName('testsuite')[0]
assert s.getAttribute('tests') == '9' and s.getAttribute('failures') == '0', s.toxml()
assert len(d.getElementsByTagName('testcase')) == 9
" "$work/junit.xml" && python3 -c "
import json, sys
for name in ['add-to-cart', 'check-out', 'sign-in', 'reset-the-password', 'browse-the-catalogue', 'cart-through-the-api',
             'survive-the-errors', 'tour-the-index', 'talk-to-the-demo-agent']:
    lines = open(sys.argv[1] + '/run-' + name + '.cast').read().splitlines()
    header = json.loads(lines[0])
    assert header['version'] == 2 and header['width'] == 80 and header['height'] == 24, header
    events = [json.loads(line) for line in lines[1:]]
    assert len(events) >= 5 and all(e[1] == 'o' for e in events), name
    assert [e[0] for e in events] == sorted(e[0] for e in events), name
" "$work" && [ -s "$work/shots/store-cart.svg" ] && [ -s "$work/shots/catalog-detail.svg" ]; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: test: the JUnit report, the recordings and the screenshots" >&2
fi
# What only the frame draws, no flow selects (a flow sees elements): the back
# mark, the presented layer's border, a field's and a button's brackets, the
# unknown component's label. The recordings hold every frame the flows showed.
if python3 -c "
import json, re, sys
frames = lambda name: [re.sub(r'\x1b\[[0-9;?]*[A-Za-z]', '', json.loads(line)[2])
                       for line in open(sys.argv[1] + '/run-' + name + '.cast').read().splitlines()[1:]]
wanted = {
    'add-to-cart': ['‹ Store', 'presented · layer 2 of 2', '‹ Espresso cup'],
    'check-out': ['[Name', '[Street', '[City', '‹ Store'],
    'browse-the-catalogue': ['‹ Product'],
    'reset-the-password': ['[ Cancel ]  [ Ok ]', '[ Open ]'],
    'survive-the-errors': ['Status  500', '[ Retry ]  [ Back ]', 'Status  404', 'acme:carousel'],
}
for name, texts in wanted.items():
    shown = '\n'.join(frames(name))
    for text in texts:
        assert text in shown, (name, text)
home = [frame for frame in frames('sign-in') if 'Welcome, Ann!' in frame]
assert home and not any('‹' in frame for frame in home), 'the home screen has nothing to go back to'
" "$work"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: test: the recordings show the back marks, the layer's border and the brackets" >&2
fi
# The Beagle flows share no server state (the store's flows share the cart).
check "test: --tags and --jobs 2" 0 "$bin" test "$root/Screens/flows" -e "$host" $libraries --tags beagle --jobs 2
says "test: only the Beagle flows" "3 flows: 3 passed, 0 failed"
mkdir -p "$work/bad"
cat >"$work/bad/wrong.yaml" <<FLOW
url: \${HOST}/index
---
- launchApp
- tapOn: Nimbus store
- tapOn: Espresso cup
- tapOn: Add to crat
FLOW
check "test: a failing flow exits 1" 1 "$bin" test "$work/bad/wrong.yaml" -e "$host" $libraries \
  --debug-output "$work/debug"
says "test: the failure names the step, the nearest text and shows the frame" \
  "FAIL  wrong" "wrong.yaml:6:3: 'tapOn: Add to crat' failed" 'the nearest: "Add to cart"' "│ ‹ Espresso cup" \
  "1 flow: 0 passed, 1 failed"
cat "$work/debug/commands-(wrong).json" "$work/debug/sdui-term.log" >"$work/out"
says "test: --debug-output holds each step's status, time and error, and the run's log" '"status": "COMPLETED"' \
  '"status": "FAILED"' '"duration": ' '"message": "expected an element with text' "ERROR wrong ($work/bad/wrong.yaml)"
if ls "$work/debug/"screenshot-❌-*-\(wrong\).svg >/dev/null 2>&1; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: --debug-output has the failure's frame: $(ls "$work/debug")" >&2; fi
printf 'url: x\n---\n- tapOn: Add\n- takeVideo: left\n' >"$work/bad/unsupported.yaml"
check "test: an unsupported command exits 2 at its line and column" 2 "$bin" test "$work/bad/unsupported.yaml"
says "test: the unsupported command" "ERROR $work/bad/unsupported.yaml:4:3: error: 'takeVideo' is not a command sdui-term runs"
# Maestro's own shape: appId, settings sdui-term does not use, --url, and its
# text rule (the whole text as a regex, case ignored, or literally; never a part).
mkdir -p "$work/maestro"
cat >"$work/maestro/app.yaml" <<FLOW
appId: com.example.store
jsEngine: graaljs
---
- launchApp
- assertNotVisible: Nimbus
- assertVisible: nimbus STORE
- assertVisible: "Beagle sign.in"
- tapOn: Nimbus store
- tapOn: espresso cup
- assertVisible: 'Price: \\\$4\\.90'
- assertVisible: "Price: \$4.90"
FLOW
check "test: a Maestro flow runs against --url" 0 "$bin" test "$work/maestro/app.yaml" --url "http://127.0.0.1:$port/index" \
  $libraries
says "test: its unused setting is a note" "app.yaml:2:1: note: 'jsEngine' is no configuration key sdui-term uses" \
  "1 flow: 1 passed, 0 failed"
check "test: without --url an appId flow says to give it" 1 "$bin" test "$work/maestro/app.yaml" $libraries
says "test: the missing url" "no screen to open for 'com.example.store': give \`sdui-term test --url URL\`"
printf 'appId: x\n---\n- launchApp\n- tapOn: Beagle\n' >"$work/maestro/part.yaml"
check "test: a text never selects a part of a longer one" 1 "$bin" test "$work/maestro/part.yaml" \
  --url "http://127.0.0.1:$port/index" $libraries
says "test: Beagle is not Beagle sign-in" "'tapOn: Beagle' failed"
cat >"$work/maestro/optional.yaml" <<FLOW
appId: x
---
- launchApp
- tapOn:
    text: Nowhere
    optional: true
    label: Tap what is not there
- assertVisible:
    text: Nimbus store
    label: The store is listed
FLOW
check "test: an optional step that fails is a warning and the flow goes on" 0 "$bin" test "$work/maestro/optional.yaml" \
  --url "http://127.0.0.1:$port/index" $libraries --junit "$work/maestro/junit.xml"
says "test: the warning names the step by its label" "WARN  $work/maestro/optional.yaml:4:3: 'Tap what is not there' is optional" \
  "1 flow: 1 passed, 0 failed"
if grep -q "<system-out>WARN  .*Tap what is not there" "$work/maestro/junit.xml"; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: the JUnit report keeps the warning" >&2; fi
cat >"$work/maestro/erase.yaml" <<FLOW
appId: x
---
- launchApp
- tapOn: Nimbus layout gallery
- eraseText: 3
- assertVisible: layout:row with mainAxisAlignment spaceBetween
FLOW
check "test: eraseText with no field focused erases nothing and never goes back" 0 "$bin" test \
  "$work/maestro/erase.yaml" --url "http://127.0.0.1:$port/index" $libraries
cat >"$work/maestro/commands.yaml" <<FLOW
appId: x
---
- launchApp
- hideKeyboard
- waitForAnimationToEnd:
    timeout: 500
- setLocation:
    latitude: 38.7
    longitude: -9.1
- copyTextFrom: Beagle sign-in
- openLink: http://127.0.0.1:$port/signin/form
- assertVisible: Sign in to the demo store
- tapOn: Email
- pasteText
- assertVisible: Beagle sign-in
- tapOn: Password
- inputRandomNumber:
    length: 6
- assertVisible: "••••••"
- stopApp
- launchApp
- assertVisible: Nimbus store
FLOW
check "test: Maestro's other commands run (or are skipped, for a device's)" 0 "$bin" test "$work/maestro/commands.yaml" \
  --url "http://127.0.0.1:$port/index" $libraries
says "test: the device command is skipped with why" "'setLocation' skipped: a terminal has no location" \
  "1 flow: 1 passed, 0 failed"
cat >"$work/maestro/control.yaml" <<'FLOW'
appId: x
env:
  ON: "true"
  WAIT: "2000"
onFlowStart:
  - launchApp
onFlowComplete:
  - assertVisible: Nimbus store
---
- runFlow:
    when:
      visible: Nimbus store
    commands:
      - tapOn: Nimbus store
      - assertVisible: Espresso cup
- back
- runFlow:
    when:
      notVisible: Nimbus store
    commands:
      - tapOn: Nowhere at all
- runFlow:
    when:
      platform: Android
    commands:
      - tapOn: Nowhere at all
- runFlow:
    when:
      true: ${ON}
    commands:
      - assertVisible: Beagle sign-in
- retry:
    maxRetries: 2
    commands:
      - assertVisible: Nimbus store
- extendedWaitUntil:
    visible: Nimbus store
    timeout: ${WAIT}
FLOW
check "test: onFlowStart, runFlow's when and inline commands, retry" 0 "$bin" test "$work/maestro/control.yaml" \
  --url "http://127.0.0.1:$port/index" $libraries
printf 'appId: x\n---\n- launchApp\n- retry:\n    maxRetries: 1\n    commands:\n      - assertVisible: Nowhere\n' \
  >"$work/maestro/retry.yaml"
check "test: a retry that never passes fails" 1 "$bin" test "$work/maestro/retry.yaml" --url "http://127.0.0.1:$port/index"
says "test: after saying it retried" "retry 1 of 1" "'assertVisible: Nowhere' failed"
cat >"$work/maestro/places.yaml" <<'FLOW'
appId: x
---
- launchApp
- assertVisible:
    text: Beagle sign-in
    below:
      text: Nimbus store
- assertNotVisible:
    text: Beagle sign-in
    above:
      text: Nimbus store
- tapOn:
    below:
      text: Flows
- back
- tapOn:
    point: 5, 5
FLOW
printf -- '- assertVisible: Espresso cup\n' >>"$work/maestro/places.yaml"
check "test: below and above, the nearest first" 0 "$bin" test "$work/maestro/places.yaml" \
  --url "http://127.0.0.1:$port/index" $libraries
cat >"$work/maestro/swipe.yaml" <<'FLOW'
appId: x
---
- launchApp
- assertVisible: Item 1
- swipe:
    direction: UP
- assertNotVisible: Item 1
- swipe:
    start: 50%, 30%
    end: 50%, 90%
- assertVisible: Item 1
- swipe:
    from:
      text: Item 3
    direction: UP
- assertNotVisible: Item 2
FLOW
check "test: swipe scrolls as a finger would" 0 "$bin" test "$work/maestro/swipe.yaml" \
  --url "http://127.0.0.1:$port/big-list" $libraries
# JavaScript as Maestro runs it, against the demo's API on the same server.
mkdir -p "$work/maestro/scripts"
cat >"$work/maestro/scripts/login.js" <<'SCRIPT'
// Signs in through the API; USER and PASSWORD come from the runScript's env.
const response = http.post(HOST + '/api/login', {
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({email: USER, password: PASSWORD})
})
output.login = {status: response.status, name: json(response.body).name}
console.log('signed in as ' + output.login.name + ' (' + response.status + ')')
SCRIPT
cat >"$work/maestro/scripts.yaml" <<'FLOW'
appId: com.example.store
env:
  USER: ${EMAIL || 'ann@example.com'}
---
- launchApp
- runScript:
    file: scripts/login.js
    env:
      PASSWORD: sdui-term
- assertTrue: ${output.login.status == 200 && output.login.name == 'Ann'}
- evalScript: ${output.store = 'Nimbus ' + 'store'}
- tapOn: ${output.store}
- assertVisible:
    text: ${json(http.get(HOST + '/api/products/1').body).title}
    index: ${output.login.status - 200}
- setLocation:
    latitude: 1
    longitude: 2
FLOW
check "test: scripts run as Maestro's: runScript with env, http, output, \${...} in selectors" 0 \
  "$bin" test "$work/maestro/scripts.yaml" --url "http://127.0.0.1:$port/index" -e "$host" $libraries \
  --format html --output "$work/maestro/report.html"
says "test: console.log is shown under the flow" "LOG   $work/maestro/scripts.yaml:6:3: signed in as Ann (200)" \
  "1 flow: 1 passed, 0 failed"
if grep -q "<summary>scripts : SUCCESS</summary>" "$work/maestro/report.html" &&
  grep -q "signed in as Ann (200)" "$work/maestro/report.html" &&
  grep -q "'setLocation' skipped: a terminal has no location" "$work/maestro/report.html"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL: test: the HTML report holds the flow, its log and its skipped step" >&2
fi
check "test: --format junit writes report.xml where it runs" 0 \
  sh -c "cd '$work/maestro' && '$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")' test scripts.yaml --url 'http://127.0.0.1:$port/index' -e '$host' $libraries \
    --format JUNIT --test-suite-name Nightly"
if python3 -c "
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1]); s = d.getElementsByTagName('testsuite')[0]
assert s.getAttribute('name') == 'Nightly', s.toxml()
c = d.getElementsByTagName('testcase')[0]
assert c.getAttribute('status') == 'SUCCESS', c.toxml()
assert 'setLocation' in d.getElementsByTagName('skipped')[0].getAttribute('message'), c.toxml()
" "$work/maestro/report.xml"; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: the JUnit report names the suite, the status and the skipped step" >&2; fi
cat >"$work/maestro/scripts/broken.js" <<'SCRIPT'
const answer = http.get(HOST + '/api/cart')
output.first = json(answer.body).items.first.title
SCRIPT
printf 'appId: x\n---\n- launchApp\n- runScript: scripts/broken.js\n' >"$work/maestro/broken.yaml"
check "test: a script that throws fails its step" 1 "$bin" test "$work/maestro/broken.yaml" \
  --url "http://127.0.0.1:$port/index" -e "$host" $libraries
says "test: the error names the flow's line, the script's line and column, and quotes it" \
  "broken.yaml:4:3: 'runScript: scripts/broken.js' failed: scripts/broken.js:2:45: TypeError:" \
  "    2 | output.first = json(answer.body).items.first.title"
printf 'appId: x\n---\n- launchApp\n- assertTrue: ${output.missing == 1}\n' >"$work/maestro/false.yaml"
check "test: assertTrue fails when its condition is false" 1 "$bin" test "$work/maestro/false.yaml" \
  --url "http://127.0.0.1:$port/index"
says "test: and says what it gave" "expected '\${output.missing == 1}' to be true, but it is not (it gave 'false')"
printf 'appId: x\n---\n- launchApp\n- runScript: scripts/none.js\n' >"$work/maestro/noscript.yaml"
check "test: a missing script is an error when the file is read" 2 "$bin" test "$work/maestro/noscript.yaml"
says "test: at its line and column" "noscript.yaml:4:14: error: no script 'scripts/none.js'"
check "test: --output without --format exits 2" 2 "$bin" test "$work/maestro/false.yaml" --output x.html
printf 'appId: x\n---\n- launchApp\n' >"$work/maestro/missing.yaml"
check "test: launchApp fails when the first screen cannot be loaded" 1 "$bin" test "$work/maestro/missing.yaml" \
  --url "http://127.0.0.1:$port/no/such/screen"
says "test: and says why" "'launchApp' failed: the first screen could not be loaded" "404"
check "test: a usage error exits 2" 2 "$bin" test
check "test: an unknown option exits 2" 2 "$bin" test "$root/Screens/flows" --no-such-option
check "test: a missing path exits 2" 2 "$bin" test "$work/none.yaml"
check "test: tags that leave no flow exit 2" 2 "$bin" test "$root/Screens/flows" --tags no-such-tag
cp "$work/err" "$work/out"
says "test: and name the folder and the tags" "$root/Screens/flows: error: no flow is left to run: include tags 'no-such-tag'; exclude tags none"

# A workspace as Maestro keeps one: config.yaml's patterns, tags and order.
mkdir -p "$work/ws/features/cart" "$work/ws/subflows"
: >"$work/empty.yaml"
printf 'flows: ["features/**", "*"]\nexcludeTags: [wip]\nexecutionOrder:\n  continueOnFailure: false\n  flowsOrder: [first, second]\nteam: store\n' >"$work/ws/config.yaml"
printf 'appId: x\nname: first\n---\n- launchApp\n- assertVisible: No such text\n' >"$work/ws/a.yaml"
printf 'appId: x\nname: second\n---\n- launchApp\n' >"$work/ws/b.yaml"
printf 'appId: x\ntags: [wip]\n---\n- launchApp\n' >"$work/ws/wip.yaml"
printf 'appId: x\n---\n- runFlow: ../../subflows/open.yaml\n' >"$work/ws/features/cart/cart.yaml"
printf -- '- launchApp\n- assertVisible: Nimbus store\n' >"$work/ws/subflows/open.yaml"
check "test: a workspace" 1 "$bin" test "$work/ws" --url "http://127.0.0.1:$port/index" --junit "$work/ws.xml"
says "test: executionOrder first; a failure stops the sequence; patterns reach subfolders; tags and subflows stay out" \
  "FAIL  first" "SKIP  second  ($work/ws/b.yaml): the sequence of executionOrder stopped at 'first'" \
  "PASS  cart" "3 flows: 1 passed, 1 failed, 1 not run" "config.yaml:6:1: note: 'team' is no workspace key"
cp "$work/ws.xml" "$work/out"
says "test: the JUnit report lists the flow not run as skipped" 'status="SKIPPED"' '<skipped message="the sequence'
check "test: --exclude-tags and --include-tags (and --tags, the same)" 0 "$bin" test "$work/ws" \
  --url "http://127.0.0.1:$port/index" --tags wip --exclude-tags none --config "$work/empty.yaml"
says "test: only the wip flow, config.yaml replaced" "PASS  wip" "1 flow: 1 passed, 0 failed"
printf 'appId: x\n---\n- runFlow: nowhere.yaml\n- addMedia: [../outside.png]\n' >"$work/ws/features/broken.yaml"
check "test: what a flow reaches is checked before anything runs" 2 "$bin" test "$work/ws" \
  --url "http://127.0.0.1:$port/index" --include-tags none
says "test: every error, at its line" "broken.yaml:3:3: error: no flow file 'nowhere.yaml' to run" \
  "broken.yaml:4:3: error: no media file '../outside.png'"

# --continuous runs again what a change touches: the screen a flow opened,
# then the flow itself; Ctrl-C ends it with 130.
mkdir -p "$work/cont"
printf '{"_:component":"layout:column","children":[{"_:component":"material:text","properties":{"text":"Hello"}}]}' \
  >"$work/cont/screen.json"
printf 'url: screen.json\n---\n- launchApp\n- assertVisible: Hello\n' >"$work/cont/flow.yaml"
"$bin" test -c "$work/cont/flow.yaml" >"$work/cont/out" 2>&1 &
continuous=$!
appears() { # name, the number of times TEXT must be in the output, TEXT: waits up to 20 s
  local name=$1 count=$2 text=$3
  for _ in $(seq 200); do
    [ "$(grep -cF -- "$text" "$work/cont/out")" -ge "$count" ] && { passed=$((passed + 1)); return; }
    sleep 0.1
  done
  failed=$((failed + 1))
  echo "FAIL: $name: '$text' did not appear $count time(s):" >&2
  sed 's/^/    /' "$work/cont/out" >&2
}
appears "test -c: the first run" 1 "waiting for a change"
sed -i 's/Hello/Goodbye/' "$work/cont/screen.json"
appears "test -c: a changed screen runs the flow again" 1 "FAIL  flow"
sed -i 's/Hello/Goodbye/' "$work/cont/flow.yaml"
appears "test -c: a changed flow runs again" 2 "PASS  flow"
kill -INT "$continuous"
wait "$continuous"
status=$?
# A workspace whose config.yaml is wrong at first runs once it is mended.
mkdir -p "$work/cont/ws"
cp "$work/cont/flow.yaml" "$work/cont/ws/flow.yaml"
cp "$work/cont/screen.json" "$work/cont/ws/screen.json"
printf 'flows: [\n' >"$work/cont/ws/config.yaml"
"$bin" test -c "$work/cont/ws" >"$work/cont/out" 2>&1 &
mended=$!
appears "test -c: a broken config.yaml is said" 1 "config.yaml:2:1: error: invalid YAML"
printf 'flows: ["*"]\n' >"$work/cont/ws/config.yaml"
appears "test -c: and the flows run once it is mended" 1 "PASS  flow"
kill -INT "$mended"
wait "$mended"
if [ "$status" = 130 ] && tail -1 "$work/cont/out" | grep -qx stopped; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test -c: Ctrl-C ends it with 130, got $status" >&2; fi

# Shards, as Maestro's --shard-split and --shard-all: worker processes of the
# same program, their lines under [shard N], one merged report.
mkdir -p "$work/shards"
for name in a b c d e f; do
  printf 'appId: x\nname: flow %s\n---\n- launchApp\n- assertVisible: Nimbus store\n' "$name" >"$work/shards/$name.yaml"
done
printf 'executionOrder:\n  flowsOrder: [flow f, flow c]\n' >"$work/shards/config.yaml"
shards() { "$bin" test "$work/shards" --url "http://127.0.0.1:$port/index" "$@"; }
passes() { # the flows $work/out passed, one a line, sorted
  sed -n 's/^\(\[shard [0-9]*\] \)\{0,1\}PASS  \(flow .\)  .*/\2/p' "$work/out" | sort
}
check "test: the workspace in one process" 0 shards
passes >"$work/one-process"
check "test: --shard-split 2" 0 shards --shard-split 2 --junit "$work/split.xml"
says "test: each line under its shard, one summary" "[shard 1] PASS  flow f" "[shard 2] PASS  flow a" \
  "[shard 1] 3 flows: 3 passed, 0 failed" "[shard 2] 3 flows: 3 passed, 0 failed" "6 flows: 6 passed, 0 failed"
if passes | cmp -s - "$work/one-process" && [ "$(grep -c '^\[shard [12]\] PASS' "$work/out")" = 6 ] &&
  [ "$(grep -n 'PASS  flow f' "$work/out" | cut -d: -f1)" -lt "$(grep -n 'PASS  flow c' "$work/out" | cut -d: -f1)" ] &&
  python3 -c "
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1])
cases = d.getElementsByTagName('testcase')
shard = {c.getAttribute('name'): c.getElementsByTagName('property')[0].getAttribute('value') for c in cases}
assert len(cases) == 6 and shard == {'flow f': '1', 'flow c': '1', 'flow d': '1', 'flow a': '2', 'flow b': '2',
                                     'flow e': '2'}, shard
assert [c.getAttribute('name') for c in cases][:2] == ['flow f', 'flow c']
" "$work/split.xml"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: test: --shard-split 2 passes the flows one process passes, the sequence in shard 1 in order, one JUnit report" >&2
fi
check "test: --shard-all 2" 0 shards --shard-all 2 --junit "$work/all.xml"
says "test: every flow on each shard" "[shard 1] PASS  flow a" "[shard 2] PASS  flow a" "12 flows: 12 passed, 0 failed"
if python3 -c "
import sys, xml.dom.minidom as m
cases = m.parse(sys.argv[1]).getElementsByTagName('testcase')
runs = sorted((c.getAttribute('name'), c.getElementsByTagName('property')[0].getAttribute('value')) for c in cases)
assert runs == sorted((f'flow {n}', s) for n in 'abcdef' for s in '12'), runs
" "$work/all.xml"; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: --shard-all 2's report holds each flow once a shard" >&2; fi
for index in 0 1; do
  check "test: --shard-split 2 --shard-index $index" 0 shards --shard-split 2 --shard-index "$index" \
    --junit "$work/report-$index.xml"
  passes >"$work/index-$index"
done
if [ -z "$(comm -12 "$work/index-0" "$work/index-1")" ] &&
  sort "$work/index-0" "$work/index-1" | cmp -s - "$work/one-process" &&
  grep -q '<property name="shard" value="2"/>' "$work/report-1.xml"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: test: --shard-index 0 and 1 of 2 part the flows, and the report names its shard" >&2
fi
check "test: more shards than flows" 0 shards --shard-split 9
says "test: one a flow, and a note" "NOTE  --shard-split 9: the run has 5 flows to hand out" "[shard 5] " \
  "6 flows: 6 passed, 0 failed"
check "test: --shard-index needs --shard-split" 2 shards --shard-index 0
check "test: --shard-split and --shard-all together" 2 shards --shard-split 2 --shard-all 2
check "test: --shard-index past the shards" 2 shards --shard-split 2 --shard-index 2
check "test: --shard-split 0" 2 shards --shard-split 0
# A worker killed mid-run: its flow fails, and the run says why.
mkdir -p "$work/killed"
printf 'appId: x\nname: quick\n---\n- launchApp\n' >"$work/killed/a.yaml"
printf 'appId: x\nname: waits\n---\n- launchApp\n- extendedWaitUntil:\n    visible: Never\n    timeout: 20000\n' \
  >"$work/killed/b.yaml"
"$bin" test "$work/killed" --url "http://127.0.0.1:$port/index" --shard-split 2 >"$work/out" 2>"$work/err" &
coordinator=$!
for _ in $(seq 100); do
  worker=$(pgrep -P "$coordinator" -f -- '--shard-index 1')
  [ -n "$worker" ] && kill -9 "$worker" && break
  sleep 0.1
done
wait "$coordinator"
status=$?
crash_guard_note "$status" "$work/err" 1 "$bin" test "$work/killed" --shard-split 2
if [ "$status" = 1 ]; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: a killed worker fails the run: exit $status" >&2; fi
says "test: the killed worker is reported, its flow failed" \
  "[shard 2] ERROR the worker of shard 2 was killed by signal 9" "[shard 2] FAIL  waits" "[shard 1] PASS  quick" \
  "2 flows: 1 passed, 1 failed"

kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
crash_guard_note 0 "$work/serve.log" - "$bin" serve "$root/Screens" --port 0
crash_guard_report || failed=$((failed + 1))
echo "flows: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
