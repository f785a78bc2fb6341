"""The sentence under a field that is wrong, and the field's red outline."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class FieldErrorLabel(QLabel):
    def __init__(self, field: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._field = field
        self.setProperty("role", "fieldError")
        self.setWordWrap(True)
        self.hide()

    def show_message(self, message: str) -> None:
        self.setText(message)
        self.setVisible(True)
        self._mark(True)
        self._field.setAccessibleDescription(message)

    def clear_message(self) -> None:
        self.clear()
        self.setVisible(False)
        self._mark(False)
        self._field.setAccessibleDescription("")

    def _mark(self, invalid: bool) -> None:
        self._field.setProperty("invalid", invalid)
        self._field.style().unpolish(self._field)
        self._field.style().polish(self._field)
