"""A small button that copies a value to the clipboard and says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QToolButton, QWidget

FEEDBACK_MS = 1200


class CopyButton(QToolButton):
    def __init__(
        self, value: str | Callable[[], str], *, what: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._value = value
        self._idle_text = self.tr("Copy")
        self.setText(self._idle_text)
        self.setToolTip(
            self.tr("Copy {0} to the clipboard").format(what) if what else self.tr("Copy")
        )
        # Named by what it copies ("Copy IBAN"): a row of "Copy" buttons is otherwise a
        # row of the same word to a screen reader.
        self.setAccessibleName(self.tr("Copy {0}").format(what) if what else self._idle_text)
        self.setAutoRaise(True)
        self.setObjectName("CopyButton")
        self.clicked.connect(self._copy)

    def set_value(self, value: str | Callable[[], str]) -> None:
        self._value = value

    def _copy(self) -> None:
        text = self._value() if callable(self._value) else self._value
        QGuiApplication.clipboard().setText(text)
        self.setText(self.tr("Copied"))
        QTimer.singleShot(FEEDBACK_MS, self, self._reset)  # owned: dies with the button

    def _reset(self) -> None:
        self.setText(self._idle_text)
