"""An account's ledger transactions as a table, fed page by page from the sandbox helper.

The spec reads one transaction by id only; the sandbox lists them newest first with their
running balances, which is what a tester checks a payout's effect against.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app.models.orders import LedgerTransaction
from app.models.sandbox_helpers import TransactionList
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.numbers import money_text
from app.views.widgets.times import DATE_SECONDS, moment_text, zone_now

DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

LEDGER_COLUMNS = (
    QT_TRANSLATE_NOOP("LedgerTable", "Created"),
    QT_TRANSLATE_NOOP("LedgerTable", "Amount"),
    QT_TRANSLATE_NOOP("LedgerTable", "Running balance"),
    QT_TRANSLATE_NOOP("LedgerTable", "Kind"),
    QT_TRANSLATE_NOOP("LedgerTable", "Order"),
    QT_TRANSLATE_NOOP("LedgerTable", "Counterparty"),
    QT_TRANSLATE_NOOP("LedgerTable", "ID"),
)
CREATED, AMOUNT, BALANCE, KIND, ORDER, COUNTERPARTY, ID = range(len(LEDGER_COLUMNS))
# The widest amounts usually seen, as first widths (see widgets/table_fit.py).
LEDGER_WIDTH_SAMPLES = {AMOUNT: "-00,000,000.00 USDT", BALANCE: "000,000,000.00 USDT"}
TransactionPageLoader = Callable[[int], Awaitable[TransactionList]]
Index = QModelIndex | QPersistentModelIndex


def ledger_cell(
    entry: LedgerTransaction,
    column: int,
    currency: str,
    *,
    utc: bool = False,
    zone: str | None = None,
) -> str:
    """``zone``: the one the Created header names (a time in another says its own)."""
    if column == CREATED:
        return moment_text(entry.created_at, utc, DATE_SECONDS, zone) if entry.created_at else ""
    if column == AMOUNT:
        return money_text(entry.amount, currency)
    if column == BALANCE:
        return "" if entry.running_balance is None else money_text(entry.running_balance, currency)
    if column == KIND:
        return "Fee" if entry.is_fee else ("Credit" if entry.amount >= 0 else "Debit")
    if column == ORDER:
        order = entry.order
        return f"{order.display_type or order.type} · {order.state}" if order else ""
    if column == COUNTERPARTY:
        return entry.counterparty or ""
    return entry.id


class LedgerTableModel(QAbstractTableModel):
    """Rows arrive a page at a time as the view scrolls; a failed page is reported, not raised."""

    failed = Signal(object)
    total_changed = Signal(int)

    def __init__(self, parent: Any = None, page_size: int = 100) -> None:
        super().__init__(parent)
        self.page_size = page_size
        self.currency = ""
        self.times_in_utc = False
        self._zone = zone_now(False)
        self.total = 0
        self._rows: list[LedgerTransaction] = []
        self._pages_loaded = 0
        self._loader: TransactionPageLoader | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def loading(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def has_query(self) -> bool:
        """A ledger was asked for (not ``load_nothing``): an empty one is really empty."""
        return self._loader is not None

    def load_nothing(self) -> None:
        """No account (or the next one not loaded yet): no rows, nothing to fetch."""
        self.cancel()
        self.beginResetModel()
        self._rows = []
        self._pages_loaded = 0
        self.total = 0
        self._loader = None
        self.endResetModel()
        self.total_changed.emit(0)

    def load(self, loader: TransactionPageLoader, currency: str) -> asyncio.Task[None]:
        self.cancel()
        self.beginResetModel()
        self._rows = []
        self._pages_loaded = 0
        self.total = 0
        self.currency = currency
        self._loader = loader
        self._zone = zone_now(self.times_in_utc)  # the offset may have moved (summer time)
        self.endResetModel()
        return self._fetch_next()

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def set_times_in_utc(self, utc: bool) -> None:
        self.times_in_utc = utc
        self._zone = zone_now(utc)
        self.headerDataChanged.emit(HORIZONTAL, CREATED, CREATED)
        if self._rows:
            self.dataChanged.emit(self.index(0, CREATED), self.index(len(self._rows) - 1, CREATED))

    def entry_at(self, row: int) -> LedgerTransaction | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    # --- Qt model API ---
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(LEDGER_COLUMNS)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        if role == DISPLAY:
            return ledger_cell(
                self._rows[index.row()],
                index.column(),
                self.currency,
                utc=self.times_in_utc,
                zone=self._zone,
            )
        if role == ALIGN and index.column() in (AMOUNT, BALANCE):
            return RIGHT
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation == HORIZONTAL and role == DISPLAY:
            if section == CREATED:
                return f"{translate('LedgerTable', LEDGER_COLUMNS[section])} ({self._zone})"
            return translate("LedgerTable", LEDGER_COLUMNS[section])
        return None

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: N802, B008
        return (
            not parent.isValid()
            and self._loader is not None
            and not self.loading
            and len(self._rows) < self.total
        )

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: N802, B008
        if self.canFetchMore(parent):
            self._fetch_next()

    def _fetch_next(self) -> asyncio.Task[None]:
        self._task = asyncio.ensure_future(self._load_page(self._pages_loaded + 1))
        return self._task

    async def _load_page(self, page: int) -> None:
        assert self._loader is not None
        try:
            result = await self._loader(page)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the view shows it in its banner
            self.failed.emit(exc)
            return
        fresh = result.transactions
        if fresh:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
            self._rows.extend(fresh)
            self.endInsertRows()
        self._pages_loaded = page
        self.total = result.pagination.total
        self.total_changed.emit(self.total)
