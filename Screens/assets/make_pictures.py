"""Draws the demo's pictures (run it with Pillow, from the checkout:
`.build-yoga-venv/bin/python Screens/assets/make_pictures.py`).

Screens/assets/: the local images, found by name (the Beagle welcome logo,
the galleries' test card). Screens/images/products/: one picture of each
kind of product in the demo store, served by `serve` at /images/products/,
in PNG, JPEG, WebP and GIF in turn so that the store shows every format.
"""

import os

from PIL import Image, ImageDraw

SCREENS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["espresso-cup", "pour-over-kettle", "ceramic-mug", "bamboo-tray", "linen-napkin", "oak-board",
         "tea-tin", "glass-jar", "copper-spoon", "wool-coaster", "stone-mortar", "cast-iron-pan"]
FORMATS = ["png", "jpg", "webp", "gif"]
BACKDROPS = [(250, 236, 214), (222, 236, 250), (232, 248, 232), (248, 228, 236)]


def product(kind, index):
    picture = Image.new("RGB", (64, 48), BACKDROPS[index % len(BACKDROPS)])
    draw = ImageDraw.Draw(picture)
    ink = [(120, 72, 40), (70, 90, 110), (200, 90, 60), (170, 140, 80), (150, 150, 140), (150, 100, 60),
           (60, 110, 90), (110, 170, 190), (190, 110, 50), (120, 120, 160), (110, 110, 110), (40, 40, 40)][index]
    if kind in ("espresso-cup", "ceramic-mug", "glass-jar", "tea-tin"):
        draw.rounded_rectangle((20, 12, 44, 40), radius=4, fill=ink)
        if kind != "tea-tin" and kind != "glass-jar":
            draw.ellipse((40, 18, 52, 32), outline=ink, width=3)
        if kind in ("glass-jar", "tea-tin"):
            draw.rectangle((18, 8, 46, 13), fill=tuple(max(0, c - 40) for c in ink))
    elif kind == "pour-over-kettle":
        draw.ellipse((14, 14, 46, 42), fill=ink)
        draw.line((44, 24, 56, 12), fill=ink, width=3)
        draw.arc((18, 4, 42, 24), 180, 360, fill=ink, width=3)
    elif kind in ("bamboo-tray", "oak-board", "linen-napkin", "wool-coaster"):
        box = (8, 14, 56, 36) if kind != "wool-coaster" else (18, 10, 46, 38)
        if kind == "wool-coaster":
            draw.ellipse(box, fill=ink)
        else:
            draw.rounded_rectangle(box, radius=3, fill=ink)
        for offset in range(box[0] + 6, box[2] - 2, 8):
            draw.line((offset, box[1] + 2, offset, box[3] - 2), fill=tuple(min(255, c + 40) for c in ink))
    elif kind == "copper-spoon":
        draw.ellipse((10, 16, 26, 32), fill=ink)
        draw.line((24, 24, 56, 24), fill=ink, width=3)
    elif kind == "stone-mortar":
        draw.pieslice((14, 6, 50, 42), 0, 180, fill=ink)
        draw.line((38, 6, 48, 26), fill=(80, 80, 80), width=4)
    else:
        draw.ellipse((8, 12, 40, 40), fill=ink)
        draw.line((38, 26, 58, 22), fill=ink, width=4)
    return picture


def logo():
    picture = Image.new("RGBA", (120, 48), (0, 0, 0, 0))
    draw = ImageDraw.Draw(picture)
    draw.rounded_rectangle((0, 0, 119, 47), radius=10, fill=(37, 99, 235, 255))
    for column, color in enumerate([(250, 204, 21), (34, 197, 94), (239, 68, 68)]):
        draw.ellipse((12 + column * 34, 10, 40 + column * 34, 38), fill=color + (255,))
    return picture


def test_card():
    picture = Image.new("RGB", (96, 64), (255, 255, 255))
    draw = ImageDraw.Draw(picture)
    bars = [(255, 255, 255), (255, 255, 0), (0, 255, 255), (0, 255, 0), (255, 0, 255), (255, 0, 0), (0, 0, 255)]
    for index, color in enumerate(bars):
        draw.rectangle((index * 96 // 7, 0, (index + 1) * 96 // 7, 44), fill=color)
    for x in range(96):
        draw.line((x, 45, x, 63), fill=(x * 255 // 95,) * 3)
    draw.ellipse((34, 14, 62, 42), outline=(0, 0, 0), width=3)
    return picture


def main():
    for index, kind in enumerate(KINDS):
        extension = FORMATS[index % len(FORMATS)]
        options = {"quality": 90} if extension in ("jpg", "webp") else {}
        product(kind, index).save(os.path.join(SCREENS, "images", "products", f"{kind}.{extension}"), **options)
    logo().save(os.path.join(SCREENS, "assets", "logo.png"))
    test_card().save(os.path.join(SCREENS, "assets", "test-card.png"))


if __name__ == "__main__":
    main()
