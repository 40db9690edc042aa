"""Wide objects: components with very many keys, and keys written very many
times, in both dialects and on unknown components. Each must cost time
linear in its keys (issue 53: 30,000 keys took 35 s to render, a million
were killed at 90 s), and a key written 700,000 times is said once, with
its count."""

import json

N = "_:component"
B = "_beagleComponent_"


def key(index):
    """A short, distinct key: 'a', 'b', ... 'ba', ...; many are near a known name."""
    letters = "abcdefghijklmnopqrstuvwxyz0123456789"
    text = ""
    while True:
        text = letters[index % 36] + text
        index //= 36
        if index == 0:
            return text


def members(count):
    return ",".join(f'"{key(index)}":0' for index in range(count))


NIMBUS_AFTER = '{"%s":"layout:text","properties":{"text":"after it"}}' % N
BEAGLE_AFTER = '{"%s":"beagle:text","text":"after it"}' % B


def column(wide, dialect=N):
    """A column of the wide component (its JSON text, `{}` where its keys go) and a text after it."""
    container, after = ("layout:column", NIMBUS_AFTER) if dialect == N else ("beagle:container", BEAGLE_AFTER)
    return lambda count: ('{"%s":"%s","children":[%s,%s]}' % (
        dialect, container, wide.replace("{}", members(count)), after)).encode()


WIDE = [
    ("a Nimbus text's properties", column('{"%s":"layout:text","properties":{"text":"wide text",{}}}' % N)),
    ("a Nimbus node's own keys", column('{"%s":"layout:text","properties":{"text":"wide text"},{}}' % N)),
    ("an unknown Nimbus component's properties", column('{"%s":"acme:wide","properties":{{}}}' % N)),
    ("a Beagle text", column('{"%s":"beagle:text","text":"wide text",{}}' % B, B)),
    ("an unknown Beagle component", column('{"%s":"acme:wide",{}}' % B, B)),
]


def written_again(count):
    texts = ",".join(['"text": "again"'] * count)
    return ('{"%s": "layout:column", "children": [{"%s": "layout:text", "properties": {%s}}, %s]}'
            % (N, N, texts, NIMBUS_AFTER)).encode()


def wide_cases():
    runs = ["check", "render", "usage"]
    tree = ["tree", "{path}"]
    cases = []
    for name, make in WIDE:
        # 30,000 keys took 35 s to render before (a million, 9 MB, take seconds now: measured by hand).
        cases.append({"name": f"30,000 keys in {name}", "body": (lambda make=make: make(30_000)),
                      "runs": runs, "argv": tree, "seconds": 20, "cpu_seconds": 10,
                      "expect": {"render": "after it", "usage": "after it"}, "max_output": 16 << 20})
    cases.append({"name": "a key written 700,000 times", "body": lambda: written_again(700_000),
                  "runs": ["check"], "seconds": 20, "cpu_seconds": 10, "max_output": 4096,
                  "expect": "'text' is written 700000 times in this object"})
    return cases
