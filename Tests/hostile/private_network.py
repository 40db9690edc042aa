"""A screen from a public address cannot reach this machine or a private
network: the origin rule's address spaces, tested for real.

    python3 Tests/hostile/private_network.py PATH/TO/sdui-term

It makes two network namespaces (root and iproute2 needed), joined by a
virtual cable: in one, a "public" server on 93.184.216.7, an address of the
public internet (documentation ranges such as 203.0.113.0/24 are private
to the origin rule), serves screens; in the other, the user's machine,
sdui-term runs beside a "secret" server on 127.0.0.1 that logs every
request it gets. Screens from
the public server try to reach the secret one by every road: sendRequest,
a redirect, a name (localhost), navigation, a lazy component and a
picture. None may arrive unless sdui-term is run with
--allow-private-network; a screen served from loopback keeps reaching
loopback.

Prints one line per failure and `private-network: N passed, N failed`.
"""

import http.server
import json
import os
import subprocess
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402

PUBLIC = "93.184.216.7"
PUBLIC_PORT = 8080
SECRET_PORT = 8081
SECRET = f"http://127.0.0.1:{SECRET_PORT}"
REFUSED = "on this machine (--allow-private-network allows it)"


def nimbus_request(url):
    """A Nimbus screen that sends `url` on start and shows what came back."""
    return {"_:component": "layout:screen", "state": {"got": "nothing yet"}, "properties": {"title": "Public"},
            "children": [{"_:component": "layout:lifecycle", "properties": {"onInit": [
                {"_:action": "sendRequest", "properties": {
                    "url": url,
                    "onSuccess": [{"_:action": "setState", "properties": {"path": "got", "value": "ARRIVED"}}],
                    "onError": [{"_:action": "setState", "properties": {"path": "got", "value": "@{onError.message}"}}]}}]},
                "children": [{"_:component": "layout:text", "properties": {"text": "@{got}"}}]}]}


def beagle(*children):
    return {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Public"},
            "child": {"_beagleComponent_": "beagle:container", "children": list(children)}}


SCREENS = {
    "/direct": nimbus_request(f"{SECRET}/direct"),
    "/by-name": nimbus_request(f"http://localhost:{SECRET_PORT}/by-name"),
    "/redirected": nimbus_request(f"http://{PUBLIC}:{PUBLIC_PORT}/redirect"),
    "/push": beagle({"_beagleComponent_": "beagle:button", "text": "go", "onPress": [
        {"_beagleAction_": "beagle:pushView", "route": {"url": f"{SECRET}/push"}}]}),
    "/lazy": beagle({"_beagleComponent_": "beagle:lazyComponent", "path": f"{SECRET}/lazy",
                     "initialState": {"_beagleComponent_": "beagle:text", "text": "lazy stays"}}),
    "/picture": beagle({"_beagleComponent_": "beagle:image", "path": {
        "_beagleImagePath_": "remote", "url": f"{SECRET}/picture.png"}}),
    "/intranet": nimbus_request(f"http://secret.internal:{SECRET_PORT}/intranet"),
}

# A proxy in the environment: the address connected to is the proxy's, so the target is judged by its name; a
# name only the proxy knows is refused (nothing listens on the proxy's port: a refusal never reaches it).
PROXY = {"http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9", "no_proxy": PUBLIC}

# (name, the public path opened, extra options, keys, what the output must say, whether the secret server may be
# reached, the environment added)
CASES = [
    ("sendRequest to 127.0.0.1", "/direct", [], "", REFUSED, False, {}),
    ("sendRequest to localhost", "/by-name", [], "", REFUSED, False, {}),
    ("sendRequest redirected to 127.0.0.1", "/redirected", [], "", REFUSED, False, {}),
    ("pushView to 127.0.0.1", "/push", [], "Enter", REFUSED, False, {}),
    ("lazyComponent from 127.0.0.1", "/lazy", [], "", REFUSED, False, {}),
    ("a picture from 127.0.0.1", "/picture", ["--images", "symbols"], "", REFUSED, False, {}),
    ("--allow-private-network lets it through", "/direct", ["--allow-private-network"], "", "ARRIVED", True, {}),
    ("through a proxy, a name only the proxy knows", "/intranet", [], "", "may not reach secret.internal, on a"
     " private network", False, PROXY),
    ("through a proxy, localhost", "/by-name", [], "", REFUSED, False, PROXY),
]


class Recorder:
    def __init__(self):
        self.lock = threading.Lock()
        self.paths = []

    def add(self, path):
        with self.lock:
            self.paths.append(path)

    def take(self):
        with self.lock:
            taken, self.paths = self.paths, []
        return taken


def serve(address, port, answer):
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

        def do_GET(self):
            status, headers, body = answer(self.path)
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_POST = do_GET

    server = http.server.ThreadingHTTPServer((address, port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def public_server():
    """Runs in the public namespace until killed: the screens."""
    def public_answer(path):
        if path == "/redirect":
            return 302, {"Location": f"{SECRET}/redirected"}, b""
        screen = SCREENS.get(path)
        if screen is None:
            return 404, {}, b"not here"
        return 200, {"Content-Type": "application/json"}, json.dumps(screen).encode()

    server = serve(PUBLIC, PUBLIC_PORT, public_answer)
    print("ready", flush=True)
    threading.Event().wait()
    server.shutdown()


def inside(binary):
    """Runs in the user's namespace: the secret server, then sdui-term on
    each case."""
    secret = Recorder()

    def secret_answer(path):
        secret.add(path)
        return 200, {"Content-Type": "application/json"}, b'{"secret": "the cake"}'

    serve("127.0.0.1", SECRET_PORT, secret_answer)
    guard = CrashGuard()
    passed = failed = 0
    for name, path, options, keys, expected, reaches, environment in CASES:
        command = [binary, "render", "--size", "80x12", *options] + (["--keys", keys] if keys else [])
        command.append(f"http://{PUBLIC}:{PUBLIC_PORT}{path}")
        try:
            finished = subprocess.run(command, capture_output=True, timeout=30, env={**os.environ, **environment})
        except subprocess.TimeoutExpired:
            print(f"FAIL: {name}: still running after 30 s")
            failed += 1
            continue
        output = (finished.stdout + finished.stderr).decode("utf-8", errors="replace")
        guard.note(command, finished.returncode, finished.stdout + finished.stderr)
        problems = []
        if finished.returncode not in (0, 1):
            problems.append(f"exit status {finished.returncode}")
        if expected not in output:
            problems.append(f"expected {expected!r} in the output; it ends: {output[-300:]!r}")
        arrived = secret.take()
        if arrived and not reaches:
            problems.append(f"the secret server was reached: {arrived}")
        if reaches and not arrived:
            problems.append("the secret server was not reached")
        for problem in problems:
            print(f"FAIL: {name}: {problem}")
        failed += bool(problems)
        passed += not problems
    # A screen served from loopback reaches loopback: the demo, a local backend.
    finished = subprocess.run([binary, "render", "--size", "80x12", f"{SECRET}/anything"], capture_output=True,
                              timeout=30)
    if finished.returncode != 1 or not secret.take():
        print("FAIL: a screen from loopback: the secret server was not reached")
        failed += 1
    else:
        passed += 1
    failed += guard.report()
    return passed, failed


def main():
    binary = os.path.abspath(sys.argv[1])
    if len(sys.argv) > 2 and sys.argv[2] == "--inside":
        passed, failed = inside(binary)
        print(f"{passed} {failed}")
        return
    if len(sys.argv) > 2 and sys.argv[2] == "--public":
        public_server()
        return
    if os.geteuid() != 0:
        print("private-network: FAIL: needs root to make network namespaces (CI runs as root)")
        sys.exit(1)
    user, public = f"sdui-user-{os.getpid()}", f"sdui-public-{os.getpid()}"
    server = None
    try:
        for namespace in (user, public):
            subprocess.run(["ip", "netns", "add", namespace], check=True)
            subprocess.run(["ip", "netns", "exec", namespace, "ip", "link", "set", "lo", "up"], check=True)
        cable = f"sdui{os.getpid() % 100000}"
        subprocess.run(["ip", "link", "add", cable + "u", "type", "veth", "peer", "name", cable + "p"], check=True)
        for end, namespace, address in ((cable + "u", user, "93.184.216.1"), (cable + "p", public, PUBLIC)):
            subprocess.run(["ip", "link", "set", end, "netns", namespace], check=True)
            for command in (["ip", "addr", "add", f"{address}/24", "dev", end], ["ip", "link", "set", end, "up"]):
                subprocess.run(["ip", "netns", "exec", namespace, *command], check=True)
        server = subprocess.Popen(
            ["ip", "netns", "exec", public, sys.executable, os.path.abspath(__file__), binary, "--public"],
            stdout=subprocess.PIPE, text=True)
        server.stdout.readline()
        finished = subprocess.run(
            ["ip", "netns", "exec", user, sys.executable, os.path.abspath(__file__), binary, "--inside"],
            capture_output=True, text=True, timeout=600)
        lines = finished.stdout.strip().splitlines()
        for line in lines[:-1]:
            print(line)
        if finished.returncode != 0 or not lines:
            print(f"FAIL: the namespace's run ended with {finished.returncode}: {finished.stderr[-500:]}")
            passed, failed = 0, 1
        else:
            passed, failed = map(int, lines[-1].split())
    finally:
        if server:
            server.kill()
            server.wait()
        for namespace in (user, public):
            subprocess.run(["ip", "netns", "delete", namespace], capture_output=True)
    print(f"private-network: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
