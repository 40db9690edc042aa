"""The hostile-input corpus, continued: flows (issue 53, item 8) that would run for years, reports
that would carry a screen's control characters, and screenshots that would follow a symbolic link
out of --screenshots.

Cases are dicts as in origin_cases.py, run by `sdui-term test flow.yaml` ("flow") or by the case's
argv ("usage"), with these keys besides:
  unchanged  files that must keep their bytes: {"name": bytes}
  absent     files that must not be made: ["name"]
  reports    reports a run writes, each with texts it must hold: {"name": ["text"]}; none may
             hold a raw control, C1 or bidirectional character

Every case here has ten seconds for each run.
"""

from origin_cases import JAVASCRIPT_ADDRESS_SPACE, SECONDS, nimbus, text

BUDGET = "a flow runs 10000 at most (each command each time it runs, and each pass of a repeat)"
SPENT = "failed: the flow has run 10000 steps, the most a flow runs"


def nested_repeats(times, depth, innermost, indent="  "):
    """`depth` repeats of `times` inside each other, around one command, as a flow's lines."""
    lines = []
    for level in range(depth):
        pad = indent * 3 * level
        lines += [f"{pad}- repeat:", f"{pad}    times: {times}", f"{pad}    commands:"]
    lines.append(indent * 3 * depth + f"- {innermost}")
    return "\n".join(lines) + "\n"


def budget_cases():
    counter = nimbus(text("Count: 0"))
    huge = "url: {path}\n---\n" + nested_repeats(9007199254740992, 1, "evalScript: x")
    cube = "url: {path}\n---\n" + nested_repeats(1000, 3, "evalScript: x")
    return [
        {"name": "a flow's repeat of 2^53 times", "runs": ["flow"], "status": (2,), "body": counter,
         "expect": ["flow.yaml:3:3: error: 'repeat: {times: 9007199254740992",
                    "would take the flow to 18014398509481985 steps", BUDGET],
         "seconds": SECONDS, "flow": huge},
        {"name": "check of a flow's repeat of 2^53 times", "runs": ["usage"], "status": (1,), "body": counter,
         "argv": ["check", "flow.yaml"], "expect": ["flow.yaml:3:3: error: 'repeat:", BUDGET],
         "seconds": SECONDS, "flow": huge},
        {"name": "a flow's three repeats of 1,000 inside each other", "runs": ["flow"], "status": (2,),
         "body": counter, "expect": ["flow.yaml:6:9: error: 'repeat:", "would take the flow to 2002003 steps"],
         "seconds": SECONDS, "flow": cube},
        {"name": "check of a flow's three repeats of 1,000 inside each other", "runs": ["usage"], "status": (1,),
         "body": counter, "argv": ["check", "flow.yaml"], "expect": ["flow.yaml:6:9: error: 'repeat:", BUDGET],
         "seconds": SECONDS, "flow": cube},
        {"name": "a flow's repeat of 2^53 times that a script counts", "runs": ["flow"], "status": (1,),
         "body": counter, "virtual_memory": JAVASCRIPT_ADDRESS_SPACE, "seconds": SECONDS,
         "expect": "flow.yaml:6:9: 'evalScript: x' " + SPENT,
         "flow": "url: {path}\n---\n" + nested_repeats("${2 ** 53}", 1, "evalScript: x")},
        {"name": "a flow's script-counted repeats of a million, of no commands, inside each other",
         "runs": ["flow"], "status": (1,), "body": counter, "virtual_memory": JAVASCRIPT_ADDRESS_SPACE,
         "seconds": SECONDS, "expect": "flow.yaml:6:9: 'repeat: {times: ${1e6}, commands: []}' " + SPENT,
         "flow": "url: {path}\n---\n- repeat:\n    times: ${1e6}\n    commands:\n"
                 "      - repeat:\n          times: ${1e6}\n          commands: []\n"},
    ]


def report_cases():
    hostile = "x\u009b31m\u202eevil\x1b[2J\x00end"
    screen = nimbus(text(hostile))
    return [
        {"name": "a screen's C1 CSI, bidi override, ESC and NUL in a flow's JUnit and HTML reports",
         "runs": ["flow"], "status": (1,), "body": screen, "virtual_memory": JAVASCRIPT_ADDRESS_SPACE,
         "argv": ["--junit", "report.xml", "--format", "html", "--output", "report.html"],
         "expect": "the nearest", "seconds": SECONDS,
         "reports": {"report.xml": ["<failure", "LOG", "evil"], "report.html": ["Failed flows", "evil"]},
         "flow": "url: {path}\nname: \"flow \\x9b\\u202e\\e\"\n---\n- launchApp\n- copyTextFrom: \"x.*\"\n"
                 "- evalScript: ${console.log(maestro.copiedText)}\n- assertVisible: \"nothing like this\"\n"},
    ]


def screenshot_cases():
    counter = nimbus(text("Count: 0"))
    secret = b"the user's own file\n"
    shots = ["--screenshots", "shots"]
    refused = "through a symbolic link"
    return [
        {"name": "a flow's screenshot onto a symbolic link to a file outside --screenshots", "runs": ["flow"],
         "status": (1,), "body": counter, "argv": shots, "seconds": SECONDS,
         "files": {"secret.txt": secret}, "symlinks": {"shots/evil.svg": "../secret.txt"},
         "unchanged": {"secret.txt": secret}, "expect": ["flow.yaml:4:3: 'takeScreenshot: evil' failed", refused],
         "flow": "url: {path}\n---\n- launchApp\n- takeScreenshot: evil\n"},
        {"name": "a flow's recording onto a symbolic link to a file outside --screenshots", "runs": ["flow"],
         "status": (1,), "body": counter, "argv": shots, "seconds": SECONDS,
         "files": {"secret.txt": secret}, "symlinks": {"shots/evil.cast": "../secret.txt"},
         "unchanged": {"secret.txt": secret}, "expect": ["flow.yaml:4:3: 'startRecording: evil' failed", refused],
         "flow": "url: {path}\n---\n- launchApp\n- startRecording: evil\n"},
        {"name": "a flow's screenshot onto a dangling symbolic link out of --screenshots", "runs": ["flow"],
         "status": (1,), "body": counter, "argv": shots, "seconds": SECONDS,
         "symlinks": {"shots/new.svg": "../made-outside.svg"}, "absent": ["made-outside.svg"],
         "expect": ["flow.yaml:4:3: 'takeScreenshot: new' failed", refused],
         "flow": "url: {path}\n---\n- launchApp\n- takeScreenshot: new\n"},
        {"name": "a flow's screenshot under a folder that is a symbolic link out of --screenshots",
         "runs": ["flow"], "status": (1,), "body": counter, "argv": shots, "seconds": SECONDS,
         "files": {"elsewhere/kept.txt": secret}, "symlinks": {"shots/sub": "../elsewhere"},
         "absent": ["elsewhere/pic.svg", "elsewhere/deeper"],
         "expect": ["flow.yaml:4:3: 'takeScreenshot: sub/deeper/pic' failed", refused],
         "flow": "url: {path}\n---\n- launchApp\n- takeScreenshot: sub/deeper/pic\n"},
        {"name": "a flow's screenshot of the --screenshots folder itself", "runs": ["flow"], "status": (1,),
         "body": counter, "argv": shots, "seconds": SECONDS, "files": {"shots/kept.txt": secret},
         "absent": ["shots.svg", "shots/.svg"], "expect": ["flow.yaml:4:3: 'takeScreenshot: .' failed",
                                                         "is not inside --screenshots ('shots')"],
         "flow": "url: {path}\n---\n- launchApp\n- takeScreenshot: .\n"},
        {"name": "a flow's screenshots inside --screenshots are written", "runs": ["flow"], "status": (0,),
         "body": counter, "argv": shots, "seconds": SECONDS, "expect": "PASS",
         "reports": {"shots/a/b/pic.svg": ["<svg"], "shots/run.cast": ["width"]},
         "flow": "url: {path}\n---\n- launchApp\n- takeScreenshot: a/b/pic\n- startRecording: run\n"},
    ]


def flow_cases():
    return budget_cases() + report_cases() + screenshot_cases()
