#!/usr/bin/env bash
# Walks every flow of Screens/ end to end, as a person would: `sdui-term
# serve` runs on a free loopback port, and `render --keys` presses the keys
# of each step from the index, asserting the screen it shows.
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

walk() { # path, keys, then options: renders after the keys into $work/frame
  local path=$1 keys=$2
  shift 2
  "$bin" render --library demo --library store "http://127.0.0.1:$port$path" --size 80x24 --keys "$keys" "$@" \
    >"$work/frame" 2>"$work/err"
  echo $? >"$work/status"
  crash_guard_note "$(cat "$work/status")" "$work/err" - "$bin" render "http://127.0.0.1:$port$path" --keys "$keys" "$@"
}

shows() { # step name, then texts the frame must all contain
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

hides() { # step name, then a text the frame must not contain
  if grep -qF -- "$2" "$work/frame"; then
    failed=$((failed + 1))
    echo "FAIL: $1: '$2' is on the screen" >&2
  else
    passed=$((passed + 1))
  fi
}

start_server
walk /index ""
shows "index" "sdui-term demo" "Nimbus store" "Beagle sign-in" "Errors and failures"

# The Nimbus store: products → product → added (presented) → cart → address → payment → order.
store="Enter"
walk /index "$store"
shows "store: products load from the API" "‹ Store" "Cart (0)" "Espresso cup" '$4.90'
walk /index "$store Tab Enter"
shows "store: product" "Price: \$4.90" "Add to cart"
walk /index "$store Tab Enter Enter"
shows "store: added, presented over the product" "presented · layer 2 of 2" "Espresso cup is in your cart." "1 item(s)"
walk /index "$store Tab Enter Enter Esc"
shows "store: Esc dismisses the presented stack" "‹ Espresso cup" "Add to cart"
hides "store: the layer is gone" "presented · layer"
walk /index "$store Tab Enter Enter Tab Enter"
shows "store: dismiss then push the cart" "Your cart" "Espresso cup × 3" "Total: \$14.70" "Checkout"
walk /index "$store Tab Enter Enter Tab Enter Enter"
shows "store: remove empties the cart" "The cart is empty." "Total: \$0.00"
address="$store Tab Enter Enter Tab Enter Tab Enter"
walk /index "$address"
shows "store: the address form" "Where should it go?" "[Name" "[Street" "[City"
walk /index "$address Tab Tab Tab Enter"
shows "store: the address form checks its fields" "Please fill in the name, street and city."
payment="$address \"Ann Lee\" Tab \"1 Main St\" Tab \"Lisbon\" Tab Enter"
walk /index "$payment"
shows "store: payment gets the address as view state" "How will you pay?" "Deliver to Ann Lee, 1 Main St, Lisbon" "(•) Card"
walk /index "$payment Tab Enter"
shows "store: a choice sets state" "(•) Cash on delivery" "( ) Card"
walk /index "$payment Tab Enter Tab Enter"
# Each walk starts from the index and adds the product again: five since the cart was emptied.
shows "store: the order is placed" "Order A-1001 is placed." "5 item(s), \$24.50, paid by cash." "It goes to Ann Lee, Lisbon."
walk /index "$payment Tab Enter Tab Enter Enter"
shows "store: popTo goes back to the products" "‹ Store" "Cart (0)"
walk /index "$payment Tab Enter Tab Enter Enter Esc"
shows "store: and the products were the second screen" "sdui-term demo"

# The Beagle sign-in: validation errors from the server, alert, resetApplication.
signin="Tab Enter"
walk /index "$signin"
shows "sign-in: the form" "Sign in to the demo store" "[Email" "[Password"
walk /index "$signin \"x\" Tab \"1\" Tab Enter"
shows "sign-in: the server answers 400" "Not signed in" "Please check the form"
walk /index "$signin \"x\" Tab \"1\" Tab Enter Enter"
shows "sign-in: its errors show under the fields" "'x' is not an email address" "At least 6 characters"
walk /index "$signin \"x\" Tab \"1\" Tab Enter Enter Enter"
shows "sign-in: a field with an error stops submitForm" "Check the form" "Fix the fields marked in red first."
walk /index "$signin \"ann@example.com\" Tab \"wrong-pass\" Tab Enter"
shows "sign-in: wrong password" "Wrong email or password"
walk /index "$signin \"ann@example.com\" Tab \"sdui-term\" Tab Enter"
shows "sign-in: resetApplication to home with the navigation context" "Welcome, Ann!" "signed in as ann@example.com"
hides "sign-in: home has nothing to go back to" "‹"
walk /index "$signin \"ann@example.com\" Tab \"sdui-term\" Tab Enter Esc"
shows "sign-in: Esc on home stays" "Welcome, Ann!"
walk /index "$signin \"ann@example.com\" Tab \"sdui-term\" Tab Enter Enter Enter"
shows "sign-in: sign out resets to the index" "sdui-term demo"
walk /index "$signin Tab Tab Tab Enter"
shows "sign-in: confirm before opening" "Reset the password?" "[ Cancel ]  [ Ok ]"
printf '#!/bin/sh\nprintf "%%s\\n" "$@" >"%s/opened"\n' "$work" >"$work/browser"
chmod +x "$work/browser"
BROWSER="$work/browser" walk /index "$signin Tab Tab Tab Enter Enter"
shows "sign-in: openExternalURL asks" "Open in the browser?" "https://example.com/reset-password" "[ Open ]"
BROWSER="$work/browser" walk /index "$signin Tab Tab Tab Enter Enter Enter"
sleep 0.3
if [ "$(cat "$work/opened" 2>/dev/null)" = "https://example.com/reset-password" ]; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: sign-in: the browser got the URL as its one argument: $(cat "$work/opened" 2>&1)" >&2
fi

# The Beagle catalogue: listView pages on onScrollEnd, templates by case, pushView.
catalog="Tab Tab Enter"
walk /index "$catalog"
# Eight products do not fill the list, so its end is in view and a second page loads.
shows "catalogue: pages until the list is full" "16 of 48 products · page 2" "Espresso cup" "★ Oak board"
walk /index "$catalog End"
shows "catalogue: End reaches the end and loads the next page" "24 of 48 products · page 3" "Bamboo tray (blue)"
walk /index "$catalog End r"
shows "catalogue: r in the list runs pullToRefresh's onPull, which starts again" "16 of 48 products · page 2"
walk /index "$catalog Tab Enter"
shows "catalogue: pushView with the item as navigation context" "‹ Product" "Pour-over kettle, item 2 of the 48" "Price: \$12.25"
walk /index "$catalog Tab Enter Enter"
shows "catalogue: popView" "16 of 48 products · page 2"

# The errors page: every failure is an error view with Retry and Back; the stack survives.
errors="Tab Tab Tab Tab Tab Tab Tab Enter"
walk /index "$errors"
shows "errors: the page" "Errors and failures" "A 500 from the server"
walk /index "$errors Enter"
shows "errors: a 500" "Could not load this screen" "Status  500" "The demo backend answered 500 on purpose." "[ Retry ]  [ Back ]"
walk /index "$errors Enter Enter"
shows "errors: Retry fails again" "Status  500"
walk /index "$errors Enter Tab Enter"
shows "errors: Back keeps the stack" "Errors and failures"
walk /index "$errors Enter Esc Esc"
shows "errors: and Esc goes on back" "sdui-term demo"
walk /index "$errors Tab Enter"
shows "errors: invalid JSON names the position" "the document is not a screen" "fault/invalid-json:1:79: error: invalid JSON"
walk /index "$errors Tab Tab Enter" --connect-timeout 1
shows "errors: a slow load times out" "no answer within 1 s"
walk /index "$errors Tab Tab Tab Enter"
shows "errors: a truncated body" "Could not load this screen" "fault/truncated"
walk /index "$errors Tab Tab Tab Tab Enter"
shows "errors: a redirect loop" "more than 5 redirects"
walk /index "$errors Tab Tab Tab Tab Tab Enter"
shows "errors: a missing screen" "Status  404" "no screen at /no/such/screen"
walk /index "$errors Tab Tab Tab Tab Tab Tab Enter"
shows "errors: the fallback" "This is the fallback screen the push carried."
walk /index "$errors Tab Tab Tab Tab Tab Tab Tab Enter"
shows "errors: an unknown component and the rest" "acme:carousel" "After the unknown component."

# The rest of the index.
walk /index "Tab Tab Tab Enter"
shows "gallery: Nimbus" "layout:row with mainAxisAlignment spaceBetween"
walk /index "Tab Tab Tab Tab Enter"
shows "gallery: Beagle" "flexDirection ROW, justifyContent SPACE_AROUND"
walk /index "Tab Tab Tab Tab Tab Enter Tab Enter Enter"
shows "playground" "Counter: 2" "sum(1, 2, 3.5) → 6.5"
walk /index "Tab Tab Tab Tab Tab Tab Enter End"
shows "10,000 items" "Item 10000"

custom="Tab Tab Tab Tab Tab Tab Tab Tab Enter"
walk /index "$custom Right"
shows "demo library: a focused demo:rating takes Right" "Your rating: ★★★★☆ (4 of 5)" "Initials: AL"
walk /index "$custom Tab Enter"
shows "demo library: a demo:checkbox takes Enter" "[x] Tell me when a rating changes"
walk /index "$custom Tab Tab Tab Enter"
shows "demo library: the demo:toast action" "Thanks, Ada Lovelace! You gave 3 stars."

# Screens open from files too, their neighbours read from disk.
"$bin" render --library demo --library store "$root/Screens/index.json" --size 80x24 --keys "Tab Tab Tab Enter" >"$work/frame" 2>"$work/err"
crash_guard_note $? "$work/err" - "$bin" render "$root/Screens/index.json" --keys "Tab Tab Tab Enter"
shows "from a file, / URLs read the file's directory" "layout:row with mainAxisAlignment spaceBetween"

# The same flows as YAML files, through `sdui-term test` (Screens/flows).
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
check "test: every flow of Screens/flows passes" 0 \
  "$bin" test "$root/Screens/flows" -e "$host" $libraries --screenshots "$work/shots" --junit "$work/junit.xml" \
  --record "$work/run.cast"
says "test: one line a flow and a summary" "PASS  Add to cart" "PASS  Check out" "PASS  Sign in" \
  "PASS  Browse the catalogue" "PASS  Cart through the API" "5 flows: 5 passed, 0 failed"
says "test: the bundled script's console.log" "LOG   $root/Screens/flows/store-api.yaml:10:5: emptied the cart of"
if python3 -c "
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1]); s = d.getElementsByTagName('testsuite')[0]
assert s.getAttribute('tests') == '5' and s.getAttribute('failures') == '0', s.toxml()
assert len(d.getElementsByTagName('testcase')) == 5
" "$work/junit.xml" && python3 -c "
import json, sys
for name in ['add-to-cart', 'check-out', 'sign-in', 'browse-the-catalogue', 'cart-through-the-api']:
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
check "test: --tags and --jobs 2" 0 "$bin" test "$root/Screens/flows" -e "$host" $libraries --tags beagle --jobs 2
says "test: only the Beagle flows" "2 flows: 2 passed, 0 failed"
mkdir -p "$work/bad"
cat >"$work/bad/wrong.yaml" <<FLOW
url: \${HOST}/index
---
- launchApp
- tapOn: Nimbus store
- tapOn: Espresso cup
- tapOn: Add to crat
FLOW
check "test: a failing flow exits 1" 1 "$bin" test "$work/bad/wrong.yaml" -e "$host" $libraries
says "test: the failure names the step, the nearest text and shows the frame" \
  "FAIL  wrong" "wrong.yaml:6:3: 'tapOn: Add to crat' failed" 'the nearest: "Add to cart"' "│ ‹ Espresso cup" \
  "1 flows: 0 passed, 1 failed"
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
  "1 flows: 1 passed, 0 failed"
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
  "1 flows: 1 passed, 0 failed"
if grep -q "<system-out>WARN  .*Tap what is not there" "$work/maestro/junit.xml"; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL: test: the JUnit report keeps the warning" >&2; fi
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
  "1 flows: 1 passed, 0 failed"
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
  "1 flows: 1 passed, 0 failed"
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

kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
crash_guard_note 0 "$work/serve.log" - "$bin" serve "$root/Screens" --port 0
crash_guard_report || failed=$((failed + 1))
echo "flows: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
