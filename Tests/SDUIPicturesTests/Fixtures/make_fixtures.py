"""Writes the pictures the SDUIPictures tests decode (run it with Pillow:
`.build-yoga-venv/bin/python Tests/SDUIPicturesTests/Fixtures/make_fixtures.py`).

quadrants.*: 32x16 pixels, red top-left, green top-right, blue bottom-left,
white bottom-right, in each format. half-transparent.png: 16x16, its left
half transparent and its right half green. animated.gif: a red frame, then
a blue one. bomb.png: a PNG whose header says 100,000 x 100,000 pixels, in
a few dozen bytes. truncated.png and truncated.jpg: the first half of
quadrants. corrupt.jpg: a JPEG start followed by noise. quadrants-interlaced.png,
quadrants-16-bit.png (RGBA, interlaced) and quadrants-palette.png (two bits a pixel), and
half-transparent-palette.png (its transparent colour in tRNS): the forms libpng's reader turns
into 8-bit RGBA, written here by hand (Pillow writes none of them). gradient.png and
gradient-interlaced.png: 37x23 RGBA pixels that all differ, for shrinking as the PNG is read.
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


# Adam7's passes: first column and row, then the steps between them.
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, depth, kind, sample, interlaced=False, extra=b""):
    """A PNG whose pixel at (x, y) is `sample(x, y)`: its bytes, or for a depth under 8 its value,
    packed; every row with filter 0. `extra` goes between IHDR and IDAT (PLTE, tRNS)."""
    def row(xs, y):
        if depth >= 8:
            return b"".join(sample(x, y) for x in xs)
        bits = "".join(format(sample(x, y), f"0{depth}b") for x in xs)
        bits += "0" * (-len(bits) % 8)
        return bytes(int(bits[index:index + 8], 2) for index in range(0, len(bits), 8))
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    data = b""
    for left, top, across, down in passes:
        xs = range(left, width, across)
        if len(xs):
            data += b"".join(b"\0" + row(xs, y) for y in range(top, height, down))
    header = struct.pack(">IIBBBBB", width, height, depth, kind, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(data))
            + chunk(b"IEND", b""))


def quadrant(x, y):
    """0 red, 1 green, 2 blue, 3 white, as quadrants() draws them."""
    return (0 if y < 8 else 2) + (0 if x < 16 else 1)


def gradient(x, y):
    return bytes([x * 7 % 256, y * 11 % 256, x * y % 256, 255 - (x + y) % 64])


def write_libpng_forms():
    colors = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    forms = {
        "quadrants-interlaced.png": png(32, 16, 8, 2, lambda x, y: bytes(colors[quadrant(x, y)]), True),
        "quadrants-16-bit.png": png(32, 16, 16, 6, lambda x, y: b"".join(
            bytes([value, 0x7F]) for value in colors[quadrant(x, y)] + (255,)), True),
        "quadrants-palette.png": png(32, 16, 2, 3, quadrant,
                                     extra=chunk(b"PLTE", b"".join(bytes(color) for color in colors))),
        "half-transparent-palette.png": png(16, 16, 8, 3, lambda x, y: bytes([0 if x < 8 else 1]),
                                            extra=chunk(b"PLTE", b"\0\0\0\0\xff\0") + chunk(b"tRNS", b"\0")),
    }
    forms.update({name: png(37, 23, 8, 6, gradient, interlaced)
                  for name, interlaced in (("gradient.png", False), ("gradient-interlaced.png", True))})
    for name, data in forms.items():
        open(os.path.join(HERE, name), "wb").write(data)


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
    write_libpng_forms()


if __name__ == "__main__":
    main()
