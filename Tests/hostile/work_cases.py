"""Slow operations: strings doubled to two million characters, then
thousands of operations over them in one event. Before the operations of an
event shared a budget of work, 9,000 `eq` of two canonically equal strings
(one precomposed, one decomposed, so that every comparison normalizes both)
took about 1.3 s each, some three hours in all, and `--timeout` did not stop
them; `substr` and `length` alike. Each case must end within its processor
time with the budget's located problem."""

import json

N = "_:component"
B = "_beagleComponent_"
SPENT = "this event's operations already examined 64 MiB of their arguments"


def doubled(write, names, times=21):
    return [write(name, "concat(%s, %s)" % (names[name], names[name])) for _ in range(times) for name in names]


def nimbus(expression, count=9_000):
    def write(path, code):
        return {"_:action": "setState", "properties": {"path": path, "value": "@{%s}" % code}}
    actions = doubled(write, {"s": "s", "t": "t"}) + [write("r", expression)] * count
    return json.dumps({N: "layout:column", "state": {"s": "\u00e9", "t": "e\u0301", "r": ""}, "children": [
        {N: "layout:touchable", "properties": {"onPress": actions},
         "children": [{N: "layout:text", "properties": {"text": "go"}}]},
        {N: "layout:text", "properties": {"text": "still here"}}]}).encode()


def beagle(expression, count=9_000):
    def write(path, code):
        return {"_beagleAction_": "beagle:setContext", "contextId": "c", "path": path, "value": "@{%s}" % code}
    actions = doubled(write, {"s": "c.s", "t": "c.t"}) + [write("r", expression)] * count
    return json.dumps({B: "beagle:container", "context": {"id": "c", "value": {"s": "\u00e9", "t": "e\u0301", "r": ""}},
                       "children": [{B: "beagle:button", "text": "go", "onPress": actions},
                                    {B: "beagle:text", "text": "still here"}]}).encode()


def work_cases():
    cases = []
    # eq in both dialects; substr in Nimbus and length in Beagle, whose operations are each other's.
    for dialect, make, prefix, operations in (("Nimbus", nimbus, "", ("eq(%ss, %st)", "substr(%ss, 1)")),
                                              ("Beagle", beagle, "c.", ("eq(%ss, %st)", "length(%ss)"))):
        for operation in operations:
            expression = operation % ((prefix,) * operation.count("%s"))
            cases.append({"name": f"9,000 {expression} of two million characters in {dialect}",
                          "body": (lambda make=make, expression=expression: make(expression)),
                          "runs": ["render:Enter"], "seconds": 20, "cpu_seconds": 10,
                          "expect": {"render": ["still here", SPENT]}})
    return cases
