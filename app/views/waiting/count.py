"""The status bar's count of what waits for the person: always there, updated as the watch
changes, and a click (or Space when focused) opens the list."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from app.services.waiting.watch import WaitingWatch
from app.views.waiting import words


class WaitingCount(QPushButton):
    def __init__(self, watch: WaitingWatch, shortcut: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WaitingCount")
        self.setFlat(True)
        self.setAutoDefault(False)
        self._watch = watch
        self._shortcut = shortcut
        watch.changed.connect(self.refresh)
        self.refresh()

    @property
    def count(self) -> int:
        return len(self._watch.items)

    def refresh(self) -> None:
        count = self.count
        text = words.count_words(count)
        self.setText(text)
        font = self.font()
        font.setBold(count > 0)  # something waits: it stands out from the bar's other words
        self.setFont(font)
        self.setToolTip(self.tr("Open the list of what waits for you ({0})").format(self._shortcut))
        self.setAccessibleName(self.tr("Waiting for you: {0}").format(text))
        self.setAccessibleDescription(self.toolTip())
