"""Yoga's own boxes for a Beagle tree, through `pyyoga` (Yoga itself).

The style goes to Yoga as beagle-ios applies it (spec beagle §1.5), one
point per cell:
- `flex.*` enums, grow, shrink and basis as Yoga's; `flex.flex` is Yoga's
  `flex` shorthand, and without it shrink defaults to 1;
- `size.*` as width, height, min and max sizes (AUTO min and max sizes are
  unset), `aspectRatio`;
- `margin` and `padding` through Yoga's own edges (`all`, `horizontal`,
  `vertical` and the sides, which Yoga ranks); an AUTO margin is auto;
- `position` resolved the way beagle-ios resolves it: `all`, then the sides,
  then `vertical` and `horizontal`, which therefore win;
- `positionType` and `display`.

Boxes are Yoga's layout in points (no rounding: a point scale factor of
0), rounded to cells as sdui-term rounds: every edge where it stands from
the root, to the nearest whole (halves up, within Yoga's tolerance), so
that boxes that do not overlap in points do not overlap in cells. Yoga
itself rounds a position relative to its parent, which at a cell's size
can put a box a row below where its points end. They are
`[x, y, width, height]` relative to the root, in document order, the shape
of `sdui-term render --format layout-json`. A coordinate that Yoga leaves
undefined or sends past any sane size is `None`: a degenerate tree, where
sdui-term only has to stay finite.
"""

import math

import pyyoga as yoga

DIRECTION = {
    "COLUMN": yoga.FlexDirection.Column, "ROW": yoga.FlexDirection.Row,
    "COLUMN_REVERSE": yoga.FlexDirection.ColumnReverse, "ROW_REVERSE": yoga.FlexDirection.RowReverse,
}
WRAP = {"NO_WRAP": yoga.Wrap.NoWrap, "WRAP": yoga.Wrap.Wrap, "WRAP_REVERSE": yoga.Wrap.WrapReverse}
JUSTIFY = {
    "FLEX_START": yoga.Justify.FlexStart, "CENTER": yoga.Justify.Center, "FLEX_END": yoga.Justify.FlexEnd,
    "SPACE_BETWEEN": yoga.Justify.SpaceBetween, "SPACE_AROUND": yoga.Justify.SpaceAround,
    "SPACE_EVENLY": yoga.Justify.SpaceEvenly,
}
ALIGN = {
    "AUTO": yoga.Align.Auto, "FLEX_START": yoga.Align.FlexStart, "CENTER": yoga.Align.Center,
    "FLEX_END": yoga.Align.FlexEnd, "STRETCH": yoga.Align.Stretch, "BASELINE": yoga.Align.Baseline,
    "SPACE_BETWEEN": yoga.Align.SpaceBetween, "SPACE_AROUND": yoga.Align.SpaceAround,
}
EDGE = {
    "all": yoga.Edge.All, "horizontal": yoga.Edge.Horizontal, "vertical": yoga.Edge.Vertical,
    "left": yoga.Edge.Left, "top": yoga.Edge.Top, "right": yoga.Edge.Right, "bottom": yoga.Edge.Bottom,
}
# Past this many points a coordinate is absurd for any screen.
SANE = 100_000


def length(unit):
    """A UnitValue as pyyoga takes it: points, 'N%' or 'auto'."""
    kind = unit.get("type", "REAL")
    if kind == "AUTO":
        return "auto"
    if kind == "PERCENT":
        return f"{unit['value']}%"
    return float(unit["value"])


def position_edges(edges):
    """beagle-ios's order for `position`: all, the sides, then the pairs."""
    resolved = {}
    if "all" in edges:
        for side in ("left", "top", "right", "bottom"):
            resolved[side] = edges["all"]
    for side in ("left", "top", "right", "bottom"):
        if side in edges:
            resolved[side] = edges[side]
    if "vertical" in edges:
        resolved["top"] = resolved["bottom"] = edges["vertical"]
    if "horizontal" in edges:
        resolved["left"] = resolved["right"] = edges["horizontal"]
    return resolved


def apply_style(node, style):
    flex = style.get("flex", {})
    if "flexDirection" in flex:
        node.flex_direction = DIRECTION[flex["flexDirection"]]
    if "flexWrap" in flex:
        node.flex_wrap = WRAP[flex["flexWrap"]]
    if "justifyContent" in flex:
        node.justify_content = JUSTIFY[flex["justifyContent"]]
    if "alignItems" in flex:
        node.align_items = ALIGN[flex["alignItems"]]
    if "alignSelf" in flex:
        node.align_self = ALIGN[flex["alignSelf"]]
    if "alignContent" in flex:
        node.align_content = ALIGN[flex["alignContent"]]
    if "flex" in flex:
        node.flex = float(flex["flex"])
    else:
        node.flex_shrink = 1.0
    if "grow" in flex:
        node.flex_grow = float(flex["grow"])
    if "shrink" in flex:
        node.flex_shrink = float(flex["shrink"])
    if "basis" in flex:
        node.flex_basis = length(flex["basis"])
    size = style.get("size", {})
    for key, attribute in (("width", "width"), ("height", "height")):
        if key in size:
            setattr(node, attribute, length(size[key]))
    for key, attribute in (
        ("minWidth", "min_width"), ("minHeight", "min_height"), ("maxWidth", "max_width"), ("maxHeight", "max_height"),
    ):
        if key in size and size[key].get("type") != "AUTO":
            setattr(node, attribute, length(size[key]))
    if "aspectRatio" in size:
        node.aspect_ratio = float(size["aspectRatio"])
    for key, value in style.get("margin", {}).items():
        if value.get("type") == "AUTO":
            node.set_margin_auto(EDGE[key])
        else:
            node.set_margin(EDGE[key], length(value))
    for key, value in style.get("padding", {}).items():
        if value.get("type") != "AUTO":
            node.set_padding(EDGE[key], length(value))
    for key, value in position_edges(style.get("position", {})).items():
        if value.get("type") == "AUTO":
            node.set_position_auto(EDGE[key])
        else:
            node.set_position(EDGE[key], length(value))
    if style.get("positionType") == "ABSOLUTE":
        node.position_type = yoga.PositionType.Absolute
    if style.get("display") == "NONE":
        node.display = getattr(yoga.Display, "None")


def build(document, config):
    node = yoga.Node(config)
    apply_style(node, document.get("style", {}))
    children = [build(child, config) for child in document.get("children", [])]
    for child, _ in children:
        node.add_child(child)
    return node, children


def sane(value):
    return None if math.isnan(value) or abs(value) > SANE else value


def to_grid(value):
    """A point on the cell grid: the nearest whole, halves up, a value
    within Yoga's tolerance of a whole taken as whole."""
    fraction = value - math.floor(value)
    if abs(fraction) < 0.0001:
        return math.floor(value)
    if abs(fraction - 1) < 0.0001:
        return math.floor(value) + 1
    return math.floor(value) + (1 if fraction > 0.5 or abs(fraction - 0.5) < 0.0001 else 0)


def boxes(document, width, height):
    """Yoga's boxes for a Beagle document laid out in width x height,
    rounded to cells by their edges from the root."""
    config = yoga.Config()
    config.point_scale_factor = 0
    root, children = build(document, config)
    root.calculate_layout(float(width), float(height), yoga.Direction.LTR)
    result = []

    def visit(node, kids, origin_x, origin_y):
        x = None if origin_x is None or sane(node.layout_left) is None else origin_x + node.layout_left
        y = None if origin_y is None or sane(node.layout_top) is None else origin_y + node.layout_top

        def extent(start, size):
            if sane(size) is None:
                return None
            if start is None:
                return to_grid(size)
            return to_grid(start + size) - to_grid(start)

        result.append([
            None if x is None else to_grid(x), None if y is None else to_grid(y),
            extent(x, node.layout_width), extent(y, node.layout_height),
        ])
        for child, grandchildren in kids:
            visit(child, grandchildren, x, y)

    visit(root, children, 0, 0)
    return result
