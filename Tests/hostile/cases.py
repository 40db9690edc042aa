"""The hostile-input corpus: screens and answers that a server its user
does not control could send, each with what sdui-term must do with it.

Every case is a dict:
  name     what it is
  body     the file's bytes (or a function returning them, for the big ones)
  runs     the commands to run on it: "check", "render", or "render:KEYS"
  expect   text that must appear in what a run prints (stdout or stderr),
           usually the diagnostic that says where and what; or a dict
           from "check" and "render" to such text, for each kind of run;
           a tuple lists wordings any one of which will do, a list texts
           that must all appear
  status   the exit statuses allowed (default: 0 and 1, a clear failure)
  seconds  how long each run may take (default 30)
  opener   for openUrl cases: the URLs the browser may be started with

Small cases are written out here; large ones are generated, so that the
repository holds no 50 MB file.
"""

import json
import os
import struct
import zlib

N = "_:component"
B = "_beagleComponent_"


def nimbus_screen(*children, state=None, title="Hostile"):
    screen = {N: "layout:screen", "properties": {"title": title}, "children": [
        {N: "layout:column", "children": list(children)}]}
    if state is not None:
        screen["state"] = state
    return json.dumps(screen).encode()


def text(value):
    return {N: "layout:text", "properties": {"text": value}}


def button(label, actions, id="press"):
    return {N: "layout:touchable", "id": id, "properties": {"onPress": actions}, "children": [text(label)]}


def beagle_screen(*children, context=None):
    screen = {B: "beagle:screenComponent", "navigationBar": {"title": "Hostile"},
              "child": {B: "beagle:container", "children": list(children)}}
    if context is not None:
        screen["child"]["context"] = context
    return json.dumps(screen).encode()


def nested(depth, opening, closing, middle=b"1"):
    return opening * depth + middle + closing * depth


# Characters that must never reach the terminal as they are.
ESCAPES = {
    "esc-csi": "\u001b[2J\u001b[31mred",
    "osc-title": "\u001b]0;pwned\u0007title",
    "osc52-clipboard": "\u001b]52;c;cm0gLXJmIH4=\u0007clip",
    "c1-csi": "\u009b31mc1",
    "bidi-override": "\u202egnp.exe",
    "bidi-isolate": "a\u2066b\u2069c",
    "zero-width": "zero\u200bwidth\u2060joiner\ufeff",
    "nul-and-bell": "nul\u0000bell\u0007del\u007f",
    "dcs-sixel": "\u001bPq#0;2;0;0;0\u001b\\dcs",
}


def text_bearing_cases():
    """Every escape in every text-bearing place of both dialects."""
    cases = []
    for kind, value in ESCAPES.items():
        cases.append({"name": f"{kind} in a Nimbus text", "body": nimbus_screen(text(value))})
        cases.append({"name": f"{kind} in a Nimbus screen title",
                      "body": nimbus_screen(text("body"), title=value)})
        cases.append({"name": f"{kind} in a Beagle button, input and text", "body": beagle_screen(
            {B: "beagle:button", "text": value},
            {B: "beagle:textInput", "placeholder": value, "value": value},
            {B: "beagle:text", "text": value})})
        cases.append({"name": f"{kind} in an alert opened by a key", "runs": ["render:Enter"],
                      "body": nimbus_screen(button("go", [
                          {"_:action": "alert", "properties": {"message": value}}]))})
        cases.append({"name": f"{kind} in an unknown component's name", "runs": ["check", "render"],
                      "expect": "unknown component",
                      "body": nimbus_screen({N: "acme:" + value})})
    return cases


A2UI_SURFACE = (b'{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": '
                b'"https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}\n')


def a2ui_chain():
    """A flat list of components, each the one child of the one before: no deep JSON, a deep tree."""
    components = [{"id": "root", "component": "Column", "children": ["n1"]}]
    components += [{"id": f"n{i}", "component": "Column", "children": [f"n{i + 1}"]} for i in range(1, 9_999)]
    components.append({"id": "n9999", "component": "Text", "text": "deep"})
    update = {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": components}}
    return A2UI_SURFACE + json.dumps(update).encode() + b"\n"


def a2ui_broken_lines():
    return A2UI_SURFACE + b"garbage\n" * 1_000_000


def deep_components():
    depth = 100_000
    return (f'{{"{N}": "layout:column", "children": [' * depth + f'{{"{N}": "layout:text"}}' + "]}" * depth).encode()


def million_children():
    child = f'{{"{N}": "layout:text", "properties": {{"text": "x"}}}}'
    return (f'{{"{N}": "layout:lazyColumn", "children": [' + ",".join([child] * 1_000_000) + "]}").encode()


def hundred_thousand_children():
    child = f'{{"{N}": "layout:text", "properties": {{"text": "x"}}}}'
    return (f'{{"{N}": "layout:column", "children": [' + ",".join([child] * 100_000) + "]}").encode()


def fifty_megabytes():
    return nimbus_screen(text("A" * (50 << 20)))


def operation_bomb():
    depth = 10_000
    return nimbus_screen(text("@{" + "sum(" * depth + "1" + ", 1)" * depth + "}"))


def template_bomb():
    return nimbus_screen(text("@{a}" * 200_000), state={"a": "x"})


def path_bomb():
    return nimbus_screen(button("go", [{"_:action": "setState", "properties": {
        "path": ".".join(["a"] * 100_000), "value": 1}}]), state={"a": {}})


def index_bomb():
    return nimbus_screen(button("go", [{"_:action": "setState", "properties": {
        "path": "items[999999999]", "value": 1}}]), text("@{items}"), state={"items": []})


def self_push():
    return nimbus_screen(text("again"), button("again", [
        {"_:action": "push", "properties": {"url": "/self.json"}}]))


def cases():
    wrong = json.dumps
    return [
        # Not JSON, or not quite.
        {"name": "an empty file", "body": b"", "expect": "error"},
        {"name": "only spaces", "body": b"   \n\t ", "expect": "error"},
        {"name": "a truncated object", "body": b'{"_:component": "layout:text", "properties": {"text": "hi"',
         "expect": ":1:"},
        {"name": "a truncated string", "body": b'{"_:component": "layout:te', "expect": ":1:"},
        {"name": "a truncated escape", "body": b'{"_:component": "layout:text", "properties": {"text": "\\u00',
         "expect": ":1:"},
        {"name": "garbage after the document", "body": b'{"_:component": "layout:text"} trailing',
         "expect": ":1:"},
        {"name": "single quotes", "body": b"{'_:component': 'layout:text'}", "expect": ":1:"},
        {"name": "a comment", "body": b'// hi\n{"_:component": "layout:text"}', "expect": ":1:"},
        {"name": "NaN", "body": b'{"_:component": "layout:text", "properties": {"text": NaN}}', "expect": ":1:"},
        {"name": "a raw control character in a string",
         "body": b'{"_:component": "layout:text", "properties": {"text": "a\x01b"}}', "expect": ":1:"},
        {"name": "a raw NUL", "body": b'{"_:component": "layout:text", "properties": {"text": "a\x00b"}}',
         "expect": ":1:"},
        {"name": "invalid UTF-8", "body": b'{"_:component": "layout:text", "properties": {"text": "\xff\xfe"}}',
         "expect": "UTF-8"},
        {"name": "an overlong UTF-8 encoding",
         "body": b'{"_:component": "layout:text", "properties": {"text": "\xc0\xaf"}}', "expect": "UTF-8"},
        {"name": "a lone surrogate escape",
         "body": b'{"_:component": "layout:text", "properties": {"text": "\\ud800x"}}'},
        {"name": "a byte order mark", "body": b"\xef\xbb\xbf" + nimbus_screen(text("after the BOM")),
         "expect": {"render": "after the BOM"}},
        {"name": "a binary file", "body": bytes(range(256)) * 64, "expect": "error"},
        # Numbers.
        {"name": "1e400 as a width", "body": nimbus_screen(
            {N: "layout:column", "properties": {"width": "1e400"}, "children": [text("w")]})},
        {"name": "1e400 as a literal", "body": b'{"_:component": "layout:column", "properties": {"width": 1e400},'
         b' "children": [{"_:component": "layout:text", "properties": {"text": "big"}}]}', "expect": "out of range"},
        {"name": "-0 in state and text", "body": b'{"_:component": "layout:text", "state": {"n": -0},'
         b' "properties": {"text": "n=@{n}"}}', "expect": {"render": "n="}},
        {"name": "a huge integer", "body": b'{"_:component": "layout:text", "state": {"n": '
         b'123456789012345678901234567890123456789}, "properties": {"text": "n=@{sum(n, 1)}"}}',
         "expect": {"render": "n="}},
        {"name": "a huge negative exponent", "body": b'{"_:component": "layout:text", "state": {"n": 1e-400},'
         b' "properties": {"text": "n=@{n}"}}', "expect": {"render": "n="}},
        {"name": "duplicate keys", "body": b'{"_:component": "layout:text", "properties": {"text": "first",'
         b' "text": "second"}}', "expect": "written twice"},
        # Size and depth.
        {"name": "arrays nested 100,000 deep", "body": lambda: nested(100_000, b"[", b"]"), "expect": "deep"},
        {"name": "objects nested 100,000 deep",
         "body": lambda: nested(100_000, b'{"a":', b"}"), "expect": "deep"},
        {"name": "components nested 100,000 deep", "body": deep_components, "expect": "deep"},
        {"name": "an A2UI chain of 10,000 children", "body": a2ui_chain, "expect": "more than 256 deep"},
        {"name": "a million broken A2UI lines", "body": a2ui_broken_lines, "expect": "more than 100000 messages"},
        {"name": "state nested 100,000 deep", "body": lambda: b'{"_:component": "layout:text", "state": {"s": '
         + nested(100_000, b'{"a":', b"}") + b'}, "properties": {"text": "deep state"}}', "expect": "deep"},
        {"name": "a 50 MB string", "body": fifty_megabytes, "seconds": 60},
        {"name": "100,000 children in a column", "body": hundred_thousand_children, "seconds": 60},
        {"name": "a million children in a lazy column", "body": million_children, "seconds": 90},
        {"name": "operations nested 10,000 deep", "body": operation_bomb, "expect": "deep"},
        {"name": "a template of 200,000 expressions", "body": template_bomb, "seconds": 60},
        {"name": "a setState path of 100,000 segments", "body": path_bomb, "runs": ["check", "render:Enter"],
         "expect": {"render": "too large"}},
        {"name": "a setContext index of 999,999,999", "runs": ["render:Enter"], "expect": "too large",
         "body": beagle_screen({B: "beagle:button", "text": "go", "onPress": [
             {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "items[999999999]", "value": 1}]},
             context={"id": "page", "value": {"items": []}})},
        {"name": "a setState index of 999,999,999", "body": index_bomb, "runs": ["render:Enter"],
         "expect": "not a state path"},
        {"name": "a screen that pushes itself a thousand times", "file": "self.json", "body": self_push,
         "runs": ["render:" + " ".join(["Tab Enter"] * 1000)], "seconds": 120, "expect": "already hold 100 screens"},
        # Wrong types and unknown names.
        {"name": "wrong types in Nimbus layout properties", "body": nimbus_screen({N: "layout:column", "properties": {
            "width": {"a": 1}, "height": [1], "padding": "lots", "backgroundColor": 12, "mainAxisAlignment": 3,
            "crossAxisAlignment": [], "flex": "x", "margin": {}, "borderWidth": "thick", "cornerRadius": True},
            "children": [text("still here")]}), "expect": {"check": "warning", "render": "still here"}},
        {"name": "wrong types in Nimbus text and touchable", "body": nimbus_screen(
            {N: "layout:text", "properties": {"text": {"no": "object"}, "size": "big", "color": [], "weight": 7}},
            {N: "layout:touchable", "properties": {"onPress": "not actions"}, "children": [text("after")]}),
         "expect": {"check": "warning", "render": "after"}},
        {"name": "wrong types in Nimbus actions", "runs": ["check", "render:Enter"], "body": nimbus_screen(button(
            "go", [{"_:action": "setState", "properties": {"path": 12, "value": {}}},
                   {"_:action": "sendRequest", "properties": {"url": [], "method": 3}},
                   {"_:action": "push", "properties": {"url": {"x": 1}}},
                   {"_:action": "openUrl", "properties": {"url": 42}}])),
         "expect": {"check": "warning", "render": "go"}},
        {"name": "wrong types in Beagle components", "body": beagle_screen(
            {B: "beagle:text", "text": 5, "textColor": [], "alignment": {}},
            {B: "beagle:button", "text": ["x"], "onPress": "nope", "enabled": "maybe"},
            {B: "beagle:image", "path": 3},
            {B: "beagle:container", "style": {"size": {"width": "wide"}, "flex": [1], "backgroundColor": 0},
             "children": [{B: "beagle:text", "text": "survivor"}]}),
         "expect": {"check": "warning", "render": "survivor"}},
        {"name": "wrong types everywhere in Beagle context", "body": beagle_screen(
            {B: "beagle:text", "text": "@{ctx.a.b.c}"}, context={"id": 5, "value": "x"}),
         "expect": {"render": "Hostile"}},
        {"name": "children that are not a list", "body": wrong(
            {N: "layout:column", "children": {"not": "a list"}}).encode(), "expect": "children"},
        {"name": "a component that is a string", "body": wrong(
            {N: "layout:column", "children": ["text", 1, None, True, [1]]}).encode()},
        {"name": "a screen that is an array", "body": b"[1, 2, 3]", "expect": "error"},
        {"name": "a screen that is a number", "body": b"42", "expect": "error"},
        {"name": "unknown everything", "runs": ["check", "render:Enter"], "body": nimbus_screen(
            {N: "acme:widget", "properties": {"x": 1}},
            {N: "layout:text", "properties": {"text": "@{nothing.here}", "unknownProperty": 1}},
            {N: "layout:text", "properties": {"text": "@{noSuchOperation(1)}"}},
            button("go", [{"_:action": "acme:launch", "properties": {}}])), "expect": "unknown"},
        {"name": "an unknown dialect", "body": b'{"kind": "react-native", "children": []}', "expect": "error"},
        {"name": "a broken expression", "body": nimbus_screen(text("@{sum(1,")), "expect": "expression"},
        {"name": "an unterminated expression", "body": nimbus_screen(text("@{a")), "expect": "not an expression"},
        # URLs that must not be opened, and one that must be opened safely.
        {"name": "openUrl javascript:", "runs": ["render:Enter Enter"], "opener": [],
         "body": nimbus_screen(button("go", [{"_:action": "openUrl", "properties": {"url": "javascript:alert(1)"}}]))},
        {"name": "openUrl file:", "runs": ["render:Enter Enter"], "opener": [],
         "body": nimbus_screen(button("go", [{"_:action": "openUrl", "properties": {"url": "file:///etc/passwd"}}]))},
        {"name": "openExternalURL data:", "runs": ["render:Enter Enter"], "opener": [],
         "body": beagle_screen({B: "beagle:button", "text": "go", "onPress": [
             {"_beagleAction_": "beagle:openExternalURL", "url": "data:text/html,<script>1</script>"}]})},
        {"name": "openUrl with shell metacharacters", "runs": ["render:Enter Enter"],
         "opener": ["https://example.com/$(touch PWNED);id`id`|cat&&x'\"<>"],
         "body": nimbus_screen(button("go", [{"_:action": "openUrl", "properties": {
             "url": "https://example.com/$(touch PWNED);id`id`|cat&&x'\"<>"}}]))},
        {"name": "openUrl with an escape sequence", "runs": ["render:Enter Enter"], "opener": [],
         "body": nimbus_screen(button("go", [{"_:action": "openUrl", "properties": {
             "url": "https://example.com/\u001b]0;pwned\u0007"}}]))},
        {"name": "openUrl with an option for the opener", "runs": ["render:Enter Enter"], "opener": [],
         "body": nimbus_screen(button("go", [{"_:action": "openUrl", "properties": {"url": "--help"}}]))},
    ] + text_bearing_cases()


def network_cases():
    """Answers from a hostile or broken server (served by server.py), and a
    closed port. Each is opened with `render URL`: the failure must show as
    an error view or a diagnostic, in bounded time, with nothing raw."""
    hostile = "\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202eevil".encode()
    screen = nimbus_screen(text("served " + ESCAPES["esc-csi"]), title=ESCAPES["osc-title"])
    return [
        {"name": "a 500 whose body carries escape sequences", "answer": {
            "status": 500, "headers": {"Content-Type": "text/plain"}, "body": b"boom " + hostile}, "expect": "500"},
        {"name": "a 404 with a megabyte of escapes", "answer": {
            "status": 404, "headers": {"Content-Type": "text/plain"}, "body": hostile * 60_000}, "expect": "404"},
        {"name": "an HTML page instead of a screen", "answer": {
            "headers": {"Content-Type": "text/html"}, "body": b"<html><script>alert(1)</script>" + hostile},
         # render says it in one line, the decoder's, with the position; tree and check likewise
         "expect": ("not a screen", "invalid JSON: expected a value, found '<'")},
        {"name": "a screen with escapes in its title and text", "answer": {"body": screen}, "expect": "served"},
        {"name": "a body cut short", "answer": {"truncated": screen}, "expect": "transfer closed"},
        {"name": "a body over the size limit", "answer": {"body": b" " * (20 << 20)}, "expect": "16777216"},
        {"name": "a redirect loop", "answer": {"redirect": "/case/a-redirect-loop"}, "expect": "redirects"},
        {"name": "a redirect to a file URL", "answer": {"redirect": "file:///etc/passwd"}, "forbid": "root:",
         "expect": "only http and https redirects"},
        {"name": "a redirect to javascript:", "answer": {"redirect": "javascript:alert(1)"},
         "expect": "only http and https redirects"},
        {"name": "a body that drips past the timeout", "answer": {"drip": screen, "every": 0.5},
         # Two 2-second limits race here: the request's own (--timeout, "no whole answer within 2 s") and the
         # wait for the screen's loads ("still loading after 2 s"); either one ends it at the limit.
         "options": ["--timeout", "2"], "expect": ("after 2", "within 2 s"), "seconds": 20},
        {"name": "invalid UTF-8 from a server", "answer": {"body": b'{"_:component": "layout:text", '
                                                           b'"properties": {"text": "\xff\xfe"}}'},
         "expect": "UTF-8"},
        {"name": "a status line with escape sequences", "answer": {
            "status": 503, "headers": {"Content-Type": "text/plain", "X-Evil": "\u001b]0;pwned\u0007"},
            "body": b"down"}, "expect": "503"},
        {"name": "a closed port", "target": "closed", "expect": "refused"},
    ]


FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "SDUIPicturesTests", "Fixtures")


def fixture(name):
    with open(os.path.join(FIXTURES, name), "rb") as file:
        return file.read()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bomb_within_the_limit():
    """4096 x 4096 black pixels, the most the limit allows: 48 MiB of RGB in
    about 50 KB."""
    side = 4096
    rows = (b"\0" + b"\0" * (side * 3)) * side
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", zlib.compress(rows, 9))
            + png_chunk(b"IEND", b""))


def gif_bomb():
    """A GIF whose screen and frame say 65,535 x 65,535 pixels, in 40 bytes."""
    screen = b"GIF89a" + struct.pack("<HHBBB", 65535, 65535, 0, 0, 0)
    frame = b"\x2c" + struct.pack("<HHHHB", 0, 0, 65535, 65535, 0) + b"\x02\x02\x44\x01\x00"
    return screen + frame + b"\x3b"


def picture_screen(url):
    """A Nimbus screen with text above and below a remote image of `url`."""
    return nimbus_screen(text("above the picture"), {N: "layout:remoteImage", "properties": {
        "url": url, "width": 160, "height": 96}}, text("below the picture"))


def picture_cases():
    """Pictures from a hostile or broken server (served by server.py),
    shown by a screen read from a file with `render --images symbols`:
    each ends in the image's stand-in and a diagnostic that names it, in
    bounded time and memory, with the texts around it drawn."""
    around = ["above the picture", "below the picture"]
    png = fixture("quadrants.png")
    return [
        {"name": "a picture that is corrupt", "picture": {
            "headers": {"Content-Type": "image/jpeg"}, "body": fixture("corrupt.jpg")},
         "expect": around + ["not a readable JPEG picture"]},
        # libpng's own words must not reach the terminal: its errors are the decoder's to say.
        {"name": "a PNG picture cut in half", "picture": {
            "headers": {"Content-Type": "image/png"}, "body": fixture("truncated.png")},
         "expect": around + ["not a readable PNG picture"], "forbid": "libpng error"},
        {"name": "a JPEG picture cut in half", "picture": {
            "headers": {"Content-Type": "image/jpeg"}, "body": fixture("truncated.jpg")},
         "expect": around + ["picture"]},
        {"name": "a picture body cut short", "picture": {"truncated": png}, "expect": around + ["transfer closed"]},
        {"name": "a PNG of 100,000 x 100,000 pixels", "picture": {
            "headers": {"Content-Type": "image/png"}, "body": fixture("bomb.png")},
         "expect": around + ["100000×100000 pixels"]},
        {"name": "a GIF of 65,535 x 65,535 pixels", "picture": {
            "headers": {"Content-Type": "image/gif"}, "body": gif_bomb()},
         "expect": around + ["65535×65535 pixels"]},
        {"name": "a PNG at the pixel limit, 48 MiB from 50 KB", "picture": {
            "headers": {"Content-Type": "image/png"}, "body": png_bomb_within_the_limit()},
         "expect": around, "forbid": "picture '"},
        {"name": "an HTML page where a picture should be", "picture": {
            "headers": {"Content-Type": "text/html"}, "body": b"<html><script>alert(1)</script></html>"},
         "expect": around + ["Content-Type text/html"]},
        {"name": "a PNG picture served as text/plain", "picture": {
            "headers": {"Content-Type": "text/plain"}, "body": png},
         # Decoded by its bytes, as the phones' image loaders do; no warning.
         "expect": around, "forbid": "picture '"},
        {"name": "a picture that drips past the timeout", "picture": {"drip": png, "every": 0.5},
         # As for a dripping screen, two 2-second limits race: the request's own, or render's wait for pictures.
         "options": ["--timeout", "2"], "expect": around + [("within 2 s", "still loading after 2")], "seconds": 20},
        {"name": "a picture that is not there", "picture": {
            "status": 404, "headers": {"Content-Type": "text/plain"}, "body": b"not found"},
         "expect": around + ["404"]},
        {"name": "a picture past the body limit", "picture": {
            "headers": {"Content-Type": "image/png"}, "body": png + b"\0" * (20 << 20)},
         "expect": around + ["16777216"]},
    ]
