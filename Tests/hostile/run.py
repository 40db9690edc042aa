"""Runs the hostile-input corpus (cases.py) against sdui-term.

    python3 Tests/hostile/run.py PATH/TO/sdui-term [NAME-FILTER]

For every case and every run of it, sdui-term must:
  - end with a status it chose (0, or 1 for a clear failure), never by a
    signal or a crash;
  - finish within the case's time and stay under its memory bound (peak
    resident memory, read from the kernel's accounting of the child);
  - print no raw control character, C1 control or bidirectional format
    character, on standard output or standard error;
  - print what the case expects (usually the diagnostic that says where
    and what);
  - start no process but the configured opener, and that only for the
    URLs the case allows, each as one argument.

Prints one line per failure and `hostile: N passed, N failed`.
"""

import json
import os
import re
import shutil
import signal
import socket
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402
from cases import cases, network_cases, picture_cases, picture_screen  # noqa: E402
from server import HostileServer  # noqa: E402

MEMORY_BOUND_MIB = 1536
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")

RECORDER = """import json, sys
with open(sys.argv[1], "a") as log:
    log.write(json.dumps(sys.argv[2:]) + "\\n")
"""


def run(command, cwd, environment, seconds):
    """Runs a command; returns (status or None if killed, seconds, peak MiB, output)."""
    with open(os.path.join(cwd, "out"), "wb") as out, open(os.path.join(cwd, "err"), "wb") as err:
        start = time.monotonic()
        pid = spawn(command, cwd, environment, out, err)
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
    return code, elapsed, usage.ru_maxrss / 1024, output


def spawn(command, cwd, environment, out, err):
    pid = os.fork()
    if pid == 0:
        try:
            os.chdir(cwd)
            devnull = os.open("/dev/null", os.O_RDONLY)
            os.dup2(devnull, 0)
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            os.execve(command[0], command, environment)
        finally:
            os._exit(127)
    return pid


def command_for(binary, run_spec, path, options=()):
    if run_spec == "check":
        return [binary, "check", path]
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


def main():
    binary = os.path.abspath(sys.argv[1])
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    work = tempfile.mkdtemp(prefix="sdui-hostile-")
    passed = failed = 0
    guard = CrashGuard()
    try:
        recorder = os.path.join(work, "recorder.py")
        with open(recorder, "w") as file:
            file.write(RECORDER)
        network = network_cases()
        pictures = picture_cases()
        answers = {case["name"]: case["answer"] for case in network if "answer" in case}
        answers.update({case["name"]: case["picture"] for case in pictures})
        server = HostileServer(answers)
        for index, case in enumerate(cases() + network + pictures):
            if only and only not in case["name"]:
                continue
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
            opened = os.path.join(directory, "opened.log")
            environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": directory,
                           "BROWSER": f"{sys.executable} {recorder} {opened}", "TERM": "dumb"}
            problems = []
            default_runs = ["render"] if {"answer", "target", "picture"} & case.keys() else ["check", "render"]
            for run_spec in case.get("runs", default_runs):
                label = f"{case['name']} [{run_spec[:40]}]"
                options = [*case.get("options", ())] + (["--images", "symbols"] if "picture" in case else [])
                command = command_for(binary, run_spec, path, options)
                status, seconds, peak, output = run(command, directory, environment, case.get("seconds", 30))
                guard.note(command, status, output)
                text = output.decode("utf-8", errors="replace")
                if status is None:
                    problems.append(f"{label}: still running after {case.get('seconds', 30)} s")
                elif status not in case.get("status", (0, 1)):
                    problems.append(f"{label}: exit status {status}")
                if peak > MEMORY_BOUND_MIB:
                    problems.append(f"{label}: {peak:.0f} MiB of resident memory")
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
            if os.path.exists(os.path.join(directory, "PWNED")):
                problems.append(f"{case['name']}: a shell ran part of a URL")
            if problems:
                failed += 1
                for problem in problems:
                    print("FAIL:", problem)
            else:
                passed += 1
            shutil.rmtree(directory, ignore_errors=True)
        server.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed += guard.report()
    print(f"hostile: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
