"""Seeded random Beagle container trees over every style property that
affects layout.

A tree is a Beagle document: `beagle:container` nodes, each with a random
subset of `style.flex` (direction, wrap, justify, align items / self /
content, grow, shrink, basis, the `flex` shorthand), `style.size` (width,
height, min and max sizes, aspect ratio), `margin`, `padding` and `position`
edges (sides, `horizontal` / `vertical` shorthands and `all`), `positionType`
and `display`. Lengths are REAL points, PERCENT or AUTO, with the overflow,
shrinking and percentages of unfixed sizes that a phone screen in a terminal
meets every day.

The same seed always gives the same tree (Python's `random.Random`).
"""

import random

DIRECTIONS = ["COLUMN", "ROW", "COLUMN_REVERSE", "ROW_REVERSE"]
WRAPS = ["NO_WRAP", "WRAP", "WRAP_REVERSE"]
JUSTIFY = ["FLEX_START", "CENTER", "FLEX_END", "SPACE_BETWEEN", "SPACE_AROUND", "SPACE_EVENLY"]
ALIGN_ITEMS = ["FLEX_START", "CENTER", "FLEX_END", "BASELINE", "STRETCH"]
ALIGN_SELF = ALIGN_ITEMS + ["AUTO"]
ALIGN_CONTENT = ["FLEX_START", "CENTER", "FLEX_END", "SPACE_BETWEEN", "SPACE_AROUND", "STRETCH"]
EDGE_KEYS = ["all", "horizontal", "vertical", "left", "top", "right", "bottom"]


class TreeGenerator:
    """Makes one tree from a seed."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.nodes = 0

    def chance(self, probability):
        return self.random.random() < probability

    def number(self, low, high):
        """Mostly whole numbers, sometimes halves, sometimes any decimal."""
        roll = self.random.random()
        if roll < 0.75:
            return self.random.randint(low, high)
        if roll < 0.9:
            return self.random.randint(low * 2, high * 2) / 2
        return round(self.random.uniform(low, high), 2)

    def unit(self, low, high, percent=0.3, auto=0.0):
        roll = self.random.random()
        if roll < auto:
            return {"value": 0, "type": "AUTO"}
        if roll < auto + percent:
            return {"value": self.number(0, 100 if self.chance(0.9) else 150), "type": "PERCENT"}
        return {"value": self.number(low, high), "type": "REAL"}

    def edges(self, low, high, percent, auto=0.0):
        edges = {}
        for key in self.random.sample(EDGE_KEYS, self.random.randint(1, 3)):
            edges[key] = self.unit(low, high, percent=percent, auto=auto)
        return edges

    def flex(self):
        flex = {}
        if self.chance(0.7):
            flex["flexDirection"] = self.random.choice(DIRECTIONS)
        if self.chance(0.25):
            flex["flexWrap"] = self.random.choice(WRAPS)
        if self.chance(0.5):
            flex["justifyContent"] = self.random.choice(JUSTIFY)
        if self.chance(0.5):
            flex["alignItems"] = self.random.choice(ALIGN_ITEMS)
        if self.chance(0.3):
            flex["alignSelf"] = self.random.choice(ALIGN_SELF)
        if self.chance(0.25):
            flex["alignContent"] = self.random.choice(ALIGN_CONTENT)
        if self.chance(0.4):
            flex["grow"] = self.random.choice([0, 1, 1, 2, 3, 0.5])
        if self.chance(0.4):
            flex["shrink"] = self.random.choice([0, 0, 1, 1, 2, 0.5])
        if self.chance(0.2):
            flex["basis"] = self.unit(0, 120, percent=0.35, auto=0.15)
        if self.chance(0.1):
            flex["flex"] = self.random.choice([-1, 1, 1, 2, 0.5])
        return flex

    def size(self):
        size = {}
        for key, low, high, probability in (
            ("width", 0, 150, 0.45), ("height", 0, 150, 0.45),
            ("minWidth", 0, 100, 0.12), ("minHeight", 0, 100, 0.12),
            ("maxWidth", 0, 150, 0.12), ("maxHeight", 0, 150, 0.12),
        ):
            if self.chance(probability):
                size[key] = self.unit(low, high, percent=0.35, auto=0.05)
        if self.chance(0.08):
            size["aspectRatio"] = self.random.choice([0.25, 0.5, 1, 1.5, 2, 3, 4])
        return size

    def style(self, is_root):
        style = {}
        flex = self.flex()
        if flex:
            style["flex"] = flex
        size = self.size()
        if size:
            style["size"] = size
        if self.chance(0.35):
            style["margin"] = self.edges(-10, 30, percent=0.2, auto=0.08)
        if self.chance(0.35):
            style["padding"] = self.edges(0, 20, percent=0.2)
        absolute = not is_root and self.chance(0.12)
        if absolute:
            style["positionType"] = "ABSOLUTE"
        if absolute or self.chance(0.12):
            style["position"] = self.edges(-20, 60, percent=0.25)
        if not is_root and self.chance(0.06):
            style["display"] = "NONE"
        return style

    def node(self, depth):
        self.nodes += 1
        node = {"_beagleComponent_": "beagle:container"}
        style = self.style(is_root=depth == 0)
        if style:
            node["style"] = style
        if depth < 4 and self.nodes < 24 and (depth == 0 or self.chance(0.55)):
            count = self.random.randint(1, 4)
            node["children"] = [self.node(depth + 1) for _ in range(count)]
        return node


def random_tree(seed):
    """The tree for a seed, as a Beagle document (a dict)."""
    return TreeGenerator(seed).node(0)
