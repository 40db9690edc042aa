"""A hot-reload server that fails the websocket handshake, for
`--hot-reload`'s client: it reads each connection's request head, then

- `wrong-accept`: answers 101 with a wrong `Sec-WebSocket-Accept` and
  streams 64 KiB chunks after it for as long as the client reads;
- `plain`: answers 200 with a body that never ends;
- `silent`: never answers.

    python3 Tests/hostile/handshake_server.py MODE

The port is printed on the first line, then one line per connection as it
ends: `closed N` (the client closed it; N bytes had been sent after the
head) or `open N` (the server stopped it at 30 s).
"""

import socket
import sys
import threading
import time

CHUNK = b"\x81\x7e\xff\xff" + b"x" * ((64 << 10) - 4)
LONGEST = 30
PRINTING = threading.Lock()


def answer(mode, connection):
    head = b""
    while b"\r\n\r\n" not in head and len(head) < 65536:
        data = connection.recv(4096)
        if not data:
            return
        head += data
    if mode == "wrong-accept":
        connection.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           b"Sec-WebSocket-Accept: bm90IHRoZSByaWdodCBrZXk=\r\n\r\n")
    elif mode == "plain":
        connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n")


def serve(mode, connection):
    """Sends until the client closes, or for LONGEST seconds."""
    sent = 0
    ended = "open"
    started = time.monotonic()
    try:
        answer(mode, connection)
        connection.settimeout(0.2)
        while time.monotonic() - started < LONGEST and ended == "open":
            try:
                if mode == "silent":
                    ended = "closed" if connection.recv(4096) == b"" else ended
                else:
                    sent += connection.send(CHUNK)
            except socket.timeout:
                continue
    except OSError:
        ended = "closed"
    finally:
        connection.close()
    with PRINTING:
        print(f"{ended} {sent}", flush=True)


def main():
    mode = sys.argv[1]
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=serve, args=(mode, connection), daemon=True).start()


if __name__ == "__main__":
    main()
