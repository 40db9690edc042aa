"""A2UI over plain HTTP for the agents suite, from Python's standard library alone: JSON Lines and
server-sent events as `sdui-term URL` reads them, and the actions it POSTs back.

    python stream_server.py PORT_FILE LOG_FILE

It listens on a free loopback port (written to PORT_FILE). Every request is appended to LOG_FILE as
JSON ({"method", "path", "body"}), so the suite can count requests and read what was POSTed.
  GET  /booking.jsonl   the booking surface as JSON Lines (application/jsonl), a line at a time
  GET  /booking.ndjson  the same, answered as application/octet-stream: told by its extension
  GET  /events          the same as server-sent events, the last event an array of two messages
  POST /actions         records the action; answers the booked surface as JSON Lines (so does a POST
                        to /booking.jsonl, the stream's own URL)
  POST /actions-sse     the same, answered as one server-sent event
  POST /refuse          answers 500
  GET  /page.json       a whole A2UI document (application/json), not a stream
  GET  /stall.jsonl     the first line, then nothing
  GET  /cut.jsonl       two lines, then half a line, then the connection closes
  GET  /garbage-events  an event whose data is not JSON
  GET  /ticks.jsonl     a dashboard: a tick every 50 ms, 40 of them
  GET  /flaky.jsonl     503 the first time it is asked for, then the booking stream
"""

import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BASIC = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
LOG = sys.argv[2]


def booking():
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "booking", "catalogId": BASIC, "sendDataModel": True}},
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "booking",
                "components": [
                    {"id": "root", "component": "Column", "children": ["title", "name", "book"]},
                    {"id": "title", "component": "Text", "text": "Book over HTTP"},
                    {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/booking/name"}},
                    {"id": "book-label", "component": "Text", "text": "Book"},
                    {
                        "id": "book",
                        "component": "Button",
                        "child": "book-label",
                        "action": {"event": {"name": "book_table", "context": {"name": {"path": "/booking/name"}}}},
                    },
                ],
            },
        },
        {"version": "v0.9", "updateDataModel": {"surfaceId": "booking", "path": "/booking", "value": {"name": ""}}},
    ]


def booked(name):
    return {
        "version": "v0.9",
        "updateComponents": {
            "surfaceId": "booking",
            "components": [
                {"id": "root", "component": "Column", "children": ["done"]},
                {"id": "done", "component": "Text", "text": f"Booked over HTTP for {name}"},
            ],
        },
    }


def ticks_surface():
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "ticks", "catalogId": BASIC}},
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "ticks",
                "components": [{"id": "root", "component": "Text", "text": {"path": "/tick"}}],
            },
        },
    ]


def line(message):
    return (json.dumps(message) + "\n").encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    flaky_asked = 0

    def log_message(self, *args):
        pass

    def record(self, body=None):
        with open(LOG, "a") as log:
            log.write(json.dumps({"method": self.command, "path": self.path, "body": body}) + "\n")

    def begin(self, content_type, status=200):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Connection", "close")
        self.end_headers()

    def write(self, data, pause=0.0):
        self.wfile.write(data)
        self.wfile.flush()
        if pause:
            time.sleep(pause)

    def do_GET(self):
        self.record()
        path = self.path.split("?")[0]
        if path == "/flaky.jsonl":
            Handler.flaky_asked += 1
            if Handler.flaky_asked == 1:
                self.begin("text/plain", 503)
                self.write(b"warming up\n")
                return
            path = "/booking.jsonl"
        if path in ("/booking.jsonl", "/booking.ndjson"):
            self.begin("application/jsonl" if path.endswith(".jsonl") else "application/octet-stream")
            for message in booking():
                self.write(line(message), 0.05)
        elif path == "/events":
            self.begin("text/event-stream")
            first, *rest = booking()
            self.write(b"data: " + json.dumps(first).encode() + b"\n\n", 0.05)
            self.write(b"event: message\ndata: " + json.dumps(rest).encode() + b"\n\n")
        elif path == "/page.json":
            body = b"".join(line(message) for message in booking())
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.write(body)
        elif path == "/stall.jsonl":
            self.begin("application/jsonl")
            self.write(line(booking()[0]), 30)
        elif path == "/cut.jsonl":
            self.begin("application/jsonl")
            self.write(line(booking()[0]) + line(booking()[1]) + line(booking()[2])[:20])
        elif path == "/garbage-events":
            self.begin("text/event-stream")
            self.write(b"data: " + json.dumps(booking()[0]).encode() + b"\n\ndata: not json at all\n\n")
        elif path == "/ticks.jsonl":
            self.begin("application/jsonl")
            self.write(b"".join(line(message) for message in ticks_surface()))
            for tick in range(40):
                update = {"version": "v0.9", "updateDataModel": {"surfaceId": "ticks", "path": "/tick", "value": f"tick {tick}"}}
                self.write(line(update), 0.05)
        else:
            self.begin("text/plain", 404)
            self.write(b"no such stream\n")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"null")
        self.record(body)
        name = (((body or {}).get("message") or {}).get("action") or {}).get("context", {}).get("name", "?")
        if self.path in ("/actions", "/booking.jsonl"):
            self.begin("application/jsonl")
            self.write(line(booked(name)))
        elif self.path == "/actions-sse":
            self.begin("text/event-stream")
            self.write(b"data: " + json.dumps(booked(name)).encode() + b"\n\n")
        else:
            self.begin("text/plain", 500)
            self.write(b"the kitchen is closed\n")


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(sys.argv[1], "w") as port:
    port.write(str(server.server_address[1]))
server.serve_forever()
