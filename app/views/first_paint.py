"""``teller --exit-when-shown`` (the startup benchmark): print when the sign-in dialog first
paints, then quit."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            print(f"shown-at {time.time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


def quit_after_first_paint(widget: QWidget) -> None:
    watcher = _FirstPaint(widget)
    widget.installEventFilter(watcher)
