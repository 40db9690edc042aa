"""Writes the pictures the SDUIPictures tests decode (run it with Pillow:
`.build-yoga-venv/bin/python Tests/SDUIPicturesTests/Fixtures/make_fixtures.py`).

quadrants.*: 32x16 pixels, red top-left, green top-right, blue bottom-left,
white bottom-right, in each format. half-transparent.png: 16x16, its left
half transparent and its right half green. animated.gif: a red frame, then
a blue one. bomb.png: a PNG whose header says 100,000 x 100,000 pixels, in
a few dozen bytes. truncated.png and truncated.jpg: the first half of
quadrants. corrupt.jpg: a JPEG start followed by noise.
"""

import os
import struct
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))


def quadrants():
    picture = Image.new("RGB", (32, 16))
    for x in range(32):
        for y in range(16):
            left, top = x < 16, y < 8
            picture.putpixel((x, y), {(True, True): (255, 0, 0), (False, True): (0, 255, 0),
                                      (True, False): (0, 0, 255), (False, False): (255, 255, 255)}[(left, top)])
    return picture


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    picture = quadrants()
    picture.save(os.path.join(HERE, "quadrants.png"))
    picture.save(os.path.join(HERE, "quadrants.jpg"), quality=95, subsampling=0)
    picture.save(os.path.join(HERE, "quadrants.gif"))
    picture.save(os.path.join(HERE, "quadrants.webp"), lossless=True)
    half = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    for x in range(8, 16):
        for y in range(16):
            half.putpixel((x, y), (0, 255, 0, 255))
    half.save(os.path.join(HERE, "half-transparent.png"))
    red, blue = Image.new("RGB", (8, 8), (255, 0, 0)), Image.new("RGB", (8, 8), (0, 0, 255))
    red.save(os.path.join(HERE, "animated.gif"), save_all=True, append_images=[blue], duration=100, loop=0)
    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
    bomb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    open(os.path.join(HERE, "bomb.png"), "wb").write(bomb)
    for name in ("png", "jpg"):
        whole = open(os.path.join(HERE, f"quadrants.{name}"), "rb").read()
        open(os.path.join(HERE, f"truncated.{name}"), "wb").write(whole[: len(whole) // 2])
    noise = bytes((index * 73 + 19) % 256 for index in range(200))
    open(os.path.join(HERE, "corrupt.jpg"), "wb").write(b"\xff\xd8\xff\xe0" + noise)


if __name__ == "__main__":
    main()
