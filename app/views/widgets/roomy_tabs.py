"""Tabs whose labels keep their accents and descenders, selected or not.

Fusion draws a tab's label clipped to a text rectangle one line high, and lowers the tabs not
selected by two pixels taken off that rectangle: "Órdenes" lost its accent and "Pagos" the
tail of its g whenever they were not the current tab (seen in Spanish, issue 28). A taller tab
gives the label a taller rectangle, so the line fits and nothing is clipped.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStyle, QTabBar, QTabWidget, QWidget

MIN_EXTRA = 4  # pixels: Fusion's shift of a tab not selected, twice


class RoomyTabBar(QTabBar):
    def tabSizeHint(self, index: int) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().tabSizeHint(index)
        shift = self.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabShiftVertical, None, self)
        return QSize(hint.width(), hint.height() + max(MIN_EXTRA, 2 * shift))


class RoomyTabs(QTabWidget):
    """A QTabWidget with a ``RoomyTabBar``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        bar = RoomyTabBar(self)
        bar.setObjectName("qt_tabwidget_tabbar")  # as QTabWidget's own bar: the same look
        bar.setDrawBase(False)
        self.setTabBar(bar)
