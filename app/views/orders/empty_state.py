"""What the orders table shows when it has no row: why, and the way out.

A search or filters that match nothing say so, with a button that clears them (a blank table
read as "no orders at all", or as a fault); an account or merchant without any order says
that instead.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class EmptyOrders(QFrame):
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EmptyOrders")
        self.setFrameShape(QFrame.Shape.StyledPanel)  # where the table was, framed as it was
        self.title = QLabel()
        self.title.setProperty("role", "heading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setProperty("role", "subtle")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clear_button = QPushButton(self.tr("&Clear search and filters"))
        self.clear_button.clicked.connect(self.clear_requested.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.clear_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)

    def show_no_match(self, searched: bool, filtered: bool) -> None:
        self.title.setText(self.tr("No orders match"))
        if searched and filtered:
            why = self.tr("No order matches both the search and the filters.")
        elif searched:
            why = self.tr("No order matches the search.")
        else:
            why = self.tr("No order matches the filters.")
        self.detail.setText(why)
        self.clear_button.setText(
            self.tr("&Clear search and filters")
            if searched and filtered
            else (self.tr("&Clear the search") if searched else self.tr("&Clear the filters"))
        )
        self.clear_button.show()

    def show_none_yet(self, account: bool) -> None:
        self.title.setText(self.tr("No orders yet"))
        self.detail.setText(
            self.tr("Payouts and pay-ins of this account will be listed here.")
            if account
            else self.tr("The merchant's payouts and pay-ins will be listed here.")
        )
        self.clear_button.hide()
