"""The pages of a multi-page document as a column of thumbnails: a placeholder for each page
at once (so every item has its size from the start), its picture as it comes."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

THUMB_WIDTH = 96


def framed(image: QImage) -> QPixmap:
    """A thumbnail with a thin edge: a white page on a white list needs one."""
    pixmap = QPixmap.fromImage(image)
    painter = QPainter(pixmap)
    painter.setPen(QColor(128, 128, 128, 160))
    painter.drawRect(0, 0, pixmap.width() - 1, pixmap.height() - 1)
    painter.end()
    return pixmap


class PageThumbnails(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.IconMode)  # one column: see the width
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        thumb = QSize(THUMB_WIDTH, round(THUMB_WIDTH * 1.414))
        self.setIconSize(thumb)
        self.setGridSize(QSize(thumb.width() + 12, thumb.height() + 28))
        self.setUniformItemSizes(True)
        self.setFixedWidth(THUMB_WIDTH + 34)
        self.setAccessibleName(self.tr("Pages"))
        self.hide()

    def start(self, pages: int, current: int) -> None:
        """One placeholder per page (the page's place while it is drawn), shown."""
        blank = QPixmap(self.iconSize())
        blank.fill(self.palette().window().color())
        self.blockSignals(True)
        self.clear()
        for index in range(pages):
            item = QListWidgetItem(QIcon(blank), str(index + 1))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            item.setToolTip(self.tr("Page {0}").format(index + 1))
            self.addItem(item)
        self.setCurrentRow(current)
        self.blockSignals(False)
        self.show()

    def set_page(self, index: int, image: QImage) -> None:
        item = self.item(index)
        if item is not None:
            item.setIcon(QIcon(framed(image)))

    def mark(self, page: int) -> None:
        """Follow the page on screen without asking for it again."""
        self.blockSignals(True)
        self.setCurrentRow(page)
        self.blockSignals(False)

    def forget(self) -> None:
        self.blockSignals(True)
        self.clear()
        self.blockSignals(False)
        self.hide()
