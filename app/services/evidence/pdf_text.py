"""A PDF's own text layer, line by line, with where each line is on its page.

PDFium may not be called from two threads at once, not even on two documents, so every call
here is made under ``PDFIUM_LOCK`` (the viewer's render thread takes it too), one page at a
time: a page on screen waits for at most one page of reading. The calls are synchronous; the
reader runs each in a thread so the event loop never waits on PDFium.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from app.services.evidence.model import Box, TextLine

PDFIUM_LOCK = threading.RLock()
ROW_OVERLAP = 0.5  # two runs share a row when they overlap by half the shorter one's height


class DamagedPdfError(Exception):
    """PDFium refused the bytes: not a PDF, or a damaged one."""


@dataclass(frozen=True)
class PageText:
    index: int
    lines: tuple[TextLine, ...]

    @property
    def has_text(self) -> bool:
        return bool(self.lines)


class OpenPdf:
    """A document open in PDFium; once closed, a page asked of it is refused, not read from
    freed memory (a cancelled reader closes it while a page job may still be queued)."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self.pages = len(document)
        self.closed = False

    def close(self) -> None:
        with PDFIUM_LOCK:
            if not self.closed:
                self.closed = True
                self.document.close()


def open_pdf(content: bytes) -> OpenPdf:
    """The open document; ``close`` it."""
    import pypdfium2 as pdfium  # type: ignore[import-untyped]  # loaded with the first PDF

    with PDFIUM_LOCK:
        try:
            document = pdfium.PdfDocument(content)
        except pdfium.PdfiumError as exc:
            raise DamagedPdfError(str(exc)) from None
        try:
            return OpenPdf(document)
        except BaseException:
            document.close()
            raise


def page_text(pdf: OpenPdf, index: int) -> PageText:
    """The runs of text of one page, in reading order, boxes in fractions from the top-left."""
    import pypdfium2 as pdfium

    with PDFIUM_LOCK:
        if pdf.closed:
            raise DamagedPdfError("the document was closed")
        try:
            page = pdf.document[index]
        except pdfium.PdfiumError as exc:
            raise DamagedPdfError(str(exc)) from None
        try:
            left0, bottom0, right0, top0 = page.get_cropbox()
            width, height = right0 - left0, top0 - bottom0
            text_page = page.get_textpage()
            try:
                lines = []
                for number in range(text_page.count_rects()):
                    left, bottom, right, top = text_page.get_rect(number)
                    text = " ".join(text_page.get_text_bounded(left, bottom, right, top).split())
                    if not text or width <= 0 or height <= 0:
                        continue
                    box = Box(
                        page=index,
                        left=_fraction((left - left0) / width),
                        top=_fraction((top0 - top) / height),
                        width=_fraction((right - left) / width),
                        height=_fraction((top - bottom) / height),
                    )
                    lines.append(TextLine(text, box))
            finally:
                text_page.close()
        finally:
            page.close()
    return PageText(index, tuple(reading_order(lines)))


def reading_order(lines: list[TextLine]) -> list[TextLine]:
    """Top to bottom by rows, left to right within a row; a run that shares most of its
    height with a row's first run is on that row (a table's label, value and percentage)."""
    placed = [line for line in lines if line.box is not None]
    unplaced = [line for line in lines if line.box is None]
    placed.sort(key=lambda line: (_box(line).page, _box(line).top))
    rows: list[list[TextLine]] = []
    for line in placed:
        box = _box(line)
        if rows and same_row(_box(rows[-1][0]), box):
            rows[-1].append(line)
        else:
            rows.append([line])
    ordered = [line for row in rows for line in sorted(row, key=lambda item: _box(item).left)]
    return ordered + unplaced


def same_row(first: Box, other: Box) -> bool:
    if first.page != other.page:
        return False
    overlap = min(first.top + first.height, other.top + other.height) - max(first.top, other.top)
    return overlap >= ROW_OVERLAP * min(first.height, other.height) > 0


def _box(line: TextLine) -> Box:
    assert line.box is not None
    return line.box


def _fraction(value: float) -> float:
    return min(1.0, max(0.0, value))
