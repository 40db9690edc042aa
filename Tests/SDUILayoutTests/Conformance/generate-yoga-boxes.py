#!/usr/bin/env python3
"""Computes Yoga's own boxes for the Taffy flexbox fixtures.

The fixtures in ../shared/conformance/layout/taffy-flex/ carry Chrome's boxes.
Beagle renders through Yoga, which differs from Chrome on some of them, so the
layout tests compare sdui-term against Yoga: this script lays out every fixture
input with Yoga itself (the `pyyoga` package), rounded by Yoga, and writes
yoga-boxes.json beside it.

Usage: generate-yoga-boxes.py FIXTURE_DIR OUTPUT_JSON   (`make yoga-boxes`)

Translation, per the fixtures' README:
- Attribute defaults follow CSS (flex-direction row, align-content stretch,
  flex-shrink 1, border-box sizing), so they are set explicitly on each node.
- <text> leaves are measured like Taffy's harness: whitespace collapsed as in
  HTML, 10 units per glyph, lines broken only at U+200B, 10 units per line.
- Boxes are Yoga's own, rounded to whole points by Yoga itself (a point
  scale factor of 1: positions relative to the parent rounded half up,
  sizes the difference of rounded absolute edges, text ends rounded away
  from the text), as sdui-term rounds to cells.
Cases using features neither dialect can express, or that Yoga lacks, are
skipped with a reason.
"""

import glob
import json
import math
import os
import sys
import xml.etree.ElementTree as ET

import pyyoga as yoga

ZWSP = "\u200b"

# Attribute values that make a case unusable, with the reason.
SKIPPED_VALUES = {
    ("display", "block"): "display: block (neither dialect has block layout)",
    ("display", "grid"): "display: grid (neither dialect has grid layout)",
    ("flex-wrap", "balance"): "flex-wrap: balance (a Taffy extension)",
    ("flex-wrap", "wrap-reverse balance"): "flex-wrap: balance (a Taffy extension)",
    ("direction", "rtl"): "right-to-left direction (neither dialect expresses it)",
    ("overflow-x", "scroll"): "scroll containers with scrollbars (scrollbar-width)",
    ("overflow-y", "scroll"): "scroll containers with scrollbars (scrollbar-width)",
    ("align-content", "space-evenly"): "align-content: space-evenly (not in this Yoga's Align)",
    ("box-sizing", "content-box"): "box-sizing: content-box (neither dialect expresses it)",
}
SKIPPED_ATTRIBUTES = {
    "writing-mode": "vertical writing modes (neither dialect expresses them)",
    "scrollbar-width": "scrollbar gutters (neither dialect expresses them)",
    "grid-template-rows": "grid layout", "grid-template-columns": "grid layout",
    "grid-column-start": "grid layout", "grid-column-end": "grid layout",
    "flex-line-count": "Taffy's flex-line-count hint",
}
INTRINSIC_KEYWORDS = {"stretch", "fit-content", "min-content", "max-content", "content"}

ALIGN = {
    "flex-start": yoga.Align.FlexStart, "start": yoga.Align.FlexStart, "self-start": yoga.Align.FlexStart,
    "flex-end": yoga.Align.FlexEnd, "end": yoga.Align.FlexEnd, "self-end": yoga.Align.FlexEnd,
    "center": yoga.Align.Center, "stretch": yoga.Align.Stretch, "baseline": yoga.Align.Baseline,
    "space-between": yoga.Align.SpaceBetween, "space-around": yoga.Align.SpaceAround,
}
JUSTIFY = {
    "flex-start": yoga.Justify.FlexStart, "start": yoga.Justify.FlexStart, "flex-end": yoga.Justify.FlexEnd,
    "end": yoga.Justify.FlexEnd, "center": yoga.Justify.Center, "space-between": yoga.Justify.SpaceBetween,
    "space-around": yoga.Justify.SpaceAround, "space-evenly": yoga.Justify.SpaceEvenly,
}
DIRECTION = {
    "row": yoga.FlexDirection.Row, "column": yoga.FlexDirection.Column,
    "row-reverse": yoga.FlexDirection.RowReverse, "column-reverse": yoga.FlexDirection.ColumnReverse,
}
WRAP = {"nowrap": yoga.Wrap.NoWrap, "wrap": yoga.Wrap.Wrap, "wrap-reverse": yoga.Wrap.WrapReverse}
EDGES = {"left": yoga.Edge.Left, "top": yoga.Edge.Top, "right": yoga.Edge.Right, "bottom": yoga.Edge.Bottom}


class Skip(Exception):
    pass


def length(value):
    """'10px' -> 10.0, '50%' -> '50%', 'auto' -> 'auto'."""
    if value.endswith("px"):
        return float(value[:-2])
    if value.endswith("%") or value == "auto":
        return value
    raise Skip(f"length '{value}' (intrinsic sizing keywords are CSS-only)")


def check_supported(element):
    for name, value in element.attrib.items():
        if name in SKIPPED_ATTRIBUTES:
            raise Skip(SKIPPED_ATTRIBUTES[name])
        if (name, value) in SKIPPED_VALUES:
            raise Skip(SKIPPED_VALUES[(name, value)])
        if value.startswith("safe ") or value.startswith("unsafe "):
            raise Skip("safe/unsafe alignment (CSS Box Alignment, not Yoga)")
        if value in INTRINSIC_KEYWORDS and name in ("width", "height", "flex-basis", "min-width", "max-width",
                                                    "min-height", "max-height"):
            raise Skip(f"{name}: {value} (intrinsic sizing keywords are CSS-only)")


def text_measure(text):
    """Ahem metrics: 10 units per glyph, lines break only at U+200B."""
    words = text.split(ZWSP)
    longest = max(len(word) for word in words) * 10
    total = sum(len(word) for word in words) * 10

    def lines_for(width):
        lines, current = 1, 0
        for word in words:
            size = len(word) * 10
            if current > 0 and current + size > width:
                lines, current = lines + 1, size
            else:
                current += size
        return lines

    def measure(width, width_mode, height, height_mode):
        if width_mode == yoga.MeasureMode.Exactly:
            inline = width
        elif width_mode == yoga.MeasureMode.AtMost:
            inline = max(min(width, total), longest)
        else:
            inline = total
        block = lines_for(inline) * 10
        if height_mode == yoga.MeasureMode.Exactly:
            block = height
        elif height_mode == yoga.MeasureMode.AtMost:
            block = min(block, height)
        return (inline, block)

    return measure


def physical(keyword, reversed_axis):
    """CSS `start`/`end` name the container's physical start and end; Yoga
    only has flex-relative values, which swap on a reversed axis."""
    if keyword in ("start", "self-start"):
        return "flex-end" if reversed_axis else "flex-start"
    if keyword in ("end", "self-end"):
        return "flex-start" if reversed_axis else "flex-end"
    return keyword


def style_of(element, parent):
    """The node's style in Yoga's terms (CSS defaults made explicit), as
    the Swift harness reads it."""
    a = element.attrib
    direction = a.get("flex-direction", "row")
    cross_reversed = a.get("flex-wrap") == "wrap-reverse"
    style = {
        "flexDirection": direction, "flexWrap": a.get("flex-wrap", "nowrap"),
        "alignContent": physical(a.get("align-content", "stretch"), cross_reversed),
        "alignItems": physical(a.get("align-items", "stretch"), cross_reversed),
        "justifyContent": physical(a.get("justify-content", "flex-start"), direction.endswith("reverse")),
        "flexGrow": float(a.get("flex-grow", "0")), "flexShrink": float(a.get("flex-shrink", "1")),
    }
    if "align-self" in a:
        style["alignSelf"] = physical(a["align-self"], parent is not None and parent.get("flex-wrap") == "wrap-reverse")
    for name in ("flex-basis", "width", "height", "min-width", "min-height", "max-width", "max-height",
                 "column-gap", "row-gap"):
        if name in a:
            style[name] = a[name]
    for side in EDGES:
        for prefix in ("margin", "padding", "border"):
            if f"{prefix}-{side}" in a:
                style[f"{prefix}-{side}"] = a[f"{prefix}-{side}"]
        if side in a:
            style[f"inset-{side}"] = a[side]
    for name in ("position", "display", "aspect-ratio"):
        if name in a:
            style[name] = a[name]
    if a.get("overflow-x") == "hidden" or a.get("overflow-y") == "hidden":
        style["overflow"] = "hidden"
    if element.tag == "text":
        style["text"] = " ".join((element.text or "").split())
    return style


def build(element, config, parent=None):
    check_supported(element)
    node = yoga.Node(config)
    node.description = {"style": style_of(element, parent)}
    a = element.attrib
    direction = a.get("flex-direction", "row")
    node.flex_direction = DIRECTION[direction]
    node.flex_wrap = WRAP[a.get("flex-wrap", "nowrap")]
    cross_reversed = a.get("flex-wrap") == "wrap-reverse"
    node.align_content = ALIGN[physical(a.get("align-content", "stretch"), cross_reversed)]
    node.align_items = ALIGN[physical(a.get("align-items", "stretch"), cross_reversed)]
    if "align-self" in a:
        parent_reversed = parent is not None and parent.get("flex-wrap") == "wrap-reverse"
        node.align_self = ALIGN[physical(a["align-self"], parent_reversed)]
    else:
        node.align_self = yoga.Align.Auto
    node.justify_content = JUSTIFY[physical(a.get("justify-content", "flex-start"), direction.endswith("reverse"))]
    node.flex_shrink = float(a.get("flex-shrink", "1"))
    node.flex_grow = float(a.get("flex-grow", "0"))
    if "flex-basis" in a:
        node.flex_basis = length(a["flex-basis"])
    if a.get("position") == "absolute":
        node.position_type = yoga.PositionType.Absolute
    if a.get("display") == "none":
        node.display = yoga.Display.None_ if hasattr(yoga.Display, "None_") else getattr(yoga.Display, "None")
    if a.get("overflow-x") == "hidden" or a.get("overflow-y") == "hidden":
        node.overflow = yoga.Overflow.Hidden
    for name in ("width", "height", "min-width", "min-height", "max-width", "max-height"):
        if name in a:
            setattr(node, name.replace("-", "_"), length(a[name]))
    if "aspect-ratio" in a:
        node.aspect_ratio = float(a["aspect-ratio"])
    for side, edge in EDGES.items():
        if f"margin-{side}" in a:
            value = length(a[f"margin-{side}"])
            if value == "auto":
                node.set_margin_auto(edge)
            else:
                node.set_margin(edge, value)
        if f"padding-{side}" in a:
            node.set_padding(edge, length(a[f"padding-{side}"]))
        if f"border-{side}" in a:
            node.set_border(edge, float(length(a[f"border-{side}"])))
        if side in a:
            value = length(a[side])
            if value == "auto":
                node.set_position_auto(edge)
            else:
                node.set_position(edge, value)
    if "column-gap" in a:
        node.set_gap(yoga.Gutter.Column, length(a["column-gap"]))
    if "row-gap" in a:
        node.set_gap(yoga.Gutter.Row, length(a["row-gap"]))
    if element.tag == "text":
        node.set_measure_func(text_measure(" ".join((element.text or "").split())))
        return node, []
    children = [child for child in element if child.tag in ("div", "text")]
    built = []
    for child in children:
        child_node, grandchildren = build(child, config, element)
        node.add_child(child_node)
        built.append((child_node, grandchildren))
    node.description["children"] = [child.description for child, _ in built]
    return node, built


def rounded(node, children):
    box = {
        "x": int(node.layout_left), "y": int(node.layout_top),
        "width": int(node.layout_width), "height": int(node.layout_height),
    }
    if children:
        box["children"] = [rounded(child, grand) for child, grand in children]
    return box


def chrome_boxes(element):
    box = {name: int(round(float(element.get(name)))) for name in ("x", "y", "width", "height")}
    kids = [chrome_boxes(child) for child in element if child.tag == "node"]
    if kids:
        box["children"] = kids
    return box


def lay_out(path):
    root = ET.parse(path).getroot()
    viewport = root.find("viewport")
    inputs = [child for child in root.find("input") if child.tag in ("div", "text")]
    config = yoga.Config()
    config.point_scale_factor = 1
    node, children = build(inputs[0], config)
    width = viewport.get("width")
    height = viewport.get("height")
    node.calculate_layout(
        None if width == "max-content" else float(width[:-2]),
        None if height == "max-content" else float(height[:-2]),
        yoga.Direction.LTR)
    yoga_box = rounded(node, children)
    chrome = chrome_boxes(root.find("expectations").find("node"))
    viewport_box = {"width": width, "height": height}
    return yoga_box, chrome, root.get("use-rounding") == "true", {"viewport": viewport_box, "root": node.description}


def main():
    fixture_dir, output = sys.argv[1], sys.argv[2]
    cases, skipped, same_as_chrome = {}, 0, 0
    for path in sorted(glob.glob(os.path.join(fixture_dir, "*.xml"))):
        name = os.path.basename(path)[: -len(".xml")]
        try:
            yoga_box, chrome, rounding, tree = lay_out(path)
        except Skip as reason:
            cases[name] = {"skip": str(reason)}
            skipped += 1
            continue
        cases[name] = {"boxes": yoga_box, "input": tree}
        if rounding:
            # Chrome's boxes, rounded as Taffy rounds them (unrounded ones are
            # not compared).
            cases[name]["chrome"] = chrome
        same_as_chrome += rounding and yoga_box == chrome
    laid_out = len(cases) - skipped
    summary = {
        "generator": "generate-yoga-boxes.py with pyyoga " + getattr(yoga, "__version__", "0.1.0"),
        "cases": len(cases), "skipped": skipped, "laidOut": laid_out, "yogaEqualsChrome": same_as_chrome,
    }
    with open(output, "w") as file:
        json.dump({"summary": summary, "cases": cases}, file, indent=1, sort_keys=True)
        file.write("\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
