"""The orders table's columns: their names, what each header's tooltip says, the widest
text each usually holds (its first width) and the states' colours."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.services.translation import QT_TRANSLATE_NOOP

COLUMNS = (
    QT_TRANSLATE_NOOP("OrdersTable", "Created"),
    QT_TRANSLATE_NOOP("OrdersTable", "Type"),
    QT_TRANSLATE_NOOP("OrdersTable", "State"),
    QT_TRANSLATE_NOOP("OrdersTable", "Origin"),
    QT_TRANSLATE_NOOP("OrdersTable", "Destination"),
    QT_TRANSLATE_NOOP("OrdersTable", "Fee"),
    QT_TRANSLATE_NOOP("OrdersTable", "Counterparty"),
    QT_TRANSLATE_NOOP("OrdersTable", "Reference"),
    QT_TRANSLATE_NOOP("OrdersTable", "ID"),
)
CREATED, TYPE, STATE, ORIGIN, DESTINATION, FEE, COUNTERPARTY, REFERENCE, ID = range(len(COLUMNS))
HEADER_TIPS = (
    QT_TRANSLATE_NOOP(
        "OrdersTable", "When the order was created, in {0}. Click to sort newest or oldest first."
    ),
    QT_TRANSLATE_NOOP("OrdersTable", "The kind of order"),
    QT_TRANSLATE_NOOP("OrdersTable", "Where the order is in its life"),
    QT_TRANSLATE_NOOP("OrdersTable", "The amount that left or arrived first"),
    QT_TRANSLATE_NOOP("OrdersTable", "The amount delivered"),
    QT_TRANSLATE_NOOP("OrdersTable", "The fee charged for the order"),
    QT_TRANSLATE_NOOP("OrdersTable", "Counterparty: who the money came from or went to"),
    QT_TRANSLATE_NOOP("OrdersTable", "Reference: the order's own reference"),
    QT_TRANSLATE_NOOP("OrdersTable", "Order id: Ctrl+C copies the selected order's whole id"),
)
MONEY_COLUMNS = frozenset({ORIGIN, DESTINATION, FEE})
# The widest text each column usually holds: its first width, so that an amount is never cut
# short ("10,675,133.2…" misreads as money); a person may still resize any column.
WIDTH_SAMPLES = {
    CREATED: "0000-00-00 00:00",
    TYPE: "Bank transfer in",
    STATE: "CANCELLED",
    ORIGIN: "00,000,000.00 USDT",
    DESTINATION: "00,000,000.00 USDT",
    FEE: "000,000.00 USDT",
    REFERENCE: "PO-00000000X",
}
TONE_COLORS = {
    "good": QColor(30, 150, 80, 60),
    "wait": QColor(230, 150, 20, 70),
    "new": QColor(40, 110, 220, 50),
    "bad": QColor(210, 40, 40, 60),
    "off": QColor(128, 128, 128, 40),
}
