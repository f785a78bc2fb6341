"""A statement's lines as a table (date, description, counterparty, amount, fee, running
balance), and the orders still open (reserved by payouts, pending in) as another. Cell texts
are made when first shown and kept: a statement of 10,000 lines is set at once, and only the
rows on screen are ever asked for."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.services.statement.book import Line
from app.services.statement.effects import Hold
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.statement.words import describe
from app.views.widgets.numbers import money_text
from app.views.widgets.terms import state_name
from app.views.widgets.times import DATE_MINUTES, moment_text, zone_now
from app.views.widgets.visible_text import visible

DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
Index = QModelIndex | QPersistentModelIndex
FLAG = "\u26a0 "  # ⚠ before a line whose order explains a difference

LINE_COLUMNS = (
    QT_TRANSLATE_NOOP("StatementTable", "Date"),
    QT_TRANSLATE_NOOP("StatementTable", "Description"),
    QT_TRANSLATE_NOOP("StatementTable", "Counterparty"),
    QT_TRANSLATE_NOOP("StatementTable", "Amount"),
    QT_TRANSLATE_NOOP("StatementTable", "Fee"),
    QT_TRANSLATE_NOOP("StatementTable", "Balance"),
)
DATE, DESCRIPTION, COUNTERPARTY, AMOUNT, FEE, BALANCE = range(len(LINE_COLUMNS))
LINE_NUMBERS = frozenset({AMOUNT, FEE, BALANCE})
# Column widths from the widest usual text, set once (the description takes what is left):
# measuring rows (fit_columns) cost tens of milliseconds on the UI thread at every showing.
LINE_WIDTH_SAMPLES = {
    DATE: "0000-00-00 00:00 (UTC+00:00)",
    COUNTERPARTY: "Francisco Javier Fernández",
    AMOUNT: "-00,000,000.00 USDT",
    FEE: "-000.00 USDT",
    BALANCE: "000,000,000.00 USDT",
}

HOLD_COLUMNS = (
    QT_TRANSLATE_NOOP("StatementHolds", "Created"),
    QT_TRANSLATE_NOOP("StatementHolds", "Description"),
    QT_TRANSLATE_NOOP("StatementHolds", "Counterparty"),
    QT_TRANSLATE_NOOP("StatementHolds", "Reference"),
    QT_TRANSLATE_NOOP("StatementHolds", "State"),
    QT_TRANSLATE_NOOP("StatementHolds", "Amount"),
)
H_CREATED, H_DESCRIPTION, H_COUNTERPARTY, H_REFERENCE, H_STATE, H_AMOUNT = range(len(HOLD_COLUMNS))
HOLD_WIDTH_SAMPLES = {
    H_CREATED: "0000-00-00 00:00 (UTC+00:00)",
    H_DESCRIPTION: "Crypto payout",
    H_COUNTERPARTY: "Francisco Javier Fernández",
    H_REFERENCE: "PO-00000000",
    H_STATE: "PENDING",
    H_AMOUNT: "-00,000,000.00 USDT",
}


class StatementTableModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lines: Sequence[Line] = ()
        self._currency = ""
        self._flagged: Collection[str] = frozenset()
        self._cells: dict[tuple[int, int], str] = {}
        self._zone = zone_now(False)

    def set_lines(self, lines: Sequence[Line], currency: str, flagged: Collection[str]) -> None:
        """``flagged``: ids of orders that explain a difference (marked ⚠)."""
        self.beginResetModel()
        self._lines, self._currency, self._flagged = lines, currency, frozenset(flagged)
        self._cells = {}
        self._zone = zone_now(False)
        self.endResetModel()

    def line_at(self, row: int) -> Line | None:
        return self._lines[row] if 0 <= row < len(self._lines) else None

    def row_of(self, order_id: str) -> int | None:
        for row, line in enumerate(self._lines):
            if line.movement.order.id == order_id:
                return row
        return None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(LINE_COLUMNS)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        if role == DISPLAY:
            key = (index.row(), index.column())
            text = self._cells.get(key)
            if text is None:
                text = self._cells[key] = self._cell(index.row(), index.column())
            return text
        if role == ALIGN and index.column() in LINE_NUMBERS:
            return RIGHT
        if role == TOOLTIP and index.column() == DESCRIPTION:
            line = self._lines[index.row()]
            order = line.movement.order
            tip = translate("StatementTable", "Order {0}").format(order.id)
            if order.id in self._flagged:
                tip += "\n" + translate("StatementTable", "This order explains a difference.")
            return tip
        return None

    def _cell(self, row: int, column: int) -> str:
        line = self._lines[row]
        movement = line.movement
        if column == DATE:
            return moment_text(movement.at, False, DATE_MINUTES, self._zone)
        if column == DESCRIPTION:
            text = describe(movement)
            reference = movement.order.reference
            if reference:
                text = f"{text} · {visible(reference)}"
            return FLAG + text if movement.order.id in self._flagged else text
        if column == COUNTERPARTY:
            return visible(movement.order.counterparty)
        if column == AMOUNT:
            return money_text(movement.amount, self._currency)
        if column == FEE:
            return money_text(movement.fee, self._currency) if movement.fee else ""
        return money_text(line.balance, self._currency)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation == HORIZONTAL and role == DISPLAY:
            name = translate("StatementTable", LINE_COLUMNS[section])
            return f"{name} ({self._zone})" if section == DATE else name
        return None


class HoldsTableModel(QAbstractTableModel):
    """Open orders: what a payout reserves until it settles or fails, what is pending in."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._holds: Sequence[Hold] = ()
        self._currency = ""
        self._zone = zone_now(False)

    def set_holds(self, holds: Sequence[Hold], currency: str) -> None:
        self.beginResetModel()
        self._holds, self._currency = holds, currency
        self._zone = zone_now(False)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._holds)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(HOLD_COLUMNS)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        if role == ALIGN and index.column() == H_AMOUNT:
            return RIGHT
        if role != DISPLAY:
            return None
        hold = self._holds[index.row()]
        order, column = hold.order, index.column()
        if column == H_CREATED:
            created = order.created_at
            return moment_text(created, False, DATE_MINUTES, self._zone) if created else ""
        if column == H_DESCRIPTION:
            return visible(order.display_type) or order.type
        if column == H_COUNTERPARTY:
            return visible(order.counterparty)
        if column == H_REFERENCE:
            return visible(order.reference)
        if column == H_STATE:
            return state_name(order.state)
        return money_text(hold.amount, self._currency)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation == HORIZONTAL and role == DISPLAY:
            name = translate("StatementHolds", HOLD_COLUMNS[section])
            return f"{name} ({self._zone})" if section == H_CREATED else name
        return None
