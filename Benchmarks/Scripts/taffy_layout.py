"""Times Taffy's layout (through the `stretchable` package) of a random
flex tree written by SDUIBench, with every node's cache cleared before
each run, as many warm-ups and runs as asked.

What is timed is the call into Taffy that `Node.compute_layout` makes, not
the copy of every computed box into Python objects that follows it in
`compute_layout` (ten times slower than the layout itself on this tree):
the baseline is Taffy's layout, not stretchable's bookkeeping.

    python taffy_layout.py TREE.json WARMUP ITERATIONS

Prints the seconds of each timed run as a JSON list.
"""

import json
import sys
import time

from stretchable import Node, Style
from stretchable import node as stretchable_node
from stretchable.style import AUTO, PCT, PT, AlignItems, FlexDirection, FlexWrap, JustifyContent

JUSTIFY = {
    "start": JustifyContent.START,
    "center": JustifyContent.CENTER,
    "end": JustifyContent.END,
    "space-between": JustifyContent.SPACE_BETWEEN,
}
ALIGN = {
    "stretch": AlignItems.STRETCH,
    "start": AlignItems.START,
    "center": AlignItems.CENTER,
    "end": AlignItems.END,
}


def length(value):
    if value is None:
        return AUTO
    number, percent = value
    return number * PCT if percent else number * PT


def build(spec, leaves):
    node = Node(
        style=Style(
            flex_direction=FlexDirection.ROW if spec["row"] else FlexDirection.COLUMN,
            size=(length(spec["width"]), length(spec["height"])),
            flex_grow=spec["grow"],
            flex_shrink=spec["shrink"],
            padding=spec["padding"] * PT,
            margin=spec["margin"] * PT,
            flex_wrap=FlexWrap.WRAP if spec["wrap"] else FlexWrap.NO_WRAP,
            justify_content=JUSTIFY[spec["justify"]],
            align_items=ALIGN[spec["align"]],
        )
    )
    for child in spec["children"]:
        node.append(build(child, leaves))
    if not spec["children"]:
        leaves.append(node)
    return node


def main():
    path, warmup, iterations = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open(path) as file:
        spec = json.load(file)
    leaves = []
    root = build(spec, leaves)
    # A first full compute_layout sets up what the timed calls reuse.
    root.compute_layout()
    target = root._container._node_id if getattr(root, "_container", None) else root._node_id
    space = stretchable_node.SizeAvailableSpace.default().to_dict()
    samples = []
    for index in range(warmup + iterations):
        for leaf in leaves:
            leaf.mark_dirty()
        start = time.perf_counter()
        computed = stretchable_node.taffylib.node_compute_layout_with_measure(
            stretchable_node.taffy._ptr, target, space, lambda *arguments: (0.0, 0.0)
        )
        elapsed = time.perf_counter() - start
        if not computed:
            sys.exit("Taffy did not compute the layout")
        if index >= warmup:
            samples.append(elapsed)
    print(json.dumps(samples))


if __name__ == "__main__":
    main()
