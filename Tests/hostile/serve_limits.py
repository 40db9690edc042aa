"""`sdui-term serve` against clients a stranger on the network could be:
a large file fetched whole, HEAD, a file over --max-file-size, a request
head dripped a byte at a time, a client that stops reading, requests its
HTTP parser rejects (each answered 400 or 431 and closed, and 1,100 of
them at once neither starve a real client nor keep serve busy), and
`--hot-reload` against a server that answers its upgrade with a wrong
`Sec-WebSocket-Accept` and then streams (`handshake_server.py`).

    python3 Tests/hostile/serve_limits.py PATH/TO/sdui-term

The large file is sparse (512 MiB that take no disk); serve's peak
resident memory is read from the kernel (VmHWM) once it has sent it.
Prints one line per failure and `serve-limits: N passed, N failed`.
"""

import fcntl
import os
import pty
import re
import select
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import termios
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402

LARGE = 512 << 20
IDLE = 2
PEAK_BOUND_MIB = 150


MALFORMED = [
    ("a control character in a header", b"GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n", 400),
    ("ESC in the path", b"GET /\x1b[31m HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("a non-ASCII path", "GET /\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n".encode(), 400),
    ("a bad method", b"G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("a bad version", b"GET / HTTP/9.Z\r\nHost: x\r\n\r\n", 400),
    ("an 80 KB header", b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 90000 + b"\r\n\r\n", 431),
    ("GET ../x", b"GET ../x HTTP/1.1\r\nHost: x\r\n\r\n", 400),
]
FLOOD = 1100
DOWNLOADERS = (20, 280)  # fast, slow: more than the 256 connections serve holds at once
CROWD_BOUND_MIB = 150


def start(binary, directory, *options):
    """serve on a free port, with the 1,024 files a process gets by default."""
    process = subprocess.Popen([binary, "serve", directory, "--port", "0", "--idle-timeout", str(IDLE), *options],
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024)))
    line = process.stderr.readline()
    port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
    process.log = []
    # Read what serve logs as it does: a full pipe would stop it.
    threading.Thread(target=lambda: process.log.extend(process.stderr), daemon=True).start()
    return process, port


def request(port, head):
    connection = socket.create_connection(("127.0.0.1", port))
    connection.sendall(head)
    return connection


def read_all(connection):
    """The whole answer, and its head."""
    received = 0
    head = b""
    while True:
        chunk = connection.recv(1 << 20)
        if not chunk:
            break
        if len(head) < 4096:
            head += chunk[:4096]
        received += len(chunk)
    return received, head


def server_closed(port, client, seconds):
    """Whether serve closes its end of the connection from `client` (a
    local address) within `seconds`: its socket leaves the process (the
    kernel's table gives it no inode) or is gone. The client reads
    nothing meanwhile, as a stalled reader does; what serve had sent
    still drains slowly through its small window, so the client side
    cannot tell as soon."""
    wanted = (f"{port:04X}", f"{client[1]:04X}")
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with open("/proc/net/tcp") as table:
            rows = [line.split() for line in table.readlines()[1:]]
        ends = [row for row in rows if (row[1].split(":")[1], row[2].split(":")[1]) == wanted]
        if not ends or all(row[9] == "0" for row in ends):
            return True
        time.sleep(0.05)
    return False


def answer_and_close(connection, seconds):
    """What serve answered, and whether it closed the connection within `seconds`."""
    connection.settimeout(seconds)
    received = b""
    try:
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                return received, True
            received += chunk
    except socket.timeout:
        return received, False
    except ConnectionResetError:
        return received, True
    finally:
        connection.close()


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def malformed_requests(port):
    """Each request the parser rejects: its status, and the connection closed within a second."""
    failures = []
    for name, head, status in MALFORMED:
        answer, closed = answer_and_close(request(port, head), 1)
        if not answer.startswith(b"HTTP/1.1 %d " % status) or not closed:
            failures.append(f"{name}: {answer[:80]!r}, {'closed' if closed else 'still open after 1 s'}"
                            f" (expected {status} and closed)")
    return failures


def flood_of_malformed(port, pid):
    """1,100 connections that each send a malformed request and stay open
    on the client's side: a real GET meanwhile is answered within 2 s, and
    serve, once it has answered them, spends under half a second of CPU in
    the next two seconds."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, FLOOD + 512), hard))
    held = []
    failures = []
    try:
        for index in range(FLOOD):
            held.append(request(port, MALFORMED[index % len(MALFORMED)][1]))
        real = socket.create_connection(("127.0.0.1", port), timeout=2)
        try:
            real.sendall(b"GET /index.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            answer, _ = answer_and_close(real, 2)
        except OSError as error:
            answer = repr(error).encode()
        if not answer.startswith(b"HTTP/1.1 200"):
            failures.append(f"{FLOOD} malformed connections: a real GET got {answer[:80]!r} within 2 s")
        time.sleep(0.5)
        before = cpu_seconds(pid)
        time.sleep(2)
        spent = cpu_seconds(pid) - before
        if spent > 0.5:
            failures.append(f"{FLOOD} malformed connections: serve spent {spent:.1f} s of CPU in 2 s after them")
        else:
            print(f"serve-limits: {FLOOD} malformed connections answered; serve then idle ({spent:.2f} s of CPU in 2 s)")
    finally:
        for connection in held:
            connection.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return failures


def crowd_of_downloads(port, pid, seconds=2):
    """DOWNLOADERS clients of the large file at once for `seconds`, fast
    ones reading as fast as they can and slow ones 64 KiB every 0.1 s,
    each starting again when its answer ends: serve's resident memory
    stays under CROWD_BOUND_MIB throughout, both kinds get bytes, and a
    GET afterwards is answered."""
    received = {"fast": 0, "slow": 0}
    ending = time.monotonic() + seconds

    def download(kind):
        while time.monotonic() < ending:
            try:
                connection = request(port, b"GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n")
                connection.settimeout(1)
                while time.monotonic() < ending:
                    chunk = connection.recv(1 << 20 if kind == "fast" else 1 << 16)
                    if not chunk:
                        break
                    received[kind] += len(chunk)
                    if kind == "slow":
                        time.sleep(0.1)
                connection.close()
            except OSError:
                continue

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, sum(DOWNLOADERS) + 512), hard))
    clients = [threading.Thread(target=download, args=(kind,), daemon=True)
               for kind, count in zip(("fast", "slow"), DOWNLOADERS) for _ in range(count)]
    for client in clients:
        client.start()
    peak = 0
    while time.monotonic() < ending:
        with open(f"/proc/{pid}/status") as status:
            peak = max(peak, int(re.search(r"VmRSS:\s+(\d+)", status.read())[1]) >> 10)
        time.sleep(0.05)
    for client in clients:
        client.join()
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    answer, _ = answer_and_close(request(port, b"GET /index.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 5)
    name = f"{DOWNLOADERS[0]} fast and {DOWNLOADERS[1]} slow downloads at once"
    failures = []
    if peak > CROWD_BOUND_MIB:
        failures.append(f"{name}: serve reached {peak} MiB resident (bound {CROWD_BOUND_MIB})")
    if not received["fast"] or not received["slow"]:
        failures.append(f"{name}: bytes received {received}")
    if not answer.startswith(b"HTTP/1.1 200"):
        failures.append(f"{name}: a GET afterwards got {answer[:80]!r}")
    if not failures:
        print(f"serve-limits: {name}: serve's peak {peak} MiB resident, {received['fast'] >> 20} MiB"
              f" and {received['slow'] >> 20} MiB sent in {seconds} s")
    return failures


def hot_reload_after_a_bad_handshake(binary, directory, guard):
    """sdui-term on a screen with --hot-reload, in a terminal of its own
    and under a 2 GB address space, for 4 s against a server that answers
    the upgrade with a wrong Sec-WebSocket-Accept and then streams as
    fast as it is read: each connection is closed by sdui-term, which
    tries again with its back-off, stays under 200 MiB resident, and
    quits on q."""
    server = subprocess.Popen([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                            "handshake_server.py"), "wrong-accept"],
                              stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline())
    ends = []
    threading.Thread(target=lambda: ends.extend(line.split()[0] for line in server.stdout), daemon=True).start()
    master, terminal = pty.openpty()

    def in_its_terminal():
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        resource.setrlimit(resource.RLIMIT_AS, (2000000 << 10, 2000000 << 10))

    command = [binary, os.path.join(directory, "index.json"), "--hot-reload", f"ws://127.0.0.1:{port}"]
    program = subprocess.Popen(command, stdin=terminal, stdout=terminal, stderr=terminal, start_new_session=True,
                               preexec_fn=in_its_terminal, env=dict(os.environ, TERM="xterm-256color"))
    os.close(terminal)
    failures = []
    peak = 0
    try:
        ending = time.monotonic() + 4
        while time.monotonic() < ending and program.poll() is None:
            if select.select([master], [], [], 0.1)[0]:
                try:
                    os.read(master, 1 << 16)
                except OSError:
                    break
            try:
                peak = max(peak, int(re.search(r"VmRSS:\s+(\d+)", open(f"/proc/{program.pid}/status").read())[1]) >> 10)
            except (OSError, TypeError):
                pass
        if program.poll() is not None:
            failures.append(f"--hot-reload after a bad handshake: sdui-term ended ({program.returncode}) within 4 s")
        closed = ends.count("closed")
        os.write(master, b"q")
        try:
            program.wait(timeout=10)
        except subprocess.TimeoutExpired:
            program.kill()
            program.wait()
            failures.append("--hot-reload after a bad handshake: q did not end sdui-term within 10 s")
        guard.note(command, program.returncode)
        if peak > 200:
            failures.append(f"--hot-reload after a bad handshake: sdui-term reached {peak} MiB resident (bound 200)")
        if closed < 3:
            failures.append(f"--hot-reload after a bad handshake: {closed} connections closed by sdui-term in 4 s"
                            f" (at least 3: it closes each and tries again)")
        if not failures:
            print(f"serve-limits: --hot-reload after a bad handshake: {closed} connections closed in 4 s,"
                  f" sdui-term's peak {peak} MiB resident")
    finally:
        os.close(master)
        server.kill()
        server.wait()
    return failures


def peak_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0


def main():
    binary = os.path.abspath(sys.argv[1])
    directory = tempfile.mkdtemp(prefix="sdui-serve-limits-")
    failures = []
    passed = 0
    guard = CrashGuard()
    process = None
    try:
        with open(os.path.join(directory, "large.bin"), "wb") as large:
            large.truncate(LARGE)
        with open(os.path.join(directory, "index.json"), "w") as screen:
            screen.write('{"_:component": "layout:text", "properties": {"text": "hi"}}')
        process, port = start(binary, directory, "--max-file-size", str(LARGE))

        received, head = read_all(request(port, b"GET /large.bin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
        peak = peak_mib(process.pid)
        body = received - (head.index(b"\r\n\r\n") + 4 if b"\r\n\r\n" in head else received)
        if body != LARGE:
            failures.append(f"a 512 MiB file: {body} bytes of body arrived")
        elif peak > PEAK_BOUND_MIB:
            failures.append(f"a 512 MiB file: serve peaked at {peak:.0f} MiB resident (bound {PEAK_BOUND_MIB})")
        else:
            passed += 1
            print(f"serve-limits: a 512 MiB file sent whole, serve's peak {peak:.0f} MiB resident")

        received, head = read_all(request(port, b"HEAD /large.bin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
        if b"content-length: 536870912" not in head.lower() or received > 1024:
            failures.append(f"HEAD: {received} bytes came back, head {head[:200]!r}")
        else:
            passed += 1

        dripped = request(port, b"G")
        started = time.monotonic()
        try:
            for byte in b"ET /index.json HTTP/1.1\r\nHost: x\r\n":
                time.sleep(0.5)
                dripped.send(bytes([byte]))
            failures.append("a request head dripped a byte every 0.5 s was never closed")
        except (BrokenPipeError, ConnectionResetError):
            elapsed = time.monotonic() - started
            if elapsed > IDLE + 3:
                failures.append(f"a dripped request head was closed after {elapsed:.1f} s (idle timeout {IDLE} s)")
            else:
                passed += 1

        for check in (lambda: malformed_requests(port), lambda: flood_of_malformed(port, process.pid),
                      lambda: crowd_of_downloads(port, process.pid)):
            found = check()
            failures += found
            passed += 0 if found else 1

        stalled = request(port, b"GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        if not server_closed(port, stalled.getsockname(), IDLE + 5):
            failures.append("a client that stopped reading was never closed")
        else:
            passed += 1
        process.terminate()
        process.wait(timeout=10)
        guard.note(["serve"], process.returncode, expected=(-15, 0, 143))

        found = hot_reload_after_a_bad_handshake(binary, directory, guard)
        failures += found
        passed += 0 if found else 1

        process, port = start(binary, directory, "--max-file-size", "1000")
        received, head = read_all(request(port, b"GET /large.bin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
        if not head.startswith(b"HTTP/1.1 403") or b"--max-file-size" not in head:
            failures.append(f"a file over --max-file-size: {head[:300]!r}")
        else:
            passed += 1
    finally:
        if process and process.poll() is None:
            process.terminate()
            process.wait(timeout=10)
        shutil.rmtree(directory, ignore_errors=True)
    for failure in failures:
        print(f"FAIL: {failure}")
    failed = len(failures) + guard.report()
    print(f"serve-limits: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
