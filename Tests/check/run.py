"""`sdui-term check` in each of its formats, against the real thing.

    PYTHON Tests/check/run.py PATH/TO/sdui-term

PYTHON must have jsonschema (`make check-venv` makes one: .build-check-venv).
First the bundled screens, with the sample libraries, must check without an
error (what `make check` promises). Then the same screens with the real
screens of Tests/RealScreens, the broken ones beside this file, one copied
into a folder whose name has a space, an accent and a colon (named by its
absolute path), a missing file and standard input are checked once in each
format, and the formats must agree:

- each exits 1, for the errors;
- `--format json` is the oracle: its files and diagnostics, an unreadable
  file counted as an error;
- `--format sarif` validates against the OASIS SARIF 2.1.0 schema
  (sarif-schema-2.1.0.json beside this file, SARIF-SCHEMA.md says whence),
  and has one result per problem, in order, with its rule listed once, its
  level, message, file (relative paths against %SRCROOT%, absolute ones as
  file:// URIs, percent-encoded), line, column and JSON path;
- `--format github` has one workflow command per problem, whose properties
  and message, unescaped, are the problem's; its summary on standard error
  is text's;
- `--format text` has one line per problem.

A folder is every screen and flow below it: their findings at their
places, hidden folders left out, a folder of neither and one past 10,000
entries each an error of its own.

With `--rules all`, the accessibility audit's contrast warnings on
`Screens/index.json` validate too, exit 0, and SARIF lists their rule. A
clean run (`Screens/big-list.json`) writes a SARIF log with no result that
validates too, and exits 0.

Then `sdui-term schema` is held to check on every screen (schema.py beside
this file says how).

Prints one line per failure and `check: N passed, N failed`.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "lib"))
from crash_guard import CrashGuard  # noqa: E402
from schema import held_to_check  # noqa: E402

LIBRARIES = ["--library", "demo", "--library", "store"]
LEVELS = {"error": "error", "warning": "warning", "note": "notice"}


def listed(folder):
    found = []
    for directory, _, files in os.walk(os.path.join(ROOT, folder)):
        found += [os.path.relpath(os.path.join(directory, name), ROOT) for name in files if name.endswith(".json")]
    return sorted(found)


class Suite:
    def __init__(self, binary):
        self.binary = binary
        self.guard = CrashGuard()
        self.passed = 0
        self.failures = []

    def check(self, name, condition):
        if condition:
            self.passed += 1
        else:
            self.failures.append(name)
            print(f"FAIL: {name}", flush=True)

    def run(self, arguments, stdin=b""):
        command = [self.binary, "check"] + arguments
        result = subprocess.run(command, cwd=ROOT, input=stdin, capture_output=True, timeout=60)
        self.guard.note(command, result.returncode, result.stdout + result.stderr)
        return result


def expected_problems(report):
    """(file, line, column, severity, code, message, path) for each problem,
    in the order every format prints them: a file's read error, then its
    diagnostics."""
    problems = []
    diagnostics = list(report["diagnostics"])
    for entry in report["files"]:
        if entry["readError"] is not None:
            message = f"cannot read '{entry['file']}': {entry['readError']}"
            problems.append((entry["file"], 0, 0, "error", "unreadable", message, None))
        while diagnostics and diagnostics[0]["file"] == entry["file"]:
            d = diagnostics.pop(0)
            problems.append((d["file"], d["line"], d["column"], d["severity"], d["code"], d["message"], d["path"]))
    return problems


def file_of(location):
    """The file a SARIF artifact location names, as check was given it."""
    artifact = location["physicalLocation"]["artifactLocation"]
    if "uri" not in artifact:
        return "<stdin>" if artifact.get("description", {}).get("text") == "standard input" else None
    uri = artifact["uri"]
    if uri.startswith("http://") or uri.startswith("https://"):
        return uri
    encoded = uri[len("file://"):] if uri.startswith("file://") else uri
    if not re.fullmatch(r"[A-Za-z0-9\-._~/%]*", encoded):
        return None
    relative = not uri.startswith("file://")
    if relative != (artifact.get("uriBaseId") == "%SRCROOT%"):
        return None
    return urllib.parse.unquote(encoded)


def sarif_problem(result, rules):
    location = result["locations"][0]
    region = location["physicalLocation"].get("region", {})
    logical = location.get("logicalLocations", [{}])[0].get("fullyQualifiedName")
    rule = rules[result["ruleIndex"]]["id"] if result["ruleIndex"] < len(rules) else None
    if rule != result["ruleId"]:
        return None
    return (file_of(location), region.get("startLine", 0), region.get("startColumn", 0), result["level"],
            result["ruleId"], result["message"]["text"], logical)


def unescaped(text):
    return re.sub(r"%(25|0D|0A|3A|2C)", lambda m: {"25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","}[m[1]],
                  text)


def github_problem(line):
    match = re.fullmatch(r"::(error|warning|notice) ([^:]*)::(.*)", line)
    if not match:
        return None
    parts = [part.split("=", 1) for part in match[2].split(",")]
    if any(len(part) != 2 for part in parts):
        return None
    properties = {key: unescaped(value) for key, value in parts}
    return (properties.get("file"), int(properties.get("line", 0)), int(properties.get("col", 0)), match[1],
            properties.get("title"), unescaped(match[3]))


def github_expected(problem):
    file, line, column, severity, code, message, path = problem
    return (file, line, column, LEVELS[severity], code, message + (f" (at {path})" if path else ""))


# An agent's stream whose text binds a misspelt key; the field's own
# pointer, which it writes, reaches something though the model lacks it.
AGENT_STREAM = "\n".join([
    '{"version": "v0.9", "createSurface": {"surfaceId": "main", '
    '"catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}',
    '{"version": "v0.9", "updateDataModel": {"surfaceId": "main", "path": "/user", "value": {"name": "Ada"}}}',
    '{"version": "v0.9", "updateComponents": {"surfaceId": "main", "components": ['
    '{"id": "root", "component": "Column", "children": ["hello", "email", "echo"]}, '
    '{"id": "hello", "component": "Text", "text": {"path": "/user/nmae"}}, '
    '{"id": "email", "component": "TextField", "label": "Email", "value": {"path": "/form/email"}}, '
    '{"id": "echo", "component": "Text", "text": {"path": "/form/email"}}]}}',
]) + "\n"


def folders(suite, work):
    """`check DIR`: every screen and flow below DIR, each finding at its
    place, hidden folders and `.build` left out, a summary and the exit
    status of the worst; a folder of neither says so; a walk past 10,000
    entries stops, and says so."""
    app = os.path.join(work, "app")
    files = {
        "home.json": '{"_:component": "layout:column", "children": [\n  {"_:component": "layout:colum"}]}\n',
        "store/cart.json": '{"_:component": "layout:txt"}\n',
        "store/deep/er/clean.json": '{"_:component": "layout:text", "properties": {"text": "x"}}\n',
        "flows/buy.yaml": "url: x\n---\n- tapOnn: Pay\n- runFlow: gone.yaml\n- repeat:\n    times: -1\n    commands: [back]\n",
        "flows/common/login.yml": "- back\n",
        "agent/greeting.jsonl": AGENT_STREAM,
        ".hidden/broken.json": "{",
        ".build/broken.json": "{",
        "store/.git/broken.yaml": "- nope",
        "notes.txt": "not checked",
    }
    for name, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(app, name)), exist_ok=True)
        with open(os.path.join(app, name), "w", encoding="utf-8") as file:
            file.write(text)
    result = suite.run(["--rules", "none", app])
    out, err = result.stdout.decode(), result.stderr.decode()
    at = lambda name: os.path.join(app, name)  # noqa: E731
    suite.check(f"check DIR: a screen below it, located: {out}",
                f"{at('home.json')}:2:19: warning: unknown component 'layout:colum'" in out)
    suite.check("check DIR: a screen two folders down, located", f"{at('store/cart.json')}:1:17: warning: unknown component 'layout:txt'" in out)
    suite.check("check DIR: a flow's wrong command, missing subflow and negative times, each located",
                f"{at('flows/buy.yaml')}:3:3: error: 'tapOnn'" in out and
                f"{at('flows/buy.yaml')}:4:3: error: no flow file 'gone.yaml'" in out and
                f"{at('flows/buy.yaml')}:6:12: error: expected 'times'" in out)
    lines = [line.split(": ")[0] for line in out.splitlines() if line.startswith(at("flows/buy.yaml"))]
    suite.check(f"check DIR: a flow's problems come in the order of its lines: {lines}",
                lines == [at("flows/buy.yaml") + where for where in (":3:3", ":4:3", ":6:12")])
    suite.check(f"check DIR: an A2UI stream's binding that reaches nothing, with the key meant: {out}",
                f"{at('agent/greeting.jsonl')}:3:211: warning: '/user/nmae' reaches nothing in surface main's "
                "data model: '/user' has no 'nmae', and no input writes it (did you mean 'name'?) "
                "(at $[2].updateComponents.components[1].text.path)" in out and
                "/form/email" not in out)
    suite.check(f"check DIR: hidden folders and .build are left out: {out}", "broken" not in out)
    suite.check(f"check DIR: the summary counts the screens, streams and flows: {err}",
                err.startswith("checked 6 files: ") and result.returncode == 1)
    clean = suite.run(["--rules", "none", at("store/deep")])
    suite.check("check DIR of clean screens exits 0", clean.returncode == 0 and
                clean.stderr.decode().startswith("checked 1 file: 0 errors, 0 warnings"))
    empty = os.path.join(work, "empty")
    os.makedirs(os.path.join(empty, "sub"))
    with open(os.path.join(empty, "sub", "notes.txt"), "w", encoding="utf-8") as file:
        file.write("x")
    nothing = suite.run([empty])
    suite.check(f"check DIR of neither screens nor flows says so: {nothing.stdout}",
                nothing.returncode == 1 and
                f"{empty}: error: no screen (.json, .jsonl) or flow (.yaml, .yml) below {empty}\n".encode() == nothing.stdout)
    many = os.path.join(work, "many")
    os.makedirs(many)
    for number in range(10_001):
        open(os.path.join(many, f"{number:05d}.txt"), "w").close()
    with open(os.path.join(many, "00000.json"), "w", encoding="utf-8") as file:
        file.write('{"_:component": "layout:text", "properties": {"text": "x"}}')
    past = suite.run(["--rules", "none", many])
    suite.check(f"check DIR past 10,000 files stops and says so: {past.stdout}",
                past.returncode == 1 and f"{many}: error: {many} holds more than 10000 files".encode() in past.stdout)


def main():
    suite = Suite(os.path.abspath(sys.argv[1]))
    with open(os.path.join(HERE, "sarif-schema-2.1.0.json"), encoding="utf-8") as file:
        schema = json.load(file)
    validator = jsonschema.Draft4Validator(schema)

    screens = listed("Screens")
    clean = suite.run(LIBRARIES + screens)
    suite.check("the bundled screens check without an error", clean.returncode == 0)
    suite.check("the bundled screens' summary counts them",
                f"checked {len(screens)} files: 0 errors".encode() in clean.stderr)

    work = tempfile.mkdtemp()
    try:
        folder = os.path.join(work, "Mes écrans: app")
        os.mkdir(folder)
        copied = os.path.join(folder, "a b,c.json")
        shutil.copy(os.path.join(HERE, "nimbus-broken.json"), copied)
        with open(os.path.join(HERE, "beagle-broken.json"), "rb") as file:
            stdin = file.read()
        sources = screens + listed("Tests/RealScreens") + listed("Tests/check") + [copied, "Tests/check/gone.json", "-"]
        sources.remove("Tests/check/sarif-schema-2.1.0.json")
        outputs = {form: suite.run(["--format", form] + LIBRARIES + sources, stdin) for form in
                   ("text", "json", "sarif", "github")}

        for form, result in outputs.items():
            suite.check(f"--format {form} exits 1 for the errors", result.returncode == 1)
        report = json.loads(outputs["json"].stdout)
        problems = expected_problems(report)
        suite.check("json lists every file", [entry["file"] for entry in report["files"]] ==
                    [source if source != "-" else "<stdin>" for source in sources])
        suite.check("json counts an unreadable file as an error",
                    report["errors"] == sum(problem[3] == "error" for problem in problems))
        suite.check("the problems include errors, warnings, unreadable files and standard input",
                    {"error", "warning"} <= {p[3] for p in problems} and
                    any(p[4] == "unreadable" for p in problems) and any(p[0] == "<stdin>" for p in problems))

        log = json.loads(outputs["sarif"].stdout)
        errors = [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in
                  validator.iter_errors(log)]
        suite.check("sarif validates against the SARIF 2.1.0 schema: " + "; ".join(errors[:3]), not errors)
        run = log["runs"][0]
        rules = run["tool"]["driver"]["rules"]
        suite.check("sarif names sdui-term and its version",
                    run["tool"]["driver"]["name"] == "sdui-term" and run["tool"]["driver"]["version"] ==
                    subprocess.run([suite.binary, "--version"], capture_output=True, text=True).stdout.strip())
        suite.check("sarif lists each rule it uses once, with a description",
                    sorted(rule["id"] for rule in rules) == sorted({p[4] for p in problems}) and
                    all(rule["shortDescription"]["text"] for rule in rules))
        found = [sarif_problem(result, rules) for result in run["results"]]
        suite.check("sarif has one result per problem, in order, where json puts it", found == problems)
        if found != problems:
            for have, want in zip(found, problems):
                if have != want:
                    print(f"  sarif {have}\n  json  {want}")
                    break

        lines = outputs["github"].stdout.decode().splitlines()
        commands = [github_problem(line) for line in lines]
        suite.check("github has one workflow command per problem, as json has it",
                    commands == [github_expected(problem) for problem in problems])
        suite.check("github ends with text's summary on standard error",
                    outputs["github"].stderr == outputs["text"].stderr and outputs["text"].stderr.startswith(
                        f"checked {len(sources)} files: {report['errors']} errors, {report['warnings']} warnings"
                        .encode()))
        suite.check("text has one line per problem", len(outputs["text"].stdout.splitlines()) == len(problems))

        # Flows and workspaces: read as `test` reads them, nothing run.
        flows = os.path.join(work, "flows")
        os.makedirs(os.path.join(flows, "sub"))
        files = {"a.yaml": "appId: x\n---\n- runFlow: sub/login.yaml\n",
                 "b.yaml": "appId: x\n---\n- launchApp\n- tapOnn: Pay\n",
                 "sub/login.yaml": "- back\n- launchApp: {nope: 1}\n",
                 "config.yaml": "flows: ['*']\nteam: store\n"}
        for name, text in files.items():
            with open(os.path.join(flows, name), "w", encoding="utf-8") as file:
                file.write(text)
        bundled = suite.run(["Screens/flows"])
        suite.check("the bundled flows check without an error",
                    bundled.returncode == 0 and b"checked 9 files: 0 errors" in bundled.stderr)
        result = suite.run(["--format", "sarif", flows])
        log = json.loads(result.stdout)
        errors = [error.message for error in validator.iter_errors(log)]
        suite.check("a workspace's sarif validates: " + "; ".join(errors[:3]), result.returncode == 1 and not errors)
        found = [(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                  .rsplit("/", 1)[-1], r["locations"][0]["physicalLocation"]["region"]["startLine"])
                 for r in log["runs"][0]["results"]]
        suite.check(f"a workspace's errors, where each subflow was reached, and its notes: {found}", found == [
            ("flow-unknown-option", "error", "login.yaml", 2), ("flow-reached-by", "note", "a.yaml", 3),
            ("flow-unknown-command", "error", "b.yaml", 4), ("flow-unused-workspace-key", "note", "config.yaml", 2)])
        github = suite.run(["--format", "github", os.path.join(flows, "b.yaml")]).stdout.decode()
        suite.check("a flow's github annotation",
                    github.startswith("::error file=") and ",line=4,col=3,title=flow-unknown-command::" in github)

        folders(suite, work)

        # The accessibility audit's findings are warnings, each named by its rule, which SARIF lists.
        audited = suite.run(["--format", "sarif", "--rules", "all"] + LIBRARIES + ["Screens/index.json"])
        log = json.loads(audited.stdout)
        run = log["runs"][0]
        described = {rule["id"]: rule["shortDescription"]["text"] for rule in run["tool"]["driver"]["rules"]}
        suite.check("--rules all: the contrast rule's warnings validate, exit 0, and SARIF lists the rule",
                    audited.returncode == 0 and validator.is_valid(log) and
                    "4.5:1" in described.get("a11y-contrast", "") and
                    {result["level"] for result in run["results"]} == {"warning"})

        quiet = suite.run(["--format", "sarif", "Screens/big-list.json"])
        log = json.loads(quiet.stdout)
        suite.check("a clean run's sarif validates and has no result",
                    quiet.returncode == 0 and validator.is_valid(log) and log["runs"][0]["results"] == [])
    finally:
        shutil.rmtree(work)

    held_to_check(suite)
    failed = len(suite.failures) + suite.guard.report()
    print(f"check: {suite.passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
