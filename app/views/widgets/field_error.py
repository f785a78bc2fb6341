"""The sentence under a field that is wrong, and the field's red outline.

Both go to the control that takes the keyboard, not to a box around it (the amount with its
currency, the routing with its hint): the outline is drawn on the control a person types in,
and a screen reader reads the sentence as the description of the control it lands on.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from app.views.widgets.buddies import wrapped_field


class FieldErrorLabel(QLabel):
    @property
    def field(self) -> QWidget:
        """The control marked: ``field`` itself, or the control a box of it stands for."""
        return self._field

    def __init__(self, field: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._field = wrapped_field(field)
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
