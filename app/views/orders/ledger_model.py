"""An account's ledger transactions as a table, fed page by page from the sandbox helper.

The spec reads one transaction by id only; the sandbox lists them newest first with their
running balances, which is what a tester checks a payout's effect against. Pages are joined
as the orders' are (app/api/page_walk.py): a deposit written between two pages is shown at
the top, once, and no transaction twice.
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

from app.api.page_walk import PageWalk
from app.models.orders import LedgerTransaction
from app.models.sandbox_helpers import TransactionList
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.orders.row_sync import sync_rows
from app.views.widgets.numbers import money_text
from app.views.widgets.terms import order_type_name, state_name
from app.views.widgets.times import DATE_SECONDS, moment_text, zone_now
from app.views.widgets.visible_text import visible

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
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
KINDS = {  # a transaction's kind, in the interface's language (it was English in Spanish too)
    "Fee": QT_TRANSLATE_NOOP("LedgerTable", "Fee"),
    "Credit": QT_TRANSLATE_NOOP("LedgerTable", "Credit"),
    "Debit": QT_TRANSLATE_NOOP("LedgerTable", "Debit"),
}
# The widest amounts usually seen, as first widths (see widgets/table_fit.py).
LEDGER_WIDTH_SAMPLES = {AMOUNT: "-00,000,000.00 USDT", BALANCE: "000,000,000.00 USDT"}
TransactionPageLoader = Callable[[int], Awaitable[TransactionList]]
LedgerWalk = PageWalk[TransactionList, LedgerTransaction]
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
        kind = "Fee" if entry.is_fee else ("Credit" if entry.amount >= 0 else "Debit")
        return translate("LedgerTable", KINDS[kind])
    if column == ORDER:
        order = entry.order
        if order is None:
            return ""
        return f"{order_type_name(order.type, order.display_type)} · {state_name(order.state)}"
    if column == COUNTERPARTY:
        return visible(entry.counterparty)
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
        self._loader: TransactionPageLoader | None = None
        self._walk: LedgerWalk | None = None  # the pass the rows came from: the next page
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
        self._walk = None
        self.total = 0
        self._loader = None
        self.endResetModel()
        self.total_changed.emit(0)

    def load(self, loader: TransactionPageLoader, currency: str) -> asyncio.Task[None]:
        """The ledger from its first page. Loaded again with rows of the same currency shown
        (the dialog reloads its account after a deposit or a payout; another account starts
        from ``load_nothing``), it is read again as far as the rows shown and only what
        changed is applied, so the selection and the scroll stay on their transactions."""
        self.cancel()
        self._loader = loader
        if self._rows and currency == self.currency:
            self._task = asyncio.ensure_future(self._guard(self._reload))
            return self._task
        self.beginResetModel()
        self._rows = []
        self._walk = None
        self.total = 0
        self.currency = currency
        self._zone = zone_now(self.times_in_utc)  # the offset may have moved (summer time)
        self.endResetModel()
        self._task = asyncio.ensure_future(self._guard(self._first))
        return self._task

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
            if section == CREATED:  # the zone on a line of its own: "(UTC-06:00" was cut
                return f"{translate('LedgerTable', LEDGER_COLUMNS[section])}\n{self._zone}"
            return translate("LedgerTable", LEDGER_COLUMNS[section])
        if orientation == HORIZONTAL and role == TOOLTIP and section == CREATED:
            return translate("LedgerTable", "When it happened, in {0}").format(self._zone)
        return None

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: N802, B008
        return (
            not parent.isValid()
            and self._walk is not None
            and not self.loading
            and not self._walk.done
        )

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: N802, B008
        if self.canFetchMore(parent):
            self._task = asyncio.ensure_future(self._guard(self._append))

    async def _guard(self, work: Callable[[], Awaitable[None]]) -> None:
        try:
            await work()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the view shows it in its banner
            self.failed.emit(exc)

    def _new_walk(self) -> LedgerWalk:
        assert self._loader is not None
        return PageWalk(self._loader, _transactions_of, newest_first=True)

    async def _first(self) -> None:
        walk = self._new_walk()
        fresh = await walk.first()
        self._walk = walk
        self._insert(len(self._rows), fresh)
        self._show_total()

    async def _append(self) -> None:
        """The next page; transactions written meanwhile go to the top (page_walk.py)."""
        walk = self._walk
        assert walk is not None
        taken = await walk.next()
        self._insert(0, taken.top)
        self._insert(len(self._rows), taken.tail)
        self._show_total()

    async def _reload(self) -> None:
        """A new pass from page 1 as far as the transactions shown; only the differences."""
        walk = self._new_walk()
        pages = self._walk.page if self._walk is not None else 1
        oldest = self._rows[-1].id if self._rows else None
        entries = await walk.first()
        while not walk.done and (walk.page < pages or oldest not in walk.trail.seen):
            taken = await walk.next()
            entries = taken.top + entries + taken.tail
        sync_rows(self, self._rows, entries, _entry_id, _same_entry, len(LEDGER_COLUMNS) - 1)
        self._walk = walk
        self._show_total()

    def _insert(self, at: int, entries: list[LedgerTransaction]) -> None:
        if entries:
            self.beginInsertRows(QModelIndex(), at, at + len(entries) - 1)
            self._rows[at:at] = entries
            self.endInsertRows()

    def _show_total(self) -> None:
        self.total = self._walk.total if self._walk is not None else 0
        self.total_changed.emit(self.total)


def _transactions_of(page: TransactionList) -> list[LedgerTransaction]:
    return page.transactions


def _entry_id(entry: LedgerTransaction) -> str:
    return entry.id


def _same_entry(a: LedgerTransaction, b: LedgerTransaction) -> bool:
    return a == b
