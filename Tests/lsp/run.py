"""`sdui-term lsp` with a real client: Neovim, headless, driven by session.lua.

    python3 Tests/lsp/run.py PATH/TO/sdui-term

It copies bundled screens into a temporary workspace (errors/unknown-component.json, with its
known warning, and index.json with the store's routes), runs one Neovim session against the
server, and holds what Neovim saw to what `sdui-term check --format json` says of the same file:
the same diagnostics at the same lines and columns with the same messages, codes and
severities; completion of component and property names; hover on a property; go-to-definition
of a route; the diagnostics cleared once the error is fixed; and the server's exit status 0.

Prints one line per check and `lsp: N passed, N failed`.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from checks import Checks  # noqa: E402
from crash_guard import CrashGuard  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEVERITIES = {1: "error", 2: "warning", 3: "note"}


def workspace(folder):
    for name in ["index.json", "errors/unknown-component.json", "store/products.json", "store/cart.json"]:
        target = os.path.join(folder, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy(os.path.join(ROOT, "Screens", name), target)


def main():
    binary = os.path.abspath(sys.argv[1])
    checks = Checks()
    guard = CrashGuard()
    if shutil.which("nvim") is None:
        print("FAIL  nvim is not installed (make deps installs Debian's neovim)")
        print("lsp: 0 passed, 1 failed")
        return 1
    with tempfile.TemporaryDirectory(prefix="sdui-lsp-") as folder:
        # A space and an accent in the workspace's name, as a user's folder may have.
        root = os.path.join(folder, "mes écrans")
        workspace(root)
        screen = os.path.join(root, "errors", "unknown-component.json")
        command = [binary, "check", "--format", "json", "--library", "demo", "--library", "store", screen]
        check = subprocess.run(command, capture_output=True, timeout=60)
        guard.note(command, check.returncode, check.stdout + check.stderr)
        expected = json.loads(check.stdout)["diagnostics"]
        checks.expect(len(expected) == 1, "check finds the screen's known problem", f"{expected}")

        results_path = os.path.join(folder, "results.json")
        environment = dict(os.environ, SDUI_TERM=binary, WORKSPACE=root, RESULTS=results_path)
        script = os.path.join(ROOT, "Tests", "lsp", "session.lua")
        nvim = ["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {script}"]
        session = subprocess.run(nvim, env=environment, capture_output=True, timeout=120, stdin=subprocess.DEVNULL)
        guard.note(nvim, session.returncode, session.stdout + session.stderr)
        if not os.path.exists(results_path):
            checks.expect(False, "Neovim wrote its results", (session.stdout + session.stderr).decode(errors="replace"))
            return finish(checks, guard)
        results = json.load(open(results_path))
        checks.expect("failure" not in results, "the session ran to its end", results.get("failure", ""))
        steps = results.get("steps", {})

        seen = steps.get("opened")
        shown = [
            {"line": d["range"]["start"]["line"] + 1, "column": d["range"]["start"]["character"] + 1,
             "severity": SEVERITIES.get(d.get("severity")), "code": d.get("code"), "message": d.get("message")}
            for d in (seen if isinstance(seen, list) else [])
        ]
        wanted = [{key: d[key] for key in ["line", "column", "severity", "code", "message"]} for d in expected]
        checks.expect(isinstance(seen, list) and shown == wanted,
                      "on open, Neovim shows check's diagnostics (lines, columns, severities, codes, messages)",
                      f"saw {seen}, check says {wanted}")
        checks.expect(isinstance(seen, list) and all(d.get("source") == "sdui-term" for d in seen),
                      "each diagnostic's source is sdui-term")
        if isinstance(seen, list) and seen:
            end = seen[0]["range"]["end"]
            checks.expect(end == {"line": 22, "character": 40}, "the diagnostic's range spans the component's name",
                          f"{seen[0]['range']}")

        components = steps.get("component_completion") or []
        checks.expect("layout:text" in components and "layout:column" in components and "demo:card" in components,
                      "completion at a component's name offers components (the libraries' too)", f"{components[:8]}")
        properties = steps.get("property_completion") or []
        checks.expect("text" in properties and "alignment" in properties and "layout:text" not in properties,
                      "completion at a property's name offers the component's properties", f"{properties}")
        hover = steps.get("hover")
        checks.expect(isinstance(hover, str) and hover.startswith("`padding`: number"),
                      "hover on a property gives its type", f"{hover}")
        definition = steps.get("definition")
        checks.expect(isinstance(definition, str) and definition.endswith("/store/products.json")
                      and definition.startswith("file://"),
                      "go-to-definition on a route opens its screen file", f"{definition}")
        checks.expect(steps.get("fixed") == [], "once the error is fixed, the diagnostics clear", f"{steps.get('fixed')}")
        exited = steps.get("exit") or {}
        checks.expect(exited == {"code": 0, "signal": 0}, "the server exits with status 0 after shutdown", f"{exited}")
        guard.note([binary, "lsp"], -exited["signal"] if exited.get("signal") else exited.get("code"))
    return finish(checks, guard)


def finish(checks, guard):
    crashes = guard.report()
    print(f"lsp: {checks.passed} passed, {checks.failed + crashes} failed", flush=True)
    return 1 if checks.failed or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
