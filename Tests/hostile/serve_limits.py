"""`sdui-term serve` against clients a stranger on the network could be:
a large file fetched whole, HEAD, a file over --max-file-size, a request
head dripped a byte at a time, and a client that stops reading.

    python3 Tests/hostile/serve_limits.py PATH/TO/sdui-term

The large file is sparse (512 MiB that take no disk); serve's peak
resident memory is read from the kernel (VmHWM) once it has sent it.
Prints one line per failure and `serve-limits: N passed, N failed`.
"""

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402

LARGE = 512 << 20
IDLE = 2
PEAK_BOUND_MIB = 150


def start(binary, directory, *options):
    process = subprocess.Popen([binary, "serve", directory, "--port", "0", "--idle-timeout", str(IDLE), *options],
                               stderr=subprocess.PIPE, text=True)
    line = process.stderr.readline()
    port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
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

        stalled = request(port, b"GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        if not server_closed(port, stalled.getsockname(), IDLE + 5):
            failures.append("a client that stopped reading was never closed")
        else:
            passed += 1
        process.terminate()
        process.wait(timeout=10)
        guard.note(["serve"], process.returncode, expected=(-15, 0, 143))

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
