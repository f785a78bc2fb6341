"""Documents made by hand for the compliance tests (a valid multi-page PDF, PNG and JPEG
bytes), and what the viewer and the upload check make of them by their first bytes."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage, QPainter

from app.views.compliance.file_types import FileKind, kind_of, sniff
from sandbox.seed_files.pdf import Page, pdf_bytes


def tiny_pdf(pages: int = 1, text: str = "Page") -> bytes:
    """A valid PDF of A4 pages, each a blue band and a line of text with its number (the
    seed's own PDF writer, so the tests read the kind of file the sandbox serves)."""
    made = []
    for number in range(1, pages + 1):
        page = Page()
        page.operations.append(b"0.2 0.4 0.8 rg 50 600 300 150 re f 0 g")
        page.text(60, 500, f"{text} {number}", 36)
        made.append(page)
    return pdf_bytes(made, title=text, author="Teller tests", created="D:20260101000000Z")


def picture(fmt: str = "PNG", width: int = 320, height: int = 200) -> bytes:
    """An image with a red block and a green stripe on white, encoded by Qt."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.fillRect(20, 20, width // 2, height // 2, QColor(200, 30, 30))
    painter.fillRect(0, height - 30, width, 20, QColor(30, 160, 60))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, fmt)
    buffer.close()
    return bytes(data.data())


def distinct_colours(image: QImage, samples: int = 12) -> int:
    """How many different colours a grid of samples over the image finds (1: blank)."""
    seen = set()
    for row in range(samples):
        for column in range(samples):
            x = (column * 2 + 1) * image.width() // (samples * 2)
            y = (row * 2 + 1) * image.height() // (samples * 2)
            seen.add(image.pixelColor(x, y).rgb())
    return len(seen)


def test_the_kind_comes_from_the_bytes_not_the_name(qapp) -> None:  # type: ignore[no-untyped-def]
    assert sniff(tiny_pdf()) is FileKind.PDF
    assert sniff(picture("PNG")) is FileKind.PNG
    assert sniff(picture("JPEG")) is FileKind.JPEG
    assert sniff(b"GIF89a....") is None
    assert sniff(b"hello, I am a text file named scan.pdf") is None
    assert sniff(b"\n\n%PDF-1.7 junk before the header") is FileKind.PDF
    assert kind_of("image/jpg") is FileKind.JPEG
    assert kind_of("application/pdf; charset=binary") is FileKind.PDF
    assert kind_of("text/plain") is None
