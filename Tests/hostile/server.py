"""A local HTTP server that answers as a hostile or broken backend would,
for the network cases of the hostile-input corpus. It binds 127.0.0.1
on a free port and serves, at /case/NAME, the answer a case describes
(and at /case/NAME/ROUTE the case's other routes):

  {"status": 500, "headers": {...}, "body": b"..."}   an ordinary answer
  {"screen": b"..."}           an ordinary 200 answer of JSON
  {"truncated": b"..."}        says it sends more than it does, then closes
  {"drip": b"...", "every": S} sends one byte every S seconds
  {"redirect": "URL"}          a 302 to URL
  {"endless": True}            a chunked 200 of spaces that never ends
  {"gzip_mib": N}              a gzip body that inflates to N MiB of spaces

In a served body (and a redirect's URL), {base} stands for the case's own
URL, http://127.0.0.1:PORT/case/NAME, and {root} for http://127.0.0.1:PORT.

Every request (any method, any path) is logged with its body, per case
(the NAME its path starts with); a POST to any path is answered 200 {}.
"""

import http.server
import re
import struct
import sys
import threading
import time
import zlib

CHUNK = b" " * (64 << 10)


class HostileServer:
    def __init__(self, answers):
        """answers: case name -> answer, or -> {"": answer, "/route": answer, ...}."""
        self.answers = {}
        for name, answer in answers.items():
            routes = answer if "" in answer else {"": answer}
            for route, value in routes.items():
                self.answers[self.slug(name) + route] = value
        self.requests = {}
        self.lock = threading.Lock()
        self.gzipped = {}
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            # HTTP/1.1, for chunked answers; every other answer says its length or closes.
            protocol_version = "HTTP/1.1"

            def log_message(self, *arguments):
                pass

            def handle_request(self):
                body = server.read_body(self)
                server.log(self.command, self.path, body)
                if self.command == "HEAD":
                    self.send_response(200)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if self.command != "GET":
                    server.answer(self, {"body": b"{}"})
                    return
                answer = server.answers.get(self.path.removeprefix("/case/"))
                if answer is None:
                    self.send_error(404)
                    return
                server.answer(self, answer)

            def do_GET(self):
                try:
                    self.handle_request()
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True

            do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_GET

        class Server(http.server.ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                # A client that went away mid-answer or between requests is what hostile cases do.
                if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, TimeoutError)):
                    super().handle_error(request, client_address)

        self.http = Server(("127.0.0.1", 0), Handler)
        self.http.daemon_threads = True
        self.port = self.http.server_address[1]
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    @staticmethod
    def slug(name):
        return re.sub("[^a-z0-9]+", "-", name.lower())

    def root(self):
        return f"http://127.0.0.1:{self.port}"

    def url(self, name):
        return f"{self.root()}/case/{self.slug(name)}"

    def log(self, method, path, body):
        slug = path.removeprefix("/case/").split("/")[0].split("?")[0] if path.startswith("/case/") else ""
        with self.lock:
            self.requests.setdefault(slug, []).append((method, path, body))

    def requests_for(self, name):
        """[(method, path, body bytes)] the server received for the case called name."""
        with self.lock:
            return list(self.requests.get(self.slug(name), []))

    @staticmethod
    def read_body(handler):
        if handler.headers.get("Transfer-Encoding", "").lower() == "chunked":
            body = b""
            while True:
                size = int(handler.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while handler.rfile.readline().strip():
                        pass
                    return body
                body += handler.rfile.read(size)
                handler.rfile.readline()
        length = int(handler.headers.get("Content-Length") or 0)
        return handler.rfile.read(length) if length > 0 else b""

    def fill(self, handler, data):
        """The body with {base} and {root} replaced by this case's URLs."""
        slug = handler.path.removeprefix("/case/").split("/")[0]
        return (data.replace(b"{base}", f"{self.root()}/case/{slug}".encode())
                .replace(b"{root}", self.root().encode()))

    def gzip_spaces(self, mebibytes):
        """A gzip member that inflates to that many MiB of spaces, made once: each MiB is deflated
        after a full flush, so the same few hundred bytes stand for every MiB but the first."""
        with self.lock:
            if mebibytes not in self.gzipped:
                block = b" " * (1 << 20)
                deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
                unit = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
                ending = deflate.flush(zlib.Z_FINISH)
                crc = 0
                for _ in range(mebibytes):
                    crc = zlib.crc32(block, crc)
                header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
                trailer = struct.pack("<II", crc & 0xFFFFFFFF, (mebibytes << 20) & 0xFFFFFFFF)
                self.gzipped[mebibytes] = header + unit * mebibytes + ending + trailer
            return self.gzipped[mebibytes]

    def answer(self, handler, answer):
        if "redirect" in answer:
            handler.send_response(302)
            handler.send_header("Location", self.fill(handler, answer["redirect"].encode()).decode())
            handler.send_header("Content-Length", "0")
            handler.end_headers()
        elif "truncated" in answer:
            body = self.fill(handler, answer["truncated"])
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(body) * 2))
            handler.send_header("Connection", "close")
            handler.end_headers()
            handler.wfile.write(body)
            handler.wfile.flush()
            handler.close_connection = True
        elif "drip" in answer:
            body = self.fill(handler, answer["drip"])
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            for byte in body:
                handler.wfile.write(bytes([byte]))
                handler.wfile.flush()
                time.sleep(answer["every"])
        elif "endless" in answer:
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Transfer-Encoding", "chunked")
            handler.end_headers()
            handler.close_connection = True
            chunk = b"%x\r\n" % len(CHUNK) + CHUNK + b"\r\n"
            while True:  # until the client goes away (BrokenPipeError, ConnectionResetError)
                handler.wfile.write(chunk)
        elif "gzip_mib" in answer:
            body = self.gzip_spaces(answer["gzip_mib"])
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Encoding", "gzip")
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)
        else:
            body = self.fill(handler, answer["screen"] if "screen" in answer else answer.get("body", b""))
            handler.send_response(answer.get("status", 200))
            for name, value in answer.get("headers", {"Content-Type": "application/json"}).items():
                handler.send_header(name, value)
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)

    def close(self):
        self.http.shutdown()
