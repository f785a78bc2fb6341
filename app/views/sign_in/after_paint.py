"""Work that waits for a window's first paint: start-up shows the sign-in dialog before
anything slow (the keyring, the sandbox's start, the remembered key)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer


class AfterFirstPaint:
    def __init__(self) -> None:
        self.painted = False
        self._waiting: list[Callable[[], None]] = []

    def then(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the window has painted (at the loop's next turn if it has);
        asked twice before the paint, it runs once."""
        if self.painted:
            QTimer.singleShot(0, action)
        elif action not in self._waiting:
            self._waiting.append(action)

    def paint_seen(self) -> None:
        """The window's paintEvent calls this: the first one lets the waiting work run."""
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, self._run)

    def _run(self) -> None:
        waiting, self._waiting = self._waiting, []
        for action in waiting:
            action()
