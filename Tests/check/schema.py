"""`sdui-term schema`, held to `check` on real screens; run.py runs it.

    PYTHON Tests/check/schema.py PATH/TO/sdui-term

PYTHON must have jsonschema (`make check-venv` makes one: .build-check-venv).
Each dialect's schema is generated once without libraries and once with
`--library demo --library store`; each must be a valid draft 2020-12 schema,
the same text each time. Then every screen is validated with the schema of
its dialect (with the libraries for Screens/, as `make demo` checks them)
and checked with `check --format json`, and the two must agree on where a
screen is wrong: the JSON paths of the schema's errors are the paths of
check's diagnostics of the kinds a schema can say (SAYS below), no more and
no fewer. So a screen that checks clean validates with no error, a
component no library registers is never an error unless it is named in
the dialect's own namespace, Beagle's `beagle:` or Nimbus's core (a typo
there, which check says is an error, with its did-you-mean), and a broken
screen fails where check says it is broken. Where the phones fail the
payload (an invalid enumeration value, an unknown name of a dialect's own
namespace), check's severity is
error too. A root with no dialect is refused at `$` by
both schemas, and check reads nothing further.

Two rules join the paths: check names a node or an action for its type key
(not a string, a pre-1.0 Beagle name, an unknown name of Beagle's own
namespace) where the schema names the key; and
where check names a path the screen does not have (`properties` of a Nimbus
action that has none), the schema names the nearest one it has. check names
a Beagle 1.x shape by the 2.x shape it reads it as (`templates[0].view` for
a list's `template`, `onPress[0]` for a navigation bar item's `action`),
which is read back.

The screens: Screens/, the conformance screens of ../shared/conformance
(skipped with a note when ../shared is absent), Tests/RealScreens, the
broken screens beside this file, the small screens of the hostile corpus
(Tests/hostile/cases.py), and MUTATIONS seeded mutations of the small ones
(a value replaced by a wrong or tricky one, a key removed or renamed). A
screen that is not JSON is not compared. The hostile `1e400 as a width`
stands apart: a numeric string too large for a double is a number to the
schema, and check refuses it.
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CONFORMANCE = os.path.normpath(os.path.join(ROOT, "..", "shared", "conformance"))
sys.path.append(os.path.join(ROOT, "Tests", "hostile"))
import cases as hostile  # noqa: E402

LIBRARIES = ["--library", "demo", "--library", "store"]
DRAFT = "https://json-schema.org/draft/2020-12/schema"
TYPE_KEYS = {"nimbus": ("_:component", "_:action"), "beagle": ("_beagleComponent_", "_beagleAction_")}

# The kinds of problem the schema says, as check's codes; `removedComponent`
# only as an error (a pre-1.0 name), since a name Beagle 2.x removed is a
# warning about a component the schema takes as an app's own.
SAYS = {
    "rootNotObject", "undetectedDialect", "missingTypeKey", "typeNotString", "misspelledActionKey",
    "actionPropertyOutsideProperties", "componentPropertyOutsideProperties", "wrongStructure",
    "childNotComponent", "missingRequiredProperty", "invalidStateName", "emptyValue", "wrongPropertyType",
    "invalidEnumValue", "invalidColor", "invalidArrayElement", "misplacedProperty", "removedComponent",
}
BEYOND = {"1e400 as a width"}

MUTATIONS = 300
SMALL = 12_000
VALUES = [
    None, True, False, 0, 1.5, -3, "", "x", "12", "1e3", "+.5", "@{a}", "a @{b} c", "\\@{x}", "@{x", "TRUE", "#fff",
    "#12", "red", "center", "CENTER", "expand", "FITCONTENT", "a-b", "global", "007", [], [1], ["x"], [None], [{}],
    ["top", "bogus"], {}, {"a": 1}, {"a-b": 1, "ok": 2}, {"true": 1}, {"id": 3}, {"id": "ok", "value": 1},
    {"value": 2}, {"_:action": "setState"}, [{"_:action": "setState"}], [{"_:action": "push"}, 3],
    {"_beagleAction_": "beagle:alert", "message": "m"}, [{"_beagleAction_": "beagle:alert"}],
    [{"_beagleAction_": "beagle:pushView"}, "s"], {"_:component": "layout:text"}, {"_beagleComponent_": "beagle:text"},
    {"_:component": 5}, {"_beagleComponent_": []}, {"_beagleComponent_": "beagle:component:pageView"},
    {"_:component": "layout:column", "text": "x"}, "beagle:component:x", {"_action": "setState"},
    {"beagleAction": "beagle:alert"}, {"_component": "x:y"}, {"flexDirection": "ROW"},
    {"flex": {"grow": "x", "basis": {"value": "@{a}", "type": "AUTO"}}},
    {"size": {"width": {"value": "w", "type": "BAD"}}}, {"margin": {"all": 5}}, {"cornerRadius": {"radius": "r"}},
]
KEYS = [
    "_action", "beagleAction", "_component", "Action", "flexDirection", "template", "templates", "children", "child",
    "context", "state", "properties", "metadata", "id", "text", "url", "style", "onPress", "action", "dataSource",
    "route", "value", "items", "navigationBar", "navigationBarItems", "_:action", "_beagleAction_", "_:component",
    "_beagleComponent_",
]


def parse_path(text):
    """check's JSON path (`$.a[0]['b c']`) as a tuple of keys and indices."""
    steps, index = [], 1
    while index < len(text):
        if text[index] == ".":
            end = index + 1
            while end < len(text) and text[end] not in ".[":
                end += 1
            steps.append(text[index + 1:end])
            index = end
        elif text.startswith("['", index):
            end, key = index + 2, ""
            while text[end] != "'":
                if text[end] == "\\":
                    end += 1
                key += text[end]
                end += 1
            steps.append(key)
            index = end + 2
        else:
            end = text.index("]", index)
            steps.append(int(text[index + 1:end]))
            index = end + 1
    return tuple(steps)


def existing(document, path):
    """The longest start of `path` that names a value of `document`, read
    back from the 2.x shape check names a Beagle 1.x shape by."""
    value, found, steps = document, (), list(path)
    while steps:
        step = steps.pop(0)
        if isinstance(value, dict) and step not in value:
            if step == "templates" and "template" in value and steps[:2] == [0, "view"]:
                step, steps = "template", steps[2:]
            elif step == "onPress" and "action" in value and steps[:1] == [0]:
                step = "action"
                if not isinstance(value["action"], list):
                    steps = steps[1:]
        if isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
        elif isinstance(step, str) and isinstance(value, dict) and step in value:
            value = value[step]
        else:
            break
        found += (step,)
    return found


def expected_paths(document, diagnostics, dialect):
    return {existing(document, parse_path(d["path"])) for d in diagnostics
            if d["code"] in SAYS and (d["code"] != "removedComponent" or d["severity"] == "error")
            or in_own_namespace(d, dialect)}


def in_own_namespace(diagnostic, dialect):
    """An unknown component or action of the dialect's own namespace (Beagle's
    `beagle:`, Nimbus's core: a name with no namespace), which the schema
    refuses (no app registers a name there) and check says is an error; a
    name of any other namespace is an app's own."""
    if diagnostic["code"] not in ("unknownComponent", "unknownAction"):
        return False
    name = diagnostic["message"].split("'")[1].lower()
    namespace = name.split(":")[0] if ":" in name else ""
    return namespace == {"beagle": "beagle", "nimbus": ""}[dialect]


# Each name as a node's (or, in a container's onInit, an action's) type key, and whether the schema refuses it.
NAMES = [
    ("beagle", "component", "beagle:buton", True), ("beagle", "component", "BEAGLE:contaner", True),
    ("beagle", "component", "Beagle:Container", False), ("beagle", "component", "beagle:tabview", False),
    ("beagle", "component", "custom:buton", False), ("beagle", "component", "buton", False),
    ("beagle", "action", "beagle:alertt", True), ("beagle", "action", "beagle:Alert", False),
    ("beagle", "action", "custom:alertt", False),
    ("nimbus", "component", "layout:colum", False), ("nimbus", "component", "layout:layoutHandler", False),
    ("nimbus", "component", "material:button", False), ("nimbus", "component", "forEch", True),
    ("nimbus", "component", "FOREACH", False), ("nimbus", "action", "setStat", True),
    ("nimbus", "action", "custom:setStat", False),
]
SHORT = 120


def names_refused(suite, schemas):
    """Beagle's own namespace and Nimbus's core are closed to names they do
    not have; every other namespace (Nimbus's `layout:` too) stays open to an
    app's own."""
    for dialect, kind, name, refused in NAMES:
        component, action = TYPE_KEYS[dialect]
        if kind == "component":
            document = {component: name}
        elif dialect == "beagle":
            document = {component: "beagle:container", "onInit": [{action: name, "message": "m"}]}
        else:
            document = {component: "layout:touchable", "properties": {"onPress": [{action: name}]}}
        errors = list(schemas[dialect][0].iter_errors(document))
        # A plain validator's message stays short: it names the definition, not every name Beagle has.
        suite.check(f"the {dialect} schema {'refuses' if refused else 'takes'} the {kind} '{name}', "
                    f"in a message of at most {SHORT} characters: {[error.message for error in errors]}",
                    bool(errors) == refused and all(len(error.message) <= SHORT for error in errors))


def schema_paths(validator, document, dialect):
    paths = set()
    for error in validator.iter_errors(document):
        path = tuple(error.absolute_path)
        where = list(error.absolute_schema_path)
        if path and path[-1] in TYPE_KEYS[dialect] and any(
                where[index:index + 2] == ["properties", path[-1]] for index in range(len(where) - 1)):
            path = path[:-1]
        paths.add(path)
    return paths


def shown(paths):
    return ", ".join(sorted("$" + "".join(f"[{s}]" if isinstance(s, int) else f".{s}" for s in p) for p in paths))


def listed(folder):
    found = []
    for directory, _, files in os.walk(folder):
        found += [os.path.join(directory, name) for name in files if name.endswith(".json")]
    return sorted(found)


def run(suite, arguments):
    command = [suite.binary] + arguments
    result = subprocess.run(command, cwd=ROOT, capture_output=True, timeout=300)
    suite.guard.note(command, result.returncode, result.stdout + result.stderr)
    return result


def schema(suite, dialect, libraries):
    result = run(suite, ["schema", "--dialect", dialect] + libraries)
    named = f"schema --dialect {dialect}{''.join(' ' + name for name in libraries[1::2])}"
    suite.check(f"{named} exits 0", result.returncode == 0)
    if result.returncode != 0:
        return None
    document = json.loads(result.stdout)
    # check_schema validates against the 2020-12 metaschema, its regex formats (the patterns) included.
    try:
        jsonschema.Draft202012Validator.check_schema(document)
        problem = None
    except jsonschema.SchemaError as error:
        problem = error.message
    suite.check(f"{named} is a valid draft 2020-12 schema whose patterns compile: {problem}", problem is None)
    suite.check(f"{named} names draft 2020-12", document.get("$schema") == DRAFT)
    return jsonschema.Draft202012Validator(document), result.stdout


def checked(suite, sources, libraries):
    """check's report of each source, with its diagnostics."""
    report = json.loads(run(suite, ["check", "--rules", "none", "--format", "json"] + libraries + sources).stdout)
    by_file = {entry["file"]: (entry, []) for entry in report["files"]}
    for diagnostic in report["diagnostics"]:
        by_file[diagnostic["file"]][1].append(diagnostic)
    return by_file


def hostile_screens(folder):
    """The small screens of the hostile corpus, written into `folder`."""
    named = {}
    for number, case in enumerate(hostile.cases()):
        body = case["body"]
        if callable(body) or len(body) > 100_000:
            continue
        path = os.path.join(folder, f"hostile-{number:03d}.json")
        with open(path, "wb") as file:
            file.write(body)
        named[path] = case["name"]
    return named


def mutated_screens(folder, sources):
    """MUTATIONS mutations of the small `sources`, each one to three changes,
    written into `folder`."""
    generator = random.Random(45)
    small = [source for source in sources if os.path.getsize(source) <= SMALL]
    named = {}
    for number in range(MUTATIONS):
        source = generator.choice(small)
        with open(source, encoding="utf-8-sig") as file:
            document = json.load(file)
        for _ in range(generator.randint(1, 3)):
            places = list(walk(document))
            path, _ = generator.choice(places)
            choice = generator.random()
            if path and isinstance(path[-1], str) and choice < 0.4:
                parent = document
                for step in path[:-1]:
                    parent = parent[step]
                value = parent.pop(path[-1])
                if choice < 0.2:
                    parent[generator.choice(KEYS)] = value
            elif path:
                parent = document
                for step in path[:-1]:
                    parent = parent[step]
                parent[path[-1]] = json.loads(json.dumps(generator.choice(VALUES)))
        path = os.path.join(folder, f"mutation-{number:03d}.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(document, file)
        named[path] = f"mutation {number} of {os.path.relpath(source, ROOT)}"
    return named


def walk(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, member in value.items():
            yield from walk(member, path + (key,))
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from walk(element, path + (index,))


def held_to_check(suite):
    """Every check of this file, counted in `suite` (run.py's)."""
    started = time.monotonic()
    plain = {dialect: schema(suite, dialect, []) for dialect in ("nimbus", "beagle")}
    with_libraries = {dialect: schema(suite, dialect, LIBRARIES) for dialect in ("nimbus", "beagle")}
    if None in list(plain.values()) + list(with_libraries.values()):
        return
    again = run(suite, ["schema", "--dialect", "nimbus"]).stdout
    suite.check("the schema is the same text each time", again == plain["nimbus"][1])
    names_refused(suite, plain)

    bundled = listed(os.path.join(ROOT, "Screens"))
    conformance = []
    if os.path.isdir(CONFORMANCE):
        conformance = listed(os.path.join(CONFORMANCE, "nimbus")) + listed(os.path.join(CONFORMANCE, "beagle"))
    else:
        print(f"note: {CONFORMANCE} is absent; the conformance screens are not validated", flush=True)
    broken = [os.path.join(HERE, name) for name in ("nimbus-broken.json", "beagle-broken.json")]
    real = listed(os.path.join(ROOT, "Tests", "RealScreens"))
    work = tempfile.mkdtemp()
    try:
        attacks = hostile_screens(work)
        mutations = mutated_screens(work, bundled + conformance + real)
        groups = {"Screens": bundled, "conformance": conformance, "RealScreens": real, "broken": broken,
                  "hostile": sorted(attacks), "mutations": sorted(mutations)}
        names = {**attacks, **mutations}
        counts = {group: {"nimbus": 0, "beagle": 0, "fail": 0, "apart": 0} for group in groups}
        group_of = {source: group for group, sources in groups.items() for source in sources}
        others = [source for source in group_of if source not in bundled]
        for sources, schemas, libraries in ((bundled, with_libraries, LIBRARIES), (others, plain, [])):
            reports = checked(suite, sources, libraries)
            for source in sources:
                label = names.get(source, os.path.relpath(source, ROOT))
                outcome = compared(suite, label, source, reports[source], schemas)
                counts[group_of[source]][outcome] += 1
                if source in bundled:
                    suite.check(f"{label}: a bundled screen validates with no error", outcome != "fail")
                if source in broken:
                    suite.check(f"{label}: a broken screen fails validation", outcome == "fail")
    finally:
        shutil.rmtree(work)
    for group, count in counts.items():
        print(f"schema: {group}: {count['nimbus']} Nimbus and {count['beagle']} Beagle screens validate with no "
              f"error, {count['fail']} fail where check says, {count['apart']} stand apart", flush=True)
    print(f"schema: {time.monotonic() - started:.1f} s", flush=True)


def compared(suite, label, source, report, schemas):
    """Validates one screen and compares with check's report: its dialect
    when it validates with no error, "fail" when it fails, "apart" when it
    is not compared."""
    entry, diagnostics = report
    if entry["readError"] is not None or any(d["code"] == "invalidJSON" for d in diagnostics):
        return "apart"
    with open(source, encoding="utf-8-sig") as file:
        document = json.load(file)
    if entry["dialect"] is None:
        for dialect, (validator, _) in schemas.items():
            suite.check(f"{label}: the {dialect} schema refuses a root of no dialect",
                        () in schema_paths(validator, document, dialect))
        return "fail"
    dialect = entry["dialect"]
    if dialect not in schemas:
        # A2UI's messages are held to A2UI's own schemas (SDUISchemaValidationTests), not to one of sdui-term's.
        return "apart"
    found = schema_paths(schemas[dialect][0], document, dialect)
    expected = expected_paths(document, diagnostics, dialect)
    if label in BEYOND:
        suite.check(f"{label}: check says more than the schema", found < expected)
        return "apart"
    # Where the phones fail the payload, check says error as the schema does.
    warned = {existing(document, parse_path(d["path"])) for d in diagnostics if d["severity"] != "error" and (
        d["code"] == "invalidEnumValue" or in_own_namespace(d, dialect))}
    suite.check(f"{label} ({dialect}): the schema's errors are where check's are; "
                f"the schema's alone: {shown(found - expected)}; check's alone: {shown(expected - found)}; "
                f"check only warns at: {shown(warned)}",
                found == expected and not warned)
    return "fail" if found else dialect


def main():
    from run import Suite

    suite = Suite(os.path.abspath(sys.argv[1]))
    held_to_check(suite)
    failed = len(suite.failures) + suite.guard.report()
    print(f"schema: {suite.passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
