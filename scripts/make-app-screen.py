#!/usr/bin/env python3
"""Draw the default scene's background: an original, screenshot-like iOS app screen.

Writes Scenes/assets/app-screen.png (relative to the repository root): 1170 x 2532 px, that is 390 x 844 pt at
scale 3, an opaque 8-bit RGB PNG. Everything is flat colour with anti-aliased rounded corners, written by a plain
zlib PNG writer, so the output is small and byte-for-byte deterministic (Python 3 + numpy only).

Layout (points, y down): status bar with the time, a Dynamic Island pill, signal / Wi-Fi / battery; a large
navigation title with an avatar; a search field; three cards (a list row, a progress card, a list row with a
badge); two small tiles; a wide button; a tab bar with four tabs and the home indicator. Text is drawn as
rounded "skeleton" bars.

Spotlight targets (x, y, w, h in points), printed when the script runs:
    search field   [16, 148, 358, 36]
    second card    [16, 316, 358, 96]
    bottom button  [16, 674, 358, 50]
"""

import os
import struct
import sys
import zlib

import numpy as np

SCALE = 3
WIDTH_PT, HEIGHT_PT = 390, 844
W, H = WIDTH_PT * SCALE, HEIGHT_PT * SCALE

# Spotlight targets, in points: (x, y, w, h).
TARGETS = {
    "search field": (16, 148, 358, 36),
    "second card": (16, 316, 358, 96),
    "bottom button": (16, 674, 358, 50),
}


def hex_color(text):
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) / 255.0 for i in (0, 2, 4)])


BACKGROUND = hex_color("#F2F2F7")
CARD = hex_color("#FFFFFF")
LABEL = hex_color("#1C1C1E")
SECONDARY = hex_color("#8A8A8E")
TERTIARY = hex_color("#C7C7CC")
FILL = hex_color("#E3E3E8")
BLUE = hex_color("#007AFF")
ORANGE = hex_color("#FF9500")
GREEN = hex_color("#34C759")
PINK = hex_color("#FF2D55")
INDIGO = hex_color("#5856D6")
TEAL = hex_color("#30B0C7")
WHITE = hex_color("#FFFFFF")
BLACK = hex_color("#000000")
TAB_BAR = hex_color("#F9F9F9")
HAIRLINE = hex_color("#C6C6C8")

image = np.empty((H, W, 3), dtype=np.float64)
image[:, :] = BACKGROUND


def _region(x0, y0, x1, y1, pad=2):
    """Pixel index ranges covering the point-space box, plus pixel-centre coordinates in pixels."""
    i0 = max(int(np.floor(y0 * SCALE)) - pad, 0)
    i1 = min(int(np.ceil(y1 * SCALE)) + pad, H)
    j0 = max(int(np.floor(x0 * SCALE)) - pad, 0)
    j1 = min(int(np.ceil(x1 * SCALE)) + pad, W)
    ys = np.arange(i0, i1, dtype=np.float64)[:, None] + 0.5
    xs = np.arange(j0, j1, dtype=np.float64)[None, :] + 0.5
    return (slice(i0, i1), slice(j0, j1)), xs, ys


def _blend(index, coverage, color, alpha=1.0):
    a = (np.clip(coverage, 0.0, 1.0) * alpha)[..., None]
    image[index] = image[index] * (1.0 - a) + color * a


def _rrect_distance(xs, ys, x, y, w, h, r):
    """Signed distance in pixels to a rounded rect given in points."""
    cx, cy = (x + w / 2) * SCALE, (y + h / 2) * SCALE
    hw, hh, rr = w / 2 * SCALE, h / 2 * SCALE, min(r, w / 2, h / 2) * SCALE
    qx = np.abs(xs - cx) - (hw - rr)
    qy = np.abs(ys - cy) - (hh - rr)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    inside = np.minimum(np.maximum(qx, qy), 0)
    return outside + inside - rr


def rrect(x, y, w, h, r, color, alpha=1.0):
    """Fill a rounded rectangle (points)."""
    index, xs, ys = _region(x, y, x + w, y + h)
    _blend(index, 0.5 - _rrect_distance(xs, ys, x, y, w, h, r), color, alpha)


def rrect_stroke(x, y, w, h, r, width, color):
    """Stroke a rounded rectangle's outline, centred on the edge (points)."""
    index, xs, ys = _region(x - width, y - width, x + w + width, y + h + width)
    d = np.abs(_rrect_distance(xs, ys, x, y, w, h, r)) - width / 2 * SCALE
    _blend(index, 0.5 - d, color)


def circle(cx, cy, radius, color):
    rrect(cx - radius, cy - radius, 2 * radius, 2 * radius, radius, color)


def ring(cx, cy, radius, width, color):
    rrect_stroke(cx - radius, cy - radius, 2 * radius, 2 * radius, radius, width, color)


def segment(x0, y0, x1, y1, width, color):
    """A line with round caps (points)."""
    index, xs, ys = _region(min(x0, x1) - width, min(y0, y1) - width, max(x0, x1) + width, max(y0, y1) + width)
    ax, ay, bx, by = x0 * SCALE, y0 * SCALE, x1 * SCALE, y1 * SCALE
    dx, dy = bx - ax, by - ay
    t = np.clip(((xs - ax) * dx + (ys - ay) * dy) / (dx * dx + dy * dy), 0, 1)
    d = np.hypot(xs - (ax + t * dx), ys - (ay + t * dy)) - width / 2 * SCALE
    _blend(index, 0.5 - d, color)


def text_bar(x, y, w, h, color):
    """A line of "text": a pill as tall as the glyphs' x-height."""
    rrect(x, y, w, h, h / 2, color)


def chevron(x, y, color):
    segment(x, y - 5, x + 5, y, 2, color)
    segment(x + 5, y, x, y + 5, 2, color)


# MARK: Status bar (0-54 pt)
text_bar(38, 19, 38, 14, LABEL)                      # "9:41"
rrect(135, 11, 120, 35, 17.5, BLACK)                 # Dynamic Island
for k, bar_h in enumerate((4, 6.5, 9, 11.5)):         # cellular bars
    rrect(291 + k * 4.5, 31 - bar_h, 3, bar_h, 1, LABEL)
for k, rad in enumerate((3, 6.5, 10)):               # Wi-Fi: a dot and two arcs, drawn as clipped rings
    if k == 0:
        circle(320, 29.5, 2, LABEL)
    else:
        index, xs, ys = _region(310, 17, 331, 30)
        d = np.abs(np.hypot(xs - 320 * SCALE, ys - 30.5 * SCALE) - rad * SCALE) - 1.0 * SCALE
        upper = np.clip((30.5 * SCALE - ys) - np.abs(xs - 320 * SCALE) * 0.85, 0, 1)
        _blend(index, (0.5 - d) * upper, LABEL)
rrect_stroke(336, 20, 24, 12, 3.5, 1, SECONDARY)     # battery
rrect(338, 22, 17, 8, 2, LABEL)
rrect(361, 24, 1.5, 4, 0.75, SECONDARY)

# MARK: Navigation bar with a large title (54-140 pt)
text_bar(16, 64, 56, 12, BLUE)                       # "Edit"-style bar button
rrect(336, 60, 38, 22, 11, FILL)                     # "+" button
segment(355, 66, 355, 76, 2, BLUE)
segment(350, 71, 360, 71, 2, BLUE)
text_bar(16, 103, 176, 26, LABEL)                    # large title
circle(356, 116, 18, hex_color("#D1D1D6"))           # avatar
circle(356, 110, 6.5, WHITE)
rrect(344.5, 118.5, 23, 13, 6.5, WHITE)

# MARK: Search field [16, 148, 358, 36]
rrect(16, 148, 358, 36, 10, FILL)
ring(33.5, 164.5, 5.5, 1.8, SECONDARY)               # magnifier
segment(37.5, 168.5, 41.5, 172.5, 2, SECONDARY)
text_bar(49, 161, 74, 10, SECONDARY)                 # "Search"
rrect(355, 157, 2.5, 8, 1.25, SECONDARY)             # microphone
ring(356.25, 163, 4.5, 1.2, SECONDARY)
rrect(349, 157, 15, 7, 0, FILL)                      # (cut the ring's top half away)
rrect(355, 156, 2.5, 9, 1.25, SECONDARY)

# MARK: Card 1 [16, 204, 358, 96]: a list row
rrect(16, 204, 358, 96, 16, CARD)
rrect(32, 228, 48, 48, 12, BLUE)
rrect(44, 240, 24, 24, 5, WHITE)
rrect(48, 244, 16, 4, 1, BLUE)
text_bar(96, 233, 150, 13, LABEL)
text_bar(96, 256, 198, 10, SECONDARY)
text_bar(96, 271, 120, 10, SECONDARY)
chevron(350, 252, TERTIARY)

# MARK: Card 2 [16, 316, 358, 96]: a progress card
rrect(16, 316, 358, 96, 16, CARD)
circle(56, 364, 24, ORANGE)
ring(56, 364, 12, 3, WHITE)
segment(56, 364, 56, 357, 2.5, WHITE)
segment(56, 364, 61, 367, 2.5, WHITE)
text_bar(96, 336, 120, 13, LABEL)
text_bar(296, 336, 62, 13, ORANGE)
text_bar(96, 358, 170, 10, SECONDARY)
rrect(96, 380, 262, 8, 4, FILL)                       # progress track
rrect(96, 380, 176, 8, 4, ORANGE)                     # progress

# MARK: Card 3 [16, 428, 358, 96]: a list row with a badge
rrect(16, 428, 358, 96, 16, CARD)
rrect(32, 452, 48, 48, 24, GREEN)
segment(45, 477, 53, 485, 4, WHITE)                  # check mark
segment(53, 485, 67, 469, 4, WHITE)
text_bar(96, 457, 132, 13, LABEL)
text_bar(96, 480, 176, 10, SECONDARY)
text_bar(96, 495, 96, 10, SECONDARY)
rrect(312, 465, 30, 22, 11, PINK)                    # badge
text_bar(321, 472, 12, 8, WHITE)
chevron(350, 476, TERTIARY)

# MARK: Section header and two tiles (540-660 pt)
text_bar(16, 546, 96, 11, SECONDARY)
rrect(16, 566, 171, 88, 16, INDIGO)
circle(42, 592, 12, WHITE)
text_bar(32, 616, 104, 12, WHITE)
text_bar(32, 634, 64, 9, hex_color("#B9B8F0"))
rrect(203, 566, 171, 88, 16, TEAL)
rrect(219, 580, 24, 24, 6, WHITE)
text_bar(219, 616, 96, 12, WHITE)
text_bar(219, 634, 72, 9, hex_color("#ACE0EA"))

# MARK: Wide button [16, 674, 358, 50]
rrect(16, 674, 358, 50, 14, BLUE)
text_bar(147, 693, 96, 13, WHITE)

# MARK: Tab bar (761-844 pt) and the home indicator
rrect(0, 761, 390, 83, 0, TAB_BAR)
rrect(0, 761, 390, 1 / 3, 0, HAIRLINE)
for k, cx in enumerate((48.75, 146.25, 243.75, 341.25)):
    color = BLUE if k == 0 else SECONDARY
    if k == 0:
        rrect(cx - 12, 769, 24, 22, 5, color)
        rrect(cx - 7, 776, 14, 3, 1.5, TAB_BAR)
    elif k == 1:
        ring(cx, 780, 10, 2, color)
        segment(cx, 780, cx, 774, 2, color)
    elif k == 2:
        circle(cx - 6, 774, 4, color)
        circle(cx + 6, 774, 4, color)
        circle(cx - 6, 786, 4, color)
        circle(cx + 6, 786, 4, color)
    else:
        circle(cx, 774, 5, color)
        rrect(cx - 10, 782, 20, 10, 5, color)
    text_bar(cx - 18, 797, 36, 7, color)
rrect(128, 830, 134, 5, 2.5, BLACK)


# MARK: PNG writer

def write_png(path, rgb):
    """An 8-bit RGB PNG, every scanline with filter 2 (Up), zlib level 9: deterministic."""
    height, width, _ = rgb.shape
    previous = np.zeros((width * 3,), dtype=np.uint8)
    rows = []
    for row in rgb.reshape(height, width * 3):
        rows.append(b"\x02" + (row - previous).astype(np.uint8).tobytes())  # wraps modulo 256
        previous = row
    data = zlib.compress(b"".join(rows), 9)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.join(root, "Scenes", "assets", "app-screen.png")
    if len(sys.argv) > 1:
        out = sys.argv[1]
    os.makedirs(os.path.dirname(out), exist_ok=True)
    pixels = np.clip(np.rint(image * 255.0), 0, 255).astype(np.uint8)
    write_png(out, pixels)
    print(f"wrote {out}: {W}x{H} px ({WIDTH_PT}x{HEIGHT_PT} pt at @{SCALE}x), {os.path.getsize(out)} bytes")
    print("spotlight targets (x, y, w, h in points):")
    for name, rect in TARGETS.items():
        print(f"  {name}: [{', '.join(str(v) for v in rect)}]")


if __name__ == "__main__":
    main()
