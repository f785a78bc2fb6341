"""Readable pages from HTML with Qt's own QTextDocument, onto a PDF (QPdfWriter) or a printer
(QPrinter), every page numbered "Page n of N" with a line saying what it is. No new dependency.

Runs in a worker thread: QTextDocument, QPdfWriter, QPrinter and a QPainter on them are no
widgets, and Qt paints on a printer from any thread. Laying a document out holds Python's GIL
for the whole call (PySide6 does not release it there): one 10,000-row table held it 5.6 s,
and the window froze as long. So a long document comes in parts, each laid out on its own (a
page of rows takes about 25 ms), and the window gets the GIL between them. Each part starts a
new page. QTextDocument.print_ numbers pages only when it paginates itself, at its own margins,
so the pages are drawn here one by one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QTextDocument,
)

FOOTER_PX = 28  # the page number's band under each page's text, at 96 dpi
LAYOUT_DPI = 96  # text is laid out at screen resolution whatever the device's


def paged_pdf(parts: Part | Sequence[Part], title: str, footer: str) -> bytes:
    """A4 pages of ``parts`` (HTML, or a long ``Table``; each part starts a page); ``footer``
    on the left of each page's foot, its number on the right."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    # Lay the text out at screen resolution: at the writer's default 1,200 dpi the page was
    # 9,000 "pixels" wide and 9 pt text came out as a thin line of specks.
    writer.setResolution(LAYOUT_DPI)
    writer.setTitle(title)
    writer.setCreator("Teller")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    paint_pages(writer, parts, footer)
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data())


@dataclass(frozen=True)
class Table:
    """A long table packed page by page: each page's rows are laid out on their own and as
    many whole rows as fit go on it (a long name that wraps takes two lines, so a fixed count
    a page either overflowed, cutting a row across pages, or left paper blank), each page with
    the columns' names again."""

    rows: Sequence[str]  # each "<tr>…</tr>"
    header: str = ""  # "<tr><th>…</th></tr>", at the top of every page's table
    before: str = ""  # HTML above the table on its first page
    table: str = "<table>"  # the opening tag, with its attributes
    style: str = ""  # a <style> element for every page


Part = str | Table
FIRST_GUESS = 40  # rows tried on a table's first page; later pages start from what fitted


def paint_pages(device: QPagedPaintDevice, parts: Part | Sequence[Part], footer: str) -> int:
    """Every page of ``parts`` drawn onto ``device`` (a PDF writer, or a printer as its print
    dialog left it); each part starts a page. Returns how many pages."""
    parts = [parts] if isinstance(parts, str | Table) else list(parts)
    dpi = device.logicalDpiX()
    scale = dpi / LAYOUT_DPI
    rect = device.pageLayout().paintRectPixels(dpi)
    body = QSizeF(rect.width() / scale, rect.height() / scale - FOOTER_PX)
    documents: list[tuple[QTextDocument, int]] = []
    for part in parts:  # laid out first: the page count goes on the first page
        if isinstance(part, Table):
            documents += _table_pages(part, body)
        else:
            documents.append(_paged(part, body))
    total = sum(pages for _document, pages in documents)
    painter = QPainter(device)
    painter.scale(scale, scale)
    painter.setPen(QColor("black"))
    # The footer's font in layout pixels: sized in points it took the device's resolution and
    # came out 12.5 times too large on a 1,200-dpi printer, over the page's text.
    font = QFont()
    font.setPixelSize(max(1, round(font.pointSizeF() * LAYOUT_DPI / 72)))
    painter.setFont(font)
    context = QAbstractTextDocumentLayout.PaintContext()
    # Paper is white whatever the screen's theme: drawContents took the text colour from the
    # application's palette, light grey under the dark theme.
    context.palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    number = 0
    for document, pages in documents:
        layout = document.documentLayout()
        for page in range(pages):
            if number:
                device.newPage()
            number += 1
            painter.save()
            painter.translate(0, -page * body.height())
            context.clip = QRectF(0, page * body.height(), body.width(), body.height())
            painter.setClipRect(context.clip)
            layout.draw(painter, context)
            painter.restore()
            foot = QRectF(0, body.height() + 6, body.width(), FOOTER_PX - 6)
            words = QCoreApplication.translate("PagedDocument", "Page {0} of {1}")
            painter.drawText(foot, int(Qt.AlignmentFlag.AlignLeft), footer)
            painter.drawText(foot, int(Qt.AlignmentFlag.AlignRight), words.format(number, total))
    painter.end()
    return total


def _paged(html: str, body: QSizeF) -> tuple[QTextDocument, int]:
    """``html`` laid out in pages of ``body``'s size, and how many it takes."""
    document = QTextDocument()
    document.setHtml(html)
    document.setPageSize(body)
    return document, document.pageCount()


def _table_pages(table: Table, body: QSizeF) -> list[tuple[QTextDocument, int]]:
    """One document a page, each holding as many of the table's rows as fit (a row taller
    than a page alone, over as many pages as it needs). A page is laid out once when the
    guess fits, and again with fewer rows when it did not."""
    pages: list[tuple[QTextDocument, int]] = []
    start, guess, before = 0, FIRST_GUESS, table.before
    while start < len(table.rows) or (before and not table.rows):
        count = min(guess, len(table.rows) - start)
        rows = "".join(table.rows[start : start + count])
        html = f"<html><head>{table.style}</head><body>{before}{table.table}{table.header}"
        html += f"{rows}</table></body></html>"
        document = QTextDocument()
        document.setHtml(html)
        document.setTextWidth(body.width())  # no page height: its height is what it needs
        height = document.size().height()
        if height > body.height() and count > 1:
            guess = max(1, min(count - 1, int(count * body.height() / height)))
            continue
        if height > body.height():  # one row taller than a page: paginated
            pages.append(_paged(html, body))
        else:
            pages.append((document, 1))
        # The next page's rows from this one's height; the first page also held what came
        # before the table, so the next one starts from a generous guess and shrinks.
        fitted = max(count, int(count * body.height() / max(height, 1.0)))
        guess = max(fitted, FIRST_GUESS * 3 // 2) if before else fitted
        start, before = start + count, ""
    return pages
