"""An MCP server for the agents suite, on PyPI's `mcp` (FastMCP, over stdio), shaped like A2UI's
recipe sample: an A2UI resource, a tool that answers A2UI as an embedded resource, and the
`action` and `error` tools that surfaces' messages call. Every call is appended, as JSON, to the
log file named by the environment's MCP_LOG, with its `_meta`.

    MCP_LOG=FILE python mcp_server.py [flood]
    MCP_LOG=FILE python mcp_server.py http PORT_FILE    # streamable HTTP on a free loopback port
"""

import json
import os
import sys

import mcp.types as types
from mcp.server.fastmcp import Context, FastMCP

from a2a_agent import booked, booking_surface

A2UI = "application/a2ui+json"
LOG = os.environ.get("MCP_LOG", "/dev/null")
server = FastMCP("Booking over MCP")


def record(tool, arguments, context):
    meta = context.request_context.meta
    with open(LOG, "a") as log:
        log.write(json.dumps({"tool": tool, "arguments": arguments,
                              "meta": meta.model_dump(exclude_none=True) if meta else None}) + "\n")


def a2ui(uri, messages):
    return types.EmbeddedResource(
        type="resource", resource=types.TextResourceContents(uri=uri, mimeType=A2UI, text=json.dumps(messages)))


@server.resource("a2ui://welcome", mime_type=A2UI, name="Welcome")
def welcome() -> str:
    return json.dumps([
        {"version": "v0.9", "createSurface": {"surfaceId": "welcome",
                                              "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "welcome", "components": [
            {"id": "root", "component": "Text", "text": "Welcome over MCP"}]}},
    ])


@server.tool(description="Answers with the A2UI booking form")
def get_booking_a2ui(query: str, ctx: Context) -> list:
    record("get_booking_a2ui", {"query": query}, ctx)
    if len(sys.argv) > 1 and sys.argv[1] == "flood":
        # One line far longer than the suite's --max-body.
        return [types.TextContent(type="text", text="x" * 300_000)]
    return [types.TextContent(type="text", text="Here is the booking form."), a2ui("a2ui://booking", booking_surface(False))]


@server.tool(description="A2UI user actions")
def action(name: str, context: dict, ctx: Context, surfaceId: str = "", sourceComponentId: str = "",
           timestamp: str = "") -> list:
    record("action", {"name": name, "context": context, "surfaceId": surfaceId,
                      "sourceComponentId": sourceComponentId}, ctx)
    if name == "book_table":
        return [types.TextContent(type="text", text="Your table is booked."), a2ui("a2ui://booked", booked(context))]
    return [types.TextContent(type="text", text=f"I do not know {name}.")]


@server.tool(description="A2UI client errors")
def error(code: str, message: str, ctx: Context, surfaceId: str = "", path: str = "") -> list:
    record("error", {"code": code, "message": message}, ctx)
    return [types.TextContent(type="text", text=f"Acknowledged {code}")]


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "http":
        import socket
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server.settings.host = "127.0.0.1"
        server.settings.port = port
        with open(sys.argv[2], "w") as port_file:
            port_file.write(str(port))
        server.run("streamable-http")
    else:
        server.run("stdio")
