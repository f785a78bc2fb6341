"""A personal value shown masked, with a Reveal that shows this one value and says so in the
audit journal (who revealed what, when)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from app.services.masking import Kind, Masking

Reveal = Callable[[Kind, str], None]  # what and whose: recorded by the caller's journal


class MaskedValue(QWidget):
    revealed = Signal(str)  # the kind of value shown

    def __init__(
        self,
        kind: Kind,
        value: str,
        masking: Masking,
        *,
        whose: str = "",
        on_reveal: Reveal | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._kind, self._value, self._whose = kind, value, whose
        self._on_reveal = on_reveal
        self.label = QLabel(masking.show(kind, value), self)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setWordWrap(True)
        self.reveal_button = QToolButton(self)  # with its parent: never a window of its own
        self.reveal_button.setText(self.tr("Reveal"))
        self.reveal_button.setToolTip(
            self.tr("Show this {0}; the audit journal records that you did").format(kind.value)
        )
        self.reveal_button.setVisible(masking.enabled and bool(value.strip()))
        self.reveal_button.clicked.connect(self.reveal)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.reveal_button)

    @property
    def masked(self) -> bool:
        return self.label.text() != self._value

    def reveal(self) -> None:
        self.label.setText(self._value)
        self.reveal_button.hide()
        if self._on_reveal is not None:
            self._on_reveal(self._kind, self._whose)
        self.revealed.emit(self._kind.value)
