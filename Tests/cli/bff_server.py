"""A backend as a newcomer's own: its screens vary by platform, and one
endpoint is slow. Each request's platform headers are logged, one line
per request: "PATH platform beagle-platform" ("-" for a header not sent).

    python3 Tests/cli/bff_server.py LOG

GET /slow answers after 5 s; GET /screen is a Nimbus screen that asks
/slow as it starts and shows what its onError says; any other path is a
screen naming the platform. The port is printed on the first line.
"""

import http.server
import json
import sys
import time

SLOW_SCREEN = {"_:component": "layout:column", "state": {"said": "waiting"}, "children": [
    {"_:component": "layout:text", "properties": {"text": "@{said}"}},
    {"_:component": "layout:lifecycle", "properties": {"onInit": [
        {"_:action": "sendRequest", "properties": {"url": "/slow", "onError": [
            {"_:action": "setState", "properties": {"path": "said", "value": "@{onError.message}"}}]}}]}}]}

log_path = sys.argv[1]


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        sent = [self.headers.get(name) or "-" for name in ("platform", "beagle-platform")]
        with open(log_path, "a") as log:
            log.write(" ".join([self.path] + sent) + "\n")
        if self.path == "/slow":
            time.sleep(5)
            screen = {}
        elif self.path == "/screen":
            screen = SLOW_SCREEN
        else:
            screen = {"_:component": "layout:text", "properties": {"text": "for " + sent[0]}}
        body = json.dumps(screen).encode()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
