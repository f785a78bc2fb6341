"""An RGB pixel buffer drawn with filled rectangles and written as PNG (zlib, no filter).

Drawing goes through a ``Surface``: a placement on the canvas (an offset, and optionally a
quarter turn clockwise), so a card is drawn once in its own coordinates and lands upright or
turned on a scanner's page alike.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass

from sandbox.seed_files.bitmap_font import ADVANCE, glyph_runs

Color = tuple[int, int, int]


class Canvas:
    def __init__(self, width: int, height: int, background: Color) -> None:
        self.width, self.height = width, height
        self.rows = [bytearray(bytes(background) * width) for _ in range(height)]

    def fill(self, x: int, y: int, w: int, h: int, color: Color) -> None:
        """A rectangle in canvas pixels, clipped to the canvas."""
        x1, y1 = x + w, y + h
        if x < 0 or y < 0 or x1 > self.width or y1 > self.height:
            x, y = max(0, x), max(0, y)
            x1, y1 = min(self.width, x1), min(self.height, y1)
            if x >= x1 or y >= y1:
                return
        span = bytes(color) * (x1 - x)
        start, end = x * 3, x1 * 3
        for row in self.rows[y:y1]:
            row[start:end] = span

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(row) for row in self.rows)
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", header)
            + _chunk(b"tEXt", b"Software\x00Teller sandbox")
            + _chunk(b"IDAT", zlib.compress(raw, 6))
            + _chunk(b"IEND", b"")
        )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


@dataclass
class Surface:
    """A ``width`` x ``height`` area placed at (left, top) of ``canvas``; ``turned``: drawn
    a quarter turn clockwise (its top edge then runs down the canvas's right side)."""

    canvas: Canvas
    width: int
    height: int
    left: int = 0
    top: int = 0
    turned: bool = False

    def fill(self, x: int, y: int, w: int, h: int, color: Color) -> None:
        if self.turned:
            self.canvas.fill(self.left + self.height - y - h, self.top + x, h, w, color)
        else:
            self.canvas.fill(self.left + x, self.top + y, w, h, color)

    def text(self, x: int, y: int, text: str, scale: int, color: Color) -> int:
        """Capitals from (x, y), the top of the letters; returns the x after the last one."""
        for ch in text:
            for cx, cy, length in glyph_runs(ch):
                self.fill(x + cx * scale, y + cy * scale, length * scale, scale, color)
            x += ADVANCE * scale
        return x

    def ellipse(self, cx: int, cy: int, rx: int, ry: int, color: Color) -> None:
        for dy in range(-ry, ry + 1):
            half = int(rx * (1 - (dy / ry) ** 2) ** 0.5)
            self.fill(cx - half, cy + dy, 2 * half + 1, 1, color)

    def frame(self, x: int, y: int, w: int, h: int, color: Color, thickness: int = 2) -> None:
        self.fill(x, y, w, thickness, color)
        self.fill(x, y + h - thickness, w, thickness, color)
        self.fill(x, y, thickness, h, color)
        self.fill(x + w - thickness, y, thickness, h, color)


def text_width(text: str, scale: int) -> int:
    return len(text) * ADVANCE * scale
