"""Runs the hostile-input corpus (cases.py, origin_cases.py, picture_budget_cases.py, flow_cases.py,
wide_cases.py, work_cases.py) against sdui-term.

    python3 Tests/hostile/run.py PATH/TO/sdui-term [NAME-FILTER]

For every case and every run of it, sdui-term must:
  - end with a status it chose (0, or 1 for a clear failure), never by a
    signal or a crash;
  - use at most the case's seconds of processor time (and its cpu_seconds,
    when it says), and end within three times as long on the clock (a busy
    machine gives each run a share; a hang still reaches it), and stay under
    its memory bound (peak resident memory, read from the kernel's accounting
    of the child; the case's peak_mib if lower), and
    live with at most 2,000,000 KiB of virtual memory (ulimit -v), or the
    case's own virtual_memory (a flow's JavaScript: JavaScriptCore reserves
    some 5 GiB of address space, and aborts without it);
  - print no raw control character, C1 control or bidirectional format
    character, on standard output or standard error;
  - print what the case expects (usually the diagnostic that says where
    and what), and no more than the case's max_output bytes;
  - start no process but the configured opener, and that only for the
    URLs the case allows, each as one argument;
  - leave the files the case names as it says (unchanged, absent), and
    write the reports it names without a raw control character;
  - send the hostile server nothing the case forbids (server_forbid), and
    nothing at all to the case's secret endpoint, {base}/steal, when the
    case says server_expect_none.

Cases run three at a time, each in its own directory; their results are
printed in the corpus's order. Prints one line per failure and
`hostile: N passed, N failed`.
"""

import concurrent.futures
import json
import os
import re
import resource
import shutil
import signal
import socket
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402
from cases import cases, network_cases, picture_cases, picture_screen  # noqa: E402
from flow_cases import flow_cases  # noqa: E402
from origin_cases import origin_cases  # noqa: E402
from wide_cases import wide_cases  # noqa: E402
from work_cases import work_cases  # noqa: E402
from picture_budget_cases import picture_budget_cases  # noqa: E402
from server import HostileServer  # noqa: E402

MEMORY_BOUND_MIB = 1536
VIRTUAL_MEMORY_BYTES = 2_000_000 * 1024  # ulimit -v 2000000
WORKERS = 3
# A case's seconds bound its processor time; its wall-clock time may be this many times more, since
# the suites run side by side on a two-core machine that other work may keep busy (a hang still
# reaches it).
WALL_CLOCK_SLACK = 3
SECRET = "/steal"
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")

RECORDER = """import json, sys
with open(sys.argv[1], "a") as log:
    log.write(json.dumps(sys.argv[2:]) + "\\n")
"""


def run(command, cwd, environment, seconds, virtual_memory=VIRTUAL_MEMORY_BYTES):
    """Runs a command; returns (status or None if killed, seconds, peak MiB, output, CPU seconds)."""
    with open(os.path.join(cwd, "out"), "wb") as out, open(os.path.join(cwd, "err"), "wb") as err:
        start = time.monotonic()
        pid = spawn(command, cwd, environment, out, err, virtual_memory)
        killed = False
        while True:
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() - start > seconds and not killed:
                os.kill(pid, signal.SIGKILL)
                killed = True
            time.sleep(0.01)
        elapsed = time.monotonic() - start
    with open(os.path.join(cwd, "out"), "rb") as out, open(os.path.join(cwd, "err"), "rb") as err:
        output = out.read() + b"\n" + err.read()
    code = None if killed else os.waitstatus_to_exitcode(status)
    return code, elapsed, usage.ru_maxrss / 1024, output, usage.ru_utime + usage.ru_stime


def spawn(command, cwd, environment, out, err, virtual_memory):
    # The child calls only functions of modules already loaded, so forking from a worker thread
    # takes no lock another thread may hold.
    pid = os.fork()
    if pid == 0:
        try:
            resource.setrlimit(resource.RLIMIT_AS, (virtual_memory, virtual_memory))
            os.chdir(cwd)
            devnull = os.open("/dev/null", os.O_RDONLY)
            os.dup2(devnull, 0)
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            os.execve(command[0], command, environment)
        finally:
            os._exit(127)
    return pid


def command_for(binary, run_spec, path, options=(), argv=()):
    if run_spec == "check":
        return [binary, "check", path]
    if run_spec == "check:json":
        return [binary, "check", "--format", "json", path]
    if run_spec == "usage":
        return [binary] + [part.replace("{path}", path) for part in argv]
    if run_spec == "flow":
        return [binary, "test", "flow.yaml", *argv]
    command = [binary, "render", "--size", "80x24", *options, path]
    if run_spec.startswith("render:"):
        command += ["--keys", run_spec[len("render:"):]]
    return command


def closed_port():
    """A port on loopback that nothing listens on (bound, then let go)."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


def served(request):
    """A request's path and body, as sent and percent-decoded, for server_forbid."""
    method, path, body = request
    texts = [path, body.decode("utf-8", errors="replace")]
    return texts + [urllib.parse.unquote_plus(text) for text in texts]


def run_case(binary, work, recorder, server, index, case):
    """Runs every run of one case in its own directory; returns (problems, crash-guard notes, the
    runs' (seconds, peak MiB, label))."""
    directory = os.path.join(work, f"case-{index}")
    os.mkdir(directory)
    if "answer" in case:
        path = server.url(case["name"])
    elif case.get("target") == "closed":
        path = f"http://127.0.0.1:{closed_port()}/screen"
    else:
        if "picture" in case:
            body = picture_screen(server.url(case["name"]))
        else:
            body = case["body"]() if callable(case["body"]) else case["body"]
        path = os.path.join(directory, case.get("file", "screen.json"))
        with open(path, "wb") as file:
            file.write(body)
        del body
    for name, content in case.get("files", {}).items():
        os.makedirs(os.path.dirname(os.path.join(directory, name)), exist_ok=True)
        with open(os.path.join(directory, name), "wb") as file:
            file.write(content)
    for name, target in case.get("symlinks", {}).items():
        os.makedirs(os.path.dirname(os.path.join(directory, name)), exist_ok=True)
        os.symlink(target, os.path.join(directory, name))
    if "flow" in case:
        with open(os.path.join(directory, "flow.yaml"), "w") as file:
            file.write(case["flow"].replace("{path}", path))
    opened = os.path.join(directory, "opened.log")
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": directory,
                   "BROWSER": f"{sys.executable} {recorder} {opened}", "TERM": "dumb"}
    problems = []
    notes = []
    timings = []
    seconds_allowed = case.get("seconds", 30)
    default_runs = ["render"] if {"answer", "target", "picture"} & case.keys() else ["check", "render"]
    for run_spec in case.get("runs", default_runs):
        label = f"{case['name']} [{run_spec[:40]}]"
        options = [*case.get("options", ())] + (["--images", "symbols"] if "picture" in case else [])
        command = command_for(binary, run_spec, path, options, case.get("argv", ()))
        status, seconds, peak, output, cpu = run(command, directory, environment, seconds_allowed * WALL_CLOCK_SLACK,
                                                 case.get("virtual_memory", VIRTUAL_MEMORY_BYTES))
        notes.append((command, status, output))
        timings.append((seconds, peak, label))
        text = output.decode("utf-8", errors="replace")
        if status is None:
            problems.append(f"{label}: still running after {seconds_allowed * WALL_CLOCK_SLACK} s")
        elif cpu > seconds_allowed:
            problems.append(f"{label}: {cpu:.1f} s of CPU, more than its {seconds_allowed} s")
        elif status not in case.get("status", (0, 1)):
            problems.append(f"{label}: exit status {status}")
        if peak > case.get("peak_mib", MEMORY_BOUND_MIB):
            problems.append(f"{label}: {peak:.0f} MiB of resident memory")
        if status is not None and cpu > case.get("cpu_seconds", float("inf")):
            problems.append(f"{label}: {cpu:.1f} s of CPU, more than {case['cpu_seconds']}")
        if "max_output" in case and len(output) - 1 > case["max_output"]:
            problems.append(f"{label}: {len(output) - 1} bytes of output, more than {case['max_output']}")
        try:
            output.decode("utf-8")
        except UnicodeDecodeError as error:
            problems.append(f"{label}: output is not UTF-8 ({error})")
        found = FORBIDDEN.search(text)
        if found:
            at = found.start()
            problems.append(f"{label}: a raw U+{ord(found.group()):04X} in the output: "
                            f"{text[max(0, at - 40):at + 20]!r}")
        if case.get("forbid") and case["forbid"] in text:
            problems.append(f"{label}: '{case['forbid']}' reached the output")
        expected = case.get("expect")
        if isinstance(expected, dict):
            expected = expected.get(run_spec.split(":")[0])
        # A tuple lists equivalent wordings, any of which will do; a list, texts that must all be there.
        for wanted in (expected if isinstance(expected, list) else [expected]):
            alternatives = wanted if isinstance(wanted, tuple) else (wanted,)
            if wanted and status is not None and not any(a.lower() in text.lower() for a in alternatives):
                problems.append(f"{label}: expected {' or '.join(repr(a) for a in alternatives)} in the "
                                f"output; it ends: {text[-300:]!r}")
    if "opener" in case:
        recorded = []
        # The opener runs detached: give it a moment to write.
        for _ in range(30):
            if os.path.exists(opened) or not case["opener"]:
                break
            time.sleep(0.1)
        time.sleep(0.2)
        if os.path.exists(opened):
            with open(opened) as log:
                recorded = [json.loads(line) for line in log]
        allowed = [[url] for url in case["opener"]]
        if recorded != allowed:
            problems.append(f"{case['name']}: the opener ran with {recorded}, expected {allowed}")
    if "server_forbid" in case or case.get("server_expect_none"):
        time.sleep(0.3)  # a request sent just before the process ended may still be read
        requests = server.requests_for(case["name"])
        forbidden = case.get("server_forbid")
        for request in requests:
            if forbidden and any(forbidden in text for text in served(request)):
                method, where, body = request
                problems.append(f"{case['name']}: '{forbidden}' reached the server: {method} {where} "
                                f"{body[:120]!r}")
        secret = urllib.parse.urlparse(server.url(case["name"])).path + SECRET
        if case.get("server_expect_none"):
            for method, where, body in requests:
                if where.split("?")[0] == secret:
                    problems.append(f"{case['name']}: the server was sent {method} {where} {body[:120]!r}")
    problems += written_problems(case, directory)
    if os.path.exists(os.path.join(directory, "PWNED")):
        problems.append(f"{case['name']}: a shell ran part of a URL")
    shutil.rmtree(directory, ignore_errors=True)
    return problems, notes, timings


def written_problems(case, directory):
    """What the case's runs left in its directory: the files a case says must keep their bytes
    ("unchanged") or never be made ("absent"), and the reports it says a run writes ("reports":
    name and the texts each must hold), which may hold no raw control or bidirectional character."""
    problems = []
    for name, content in case.get("unchanged", {}).items():
        with open(os.path.join(directory, name), "rb") as file:
            if file.read() != content:
                problems.append(f"{case['name']}: {name} was written")
    for name in case.get("absent", ()):
        if os.path.lexists(os.path.join(directory, name)):
            problems.append(f"{case['name']}: {name} was made")
    for name, wanted in case.get("reports", {}).items():
        path = os.path.join(directory, name)
        if not os.path.exists(path):
            problems.append(f"{case['name']}: no report {name}")
            continue
        with open(path, encoding="utf-8", errors="replace") as file:
            text = file.read()
        found = FORBIDDEN.search(text)
        if found:
            at = found.start()
            problems.append(f"{case['name']}: a raw U+{ord(found.group()):04X} in {name}: "
                            f"{text[max(0, at - 40):at + 20]!r}")
        problems += [f"{case['name']}: {name} does not hold {piece!r}" for piece in wanted if piece not in text]
    return problems


def main():
    binary = os.path.abspath(sys.argv[1])
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    work = tempfile.mkdtemp(prefix="sdui-hostile-")
    passed = failed = 0
    guard = CrashGuard()
    timings = []
    try:
        recorder = os.path.join(work, "recorder.py")
        with open(recorder, "w") as file:
            file.write(RECORDER)
        network = network_cases()
        pictures = picture_cases()
        every = (cases() + network + pictures + picture_budget_cases() + origin_cases() + flow_cases() + wide_cases()
                 + work_cases())
        answers = {}
        for case in every:
            if "answer" in case:
                answers[case["name"]] = {"": case["answer"], **case.get("routes", {})}
            elif "picture" in case:
                answers[case["name"]] = case["picture"]
            elif "routes" in case:
                answers[case["name"]] = {"": {"status": 404, "body": b"no screen here"}, **case["routes"]}
        slugs = [HostileServer.slug(name) for name in answers]
        if len(set(slugs)) != len(slugs):
            sys.exit(f"cases served at the same path: {sorted({s for s in slugs if slugs.count(s) > 1})}")
        server = HostileServer(answers)
        chosen = [(index, case) for index, case in enumerate(every) if not only or only in case["name"]]
        with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
            futures = [pool.submit(run_case, binary, work, recorder, server, index, case)
                       for index, case in chosen]
            for future in futures:
                problems, notes, case_timings = future.result()
                timings += case_timings
                for command, status, output in notes:
                    guard.note(command, status, output)
                if problems:
                    failed += 1
                    for problem in problems:
                        print("FAIL:", problem, flush=True)
                else:
                    passed += 1
        server.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed += guard.report()
    # The slowest runs and the largest, for the margins their bounds leave.
    for seconds, peak, label in sorted(timings, reverse=True)[:3]:
        print(f"hostile: slowest: {seconds:.1f} s, {peak:.0f} MiB: {label}")
    for seconds, peak, label in sorted(timings, key=lambda timing: -timing[1])[:3]:
        print(f"hostile: largest: {peak:.0f} MiB, {seconds:.1f} s: {label}")
    print(f"hostile: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
