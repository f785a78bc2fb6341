"""The orders workspace's tool row: the search, the count, Refresh and auto-refresh, the
columns menu, the times' zone, export and the ledger.

Its words are the workspace's own (context "OrdersWorkspace"): they were written there, and
the Spanish catalogue has them under that name.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QWidget,
)

from app.models.order_query import MAX_QUERY_VALUE_LENGTH
from app.services.translation import translate
from app.views.widgets.plural import plural
from app.views.widgets.screen_reader import clearable


def count_text(total: int, shown: int) -> str:
    """ "130 orders", or "100 of 130 orders" while not all are loaded."""
    if shown >= total:
        return plural(
            total,
            translate("OrdersWorkspace", "{0} order"),
            translate("OrdersWorkspace", "{0} orders"),
        )
    return plural(
        total,
        translate("OrdersWorkspace", "{1} of {0} order"),
        translate("OrdersWorkspace", "{1} of {0} orders"),
        f"{shown:,}",
    )


class OrdersTools(QWidget):
    """The widgets of the tool row, laid out in one line; the workspace wires them."""

    def __init__(self, times_in_utc: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            translate("OrdersWorkspace", "Search by order id or reference")
        )
        clearable(self.search)
        self.search.setMaxLength(MAX_QUERY_VALUE_LENGTH)  # what any server here takes
        self.search.setAccessibleName(translate("OrdersWorkspace", "Search orders"))
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.refresh_button = QPushButton(translate("OrdersWorkspace", "&Refresh"))
        self.auto_refresh = QCheckBox(translate("OrdersWorkspace", "Auto every"))
        self.auto_seconds = QSpinBox()
        self.auto_seconds.setRange(2, 600)
        self.auto_seconds.setValue(5)
        self.auto_seconds.setSuffix(" s")
        self.auto_seconds.setAccessibleName(
            translate("OrdersWorkspace", "Auto-refresh interval in seconds")
        )
        self.times_utc = QCheckBox(translate("OrdersWorkspace", "T&imes in UTC"))
        self.times_utc.setToolTip(
            translate(
                "OrdersWorkspace",
                "Show times in UTC rather than this computer's time (exports are in UTC)",
            )
        )
        self.times_utc.setChecked(times_in_utc)
        self.export_button = QPushButton(translate("OrdersWorkspace", "Export CSV…"))
        self.ledger_button = QPushButton(translate("OrdersWorkspace", "Le&dger…"))
        self.ledger_button.setToolTip(
            translate("OrdersWorkspace", "This account's ledger transactions")
        )
        self.columns_button = QToolButton()
        self.columns_button.setText(translate("OrdersWorkspace", "Columns"))
        self.columns_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.search, 2)
        row.addWidget(self.count, 1)
        for widget in (
            self.refresh_button,
            self.auto_refresh,
            self.auto_seconds,
            self.columns_button,
            self.times_utc,
            self.export_button,
            self.ledger_button,
        ):
            row.addWidget(widget)
