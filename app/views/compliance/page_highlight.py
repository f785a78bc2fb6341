"""The highlight box the viewer draws around a value the evidence found on a page.

A ``Box`` holds fractions of the page as stored (before the viewer's rotation), so one box
fits the page at every zoom; only the rotation has to be undone here."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap

from app.services.evidence.model import Box

OUTLINE = QColor(230, 120, 0)  # an outline and a light fill: the value stays readable
FILL = QColor(255, 190, 0, 60)
PAD = 3  # pixels around the value, so the outline never crosses its letters


def rotated(box: Box, rotation: int) -> tuple[float, float, float, float]:
    """``box`` as fractions of the page turned clockwise by ``rotation`` degrees: (left, top,
    width, height)."""
    left, top, width, height = box.left, box.top, box.width, box.height
    turn = rotation % 360
    if turn == 90:
        return 1 - (top + height), left, height, width
    if turn == 180:
        return 1 - (left + width), 1 - (top + height), width, height
    if turn == 270:
        return top, 1 - (left + width), height, width
    return left, top, width, height


def highlight_rect(box: Box, rotation: int, image: QImage) -> QRectF:
    """Where ``box`` is on ``image`` (the page drawn at some zoom, turned by ``rotation``)."""
    left, top, width, height = rotated(box, rotation)
    return QRectF(
        left * image.width() - PAD,
        top * image.height() - PAD,
        width * image.width() + 2 * PAD,
        height * image.height() + 2 * PAD,
    )


def with_highlight(image: QImage, rect: QRectF | None) -> QPixmap:
    """The page as a pixmap, with the box drawn over it when there is one."""
    pixmap = QPixmap.fromImage(image)
    if rect is not None:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 2))
        painter.setBrush(FILL)
        painter.drawRect(rect)
        painter.end()
    return pixmap
