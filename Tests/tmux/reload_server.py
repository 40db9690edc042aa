"""A hot-reload websocket as Nimbus's backend CLI runs one, on Python's
`websockets` (PyPI): clients connect and name their platform; on SIGUSR1
the server sends every client the text `reload`.

    PYTHON Tests/tmux/reload_server.py PORT LOG

PORT 0 picks a free port; the port is printed on the first line. LOG gets
one line per client message and per reload sent.
"""

import asyncio
import signal
import sys

from websockets.asyncio.server import broadcast, serve


async def main(port, log_path):
    clients = set()

    def log(line):
        with open(log_path, "a") as log_file:
            log_file.write(line + "\n")

    async def handler(connection):
        clients.add(connection)
        try:
            async for message in connection:
                log(f"message {message}")
        finally:
            clients.discard(connection)

    def reload():
        broadcast(clients, "reload")
        log(f"reload sent to {len(clients)}")

    async with serve(handler, "127.0.0.1", port) as server:
        print(server.sockets[0].getsockname()[1], flush=True)
        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, reload)
        await asyncio.get_running_loop().create_future()


asyncio.run(main(int(sys.argv[1]), sys.argv[2]))
