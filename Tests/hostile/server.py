"""A local HTTP server that answers as a hostile or broken backend would,
for the network cases of the hostile-input corpus. It binds 127.0.0.1
on a free port and serves, at /case/NAME, the answer a case describes:

  {"status": 500, "headers": {...}, "body": b"..."}   an ordinary answer
  {"truncated": b"..."}        says it sends more than it does, then closes
  {"drip": b"...", "every": S} sends one byte every S seconds
  {"redirect": "URL"}          a 302 to URL
"""

import http.server
import re
import threading
import time


class HostileServer:
    def __init__(self, answers):
        self.answers = {self.slug(name): answer for name, answer in answers.items()}
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def do_GET(self):
                answer = server.answers.get(self.path.removeprefix("/case/"))
                if answer is None:
                    self.send_error(404)
                    return
                try:
                    server.answer(self, answer)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.http = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.http.daemon_threads = True
        self.port = self.http.server_address[1]
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    @staticmethod
    def slug(name):
        return re.sub("[^a-z0-9]+", "-", name.lower())

    def url(self, name):
        return f"http://127.0.0.1:{self.port}/case/{self.slug(name)}"

    @staticmethod
    def answer(handler, answer):
        if "redirect" in answer:
            handler.send_response(302)
            handler.send_header("Location", answer["redirect"])
            handler.send_header("Content-Length", "0")
            handler.end_headers()
        elif "truncated" in answer:
            body = answer["truncated"]
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(body) * 2))
            handler.end_headers()
            handler.wfile.write(body)
            handler.wfile.flush()
            handler.close_connection = True
        elif "drip" in answer:
            body = answer["drip"]
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            for byte in body:
                handler.wfile.write(bytes([byte]))
                handler.wfile.flush()
                time.sleep(answer["every"])
        else:
            body = answer.get("body", b"")
            handler.send_response(answer.get("status", 200))
            for name, value in answer.get("headers", {"Content-Type": "application/json"}).items():
                handler.send_header(name, value)
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)

    def close(self):
        self.http.shutdown()
