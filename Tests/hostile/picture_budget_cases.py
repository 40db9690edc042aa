"""Hostile cases of issue 53's first two kinds: pictures that are declared
small but cost minutes to decode, and answers to `sendRequest` that pile
up. Each picture and answer is made here, in memory (the server serves
them from memory), by repeating one deflated block: no large file is
committed, and each is made in a fraction of a second.

Each case runs within 10 s of CPU (`cpu_seconds`, user and system) and the
suite's memory bounds, and prints the bound it reached where there is one.
"""

import json
import struct
import zlib

from cases import png_chunk, text
from origin_cases import lifecycle, nimbus, send_request, set_state

N = "_:component"


def deflated_repeats(blocks, checksum=True):
    """A zlib stream of each (bytes, times) block repeated `times` times: each block is deflated once,
    after a full flush, so its compressed bytes stand for every repeat. Without `checksum`, the
    stream's Adler-32 is left wrong, for a stream nothing should read to its end."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    parts = [b"\x78\xda"]
    adler = 1
    for block, times in blocks:
        parts.append((deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)) * times)
        if checksum:
            for _ in range(times):
                adler = zlib.adler32(block, adler)
    parts.append(deflate.flush(zlib.Z_FINISH))
    parts.append(struct.pack(">I", adler & 0xFFFFFFFF))
    return b"".join(parts)


def png(width, height, depth, idat):
    """An RGBA PNG (colour type 6) of one IDAT chunk."""
    header = struct.pack(">IIBBBBB", width, height, depth, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", idat)
            + png_chunk(b"IEND", b""))


def zeros_after_the_rows(mebibytes=15000):
    """64 x 64 grey pixels, then that many MiB of zeros in the same zlib stream: 15.5 MB by default.
    (The tmux suite makes smaller ones, of 9 GB.)"""
    rows = (b"\0" + b"\x80" * (64 * 4)) * 64
    return png(64, 64, 8, deflated_repeats([(rows, 1), (b"\0" * (1 << 20), mebibytes)], checksum=False))


def text_before_the_rows():
    """64 x 64 grey pixels behind 15,000 zTXt chunks, each 1 KB that inflates to a MiB: 15 MB."""
    rows = (b"\0" + b"\x80" * (64 * 4)) * 64
    header = struct.pack(">IIBBBBB", 64, 64, 8, 6, 0, 0, 0)
    text = png_chunk(b"zTXt", b"comment\0\0" + zlib.compress(b"\0" * (1 << 20), 9))
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + text * 15000
            + png_chunk(b"IDAT", zlib.compress(rows)) + png_chunk(b"IEND", b""))


def sixteen_bit_at_the_limit():
    """4096 x 4096 pixels of 16-bit RGBA, 128 MiB of rows, in 135 KB."""
    rows = (b"\0" + b"\0" * (4096 * 8)) * 16
    return png(4096, 4096, 16, deflated_repeats([(rows, 256)]))


def image(url):
    return {N: "layout:remoteImage", "properties": {"url": url, "width": 16, "height": 8}}


def pictures_screen(count):
    return nimbus(text("above the pictures"), *[image(f"{{base}}/p{index}.png") for index in range(count)],
                  text("below the pictures"))


def picture_routes(count, picture):
    answer = {"headers": {"Content-Type": "image/png"}, "body": picture}
    return {f"/p{index}.png": answer for index in range(count)}


def flood_of_answers(count):
    """A screen whose start sends `count` requests for the same large answer, each saying how it failed."""
    request = send_request("{base}/big", on_error=[set_state("failed", "@{onError.message}")])
    return nimbus(lifecycle([request] * count, text("requests sent"), text("failed: @{failed}")),
                  column_state={"failed": ""})


def picture_budget_cases():
    around = ["above the pictures", "below the pictures"]
    bomb = zeros_after_the_rows()
    large = sixteen_bit_at_the_limit()
    fifteen_megabytes = json.dumps({"text": "x" * 15_000_000}).encode()
    return [
        {"name": "four 64 x 64 PNGs with 15 GB of zeros after their rows",
         "answer": {"screen": pictures_screen(4)}, "routes": picture_routes(4, bomb),
         "options": ["--images", "symbols"], "expect": around, "forbid": "picture '",
         "seconds": 20, "cpu_seconds": 10},
        {"name": "four 64 x 64 PNGs behind 15 GB of compressed text",
         "answer": {"screen": pictures_screen(4)}, "routes": picture_routes(4, text_before_the_rows()),
         "options": ["--images", "symbols"], "expect": around, "forbid": "picture '",
         "seconds": 20, "cpu_seconds": 10},
        {"name": "forty 4096 x 4096 16-bit PNGs on one screen",
         "answer": {"screen": pictures_screen(40)}, "routes": picture_routes(40, large),
         "options": ["--images", "symbols"],
         # Four are decoded, one after another on the decoding thread (at niceness 10), before the fifth is
         # refused: a machine the other suites keep busy can make render's wait for pictures end first.
         "expect": around + [("past the 67108864 pixels the pictures of one screen may have together",
                              "still loading after")],
         "seconds": 20, "cpu_seconds": 10},
        {"name": "300 requests for a 15 MB answer",
         "answer": {"screen": flood_of_answers(300)},
         "routes": {"/big": {"screen": fifteen_megabytes}},
         "expect": ["requests sent", "the answers to this event's requests reached 64 MiB"],
         "seconds": 30, "cpu_seconds": 10, "peak_mib": 400},
    ]
