"""Soak: random keys over every demo flow, served by `sdui-term serve`.

    python3 Tests/soak/run.py PATH/TO/sdui-term KEYS_PER_FLOW TMUX_SECONDS

Headless: for each flow, one `render --keys-file` process presses
KEYS_PER_FLOW random keys (the same every run: seeded) from the flow's
first screen against the local server: a random walk of a quarter of
them, then back to the first screen (Esc until the stack is empty), four
times over, so that the first rounds visit what the others visit again.
Under tmux: the interactive program at the index takes random keys for
TMUX_SECONDS, then `C-c`.

Each must end by itself with status 0, and its resident memory (sampled
from /proc every 50 ms) must grow by less than 10% after warm-up (the
first half of the run): the largest sample after it against the largest
before it. Under tmux the terminal's settings must come back.

The runs go four at a time. Prints one line per run and `soak: N passed, N failed`.
"""

import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "lib"))
from crash_guard import CrashGuard  # noqa: E402

GUARD = CrashGuard()
FLOWS = ["index", "store/products", "signin/form", "catalog/list", "errors", "gallery/nimbus", "gallery/beagle",
         "playground", "big-list", "custom", "nimbus/counter", "nimbus/long-list", "beagle/welcome"]
# Every key the terminal takes but those that quit or suspend.
KEYS = ["Tab"] * 6 + ["S-Tab", "Enter", "Enter", "Enter", "Space", "Esc", "Esc", "Up", "Down", "Left", "Right",
                      "PgDn", "PgUp", "Home", "End", "Backspace", "Delete", "r", "a", "7", "F2", "F12", "C-u"]
TMUX_KEYS = {"S-Tab": "BTab", "Esc": "Escape", "PgDn": "NPage", "PgUp": "PPage", "Backspace": "BSpace",
             "Delete": "DC"}
GROWTH_LIMIT = 0.10


def resident_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def growth(samples):
    """The growth of the largest sample after warm-up (the first half) over
    the largest before."""
    if len(samples) < 8:
        return 0.0
    cut = len(samples) // 2
    warm = max(samples[:cut])
    return max(samples[cut:]) / warm - 1


def watch(pid, seconds_limit, is_done):
    samples = []
    start = time.monotonic()
    while not is_done():
        sample = resident_kib(pid)
        if sample:
            samples.append(sample)
        if time.monotonic() - start > seconds_limit:
            return samples, False
        time.sleep(0.05)
    return samples, True


def start_server(binary, work):
    log = open(os.path.join(work, "serve.log"), "w+")
    server = subprocess.Popen([binary, "serve", os.path.join(ROOT, "Screens"), "--port", "0"],
                              stdout=subprocess.DEVNULL, stderr=log)
    for _ in range(200):
        log.seek(0)
        found = re.search(r"127\.0\.0\.1:(\d+)/", log.read())
        if found:
            return server, int(found.group(1))
        time.sleep(0.05)
    server.kill()
    sys.exit("soak: the server did not start")


def headless(binary, port, flow, count, seed, work):
    generator = random.Random(seed)
    walk = [generator.choice(KEYS) for _ in range(count // 4)]
    keys = (walk + ["Esc"] * 100) * 4
    script = os.path.join(work, f"keys-{seed}.txt")
    with open(script, "w") as file:
        file.write("\n".join(keys))
    command = [binary, "render", "--library", "demo", "--library", "store", "--size", "100x30",
               "--connect-timeout", "2", "--timeout", "3", "--keys-file",
               script, f"http://127.0.0.1:{port}/{flow}"]
    started = time.monotonic()
    errors = os.path.join(work, f"{seed}.err")
    with open(errors, "wb") as error_file:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=error_file, cwd=work)
        samples, finished = watch(process.pid, max(120, count * 0.2), lambda: process.poll() is not None)
    if not finished:
        process.kill()
        process.wait()
        return f"{flow}: still running after {time.monotonic() - started:.0f} s", False
    status = process.returncode
    with open(errors, "rb") as error_file:
        GUARD.note(command, status, error_file.read())
    rise = growth(samples)
    line = (f"{flow}: {len(keys)} keys in {time.monotonic() - started:.1f} s, status {status}, "
            f"resident {min(samples, default=0) // 1024}-{max(samples, default=0) // 1024} MiB, "
            f"growth after warm-up {rise:+.1%}")
    return line, status == 0 and rise < GROWTH_LIMIT


def tmux(binary, port, seconds, work):
    socket = f"sdui-soak-{os.getpid()}"
    base = ["tmux", "-L", socket, "-f", "/dev/null"]
    before, after, exit_file = (os.path.join(work, name) for name in ("before", "after", "exit"))
    command = (f"stty -g > {before}; TERM=screen-256color {binary} http://127.0.0.1:{port}/index; "
               f"echo $? > {exit_file}; stty -g > {after}; sleep 30")
    subprocess.run(base + ["new-session", "-d", "-s", "soak", "-x", "100", "-y", "30", command], check=True)
    pane_log = os.path.join(work, "pane.log")
    subprocess.run(base + ["pipe-pane", "-t", "soak", f"cat >> {pane_log}"], check=False)
    try:
        pid = None
        for _ in range(100):
            found = subprocess.run(["pgrep", "-f", f"^{re.escape(binary)} http://127.0.0.1:{port}/index"],
                                   capture_output=True, text=True).stdout.split()
            if found:
                pid = int(found[0])
                break
            time.sleep(0.05)
        if pid is None:
            return "tmux: the program did not start", False
        generator = random.Random(2026)
        samples = []
        started = time.monotonic()
        sent = 0
        while time.monotonic() - started < seconds:
            key = generator.choice(KEYS)
            subprocess.run(base + ["send-keys", "-t", "soak", TMUX_KEYS.get(key, key)], check=False)
            sent += 1
            sample = resident_kib(pid)
            if sample is None:
                return f"tmux: the program ended after {sent} keys", False
            samples.append(sample)
            time.sleep(0.02)
        # C-c quits whatever has the focus (q would type into a text input);
        # it ends with 130 when a request was still running.
        subprocess.run(base + ["send-keys", "-t", "soak", "C-c"], check=False)
        for _ in range(200):
            if os.path.exists(after) and os.path.getsize(after) > 0:
                break
            time.sleep(0.05)
        status = open(exit_file).read().strip() if os.path.exists(exit_file) else "none"
        with open(pane_log, "rb") if os.path.exists(pane_log) else open(os.devnull, "rb") as log:
            GUARD.note(f"{binary} http://127.0.0.1:{port}/index (in tmux)",
                       int(status) if status.isdigit() else None, log.read(), expected=(130,))
        restored = os.path.exists(after) and open(before).read() == open(after).read()
        rise = growth(samples)
        line = (f"tmux: {sent} keys in {seconds} s, status {status}, terminal restored {restored}, resident "
                f"{min(samples, default=0) // 1024}-{max(samples, default=0) // 1024} MiB, "
                f"growth after warm-up {rise:+.1%}")
        return line, status in ("0", "130") and restored and rise < GROWTH_LIMIT
    finally:
        subprocess.run(base + ["kill-server"], check=False, stderr=subprocess.DEVNULL)


def main():
    binary = os.path.abspath(sys.argv[1])
    per_flow = int(sys.argv[2])
    tmux_seconds = int(sys.argv[3])
    work = tempfile.mkdtemp(prefix="sdui-soak-")
    server, port = start_server(binary, work)
    passed = failed = 0
    try:
        runs = [lambda flow=flow, index=index: headless(binary, port, flow, per_flow, index, work)
                for index, flow in enumerate(FLOWS)]
        if tmux_seconds > 0 and shutil.which("tmux"):
            runs.append(lambda: tmux(binary, port, tmux_seconds, work))
        # The runs wait on the server more than they compute: four at a time.
        with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
            for line, ok in pool.map(lambda run: run(), runs):
                print(("" if ok else "FAIL: ") + line, flush=True)
                passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
        if server.poll() is not None:
            print("FAIL: the server ended during the soak")
            failed += 1
    finally:
        server.terminate()
        server.wait()
        with open(os.path.join(work, "serve.log"), "rb") as log:
            GUARD.note([binary, "serve", os.path.join(ROOT, "Screens"), "--port", "0"], None, log.read())
        failed += GUARD.report()
        shutil.rmtree(work, ignore_errors=True)
    print(f"soak: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
