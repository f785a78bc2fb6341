"""A readable PDF from HTML with Qt's own QTextDocument and QPdfWriter (no new dependency),
every page numbered "Page n of N" with a line saying what it is. Runs in a worker thread,
which QTextDocument, QPdfWriter and a QPainter on the writer allow (none is a widget).
QTextDocument.print_ numbers pages only when it paginates itself, at its own margins, so the
pages are drawn here one by one."""

from __future__ import annotations

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
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QTextDocument,
)

FOOTER_PX = 28  # the page number's band under each page's text, at 96 dpi


def paged_pdf(html: str, title: str, footer: str) -> bytes:
    """A4 pages of ``html``; ``footer`` on the left of each page's foot, its number on the
    right."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    # Lay the text out at screen resolution: at the writer's default 1,200 dpi the page was
    # 9,000 "pixels" wide and 9 pt text came out as a thin line of specks.
    writer.setResolution(96)
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
    document = QTextDocument()
    document.setHtml(html)
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    body = QSizeF(rect.width(), rect.height() - FOOTER_PX)
    document.setPageSize(body)
    pages = document.pageCount()
    painter = QPainter(writer)
    painter.setPen(QColor("black"))
    layout = document.documentLayout()
    context = QAbstractTextDocumentLayout.PaintContext()
    # Paper is white whatever the screen's theme: drawContents took the text colour from the
    # application's palette, light grey under the dark theme.
    context.palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    for page in range(pages):
        if page:
            writer.newPage()
        painter.save()
        painter.translate(0, -page * body.height())
        context.clip = QRectF(0, page * body.height(), body.width(), body.height())
        painter.setClipRect(context.clip)
        layout.draw(painter, context)
        painter.restore()
        foot = QRectF(0, body.height() + 6, body.width(), FOOTER_PX - 6)
        number = QCoreApplication.translate("CaseReport", "Page {0} of {1}").format(page + 1, pages)
        painter.drawText(foot, int(Qt.AlignmentFlag.AlignLeft), footer)
        painter.drawText(foot, int(Qt.AlignmentFlag.AlignRight), number)
    painter.end()
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data())
