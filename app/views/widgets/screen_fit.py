"""Windows sized to the screen they open on: never taller or wider than its available area
(the screen less task bars and docks), whatever size the window would like."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room left for the window's title bar and frame, which ``resize`` does not count.
FRAME_ALLOWANCE = QSize(16, 40)


def available_area(widget: QWidget) -> QRect:
    """The available geometry of the widget's screen (the primary one before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted(wanted: QSize, available: QRect) -> QSize:
    """``wanted``, cut down to what fits in ``available`` with its frame."""
    return QSize(
        max(1, min(wanted.width(), available.width() - FRAME_ALLOWANCE.width())),
        max(1, min(wanted.height(), available.height() - FRAME_ALLOWANCE.height())),
    )


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize to ``width`` x ``height``, or less on a small screen."""
    widget.resize(fitted(QSize(width, height), available_area(widget)))


def keep_on_screen(widget: QWidget) -> None:
    """Shrink a window (restored from an earlier, larger screen) to fit this one."""
    size = fitted(widget.size(), available_area(widget))
    if size != widget.size():
        widget.resize(size)
