#!/usr/bin/env python3
"""sdui-term's layout against Yoga's on random Beagle trees.

  differential.py fixtures OUT.jsonl [--first N] [--count N]
      Writes the trees of seeds FIRST..FIRST+COUNT-1 with Yoga's boxes, one
      JSON object per line: the set `make test` holds the engine to
      (`make yoga-trees`).
  differential.py fuzz BINARY [--count N] [--seed S] [--jobs N] [--save FILE]
      Lays out COUNT fresh trees (seeds from S, random by default) with
      Yoga and with `BINARY render --format layout-json`, shrinks every
      tree they disagree on to a minimal one, prints it as Beagle JSON, and
      with --save appends it to a regression file (`make yoga-fuzz`).
  differential.py refresh FILE.jsonl
      Computes Yoga's boxes again for every case of a fixture file (cases
      are {"name", "screen"} objects, one a line; `make yoga-trees`).
  differential.py compare BINARY FILE.json
      Compares one Beagle document and prints both sets of boxes.

Trees are laid out in 400x400 cells at one point per cell. Boxes are
compared after rounding, node by node; where Yoga's own number is undefined
or absurd the tree is degenerate there and only has to stay finite.
"""

import argparse
import concurrent.futures
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import beagle_trees  # noqa: E402
import yoga_oracle  # noqa: E402

WIDTH, HEIGHT = 400, 400


def sdui_boxes(binary, document):
    """sdui-term's boxes for a document, or an error text."""
    run = subprocess.run(
        [binary, "render", "--format", "layout-json", "--scale", "1", "--size", f"{WIDTH}x{HEIGHT}", "-"],
        input=json.dumps(document).encode(), capture_output=True, timeout=60)
    if run.returncode != 0:
        return f"exit {run.returncode}: {run.stderr.decode(errors='replace')[-500:]}"
    nodes = json.loads(run.stdout)["nodes"]
    return [[node["x"], node["y"], node["width"], node["height"]] for node in nodes]


def differences(expected, actual):
    """The indexes of the nodes whose boxes differ. A node Yoga leaves
    undefined or absurd anywhere is degenerate and not compared: it only has
    to be finite, which sdui-term's integers are."""
    if isinstance(actual, str) or len(expected) != len(actual):
        return [-1]
    return [
        index for index, (want, got) in enumerate(zip(expected, actual))
        if None not in want and want != got
    ]


def is_degenerate(expected):
    return any(value is None for box in expected for value in box)


# MARK: Shrinking

def node_paths(tree, path=()):
    yield path
    for index, child in enumerate(tree.get("children", [])):
        yield from node_paths(child, path + (index,))


def at(tree, path):
    for index in path:
        tree = tree["children"][index]
    return tree


def simpler_values(value):
    """Simpler forms of a style value, simplest first."""
    if isinstance(value, dict) and "value" in value:
        number = value["value"]
        if value.get("type") == "PERCENT":
            yield {"value": number, "type": "REAL"}
        if number != 0:
            yield dict(value, value=0)
        if isinstance(number, float) and number != round(number):
            yield dict(value, value=round(number))
        if abs(number) > 1:
            yield dict(value, value=int(number / 2))
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        for simpler in (0, 1):
            if value != simpler:
                yield simpler


def candidates(tree):
    """Smaller trees, in the order worth trying: fewer nodes, fewer
    properties, simpler values."""
    paths = list(node_paths(tree))
    for path in reversed(paths[1:]):
        smaller = copy.deepcopy(tree)
        del at(smaller, path[:-1])["children"][path[-1]]
        if not at(smaller, path[:-1])["children"]:
            del at(smaller, path[:-1])["children"]
        yield smaller
    for path in paths[1:]:
        for child_index in range(len(at(tree, path).get("children", []))):
            smaller = copy.deepcopy(tree)
            parent = at(smaller, path[:-1])
            parent["children"][path[-1]] = at(smaller, path)["children"][child_index]
            yield smaller
    for path in paths:
        style = at(tree, path).get("style", {})
        for group in list(style):
            smaller = copy.deepcopy(tree)
            del at(smaller, path)["style"][group]
            if not at(smaller, path)["style"]:
                del at(smaller, path)["style"]
            yield smaller
        for group, members in style.items():
            if isinstance(members, dict) and "value" not in members:
                for key in list(members):
                    if len(members) > 1:
                        smaller = copy.deepcopy(tree)
                        del at(smaller, path)["style"][group][key]
                        yield smaller
                    for simpler in simpler_values(members[key]):
                        smaller = copy.deepcopy(tree)
                        at(smaller, path)["style"][group][key] = simpler
                        yield smaller


def shrink(binary, tree, budget=4000):
    """The smallest tree found that still lays out differently."""
    def fails(candidate):
        expected = yoga_oracle.boxes(candidate, WIDTH, HEIGHT)
        return bool(differences(expected, sdui_boxes(binary, candidate)))

    tries = 0
    progress = True
    while progress and tries < budget:
        progress = False
        for candidate in candidates(tree):
            tries += 1
            if fails(candidate):
                tree = candidate
                progress = True
                break
            if tries >= budget:
                break
    return tree


# MARK: Commands

def fixtures(arguments):
    with open(arguments.out, "w") as file:
        for seed in range(arguments.first, arguments.first + arguments.count):
            tree = beagle_trees.random_tree(seed)
            boxes = yoga_oracle.boxes(tree, WIDTH, HEIGHT)
            file.write(json.dumps({"seed": seed, "screen": tree, "boxes": boxes}, separators=(",", ":")) + "\n")
    print(f"wrote seeds {arguments.first}..{arguments.first + arguments.count - 1} to {arguments.out}")


def report(seed, tree, binary):
    expected = yoga_oracle.boxes(tree, WIDTH, HEIGHT)
    actual = sdui_boxes(binary, tree)
    print(f"\n--- seed {seed}: minimal tree")
    print(json.dumps(tree, indent=1))
    for index in differences(expected, actual):
        if index < 0:
            print(f"sdui-term: {actual}")
            continue
        print(f"node {index}: Yoga {expected[index]}, sdui-term {actual[index]}  (x, y, width, height from the root)")
    return expected


def fuzz(arguments):
    # A copy of the binary, so that rebuilding it during a long run changes nothing.
    work = tempfile.mkdtemp(prefix="yoga-fuzz-")
    arguments.binary = shutil.copy2(arguments.binary, os.path.join(work, "sdui-term"))
    try:
        return run_fuzz(arguments)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_fuzz(arguments):
    base = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(10**6, 10**9)
    seeds = range(base, base + arguments.count)
    print(f"yoga-fuzz: {arguments.count} trees from seed {base}")
    started = time.monotonic()

    def check(seed):
        tree = beagle_trees.random_tree(seed)
        expected = yoga_oracle.boxes(tree, WIDTH, HEIGHT)
        return seed, tree, expected, differences(expected, sdui_boxes(arguments.binary, tree))

    mismatches = []
    degenerate = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for done, (seed, tree, expected, wrong) in enumerate(pool.map(check, seeds), 1):
            degenerate += is_degenerate(expected)
            if wrong:
                mismatches.append((seed, tree))
            if done % 500 == 0:
                print(f"  {done} trees, {len(mismatches)} mismatches", flush=True)
    matched = arguments.count - len(mismatches)
    print(
        f"yoga-fuzz: {matched} of {arguments.count} trees match Yoga ({100 * matched / arguments.count:.2f}%); "
        f"{degenerate} degenerate (Yoga undefined or absurd somewhere); {time.monotonic() - started:.0f} s")
    for seed, tree in mismatches:
        minimal = shrink(arguments.binary, tree)
        expected = report(seed, minimal, arguments.binary)
        if arguments.save:
            case = {"name": f"seed{seed}", "screen": minimal, "boxes": expected}
            with open(arguments.save, "a") as file:
                file.write(json.dumps(case, separators=(",", ":")) + "\n")
    return 1 if mismatches else 0


def refresh(arguments):
    with open(arguments.file) as file:
        cases = [json.loads(line) for line in file if line.strip()]
    with open(arguments.file, "w") as file:
        for case in cases:
            case["boxes"] = yoga_oracle.boxes(case["screen"], WIDTH, HEIGHT)
            file.write(json.dumps(case, separators=(",", ":")) + "\n")
    print(f"Yoga's boxes for {len(cases)} cases in {arguments.file}")


def compare(arguments):
    with open(arguments.file) as file:
        tree = json.load(file)
    expected = yoga_oracle.boxes(tree, WIDTH, HEIGHT)
    actual = sdui_boxes(arguments.binary, tree)
    for index, box in enumerate(expected):
        got = actual[index] if isinstance(actual, list) and index < len(actual) else actual
        print(f"node {index}: Yoga {box}  sdui-term {got}")
    return 1 if differences(expected, actual) else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("fixtures")
    command.add_argument("out")
    command.add_argument("--first", type=int, default=1)
    command.add_argument("--count", type=int, default=1000)
    command = commands.add_parser("fuzz")
    command.add_argument("binary")
    command.add_argument("--count", type=int, default=10000)
    command.add_argument("--seed", type=int)
    command.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    command.add_argument("--save")
    command = commands.add_parser("refresh")
    command.add_argument("file")
    command = commands.add_parser("compare")
    command.add_argument("binary")
    command.add_argument("file")
    arguments = parser.parse_args()
    return {"fixtures": fixtures, "fuzz": fuzz, "refresh": refresh, "compare": compare}[arguments.command](arguments) or 0


if __name__ == "__main__":
    sys.exit(main())
