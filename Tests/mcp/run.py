"""`sdui-term mcp` with a real client: PyPI's `mcp` package, over stdio.

    .build-agent-venv/bin/python Tests/mcp/run.py PATH/TO/sdui-term

It copies bundled screens into a temporary workspace (a folder with a space and an accent in its
name, as a user's may have), starts the server with that folder as its only root, and drives it
as a coding agent would: initialize, list the tools (each schema valid JSON Schema), open a
Nimbus, a Beagle and an A2UI screen, snapshot, tap by reference and by selector, type, back,
check a broken screen, run a flow, record the session as a flow that `sdui-term test` passes,
malformed calls answered with errors that say what was expected, a path outside the root
refused, and 1,000 calls without the server's memory growing past a fifth.

Prints one line per check and `mcp: N passed, N failed`.
"""

import asyncio
import base64
import json
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from checks import Checks  # noqa: E402
from crash_guard import CrashGuard  # noqa: E402
from jsonschema import Draft202012Validator  # noqa: E402
from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402
from mcp.client.streamable_http import streamablehttp_client  # noqa: E402
from mcp.shared.exceptions import McpError  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GUARD = CrashGuard()
# The agents suite's MCP server (PyPI mcp's FastMCP), started by the command --mcp-agent allows.
MCP_AGENT = f"{shlex.quote(sys.executable)} -B {shlex.quote(os.path.join(ROOT, 'Tests', 'agents', 'mcp_server.py'))}"
TOOLS = {"open", "close", "snapshot", "tap", "type", "press", "back", "scroll", "swipe", "check", "run_flow",
         "record_flow", "components", "schema"}


def workspace(folder):
    for name in ["nimbus/counter.json", "beagle/welcome.json", "agent/signup.jsonl",
                 "errors/unknown-component.json"] + [f"agent/{name}" for name in os.listdir(
                     os.path.join(ROOT, "Screens", "agent"))]:
        target = os.path.join(folder, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy(os.path.join(ROOT, "Screens", name), target)
    # A text that reads as a data URL, which must reach the agent as written.
    with open(os.path.join(folder, "nimbus", "data-url.json"), "w") as screen:
        json.dump({"_:component": "layout:screen", "properties": {"title": "Data"}, "children": [
            {"_:component": "layout:text", "id": "link", "properties": {"text": "data:,hello"}}]}, screen)


def text_of(result):
    return "\n".join(part.text for part in result.content if getattr(part, "text", None))


def png_of(result):
    """The PNG bytes of a call's image content, if it has one."""
    images = [content for content in result.content if content.type == "image" and content.mimeType == "image/png"]
    return base64.b64decode(images[0].data) if images else None


def png_size(data):
    """A PNG's width and height, from its IHDR chunk."""
    if not data.startswith(b"\x89PNG\r\n\x1a\n") or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def element(result, **wanted):
    for found in result.structuredContent.get("elements", []):
        if all(found.get(key) == value for key, value in wanted.items()):
            return found
    return None


def resident_kib(pid):
    with open(f"/proc/{pid}/status", encoding="utf-8") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def server_pid(binary):
    """The server the client started: our child running `sdui-term mcp`."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
        except OSError:
            continue
        if parent == os.getpid() and arguments[:2] == [binary.encode(), b"mcp"]:
            return int(entry)
    return None


def start_serve(binary, root):
    """`sdui-term serve` of the workspace, its demo agent at /agent/; its port."""
    server = subprocess.Popen([binary, "serve", root, "--port", "0"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    said = server.stderr.readline().decode()
    found = re.search(r"127\.0\.0\.1:(\d+)", said)
    return server, int(found.group(1)) if found else None


async def mcp_agent_checks(checks, session, binary, root):
    """An MCP server (the agents suite's FastMCP one) opened by its allowed command, typed into, pressed,
    recorded; a command the server was not started with refused, in open and in run_flow."""
    opened = await session.call_tool("open", {"mcp": MCP_AGENT, "say": "a table", "size": "60x16"})
    checks.expect(not opened.isError and "Book a table" in opened.structuredContent["frame"],
                  "open: an MCP server by its --mcp-agent command, the user's words said", text_of(opened))
    await session.call_tool("type", {"text": "Name", "input": "Ann"})
    booked = await session.call_tool("tap", {"text": "Book"})
    checks.expect("Booked for Ann, party of 2" in booked.structuredContent["frame"],
                  "tap: the MCP server's answer to the action drawn", text_of(booked))
    recorded = await session.call_tool("record_flow", {"path": "flows/mcp-agent.yaml"})
    flow = recorded.structuredContent["yaml"]
    checks.expect(flow.startswith("mcp: ") and "Book" in flow, "record_flow of an MCP server: mcp:", flow)
    run = subprocess.run([binary, "test", os.path.join(root, "flows", "mcp-agent.yaml")], capture_output=True,
                         timeout=120, cwd=root)
    GUARD.note([binary, "test", "flows/mcp-agent.yaml"], run.returncode, run.stdout + run.stderr)
    checks.expect(run.returncode == 0, "the MCP server's recorded flow passes in sdui-term test",
                  run.stdout.decode() + run.stderr.decode() + flow)
    # The same steps without the header, against test --mcp; the flow's own header before test --a2a.
    bare = os.path.join(root, "flows", "mcp-bare.yaml")
    with open(bare, "w") as written:
        written.write("- launchApp\n- inputText: a table\n- pressKey: Enter\n- assertVisible: Book a table\n")
    for arguments, what in [(["--mcp", MCP_AGENT, bare], "test --mcp: a flow without its own url talks to the server"),
                            (["--a2a", "http://127.0.0.1:9/", os.path.join(root, "flows", "mcp-agent.yaml")],
                             "a flow's own mcp: comes before test --a2a")]:
        run = subprocess.run([binary, "test"] + arguments, capture_output=True, timeout=120, cwd=root)
        GUARD.note([binary, "test"] + arguments, run.returncode, run.stdout + run.stderr)
        checks.expect(run.returncode == 0, what, run.stdout.decode() + run.stderr.decode())
    marker = os.path.join(root, "started")
    for name, arguments in [("open", {"mcp": f"touch {shlex.quote(marker)}"}),
                            ("run_flow", {"yaml": f"mcp: touch {shlex.quote(marker)}\n---\n- launchApp\n"})]:
        try:
            answer = await session.call_tool(name, arguments)
            message = text_of(answer) if answer.isError else "no error"
        except McpError as error:
            message = str(error)
        checks.expect("is not one of the MCP servers this server may start" in message and not os.path.exists(marker),
                      f"{name}: an MCP server's command the server was not started with is refused", message)


async def agent_checks(checks, session, binary, root, port):
    """An A2A agent opened with the user's first words, pressed, recorded."""
    agent = f"http://127.0.0.1:{port}/agent/"
    opened = await session.call_tool("open", {"a2a": agent, "say": "hello"})
    checks.expect(not opened.isError and "Book a table" in opened.structuredContent["frame"],
                  "open: an A2A agent, the user's first words said", text_of(opened))
    pressed = await session.call_tool("tap", {"text": "Book a table"})
    checks.expect("Trattoria Cella" in pressed.structuredContent["frame"], "tap: the agent's answer drawn",
                  text_of(pressed))
    recorded = await session.call_tool("record_flow", {"path": "flows/agent.yaml"})
    flow = recorded.structuredContent["yaml"]
    checks.expect(flow.startswith(f'a2a: "{agent}"') and "inputText" in flow, "record_flow of an agent: a2a:",
                  flow)
    run = subprocess.run([binary, "test", os.path.join(root, "flows", "agent.yaml")], capture_output=True,
                         timeout=120, cwd=root)
    GUARD.note([binary, "test", "flows/agent.yaml"], run.returncode, run.stdout + run.stderr)
    checks.expect(run.returncode == 0, "the agent's recorded flow passes in sdui-term test",
                  run.stdout.decode() + run.stderr.decode() + flow)


async def session_checks(checks, binary, root, port):
    params = StdioServerParameters(command=binary, args=["mcp", "--root", root, "--mcp-agent", MCP_AGENT], cwd=root)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            listed = await session.list_tools()
            names = {tool.name for tool in listed.tools}
            checks.expect(names == TOOLS, "the tools are listed", sorted(names))
            invalid = []
            for tool in listed.tools:
                try:
                    Draft202012Validator.check_schema(tool.inputSchema)
                except Exception as error:  # noqa: BLE001
                    invalid.append(f"{tool.name}: {error}")
            checks.expect(not invalid, "every tool's input schema is valid JSON Schema", invalid)

            # Nimbus: a counter, tapped by reference, then by selector.
            opened = await session.call_tool("open", {"source": "nimbus/counter.json", "size": "60x16"})
            frame = opened.structuredContent.get("frame", "")
            checks.expect(not opened.isError and "Count: 0" in frame, "open: a Nimbus screen's frame", frame)
            plus = element(opened, id="increment")
            checks.expect(plus is not None and plus["clickable"] and plus["ref"].startswith("e"),
                          "snapshot: a clickable element with its reference and id", opened.structuredContent)
            tapped = await session.call_tool("tap", {"ref": plus["ref"]})
            checks.expect("Count: 1" in tapped.structuredContent["frame"] and tapped.structuredContent["ok"],
                          "tap by reference: the counter goes up", text_of(tapped))
            again = await session.call_tool("snapshot", {})
            checks.expect(element(again, id="increment")["ref"] == plus["ref"],
                          "a reference stays the element's from one snapshot to the next")
            pictured = await session.call_tool("snapshot", {"image": True})
            picture = png_of(pictured)
            checks.expect(picture is not None and png_size(picture) == (600, 320) and picture.endswith(b"IEND\xaeB`\x82"),
                          "snapshot with image: the frame as a PNG, 10 x 20 pixels a cell",
                          [content.type for content in pictured.content])
            minus = await session.call_tool("tap", {"text": r"\[ - \]"})
            checks.expect("Count: 0" in minus.structuredContent["frame"], "tap by selector: the counter goes down",
                          text_of(minus))
            missing = await session.call_tool("tap", {"text": "No such button"})
            checks.expect(missing.isError and "No such button" in missing.structuredContent.get("failure", ""),
                          "a tap that finds nothing fails, with the snapshot still given",
                          missing.structuredContent)
            recorded = await session.call_tool("record_flow", {"path": "flows/counter.yaml"})
            flow = recorded.structuredContent["yaml"]
            checks.expect("tapOn" in flow and "No such button" not in flow and "point" not in flow,
                          "record_flow: the steps that held, by text or id", flow)
            run = subprocess.run([binary, "test", os.path.join(root, "flows", "counter.yaml")],
                                 capture_output=True, timeout=120, cwd=root)
            GUARD.note([binary, "test", "flows/counter.yaml"], run.returncode, run.stdout + run.stderr)
            checks.expect(run.returncode == 0, "the recorded flow passes in sdui-term test",
                          run.stdout.decode() + run.stderr.decode() + flow)

            data_url = await session.call_tool("open", {"source": "nimbus/data-url.json", "size": "40x6"})
            checks.expect((element(data_url, id="link") or {}).get("text") == "data:,hello"
                          and "data:,hello" in data_url.structuredContent["frame"],
                          "a text that reads as a data URL reaches the agent as written", data_url.structuredContent)

            # Beagle: a text field typed into, read back by a text bound to it.
            beagle = await session.call_tool("open", {"source": os.path.join(root, "beagle", "welcome.json")})
            checks.expect(not beagle.isError and "Welcome" in beagle.structuredContent["frame"],
                          "open: a Beagle screen by its absolute path", text_of(beagle))
            field = next((found for found in beagle.structuredContent["elements"] if "hint" in found), None)
            typed = await session.call_tool("type", {"ref": field["ref"] if field else "e0", "input": "Ann"})
            checks.expect("Hello, Ann!" in typed.structuredContent.get("frame", ""),
                          "type: the field's text reaches the text bound to it", text_of(typed))
            back = await session.call_tool("back", {})
            checks.expect("ok" in back.structuredContent, "back answers a snapshot", back.structuredContent)

            # A2UI: a sign-up stream, typed into, its check box pressed.
            a2ui = await session.call_tool("open", {"source": "agent/signup.jsonl", "size": "70x24"})
            checks.expect("Sign up" in a2ui.structuredContent["frame"], "open: an A2UI stream", text_of(a2ui))
            email = await session.call_tool("type", {"text": "Email", "input": "ann@example.com"})
            checks.expect("ann@example.com" in email.structuredContent["frame"], "type into an A2UI field by its label",
                          text_of(email))
            terms = element(email, label="I accept the terms") or element(email, text="I accept the terms")
            toggled = await session.call_tool("tap", {"ref": terms["ref"]} if terms else {"text": "I accept the terms"})
            checks.expect("[x]" in toggled.structuredContent["frame"], "tap an A2UI check box", text_of(toggled))
            pressed = await session.call_tool("press", {"key": "Tab"})
            checks.expect(pressed.structuredContent["ok"], "press a key by its name", pressed.structuredContent)
            await mcp_agent_checks(checks, session, binary, root)
            if port:
                await agent_checks(checks, session, binary, root, port)
            else:
                checks.expect(False, "sdui-term serve started, for its demo agent")

            # Checks and flows.
            checked = await session.call_tool("check", {"path": "errors/unknown-component.json"})
            diagnostics = checked.structuredContent.get("diagnostics", [])
            checks.expect(any("unknown component" in d.get("message", "") for d in diagnostics),
                          "check: a broken screen's findings, as check --format json", checked.structuredContent)
            flow_text = "url: nimbus/counter.json\n---\n- launchApp\n- tapOn:\n    id: increment\n- assertVisible: 'Count: 1'\n"
            ran = await session.call_tool("run_flow", {"yaml": flow_text})
            checks.expect(not ran.isError and ran.structuredContent.get("failure") is None,
                          "run_flow: a passing flow's result", ran.structuredContent)
            failing = await session.call_tool("run_flow", {"yaml": flow_text.replace("Count: 1", "Count: 9")})
            checks.expect(failing.isError and "Count: 9" in text_of(failing), "run_flow: a failing flow says where",
                          text_of(failing))

            # What a dialect offers, its schema, and the resources.
            offered = await session.call_tool("components", {"dialect": "beagle"})
            beagle_listing = offered.structuredContent.get("beagle", {})
            checks.expect("beagle:text" in str(beagle_listing), "components: Beagle's, as components --format json",
                          str(beagle_listing)[:500])
            schema = await session.call_tool("schema", {"dialect": "nimbus"})
            try:
                Draft202012Validator.check_schema(schema.structuredContent)
                valid = True
            except Exception:  # noqa: BLE001
                valid = False
            checks.expect(valid and "$defs" in schema.structuredContent, "schema: Nimbus's, valid JSON Schema")
            listed = await session.list_resources()
            uris = sorted(str(resource.uri) for resource in listed.resources)
            checks.expect(uris == ["sdui-term://flows", "sdui-term://frame", "sdui-term://problems",
                                   "sdui-term://properties", "sdui-term://usage"], "the resources are listed", uris)
            usage = await session.read_resource("sdui-term://usage")
            checks.expect("--listen" in usage.contents[0].text and "--keys" in usage.contents[0].text,
                          "the usage resource: every command's options", usage.contents[0].text[:300])
            flows = await session.read_resource("sdui-term://flows")
            checks.expect("assertVisible" in flows.contents[0].text, "the flows resource: the flow language's commands")
            frame = await session.read_resource("sdui-term://frame")
            checks.expect("Trattoria Cella" in frame.contents[0].text, "the frame resource: the open screen's (the agent's)",
                          frame.contents[0].text)
            properties = await session.read_resource("sdui-term://properties")
            checks.expect("beagle:text" in properties.contents[0].text, "the properties resource")
            broken = await session.call_tool("open", {"source": "errors/unknown-component.json"})
            checks.expect(any("unknown component" in problem for problem in broken.structuredContent.get("problems", [])),
                          "open: what decoding found in the screen is among the problems, where it is",
                          broken.structuredContent.get("problems"))
            missing_once = await session.call_tool("tap", {"text": "No such button"})
            checks.expect(missing_once.structuredContent["failure"].count("there is none") == 1
                          and not any("unknown component" in p for p in missing_once.structuredContent["problems"]),
                          "a failure says its reason once, and a page's findings are given once",
                          missing_once.structuredContent)

            # Malformed calls and the root.
            for name, arguments, said in [
                ("open", {}, "open needs 'source (or a2a, or mcp)'"),
                ("open", {"source": 7}, "'source' must be a string"),
                ("open", {"source": "nimbus/counter.json", "size": "9999x9"}, "'size' must be WIDTHxHEIGHT"),
                ("open", {"source": "../../../../etc/passwd"}, "outside the folders"),
                ("swipe", {"direction": "SIDEWAYS"}, "one of UP, DOWN, LEFT, RIGHT"),
                ("tap", {"ref": "e99999"}, "no element 'e99999'"),
                ("record_flow", {"path": "/tmp/escaped.yaml"}, "outside the folders"),
                ("fly", {}, "no tool 'fly'"),
                ("schema", {"dialect": "a2ui"}, "one of nimbus, beagle"),
                ("snapshot", {"image": "yes"}, "'image' must be true or false"),
            ]:
                try:
                    answer = await session.call_tool(name, arguments)
                    message = text_of(answer) if answer.isError else "no error"
                except McpError as error:
                    message = str(error)
                checks.expect(said in message, f"a malformed call is an error that says so: {name} {arguments}",
                              message)
            checks.expect(not os.path.exists("/tmp/escaped.yaml"), "nothing is written outside the root")

            # 1,000 calls: the memory after them against after the first hundred.
            await session.call_tool("open", {"source": "nimbus/counter.json"})
            pid = server_pid(binary)
            before = 0
            for call in range(1000):
                if call == 100:
                    before = resident_kib(pid) if pid else 0
                await session.call_tool("tap" if call % 2 else "snapshot", {"id": "increment"} if call % 2 else {})
            after = resident_kib(pid) if pid else 0
            checks.expect(pid is not None and before > 0 and after <= before * 1.2,
                          f"1,000 calls without growing memory ({before} KiB after 100, {after} KiB after 1,000)")
            last = await session.call_tool("snapshot", {})
            checks.expect("Count: 500" in last.structuredContent["frame"], "the server still answers after them",
                          last.structuredContent["frame"])


async def http_checks(checks, binary, root):
    """The same server over streamable HTTP (`--listen`), on loopback only."""
    server = subprocess.Popen([binary, "mcp", "--listen", "127.0.0.1:0", "--root", root], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    try:
        said = server.stderr.readline().decode()
        found = re.search(r"(http://127\.0\.0\.1:\d+/mcp)", said)
        checks.expect(found is not None, "--listen says its address", said)
        if not found:
            return
        async with streamablehttp_client(found.group(1)) as (read, write, _):
            async with ClientSession(read, write) as session:
                await session.initialize()
                listed = await session.list_tools()
                checks.expect({tool.name for tool in listed.tools} == TOOLS, "over HTTP: the tools are listed")
                await session.call_tool("open", {"source": "nimbus/counter.json"})
                tapped = await session.call_tool("tap", {"id": "increment"})
                checks.expect("Count: 1" in tapped.structuredContent["frame"], "over HTTP: a tap answered",
                              text_of(tapped))
    finally:
        server.terminate()
        server.wait(timeout=10)
    wide = subprocess.run([binary, "mcp", "--listen", "0.0.0.0:0"], capture_output=True, timeout=30)
    GUARD.note([binary, "mcp", "--listen", "0.0.0.0:0"], wide.returncode, wide.stdout + wide.stderr)
    checks.expect(wide.returncode != 0 and b"not a loopback address" in wide.stderr,
                  "--listen on an address beyond this machine is refused", wide.stderr.decode())


def main():
    binary = os.path.abspath(sys.argv[1])
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="sdui-mcp-") as folder:
        root = os.path.join(folder, "mes écrans")
        workspace(root)
        server, port = start_serve(binary, root)
        try:
            asyncio.run(asyncio.wait_for(session_checks(checks, binary, root, port), timeout=300))
            asyncio.run(asyncio.wait_for(http_checks(checks, binary, root), timeout=120))
        finally:
            server.terminate()
            server.wait(timeout=10)
    crashes = GUARD.report()
    print(f"mcp: {checks.passed} passed, {checks.failed + crashes} failed")
    return 1 if checks.failed or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
