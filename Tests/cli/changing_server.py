"""An HTTP server whose screen changes once: the first GET of /counter gets
version A, every later one version B, with an ETag per version; a request
that sends the current tag back gets 304. Each request's If-None-Match is
logged, one line per request ("-" when none). With `control` or `long`
after the log, each ETag is one a client must not send back: with a
control character in it, or of 1,500 bytes.

    python3 Tests/cli/changing_server.py LOG [control|long]

The port is printed on the first line.
"""

import http.server
import sys

SCREEN = """{"_:component": "layout:column", "state": {"n": 0}, "children": [
  {"_:component": "layout:text", "properties": {"text": "version %s: @{n}"}},
  {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
    {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
   "children": [{"_:component": "layout:text", "properties": {"text": "add"}}]}]}"""

log_path = sys.argv[1]
hostile_tag = sys.argv[2] if len(sys.argv) > 2 else None
requests = 0


def tag_of(version):
    if hostile_tag == "control":
        return '"%s\x01"' % version
    if hostile_tag == "long":
        return '"%s"' % (version * 1500)
    return '"%s"' % version


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        global requests
        requests += 1
        version = "A" if requests == 1 else "B"
        sent = self.headers.get("If-None-Match") or "-"
        with open(log_path, "a") as log:
            log.write(sent + "\n")
        tag = tag_of(version)
        if sent == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.end_headers()
            return
        body = (SCREEN % version).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("ETag", tag)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
