"""A minimal PDF 1.4 writer: text in Helvetica (regular and bold, WinAnsi encoding, so Spanish
accents and the euro sign work), lines and rectangles, greyscale images (a scanned page), any
number of A4 pages. Content streams are left uncompressed, so a test can find the text in the
bytes; text extraction (pdftotext, PDFium) reads it back. Images are Flate-compressed.
"""

from __future__ import annotations

import unicodedata
import zlib
from dataclasses import dataclass, field

A4 = (595, 842)  # points

# Advance widths (1/1000 em) of the standard Helvetica fonts for ASCII 32..126 (Adobe AFM).
_HELVETICA = (
    "278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 "
    "556 556 556 556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 "
    "556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556 333 556 "
    "556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 "
    "500 500 500 334 260 334 584"
)
_HELVETICA_BOLD = (
    "278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 "
    "556 556 556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 "
    "611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556 333 556 "
    "611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 "
    "556 556 500 389 280 389 584"
)
WIDTHS = {
    False: [int(w) for w in _HELVETICA.split()],
    True: [int(w) for w in _HELVETICA_BOLD.split()],
}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width in points of ``text`` set in Helvetica at ``size``."""
    widths = WIDTHS[bold]
    total = 0
    for ch in text:
        base = unicodedata.normalize("NFD", ch)[0]
        code = ord(base)
        total += widths[code - 32] if 32 <= code <= 126 else 556
    return total * size / 1000


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` points, at spaces."""
    lines: list[str] = []
    current, used = "", 0.0
    space = text_width(" ", size, bold)
    for word in text.split():
        needed = text_width(word, size, bold)
        if current and used + space + needed > width:
            lines.append(current)
            current, used = word, needed
        elif current:
            current, used = f"{current} {word}", used + space + needed
        else:
            current, used = word, needed
    if current:
        lines.append(current)
    return lines


def _literal(text: str) -> bytes:
    data = text.encode("cp1252", errors="replace")
    return b"(" + data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class GrayImage:
    """8-bit greyscale pixels, row after row from the top (0 black, 255 white)."""

    width: int
    height: int
    pixels: bytes = field(repr=False)


@dataclass
class Page:
    """One A4 page; y counts up from the bottom edge, as in PDF."""

    operations: list[bytes] = field(default_factory=list)
    images: list[GrayImage] = field(default_factory=list)

    def image(self, x: float, y: float, w: float, h: float, image: GrayImage) -> None:
        """``image`` stretched over the rectangle whose lower-left corner is (x, y)."""
        self.images.append(image)
        place = " ".join(map(_number, (w, 0, 0, h, x, y)))
        self.operations.append(f"q {place} cm /Im{len(self.images)} Do Q".encode())

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 10,
        *,
        bold: bool = False,
        gray: float = 0.0,
    ) -> None:
        font = b"/F2" if bold else b"/F1"
        self.operations.append(
            b"BT %s %s Tf %s g %s %s Td %s Tj ET"
            % (
                font,
                _number(size).encode(),
                _number(gray).encode(),
                _number(x).encode(),
                _number(y).encode(),
                _literal(text),
            )
        )

    def right_text(self, right: float, y: float, text: str, size: float = 10, **kw: bool) -> None:
        self.text(right - text_width(text, size, kw.get("bold", False)), y, text, size, **kw)

    def centered_text(self, y: float, text: str, size: float = 10, *, bold: bool = False) -> None:
        self.text((A4[0] - text_width(text, size, bold)) / 2, y, text, size, bold=bold)

    def paragraph(
        self, x: float, y: float, text: str, width: float, size: float = 10, leading: float = 14
    ) -> float:
        """Wrapped text from ``y`` down; returns the y below its last line."""
        for line in wrap(text, size, width):
            self.text(x, y, line, size)
            y -= leading
        return y

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.8) -> None:
        start, end = f"{_number(x1)} {_number(y1)}", f"{_number(x2)} {_number(y2)}"
        self.operations.append(f"{_number(width)} w {start} m {end} l S".encode())

    def rect(self, x: float, y: float, w: float, h: float, *, fill: float | None = None) -> None:
        """A stroked rectangle, or one filled with the gray level ``fill`` (0 black, 1 white)."""
        shape = " ".join(map(_number, (x, y, w, h)))
        if fill is None:
            self.operations.append(f"0.8 w {shape} re S".encode())
        else:
            self.operations.append(f"{_number(fill)} g {shape} re f 0 g".encode())


def _image_object(image: GrayImage) -> bytes:
    data = zlib.compress(image.pixels, 9)
    return (
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
        b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream"
        % (image.width, image.height, len(data), data)
    )


def pdf_bytes(pages: list[Page], *, title: str, author: str, created: str) -> bytes:
    """The document; ``created`` is a PDF date (D:YYYYMMDDHHmmSSZ), so the bytes are fixed."""
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"",  # the page tree, once the page numbers are known
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Title %s /Author %s /Producer (Teller sandbox) /CreationDate (%s) >>"
        % (_literal(title), _literal(author), created.encode()),
    ]
    kids: list[bytes] = []
    for page in pages:
        xobjects = b""
        for index, image in enumerate(page.images, start=1):
            objects.append(_image_object(image))
            xobjects += b"/Im%d %d 0 R " % (index, len(objects))
        stream = b"\n".join(page.operations)
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        contents = len(objects)
        resources = b"/Font << /F1 3 0 R /F2 4 0 R >>"
        if xobjects:
            resources += b" /XObject << %s>>" % xobjects
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
            b"/Resources << %s >> >>" % (*A4, contents, resources)
        )
        kids.append(b"%d 0 R" % len(objects))
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), len(kids))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets: list[int] = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)
