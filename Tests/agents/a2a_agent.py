"""A deterministic A2A agent for the agents suite, on a2a-sdk's own server (no model behind it).

It books a table: any words bring the booking surface; a `book_table` action brings the answer,
drawn from the action's context. Every message it receives is appended, as JSON, to the log file,
so that the suite can check what sdui-term sent: its parts, metadata and extension header.

    python a2a_agent.py PORT_FILE LOG_FILE

It listens on a free loopback port (written to PORT_FILE) and serves, each under its own prefix:
  /send/    an agent that answers message/send with one Message
  /stream/  an agent that streams (message/stream): a Task, then status updates
  /model/   as /send/, with a surface created with sendDataModel
  /flood/   an agent whose answer holds 20,000 updateDataModel messages
  /cut/     a streaming agent whose stream closes in the middle of an event
  /stall/   a streaming agent that never answers
  /garbage/ an agent that answers with bytes that are not JSON
  /hostile/ an agent whose name, words and surface hold terminal control sequences
  /huge/    an agent whose answer is 300 KB
"""

import asyncio
import json
import socket
import sys

import uvicorn
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
from a2a.types import a2a_pb2
from google.protobuf import struct_pb2
from google.protobuf.json_format import MessageToDict, ParseDict
from starlette.applications import Starlette
from starlette.responses import Response, StreamingResponse
from starlette.routing import Mount, Route

A2UI = "application/json+a2ui"
EXTENSION = "https://a2ui.org/a2a-extension/a2ui/v0.9"
BASIC = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
LOG = sys.argv[2] if len(sys.argv) > 2 else "/dev/null"


def record(entry):
    with open(LOG, "a") as log:
        log.write(json.dumps(entry) + "\n")


def a2ui_part(messages):
    """A data part of A2UI messages, marked in its metadata (which a2a-sdk carries to 0.3 clients)."""
    part = a2a_pb2.Part(data=ParseDict(messages, struct_pb2.Value()))
    ParseDict({"mimeType": A2UI}, part.metadata)
    return part


def text_part(text):
    return a2a_pb2.Part(text=text)


def booking_surface(sends_data_model):
    create = {"surfaceId": "booking", "catalogId": BASIC}
    if sends_data_model:
        create["sendDataModel"] = True
    return [
        {"version": "v0.9", "createSurface": create},
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "booking",
                "components": [
                    {"id": "root", "component": "Column", "children": ["title", "name", "size", "book"]},
                    {"id": "title", "component": "Text", "text": "Book a table", "variant": "h2"},
                    {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/booking/name"}},
                    {"id": "size", "component": "TextField", "label": "Party size", "value": {"path": "/booking/size"}},
                    {"id": "book-label", "component": "Text", "text": "Book"},
                    {
                        "id": "book",
                        "component": "Button",
                        "child": "book-label",
                        "action": {
                            "event": {
                                "name": "book_table",
                                "context": {"name": {"path": "/booking/name"}, "partySize": {"path": "/booking/size"}},
                            }
                        },
                    },
                ],
            },
        },
        {"version": "v0.9", "updateDataModel": {"surfaceId": "booking", "path": "/booking", "value": {"name": "", "size": "2"}}},
    ]


def booked(context):
    text = f"Booked for {context.get('name', '?')}, party of {context.get('partySize', '?')}"
    return [
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "booking",
                "components": [
                    {"id": "root", "component": "Column", "children": ["done"]},
                    {"id": "done", "component": "Text", "text": text},
                ],
            },
        }
    ]


def received(context: RequestContext):
    """The message as received, logged, and the A2UI action it carries, if any."""
    message = MessageToDict(context.message) if context.message else {}
    record(
        {
            "message": message,
            "extensions": sorted(context.requested_extensions),
            "contextId": context.context_id,
        }
    )
    for part in message.get("parts", []):
        data = part.get("data")
        if isinstance(data, dict) and part.get("metadata", {}).get("mimeType") == A2UI and "action" in data:
            return data["action"]
    return None


class Booking(AgentExecutor):
    def __init__(self, streams=False, sends_data_model=False, flood=False, stalls=False):
        self.streams = streams
        self.sends_data_model = sends_data_model
        self.flood = flood
        self.stalls = stalls

    def answer(self, action):
        if self.flood:
            updates = [
                {"version": "v0.9", "updateDataModel": {"surfaceId": "flood", "path": "/count", "value": n}}
                for n in range(20_000)
            ]
            first = [
                {"version": "v0.9", "createSurface": {"surfaceId": "flood", "catalogId": BASIC}},
                {
                    "version": "v0.9",
                    "updateComponents": {
                        "surfaceId": "flood",
                        "components": [{"id": "root", "component": "Text", "text": {"path": "/count"}}],
                    },
                },
            ]
            return [a2ui_part(first + updates)]
        if action is None:
            return [text_part("Here is the booking form."), a2ui_part(booking_surface(self.sends_data_model))]
        if action.get("name") == "book_table":
            return [text_part("Your table is booked."), a2ui_part(booked(action.get("context", {})))]
        return [text_part(f"I do not know the action {action.get('name')}.")]

    async def execute(self, context: RequestContext, event_queue: EventQueue):
        action = received(context)
        if self.stalls:
            await asyncio.sleep(3600)
        parts = self.answer(action)
        if not self.streams:
            message = a2a_pb2.Message(
                role=a2a_pb2.Role.ROLE_AGENT, message_id=f"m-{id(parts)}", context_id=context.context_id, parts=parts
            )
            await event_queue.enqueue_event(message)
            return
        task = a2a_pb2.Task(
            id=context.task_id,
            context_id=context.context_id,
            status=a2a_pb2.TaskStatus(state=a2a_pb2.TaskState.TASK_STATE_SUBMITTED),
        )
        await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, context.task_id, context.context_id)
        await updater.start_work()
        # One status update a part, as an agent streams a surface's messages as they are made.
        for part in parts:
            await updater.update_status(
                a2a_pb2.TaskState.TASK_STATE_WORKING, message=updater.new_agent_message([part])
            )
            await asyncio.sleep(0.05)
        await updater.update_status(a2a_pb2.TaskState.TASK_STATE_INPUT_REQUIRED)

    async def cancel(self, context: RequestContext, event_queue: EventQueue):
        pass


def card(prefix, port, streams):
    return a2a_pb2.AgentCard(
        name=f"Booking ({prefix})",
        description="Books tables; a test agent with no model behind it.",
        version="1.0.0",
        supported_interfaces=[
            a2a_pb2.AgentInterface(
                url=f"http://127.0.0.1:{port}/{prefix}/", protocol_binding="JSONRPC", protocol_version="0.3"
            )
        ],
        capabilities=a2a_pb2.AgentCapabilities(
            streaming=streams,
            extensions=[
                a2a_pb2.AgentExtension(
                    uri=EXTENSION, params=ParseDict({"supportedCatalogIds": [BASIC]}, struct_pb2.Struct())
                )
            ],
        ),
        default_input_modes=["text/plain"],
        default_output_modes=["text/plain", A2UI],
        skills=[a2a_pb2.AgentSkill(id="book", name="Book a table", description="Books a table", tags=["booking"])],
    )


def agent_app(prefix, port, executor):
    agent_card = card(prefix, port, executor.streams)
    handler = DefaultRequestHandler(agent_executor=executor, task_store=InMemoryTaskStore(), agent_card=agent_card)
    routes = create_agent_card_routes(agent_card) + create_jsonrpc_routes(handler, "/", enable_v0_3_compat=True)
    return Mount(f"/{prefix}", app=Starlette(routes=routes))


def fault_app(prefix, port, answer, name=None, streams=True):
    """A card, and an endpoint that answers with `answer` (an async generator of bytes)."""

    async def card_route(request):
        body = {
            "name": name or f"Fault ({prefix})",
            "url": f"http://127.0.0.1:{port}/{prefix}/",
            "preferredTransport": "JSONRPC",
            "protocolVersion": "0.3.0",
            "capabilities": {"streaming": streams, "extensions": [{"uri": EXTENSION}]},
        }
        return Response(json.dumps(body), media_type="application/json")

    async def rpc(request):
        await request.body()
        media = "text/event-stream" if streams else "application/json"
        return StreamingResponse(answer(), media_type=media)

    return Mount(
        f"/{prefix}",
        app=Starlette(
            routes=[Route("/.well-known/agent-card.json", card_route), Route("/", rpc, methods=["POST"])]
        ),
    )


def event(result):
    return ("data: " + json.dumps({"jsonrpc": "2.0", "id": 1, "result": result}) + "\n\n").encode()


async def cut_stream():
    message = {
        "kind": "message",
        "role": "agent",
        "messageId": "cut-1",
        "parts": [
            {"kind": "data", "metadata": {"mimeType": A2UI}, "data": booking_surface(False)[0]},
            {"kind": "text", "text": "The first part arrived."},
        ],
    }
    yield event(message)
    whole = event(message)
    yield whole[: len(whole) // 2]


async def stalled_stream():
    await asyncio.sleep(3600)
    yield b""


async def hostile():
    """Control characters in the agent's words and in a surface's text."""
    surface = booking_surface(False)[:1] + [
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "booking",
                "components": [{"id": "root", "component": "Text", "text": "red\x1b[31m text\x07 here\x1b]0;title\x07"}],
            },
        }
    ]
    message = {
        "kind": "message",
        "role": "agent",
        "messageId": "h-1",
        "parts": [
            {"kind": "text", "text": "clear\x1b[2J the screen\x1b]52;c;cHduZWQ=\x07"},
            {"kind": "data", "metadata": {"mimeType": A2UI, "data_part_compat": True}, "data": {"value": surface}},
        ],
    }
    yield json.dumps({"jsonrpc": "2.0", "id": 1, "result": message}).encode()


async def huge():
    """An answer larger than the suite's --max-body."""
    filler = "x" * 1_000
    parts = [{"kind": "text", "text": filler} for _ in range(300)]
    yield json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"kind": "message", "parts": parts}}).encode()


async def garbage():
    yield b"<html>this is not JSON-RPC</html>"


def main():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    mounts = [
        agent_app("send", port, Booking()),
        agent_app("stream", port, Booking(streams=True)),
        agent_app("model", port, Booking(sends_data_model=True)),
        agent_app("flood", port, Booking(flood=True)),
        agent_app("stall", port, Booking(streams=True, stalls=True)),
        fault_app("cut", port, cut_stream),
        fault_app("garbage", port, garbage, streams=False),
        fault_app("hostile", port, hostile, name="Evil\x1b[2J\x07 agent", streams=False),
        fault_app("huge", port, huge, streams=False),
    ]
    app = Starlette(routes=mounts)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)

    async def serve():
        task = asyncio.create_task(server.serve())
        while not server.started:
            await asyncio.sleep(0.01)
        with open(sys.argv[1], "w") as port_file:
            port_file.write(str(port))
        await task

    asyncio.run(serve())


if __name__ == "__main__":
    main()
