"""Counts the requests in flight across the app for the status bar's activity indicator."""

from __future__ import annotations

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
        self.changed.emit(self._count)

    def end(self) -> None:
        self._count = max(0, self._count - 1)
        self.changed.emit(self._count)
