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


def paged_pdf(parts: str | Sequence[str], title: str, footer: str) -> bytes:
    """A4 pages of ``parts`` (HTML; each part starts a page); ``footer`` on the left of each
    page's foot, its number on the right."""
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


def paint_pages(device: QPagedPaintDevice, parts: str | Sequence[str], footer: str) -> int:
    """Every page of ``parts`` drawn onto ``device`` (a PDF writer, or a printer as its print
    dialog left it); returns how many pages."""
    parts = [parts] if isinstance(parts, str) else list(parts)
    dpi = device.logicalDpiX()
    scale = dpi / LAYOUT_DPI
    rect = device.pageLayout().paintRectPixels(dpi)
    body = QSizeF(rect.width() / scale, rect.height() / scale - FOOTER_PX)
    documents = []
    for html in parts:  # laid out first: the page count goes on the first page
        document = QTextDocument()
        document.setHtml(html)
        document.setPageSize(body)
        documents.append((document, document.pageCount()))
    total = sum(pages for _document, pages in documents)
    painter = QPainter(device)
    painter.scale(scale, scale)
    painter.setPen(QColor("black"))
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
