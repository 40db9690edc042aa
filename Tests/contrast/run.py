#!/usr/bin/env python3
"""The contrast audit, end to end: every bundled and shared screen rendered
by the real binary (`render --format ansi --size 100x30`) and read back as a
terminal shows it, independently of the Swift code: SGR parsed as
../shared/tools/ansi2png.py parses it (VS Code's 16 colours, xterm's 256,
faint text 40% of the way to its background, colours left to the terminal
in its dark or light defaults). A text cell is a cell with a character
that is not a space, a line or a block (U+2500-U+25FF). Each screen is
seen in both themes, each on a dark or light terminal at truecolor, 16
colours or none, in turn.

The device theme may keep the authors' own low contrast on at most 1% of
text cells; the terminal theme and no colour at all leave no text below
3:1. Usage: Tests/contrast/run.py PATH/TO/sdui-term"""
import concurrent.futures, glob, os, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from crash_guard import CrashGuard  # noqa: E402

GUARD = CrashGuard()

BASE16 = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
          (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234),
          (214, 112, 214), (41, 184, 219), (255, 255, 255)]
TERMINALS = {"dark": ((220, 220, 220), (24, 24, 28)), "light": ((30, 30, 30), (250, 250, 250))}


def palette(n):
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return (levels[n // 36], levels[n // 6 % 6], levels[n % 6])
    grey = 8 + (n - 232) * 10
    return (grey, grey, grey)


def luminance(color):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = color
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(one, two):
    a, b = luminance(one), luminance(two)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def audit(frame, terminal):
    """(text cells, [(row, column, character, ratio)] below 3:1)"""
    default_fg, default_bg = TERMINALS[terminal]
    cells, low = 0, []
    for row_number, row in enumerate(frame.rstrip("\n").split("\n")):
        fg = bg = None
        bold = reverse = dim = False
        column = 0
        for match in re.finditer(r"\x1b\[([0-9;]*)m|(.)", row):
            if match.group(1) is not None:
                codes = [int(v) for v in match.group(1).split(";") if v] or [0]
                i = 0
                while i < len(codes):
                    code = codes[i]
                    if code == 0:
                        fg = bg = None
                        bold = reverse = dim = False
                    elif code == 1: bold = True
                    elif code == 2: dim = True
                    elif code == 7: reverse = True
                    elif code in (38, 48) and codes[i + 1:i + 2] == [2]:
                        color = tuple(codes[i + 2:i + 5])
                        fg, bg = (color, bg) if code == 38 else (fg, color)
                        i += 4
                    elif code in (38, 48) and codes[i + 1:i + 2] == [5]:
                        color = palette(codes[i + 2])
                        fg, bg = (color, bg) if code == 38 else (fg, color)
                        i += 2
                    elif 30 <= code <= 37: fg = BASE16[code - 30]
                    elif 90 <= code <= 97: fg = BASE16[code - 82]
                    elif 40 <= code <= 47: bg = BASE16[code - 40]
                    elif 100 <= code <= 107: bg = BASE16[code - 92]
                    elif code == 39: fg = None
                    elif code == 49: bg = None
                    i += 1
                continue
            character = match.group(2)
            column += 1
            if character == " " or 0x2500 <= ord(character) <= 0x25FF:
                continue
            shown_fg, shown_bg = fg or default_fg, bg or default_bg
            if reverse:
                shown_fg, shown_bg = shown_bg, shown_fg
            if dim:
                shown_fg = tuple(int(a * 0.6 + b * 0.4) for a, b in zip(shown_fg, shown_bg))
            cells += 1
            contrast = ratio(shown_fg, shown_bg)
            if contrast < 3:
                low.append((row_number, column - 1, character, round(contrast, 2)))
    return cells, low


def render(job):
    binary, screen, theme, terminal, color = job
    command = [binary, "render", "--library", "demo", "--library", "store", "--format", "ansi", "--size", "100x30",
               "--theme", theme, "--terminal-background", terminal, "--color", color, screen]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=120)
    GUARD.note(command, finished.returncode, finished.stderr)
    return job, audit(finished.stdout, terminal)


def main():
    binary = os.path.realpath(sys.argv[1])
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    screens = sorted(glob.glob(os.path.join(root, "Screens", "**", "*.json"), recursive=True))
    for folder in ("nimbus", "beagle"):
        screens += sorted(glob.glob(os.path.join(root, "..", "shared", "conformance", folder, "**", "*.json"),
                                    recursive=True))
    # Each screen in both themes, each time on one terminal at one colour
    # depth in turn: every theme, terminal and depth meets a sixth of the
    # screens. ContrastAuditTests audits every screen on both terminals at
    # every depth through the Swift model; this audit reads what the
    # binary writes, independently of it.
    turns = [(terminal, color) for terminal in ("dark", "light") for color in ("truecolor", "16", "never")]
    jobs = [(binary, screen, theme, *turns[(index + 3 * offset) % len(turns)])
            for index, screen in enumerate(screens) for offset, theme in enumerate(("device", "terminal"))]
    totals = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for (_, screen, theme, terminal, color), (cells, low) in pool.map(render, jobs):
            entry = totals.setdefault((theme, terminal, color), [0, 0, []])
            entry[0] += cells
            entry[1] += len(low)
            if low:
                entry[2].append((len(low), os.path.relpath(screen, root), low[:2]))
    failed = 0
    for (theme, terminal, color), (cells, low, worst) in sorted(totals.items()):
        share = 100 * low / max(1, cells)
        allowed = 0.01 * cells if theme == "device" and color != "never" else 0
        ok = cells > 0 and low <= allowed
        failed += not ok
        print(f"contrast: {theme:8} theme, {terminal:5} terminal, color {color:9}: {low} of {cells} text cells below 3:1 "
              f"({share:.2f}%) in {len(worst)} of {len(screens)} screens{'' if ok else '  FAIL'}")
        if not ok:
            for entry in sorted(worst, reverse=True)[:5]:
                print("   ", entry)
    failed += GUARD.report()
    print(f"contrast: {len(jobs)} frames, {failed} failed")
    sys.exit(1 if failed else 0)


main()
