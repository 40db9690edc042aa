"""The agents suite: sdui-term against a real A2A agent, a2a-sdk's own server on loopback
(a2a_agent.py, no model behind it), headless through `render --a2a URL --say TEXT --keys ...`; an
MCP server of PyPI's `mcp` (mcp_server.py); and JSON Lines and server-sent events over plain HTTP
from Python's standard library (stream_server.py), opened as `sdui-term URL`.

    PYTHON_WITH_A2A_SDK Tests/agents/run.py PATH/TO/sdui-term

Each case runs sdui-term, then checks the frame it printed, what it said on standard error, its
status (never a signal), and what the agent received (its log of every message, with parts,
metadata, extensions and context). Prints one line per failure and `agents: N passed, N failed`.
"""

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.abspath(sys.argv[1])
BASIC = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
EXTENSION = "https://a2ui.org/a2a-extension/a2ui/v0.9"


def start_agent(folder, script="a2a_agent.py", name="agent"):
    port_file = os.path.join(folder, name + ".port")
    log = os.path.join(folder, name + ".jsonl")
    agent = subprocess.Popen(
        [sys.executable, os.path.join(HERE, script), port_file, log],
        stdout=subprocess.DEVNULL,
        stderr=open(os.path.join(folder, name + ".err"), "w"),
    )
    deadline = time.monotonic() + 60
    while not (os.path.exists(port_file) and open(port_file).read()):
        if agent.poll() is not None or time.monotonic() > deadline:
            sys.exit(f"agents: the test {name} did not start: " + open(os.path.join(folder, name + ".err")).read())
        time.sleep(0.05)
    return agent, int(open(port_file).read()), log


def received(log):
    if not os.path.exists(log):
        return []
    return [json.loads(line) for line in open(log)]


class Run:
    def __init__(self, args, cwd, command):
        started = time.monotonic()
        process = subprocess.run([BINARY, command, *args], cwd=cwd, capture_output=True, text=True, timeout=120)
        self.seconds = time.monotonic() - started
        self.status = process.returncode
        self.frame = process.stdout
        self.said = process.stderr


FLOW_CASE = "flows against the agent: inputText on the say line, tapOn, assertVisible, assertSent"


def flow_case(base, folder):
    """`sdui-term test --a2a`: the booking flow passes; one asserting a message never sent fails, saying what
    was. True when all of it held."""
    unsent = os.path.join(folder, "unsent.yaml")
    with open(unsent, "w") as flow:
        flow.write('appId: booking\n---\n- launchApp\n- inputText: "hi"\n- pressKey: Enter\n- tapOn: "Book"\n'
                   "- assertSent: {action: {name: cancel_table}}\n")
    booking = os.path.join(HERE, "flows", "booking.yaml")
    junit = os.path.join(folder, "junit.xml")
    html = os.path.join(folder, "report.html")
    process = subprocess.run(
        [BINARY, "test", "--a2a", f"{base}/stream", booking, unsent, "--junit", junit, "--format", "html",
         "--output", html], capture_output=True, text=True, timeout=120
    )
    out = process.stdout + process.stderr
    report = open(junit).read() if os.path.exists(junit) else ""
    page = open(html).read() if os.path.exists(html) else ""
    checks = [
        ("the booking flow passes", "PASS  booking" in out),
        ("the unsent assertion fails", "FAIL  unsent" in out),
        ("it says what was sent instead", "cancel_table}} to have been sent, but the last sent were:" in out
         and '"name":"book_table"' in out),
        ("exit 1", process.returncode == 1),
        ("the JUnit report has each step's messages out and in",
         "STEP  " in report and "→ {&quot;version&quot;:&quot;v0.9&quot;,&quot;action&quot;" in report
         and re.search(r"← \{[^\n]*updateComponents", report) is not None),
        ("so has the HTML report", '<div class="message"><code>→ ' in page and '<div class="message"><code>← ' in page),
    ]
    missed = [name for name, ok in checks if not ok]
    if missed:
        print(f"FAIL {FLOW_CASE}: " + "; ".join(missed) + "\n" + out)
    return not missed


TMUX_CASE = "the interactive terminal under tmux: the say line, a press, the answer"


class Tmux:
    """sdui-term run by a shell in a tmux session of its own: keys sent, the screen read."""

    def __init__(self, name, command, size):
        self.session = f"sdui-{name}-{os.getpid()}"
        self.pane = self.session + ":0"
        columns, rows = size
        subprocess.run(["tmux", "new-session", "-d", "-s", self.session, "-x", str(columns), "-y", str(rows),
                        command + "; echo EXITED=$?; sleep 30"], check=True)

    def screen(self):
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.pane], capture_output=True, text=True).stdout

    def send(self, *keys):
        subprocess.run(["tmux", "send-keys", "-t", self.pane, *keys])

    def wait_for(self, pattern, seconds=20):
        """The first match of the regular expression on the screen, or None once `seconds` have passed."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = re.search(pattern, self.screen())
            if found:
                return found
            time.sleep(0.02)
        return None

    def journey(self, name, walk):
        """Runs `walk(self)`, the (step, seen) pairs it gives; True when every step was seen, else prints
        the missed ones and the last screen. The session is closed either way."""
        steps = []
        try:
            steps = walk(self)
        finally:
            shown = self.screen()
            subprocess.run(["tmux", "kill-session", "-t", self.session], capture_output=True)
        missed = [step for step, seen in steps if not seen]
        if missed or not steps:
            print(f"FAIL {name}: " + "; ".join(missed))
            print("  screen:\n" + "\n".join("    " + line for line in shown.splitlines()))
        return bool(steps) and not missed


def tmux_case(base):
    """A person's journey: the say line open at once, words typed, the form filled and pressed."""

    def walk(tmux):
        steps = [("the say line is open at once", tmux.wait_for(" say ›"))]
        tmux.send("a table please", "Enter")
        steps.append(("the form is drawn", tmux.wait_for(re.escape("[ Book ]"))))
        steps.append(("the agent's words on the status line", tmux.wait_for("Here is the booking form.")))
        tmux.send("Eve", "Tab", "Tab", "Enter")
        steps.append(("the answer is drawn", tmux.wait_for("Booked for Eve, party of 2")))
        tmux.send("q")
        steps.append(("q quits once the line is closed", tmux.wait_for("EXITED=0")))
        return steps

    return Tmux("agents", f"{BINARY} --a2a {base}/stream", (70, 12)).journey(TMUX_CASE, walk)


def stream_cases(case, base, log):
    """`sdui-term URL` on JSON Lines and server-sent events over plain HTTP (stream_server.py)."""
    size = ["--size", "50x6"]

    def posts(messages):
        return [entry["body"] for entry in messages if entry["method"] == "POST"]

    case(
        "JSON Lines over HTTP: drawn, the action POSTed to --actions-url with its metadata, the answer drawn",
        [f"{base}/booking.jsonl", "--actions-url", f"{base}/actions", "--keys", '"Ann" Tab Enter', *size],
        [
            ("the answer is drawn", lambda r, m: "Booked over HTTP for Ann" in r.frame),
            ("exit 0", lambda r, m: r.status == 0),
            ("one GET, then one POST to --actions-url",
             lambda r, m: [(e["method"], e["path"]) for e in m] == [("GET", "/booking.jsonl"), ("POST", "/actions")]),
            ("the action and its context", lambda r, m: posts(m)[0]["message"]["action"]["name"] == "book_table"
             and posts(m)[0]["message"]["action"]["context"] == {"name": "Ann"}),
            ("the message as the schema has it", lambda r, m: sorted(posts(m)[0]["message"]) == ["action", "version"]),
            ("the capabilities in its metadata",
             lambda r, m: BASIC in posts(m)[0]["metadata"]["a2uiClientCapabilities"]["v0.9"]["supportedCatalogIds"]),
            ("sendDataModel honoured", lambda r, m: posts(m)[0]["metadata"]["a2uiClientDataModel"]
             == {"version": "v0.9", "surfaces": {"booking": {"booking": {"name": "Ann"}}}}),
            ("the end said", lambda r, m: "the stream ended: " + f"{base}/booking.jsonl" in r.said),
        ],
        log_file=log,
    )
    case(
        "server-sent events over HTTP: an event of one message, one of an array; the POST answered as an event",
        [f"{base}/events", "--actions-url", f"{base}/actions-sse", "--keys", '"Bo" Tab Enter', *size],
        [
            ("the answer is drawn", lambda r, m: "Booked over HTTP for Bo" in r.frame),
            ("exit 0", lambda r, m: r.status == 0),
        ],
        log_file=log,
    )
    case(
        "a .ndjson path answered as application/octet-stream is read as JSON Lines",
        [f"{base}/booking.ndjson", *size],
        [("drawn", lambda r, m: "Book over HTTP" in r.frame and "[ Book ]" in r.frame)],
        log_file=log,
    )
    case(
        "a whole document is read as any URL's page, and asked for once",
        [f"{base}/page.json", *size],
        [
            ("drawn", lambda r, m: "Book over HTTP" in r.frame),
            ("one GET", lambda r, m: [(e["method"], e["path"]) for e in m] == [("GET", "/page.json")]),
            ("no stream said", lambda r, m: "stream" not in r.said),
        ],
        log_file=log,
    )
    case(
        "a stream cut in the middle of a line: said, and the lines before it kept",
        [f"{base}/cut.jsonl", *size],
        [
            ("said", lambda r, m: "the stream ended in the middle of a line" in r.said),
            ("the lines before kept", lambda r, m: "Book over HTTP" in r.frame),
            ("exit 0", lambda r, m: r.status == 0),
        ],
        log_file=log,
    )
    case(
        "a stream that stalls: the wait is bounded by --timeout, and what came is shown",
        [f"{base}/stall.jsonl", "--timeout", "2", *size],
        [
            ("said", lambda r, m: "its stream goes on; shown as far as it came" in r.said),
            ("the first line's surface", lambda r, m: "waits for its root component" in r.frame),
            ("ends within 10 s", lambda r, m: r.seconds < 10),
        ],
        log_file=log,
    )
    case(
        "an event whose data is not JSON: said which",
        [f"{base}/garbage-events", *size],
        [("said", lambda r, m: "event 2 of the stream holds no JSON message" in r.said)],
        log_file=log,
    )
    case(
        "an action the server refuses: the status said, the surface kept",
        [f"{base}/booking.jsonl", "--actions-url", f"{base}/refuse", "--keys", '"Cy" Tab Enter', *size],
        [
            ("said", lambda r, m: "500 Internal Server Error to the action POSTed to " + f"{base}/refuse" in r.said),
            ("the surface kept", lambda r, m: "Book over HTTP" in r.frame and "Cy" in r.frame),
        ],
        log_file=log,
    )
    case(
        "a URL with nothing there: the status said, exit 1",
        [f"{base}/nothing.jsonl", *size],
        [
            ("said", lambda r, m: "404 Not Found" in r.said),
            ("exit 1", lambda r, m: r.status == 1),
        ],
        log_file=log,
    )


STREAM_FLOW_CASE = "a flow against a JSON Lines stream: inputText, tapOn, assertVisible, assertSent"


def stream_flow_case(base, folder):
    """`sdui-term test` on a flow whose url: is a stream; its actions go back to the stream's own URL."""
    flow = os.path.join(folder, "stream.yaml")
    with open(flow, "w") as out:
        out.write(f"url: {base}/booking.jsonl\nappId: booking\n---\n- launchApp\n- tapOn: \"Name\"\n"
                  "- inputText: \"Eve\"\n- tapOn: \"Book\"\n- assertVisible: \"Booked over HTTP for Eve\"\n"
                  "- assertSent: {action: {name: book_table, context: {name: Eve}}}\n")
    process = subprocess.run([BINARY, "test", flow], capture_output=True, text=True, timeout=120)
    out = process.stdout + process.stderr
    if process.returncode != 0 or "PASS  stream" not in out:
        print(f"FAIL {STREAM_FLOW_CASE}: exit {process.returncode}\n{out}")
        return False
    return True


STREAM_TMUX_CASE = "a stream in the interactive terminal: drawn as it comes, r opens it again, C-t said to take no words"


def stream_tmux_case(base):
    def walk(tmux):
        early = tmux.wait_for(r"tick (\d+)")
        steps = [("a tick is drawn before the stream ends", early is not None and int(early.group(1)) < 30)]
        steps.append(("the last tick, and the end said", tmux.wait_for("tick 39") and tmux.wait_for("the stream ended")))
        tmux.send("C-t")
        steps.append(("C-t says the stream takes no words", tmux.wait_for("takes no words")))
        tmux.send("r")
        steps.append(("r opens the stream again", tmux.wait_for(r"tick ([0-9]|1[0-9])\b")))
        tmux.send("q")
        steps.append(("q quits", tmux.wait_for("EXITED=0")))
        return steps

    return Tmux("streams", f"{BINARY} {base}/ticks.jsonl", (70, 8)).journey(STREAM_TMUX_CASE, walk)


FLAKY_TMUX_CASE = "a stream whose first request fails: the error shown, r opens it as a stream"


def flaky_tmux_case(base):
    def walk(tmux):
        steps = [("the failure shown", tmux.wait_for("503"))]
        tmux.send("r")
        steps.append(("r reads the stream that answers now", tmux.wait_for("Book over HTTP")))
        steps.append(("and its end is said", tmux.wait_for("the stream ended")))
        tmux.send("C-c")  # the focus is in the form's field, where q is typed
        steps.append(("C-c quits", tmux.wait_for("EXITED=0")))
        return steps

    return Tmux("flaky", f"{BINARY} {base}/flaky.jsonl", (60, 8)).journey(FLAKY_TMUX_CASE, walk)


def main():
    failures = []
    passed = 0
    with tempfile.TemporaryDirectory() as folder:
        agent, port, log = start_agent(folder)
        base = f"http://127.0.0.1:{port}"
        try:

            def case(name, args, checks, command="render", log_file=log):
                nonlocal passed
                start = len(received(log_file))
                run = Run(args, folder, command)
                messages = received(log_file)[start:]
                problems = []
                if run.status < 0 or "Program crashed" in run.said:
                    problems.append(f"crashed (status {run.status})")
                for description, check in checks:
                    try:
                        ok = check(run, messages)
                    except Exception as error:  # a check that cannot be made fails with its reason
                        ok = False
                        description += f" ({type(error).__name__}: {error})"
                    if not ok:
                        problems.append(description)
                if problems:
                    failures.append(name)
                    print(f"FAIL {name}: " + "; ".join(problems))
                    print("  status", run.status, "in", round(run.seconds, 2), "s")
                    print("  frame:\n" + "\n".join("    " + line for line in run.frame.splitlines() if line.strip()))
                    print("  stderr:\n" + "\n".join("    " + line for line in run.said.splitlines()))
                else:
                    passed += 1

            def first_parts(messages):
                return messages[0]["message"]["parts"]

            def action_of(entry):
                return next(p["data"]["action"] for p in entry["message"]["parts"] if "data" in p)

            size = ["--size", "60x8"]
            case(
                "connect and render: the user's words go with the capabilities and the extension",
                ["--a2a", f"{base}/send", "--say", "a table for two", *size],
                [
                    ("the surface is drawn", lambda r, m: "Book a table" in r.frame and "[ Book ]" in r.frame),
                    ("exit 0", lambda r, m: r.status == 0),
                    ("the agent's words are said", lambda r, m: "Here is the booking form." in r.said),
                    ("one message arrived", lambda r, m: len(m) == 1),
                    ("its text part", lambda r, m: first_parts(m) == [{"text": "a table for two"}]),
                    (
                        "a2uiClientCapabilities in its metadata",
                        lambda r, m: BASIC
                        in m[0]["message"]["metadata"]["a2uiClientCapabilities"]["v0.9"]["supportedCatalogIds"],
                    ),
                    ("the extension activated", lambda r, m: m[0]["extensions"] == [EXTENSION]),
                ],
            )
            send_log = os.path.join(folder, "sent.jsonl")
            case(
                "type and press: the action arrives with its context, in the same context, and the answer is drawn",
                ["--a2a", f"{base}/send", "--say", "book", "--keys", '"Ann" Tab Tab Enter', "--send-log", send_log, *size],
                [
                    ("the agent's answer is drawn", lambda r, m: "Booked for Ann, party of 2" in r.frame),
                    ("two messages arrived", lambda r, m: len(m) == 2),
                    (
                        "the action and its context",
                        lambda r, m: action_of(m[1])["name"] == "book_table"
                        and action_of(m[1])["context"] == {"name": "Ann", "partySize": "2"}
                        and action_of(m[1])["surfaceId"] == "booking"
                        and action_of(m[1])["sourceComponentId"] == "book",
                    ),
                    (
                        "its data part marked as A2UI",
                        lambda r, m: m[1]["message"]["parts"][0]["metadata"] == {"mimeType": "application/json+a2ui"},
                    ),
                    ("one contextId for the session", lambda r, m: m[0]["contextId"] == m[1]["contextId"]),
                    ("the capabilities again", lambda r, m: "a2uiClientCapabilities" in m[1]["message"]["metadata"]),
                    ("no data model unasked", lambda r, m: "a2uiClientDataModel" not in m[1]["message"]["metadata"]),
                    (
                        "the send log has it too",
                        lambda r, m: json.loads(open(send_log).read().splitlines()[-1])["action"]["name"] == "book_table",
                    ),
                ],
            )
            case(
                "message/stream: a streaming agent's status updates drawn, the task continued",
                ["--a2a", f"{base}/stream", "--say", "book", "--keys", '"Bo" Tab Tab Enter', *size],
                [
                    ("the answer is drawn", lambda r, m: "Booked for Bo, party of 2" in r.frame),
                    ("exit 0", lambda r, m: r.status == 0),
                    ("the action arrived", lambda r, m: len(m) == 2 and action_of(m[1])["context"]["name"] == "Bo"),
                    ("the waiting task continued", lambda r, m: m[1]["message"].get("taskId") == m[0]["message"].get("taskId")),
                ],
            )
            case(
                "sendDataModel: the surface's data model goes beside the action",
                ["--a2a", f"{base}/model", "--say", "book", "--keys", '"Cy" Tab Tab Enter', *size],
                [
                    (
                        "a2uiClientDataModel",
                        lambda r, m: m[1]["message"]["metadata"]["a2uiClientDataModel"]
                        == {"version": "v0.9", "surfaces": {"booking": {"booking": {"name": "Cy", "size": "2"}}}},
                    ),
                    ("none before a surface asked", lambda r, m: "a2uiClientDataModel" not in m[0]["message"]["metadata"]),
                ],
            )
            case(
                "an agent that floods: 20,000 updates in one answer, the last one drawn",
                ["--a2a", f"{base}/flood", "--say", "go", *size],
                [
                    ("the last value is drawn", lambda r, m: r.frame.splitlines()[0].strip() == "19999"),
                    ("exit 0", lambda r, m: r.status == 0),
                    ("within 60 s", lambda r, m: r.seconds < 60),
                ],
            )
            case(
                "a stream cut in the middle of an event: said, and what came before it kept",
                ["--a2a", f"{base}/cut", "--say", "go", *size],
                [
                    ("said", lambda r, m: "ended in the middle of an event" in r.said),
                    ("the first part kept", lambda r, m: "Surface 'booking' waits for its root component." in r.frame),
                    ("exit 0", lambda r, m: r.status == 0),
                ],
            )
            case(
                "a stall: the wait is bounded by --timeout",
                ["--a2a", f"{base}/stall", "--say", "go", "--timeout", "2", *size],
                [
                    ("said", lambda r, m: "no whole answer yet" in r.said),
                    ("ends within 10 s", lambda r, m: r.seconds < 10),
                    ("exit 1: nothing to show", lambda r, m: r.status == 1 and "held no A2UI message" in r.said),
                ],
            )
            case(
                "garbage: an answer that is not JSON-RPC",
                ["--a2a", f"{base}/garbage", "--say", "go", *size],
                [
                    ("said", lambda r, m: "not JSON-RPC" in r.said),
                    ("exit 1", lambda r, m: r.status == 1),
                ],
            )
            case(
                "an agent that is not there",
                ["--a2a", "http://127.0.0.1:9/", "--say", "go", *size],
                [
                    ("said where and why", lambda r, m: "http://127.0.0.1:9/" in r.said and "connection refused" in r.said),
                    ("exit 1", lambda r, m: r.status == 1),
                ],
            )
            case(
                "a card that is not a card",
                ["--a2a", f"{base}/garbage/rpc.json", "--say", "go", *size],
                [
                    ("said", lambda r, m: "garbage/rpc.json" in r.said),
                    ("exit 1", lambda r, m: r.status == 1),
                ],
            )
            case(
                "check --a2a: what the agent answers is checked as a file of its messages is",
                ["--a2a", f"{base}/send", "--say", "a table"],
                [
                    ("no error", lambda r, m: r.status == 0 and "checked 1 file: 0 errors" in r.said),
                    ("the words were said", lambda r, m: first_parts(m) == [{"text": "a table"}]),
                ],
                command="check",
            )
            case(
                "check --a2a on an agent that is not there: an error naming it",
                ["--a2a", "http://127.0.0.1:9/"],
                [
                    ("exit 1", lambda r, m: r.status == 1),
                    ("said", lambda r, m: "http://127.0.0.1:9/" in r.frame + r.said and "connection refused" in r.frame + r.said),
                ],
                command="check",
            )
            mcp_log = os.path.join(folder, "mcp.jsonl")
            server = f"{sys.executable} {os.path.join(HERE, 'mcp_server.py')}"
            os.environ["MCP_LOG"] = mcp_log

            def mcp_calls():
                return [json.loads(line) for line in open(mcp_log)] if os.path.exists(mcp_log) else []

            case(
                "MCP over stdio: the A2UI resource read, the A2UI tool called with the words, an action called back",
                ["--mcp", server, "--say", "a table", "--keys", '"Ann" Tab Tab Enter', "--size", "60x10"],
                [
                    ("the resource's surface is drawn", lambda r, m: "Welcome over MCP" in r.frame),
                    ("the tool's answer, then the action's, drawn", lambda r, m: "Booked for Ann, party of 2" in r.frame),
                    ("the server's name with its words", lambda r, m: "Booking over MCP: Your table is booked." in r.said),
                    ("the tool got the words", lambda r, m: mcp_calls()[0] == {
                        "tool": "get_booking_a2ui", "arguments": {"query": "a table"},
                        "meta": mcp_calls()[0]["meta"]}),
                    ("the capabilities in _meta", lambda r, m: BASIC in mcp_calls()[0]["meta"]["a2ui"]["clientCapabilities"]["v0.9"]["supportedCatalogIds"]),
                    ("the action tool got the action", lambda r, m: mcp_calls()[1]["tool"] == "action"
                     and mcp_calls()[1]["arguments"]["name"] == "book_table"
                     and mcp_calls()[1]["arguments"]["context"] == {"name": "Ann", "partySize": "2"}),
                ],
            )
            port_file = os.path.join(folder, "mcp-port")
            web = subprocess.Popen([sys.executable, os.path.join(HERE, "mcp_server.py"), "http", port_file],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 30
                while not (os.path.exists(port_file) and open(port_file).read()) and time.monotonic() < deadline:
                    time.sleep(0.05)
                mcp_url = f"http://127.0.0.1:{open(port_file).read()}/mcp"
                for _ in range(200):  # the port is written before uvicorn listens
                    try:
                        socket.create_connection(("127.0.0.1", int(mcp_url.split(":")[2].split("/")[0])), 0.2).close()
                        break
                    except OSError:
                        time.sleep(0.05)
                calls_before = len(mcp_calls())
                case(
                    "MCP over streamable HTTP: the same journey through sdui-term's own HTTP client",
                    ["--mcp", mcp_url, "--say", "a table", "--keys", '"Bo" Tab Tab Enter', "--size", "60x10"],
                    [
                        ("drawn", lambda r, m: "Welcome over MCP" in r.frame and "Booked for Bo, party of 2" in r.frame),
                        ("the action tool got it", lambda r, m: mcp_calls()[calls_before + 1]["arguments"]["context"]["name"] == "Bo"),
                    ],
                )
            finally:
                web.terminate()
                web.wait(timeout=10)
            case(
                "MCP: a server whose message passes --max-body is stopped and said, at once",
                ["--mcp", server + " flood", "--say", "go", "--max-body", "100000", *size],
                [
                    ("said", lambda r, m: "longer than 100000 bytes" in r.said),
                    ("within 10 s", lambda r, m: r.seconds < 10),
                ],
            )
            case(
                "MCP: a command that is no MCP server",
                ["--mcp", "echo garbage", "--say", "go", "--timeout", "5", *size],
                [
                    ("said", lambda r, m: "is it an MCP server on stdio?" in r.said),
                    ("exit 1", lambda r, m: r.status == 1),
                    ("within 10 s", lambda r, m: r.seconds < 10),
                ],
            )
            controls = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]")
            case(
                "an agent's control characters reach neither the frame nor standard error",
                ["--a2a", f"{base}/hostile", "--say", "go", *size],
                [
                    ("the surface is drawn", lambda r, m: "red" in r.frame and "here" in r.frame),
                    ("its words are said", lambda r, m: "the screen" in r.said),
                    ("no control character in the frame", lambda r, m: not controls.search(r.frame)),
                    ("no control character on standard error", lambda r, m: not controls.search(r.said)),
                ],
            )
            case(
                "an answer over --max-body is stopped and said",
                ["--a2a", f"{base}/huge", "--say", "go", "--max-body", "100000", *size],
                [
                    ("said", lambda r, m: "larger than 100000 bytes" in r.said),
                    ("exit 1: nothing to show", lambda r, m: r.status == 1),
                ],
            )
            stream_server, stream_port, stream_log = start_agent(folder, "stream_server.py", "streams")
            try:
                stream_cases(case, f"http://127.0.0.1:{stream_port}", stream_log)
                for name, ok in [(STREAM_FLOW_CASE, stream_flow_case(f"http://127.0.0.1:{stream_port}", folder)),
                                 (STREAM_TMUX_CASE, stream_tmux_case(f"http://127.0.0.1:{stream_port}")),
                                 (FLAKY_TMUX_CASE, flaky_tmux_case(f"http://127.0.0.1:{stream_port}"))]:
                    if ok:
                        passed += 1
                    else:
                        failures.append(name)
            finally:
                stream_server.terminate()
                stream_server.wait(timeout=10)
            if flow_case(base, folder):
                passed += 1
            else:
                failures.append(FLOW_CASE)
            if tmux_case(base):
                passed += 1
            else:
                failures.append(TMUX_CASE)
        finally:
            agent.terminate()
            agent.wait(timeout=10)
    print(f"agents: {passed} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
