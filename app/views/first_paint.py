"""Work that waits for a window's first paint, so start-up shows the window before it.

``teller --exit-when-shown`` (the start-up benchmark) uses it to print when the sign-in dialog
first paints, then quit; ``app.main`` uses it to load asyncio and qasync (about 40 ms) only
once the dialog is on screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

_PAINT = QEvent.Type.Paint


class _FirstPaint(QObject):
    """Sees the paint before the widget does and queues ``action`` behind it: the action runs
    in a later turn, after the pixels, and before anything the widget's own paint queues."""

    def __init__(self, widget: QWidget, action: Callable[[], None]) -> None:
        super().__init__(widget)
        self._action = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == _PAINT:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._action)
        return False


def when_first_painted(widget: QWidget, action: Callable[[], None]) -> None:
    """Run ``action`` once, in the turn after ``widget`` first paints."""
    widget.installEventFilter(_FirstPaint(widget, action))


def quit_after_first_paint(widget: QWidget) -> None:
    """Print ``shown-at <epoch> cpu <seconds>`` at the first paint (read by
    benchmarks/startup.py: the CPU time is what a loaded machine blurs least), then quit."""

    class _Stamp(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == _PAINT:
                watched.removeEventFilter(self)
                print(f"shown-at {time.time():.6f} cpu {time.process_time():.6f}", flush=True)
                QTimer.singleShot(0, QApplication.quit)
            return False

    widget.installEventFilter(_Stamp(widget))
