"""A labelled amount (Balance, Pending in, ...) shown large, from minor units, with the way
to its explanation: an "Explain…" button (in the tab order), the same in the card's context
menu. The account view opens the statement it asks for (``explain_requested``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from app.views.widgets.numbers import money_text


class MoneyCard(QFrame):
    explain_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(title)
        self.title.setProperty("role", "subtle")
        self.amount = QLabel("—")
        self.amount.setProperty("role", "money")
        self.amount.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explain_action = QAction(self.tr("Explain…"), self)
        self.explain_action.setToolTip(
            self.tr("How this amount came to be: a statement for a period, checked to the unit")
        )
        self.explain_action.triggered.connect(self.explain_requested)
        self.explain_button = QToolButton()
        self.explain_button.setDefaultAction(self.explain_action)
        self.explain_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.explain_button.setAccessibleName(self.tr("Explain {0}").format(title))
        self.addAction(self.explain_action)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.explain_action.setEnabled(False)  # nothing to explain until an amount is shown
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.title, 1)
        top.addWidget(self.explain_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addLayout(top)
        layout.addWidget(self.amount)

    def set_amount(self, minor: int | None, currency: str) -> None:
        self.amount.setText("—" if minor is None else money_text(minor, currency))
        self.explain_action.setEnabled(minor is not None)
