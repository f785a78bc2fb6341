"""Counts the requests in flight across the app for the status bar's activity indicator."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Signal


class ActivityTracker(QObject):
    changed = Signal(int)  # number of tasks running

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._count = 0

    @property
    def count(self) -> int:
        return self._count

    def begin(self) -> None:
        self._count += 1
        self._announce()

    def end(self) -> None:
        self._count = max(0, self._count - 1)
        self._announce()

    def _announce(self) -> None:
        """A window rebuilt in another language drops its tracker while the old window's
        last tasks still wind down: those have nobody left to tell."""
        if shiboken6.isValid(self):
            self.changed.emit(self._count)
