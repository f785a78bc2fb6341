"""A labelled amount (Balance, Pending in, ...) shown large, from minor units."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from app.views.widgets.numbers import money_text


class MoneyCard(QFrame):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(title)
        self.title.setProperty("role", "subtle")
        self.amount = QLabel("—")
        self.amount.setProperty("role", "money")
        self.amount.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.title)
        layout.addWidget(self.amount)

    def set_amount(self, minor: int | None, currency: str) -> None:
        self.amount.setText("—" if minor is None else money_text(minor, currency))
