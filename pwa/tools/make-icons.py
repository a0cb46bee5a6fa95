#!/usr/bin/env python3
"""Draws the app icons (a simple brand mark) into public/ with nothing but the standard library.

The mark: three rising bars (growth) and a gold coin on the brand teal. Regular icons have rounded
corners; the maskable icon fills the square and keeps the mark inside the central safe zone.
Run: python3 tools/make-icons.py
"""
import os
import struct
import zlib

TEAL = (15, 118, 110)
WHITE = (255, 255, 255)
GOLD = (245, 180, 40)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "public")


def rounded_rect(x, y, x0, y0, x1, y1, r):
    """True when (x, y) lies in the rectangle with rounded corners of radius r."""
    if x < x0 or x > x1 or y < y0 or y > y1:
        return False
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def mark(x, y, scale):
    """Colour of the mark at unit point (x, y), or None; the mark spans the centre `scale` of the square."""
    u = (x - 0.5) / scale + 0.5
    v = (y - 0.5) / scale + 0.5
    if (u - 0.70) ** 2 + (v - 0.18) ** 2 <= 0.095 ** 2:
        return GOLD
    bars = [(0.18, 0.60), (0.40, 0.46), (0.62, 0.32)]
    for left, top in bars:
        if rounded_rect(u, v, left, top, left + 0.16, 0.82, 0.04):
            return WHITE
    return None


def pixel(x, y, maskable):
    if maskable:
        return mark(x, y, 0.62) or TEAL
    if not rounded_rect(x, y, 0.0, 0.0, 1.0, 1.0, 0.2):
        return None
    return mark(x, y, 0.86) or TEAL


def render(size, maskable):
    ss = 4  # supersampling per axis
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            r = g = b = a = 0
            for sy in range(ss):
                for sx in range(ss):
                    c = pixel((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, maskable)
                    if c is not None:
                        r += c[0]; g += c[1]; b += c[2]; a += 1
            n = ss * ss
            if a:
                row += bytes((r // a, g // a, b // a, 255 * a // n))
            else:
                row += bytes((0, 0, 0, 0))
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, data):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, size, maskable in [
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
        ("apple-touch-icon.png", 180, True),
    ]:
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(png(size, render(size, maskable)))
        print("wrote", name)


if __name__ == "__main__":
    main()
