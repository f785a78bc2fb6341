"""When the orders list reads itself again: every few seconds when asked (auto-refresh), and
once after a burst of changes made through the door.

A bulk batch sends a payout a row, and each one says "an order changed": the list refreshed
for every one of them, re-reading its pages again and again while the batch ran (issue 28).
Changes now wait ``SETTLE_MS`` for the next; one refresh follows the burst, and a long burst
still refreshes every ``LONGEST_WAIT_MS`` so the list never looks frozen.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

SETTLE_MS = 300
LONGEST_WAIT_MS = 2_000


class RefreshTiming(QObject):
    due = Signal()  # time to refresh

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        unit_ms: int = 1000,
        settle_ms: int = SETTLE_MS,
        longest_wait_ms: int = LONGEST_WAIT_MS,
    ) -> None:
        """``unit_ms``: how long one unit of the "Auto every" box lasts (a second; tests
        and benchmarks shorten it)."""
        super().__init__(parent)
        self.unit_ms = unit_ms
        self._seconds = 5
        self.auto = QTimer(self)
        self.auto.timeout.connect(self.due)
        self._burst = QTimer(self)
        self._burst.setSingleShot(True)
        self._burst.setInterval(settle_ms)
        self._burst.timeout.connect(self._burst_over)
        self._longest_wait = longest_wait_ms / 1000
        self._first_change: float | None = None

    def set_seconds(self, seconds: int) -> None:
        self._seconds = seconds
        self.auto.setInterval(seconds * self.unit_ms)

    def set_auto(self, on: bool) -> None:
        self.auto.setInterval(self._seconds * self.unit_ms)
        if on:
            self.auto.start()
        else:
            self.auto.stop()

    def changed(self) -> None:
        """An order changed: refresh once the changes stop coming (or have waited long)."""
        now = time.monotonic()
        if self._first_change is None:
            self._first_change = now
        if now - self._first_change < self._longest_wait or not self._burst.isActive():
            self._burst.start()  # (re)starts the wait, unless the burst already waited long

    @property
    def waiting(self) -> bool:
        """Changes came and their refresh is still to come."""
        return self._burst.isActive()

    def _burst_over(self) -> None:
        self._first_change = None
        self.due.emit()

    def stop(self) -> None:
        self.auto.stop()
        self._burst.stop()
        self._first_change = None
