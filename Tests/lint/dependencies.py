#!/usr/bin/env python3
"""Each target's declared dependencies equal the modules its Swift files import.

Reads the manifest as SwiftPM evaluates it (`swift package dump-package`) and every
`import` of each target's sources; prints each target whose lists differ and exits 1,
else one line with the count. A module the toolchain or the system provides
(Foundation, Glibc, Testing...) is not a dependency.
"""
import json
import os
import re
import subprocess
import sys

SYSTEM = {
    "Foundation", "FoundationNetworking", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Testing",
    "XCTest", "Synchronization", "_Concurrency", "Darwin", "CoreFoundation", "os", "RegexBuilder", "FoundationXML",
}
IMPORT = re.compile(
    r"^\s*(?:@testable\s+|@_exported\s+|public\s+|package\s+|internal\s+)*import\s+"
    r"(?:struct\s+|class\s+|enum\s+|func\s+|protocol\s+|typealias\s+|var\s+|let\s+)?(\w+)",
    re.MULTILINE)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True).stdout)
    problems = []
    checked = 0
    for target in manifest["targets"]:
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
        excluded = [os.path.join(root, folder, name) for name in target.get("exclude", [])]
        declared = {list(dependency.values())[0][0] for dependency in target.get("dependencies", [])}
        imported = set()
        for directory, _, files in os.walk(os.path.join(root, folder)):
            if any(directory.startswith(path) for path in excluded):
                continue
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), encoding="utf-8") as source:
                        # A module's name starts with a capital; `import http from ...` is a
                        # script's, inside a string.
                        imported.update(name for name in IMPORT.findall(source.read()) if name[0].isupper())
        if not imported and not declared:
            continue
        checked += 1
        imported -= SYSTEM | {target["name"]}
        missing = sorted(imported - declared)
        unused = sorted(declared - imported)
        if missing:
            problems.append(f"{target['name']}: imports {', '.join(missing)} without declaring it")
        if unused:
            problems.append(f"{target['name']}: declares {', '.join(unused)} and never imports it")
    for problem in problems:
        print(f"Package.swift: {problem}")
    print(f"dependencies: {checked} targets, {len(problems)} differences")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
