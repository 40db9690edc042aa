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


def nimbus_properties(count):
    return ('{"%s":"layout:column","children":[{"%s":"layout:text","properties":{"text":"wide text",%s}},'
            '{"%s":"layout:text","properties":{"text":"after it"}}]}' % (N, N, members(count), N)).encode()


def nimbus_node_keys(count):
    return ('{"%s":"layout:column","children":[{"%s":"layout:text","properties":{"text":"wide text"},%s},'
            '{"%s":"layout:text","properties":{"text":"after it"}}]}' % (N, N, members(count), N)).encode()


def nimbus_unknown(count):
    return ('{"%s":"layout:column","children":[{"%s":"acme:wide","properties":{%s}},'
            '{"%s":"layout:text","properties":{"text":"after it"}}]}' % (N, N, members(count), N)).encode()


def beagle_text(count):
    return ('{"%s":"beagle:container","children":[{"%s":"beagle:text","text":"wide text",%s},'
            '{"%s":"beagle:text","text":"after it"}]}' % (B, B, members(count), B)).encode()


def beagle_unknown(count):
    return ('{"%s":"beagle:container","children":[{"%s":"acme:wide",%s},'
            '{"%s":"beagle:text","text":"after it"}]}' % (B, B, members(count), B)).encode()


def written_again(count):
    texts = ",".join(['"text": "again"'] * count)
    return ('{"%s": "layout:column", "children": [{"%s": "layout:text", "properties": {%s}}, '
            '{"%s": "layout:text", "properties": {"text": "after it"}}]}' % (N, N, texts, N)).encode()


def wide_cases():
    runs = ["check", "render", "usage"]
    tree = ["tree", "{path}"]
    cases = []
    for name, make in [("a Nimbus text's properties", nimbus_properties),
                       ("a Nimbus node's own keys", nimbus_node_keys),
                       ("an unknown Nimbus component's properties", nimbus_unknown),
                       ("a Beagle text", beagle_text),
                       ("an unknown Beagle component", beagle_unknown)]:
        # 30,000 keys took 35 s to render before (a million, 9 MB, take seconds now: measured by hand).
        cases.append({"name": f"30,000 keys in {name}", "body": (lambda make=make: make(30_000)),
                      "runs": runs, "argv": tree, "seconds": 20, "cpu_seconds": 10,
                      "expect": {"render": "after it", "usage": "after it"}, "max_output": 16 << 20})
    cases.append({"name": "a key written 700,000 times", "body": lambda: written_again(700_000),
                  "runs": ["check"], "seconds": 20, "cpu_seconds": 10, "max_output": 4096,
                  "expect": "'text' is written 700000 times in this object"})
    return cases
