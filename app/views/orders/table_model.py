"""Orders as a table fed page by page from the server (canFetchMore / fetchMore).

Pages load in the background; the view never waits. ``refresh`` reloads the pages already
shown and updates rows in place, so the scroll position and the selection survive.

Each row is kept as a plain tuple of strings (id, state, the order as JSON), which Python's
garbage collector stops tracking; the pydantic objects are rebuilt on demand for the rows on
screen. Kept as models, 10,000 rows were 120,000 tracked objects, and every full collection
walked them: 30 ms pauses while an export or a scroll allocated.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from app.models.money import Money
from app.models.orders import OrderList, OrderSummary
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.numbers import money_display
from app.views.widgets.state_badge import tone_for
from app.views.widgets.terms import order_type_name, state_name
from app.views.widgets.times import DATE_MINUTES, moment_text, zone_now

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
USER = Qt.ItemDataRole.UserRole
# A paint asks ``data`` for about eight roles per cell; the rest return before any lookup.
SERVED_ROLES = frozenset(int(r) for r in (DISPLAY, TOOLTIP, BACKGROUND, ALIGN, USER))
ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # asked once a cell
NO_FLAGS = Qt.ItemFlag.NoItemFlags
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter

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
PageLoader = Callable[[int], Awaitable[OrderList]]
Row = tuple[str, str, str]  # id, state, the order as JSON
ID_, STATE_, JSON_ = range(3)


def _pack(order: OrderSummary) -> Row:
    return (order.id, order.state, order.model_dump_json(by_alias=True))


@lru_cache(maxsize=1024)
def _unpack(packed: str) -> OrderSummary:
    """The order of a row; the rows being painted come from the cache."""
    return OrderSummary.model_validate_json(packed)


@lru_cache(maxsize=2048)
def _texts(packed: str, utc: bool, zone: str) -> tuple[str, ...]:
    """A row's cells as shown, worked out once: a paint asks ``data`` for every cell on screen
    (about 300) and formatting each again (money, local times) took 20-30 ms a paint, a
    stall on every page while scrolling (benchmarks/stalls.py)."""
    order = _unpack(packed)
    return tuple(_cell(order, column, utc, zone) for column in range(len(COLUMNS)))


def _money(value: Money | None) -> str:
    return money_display(value) if value is not None and value.amount is not None else ""


def _cell(order: OrderSummary, column: int, utc: bool = False, zone: str | None = None) -> str:
    """``zone``: the one the Created header names (a time in another says its own)."""
    if column == CREATED:
        return moment_text(order.created_at, utc, DATE_MINUTES, zone) if order.created_at else ""
    if column == TYPE:
        return order_type_name(order.type, order.display_type)
    if column == STATE:
        return state_name(order.state)
    if column == ORIGIN:
        return _money(order.origin)
    if column == DESTINATION:
        return _money(order.destination)
    if column == FEE:
        return _money(order.fee)
    if column == COUNTERPARTY:
        return order.counterparty or ""
    if column == REFERENCE:
        return order.reference or ""
    return order.id


class OrdersTableModel(QAbstractTableModel):
    total_changed = Signal(int)
    loading_changed = Signal(bool)
    failed = Signal(object)  # the exception of a page that could not load
    sort_requested = Signal(bool)  # newest first?

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._row_by_id: dict[str, int] = {}  # row_of in O(1): pages append to 10,000s of rows
        self._loader: PageLoader | None = None
        self._pages_loaded = 0
        self._num_pages = 0
        self.total = 0
        self.newest_first = True
        self.times_in_utc = False
        self._zone = zone_now(False)
        self._task: asyncio.Task[None] | None = None

    # --- Qt model ---
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation != HORIZONTAL:
            return None
        if role == DISPLAY and section == CREATED:
            return f"{translate('OrdersTable', COLUMNS[section])} ({self._zone})"  # "Created (UTC+01:00)"
        if role == DISPLAY:
            return translate("OrdersTable", COLUMNS[section])
        if role == TOOLTIP and section == CREATED:
            return "Click to sort newest or oldest first"
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if role not in SERVED_ROLES:  # most of the roles a paint asks for, answered first
            return None
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            return _texts(row[JSON_], self.times_in_utc, self._zone)[column]
        if role == BACKGROUND and column == STATE:
            return TONE_COLORS[tone_for(row[STATE_])]
        if role == ALIGN:
            if column in MONEY_COLUMNS:
                return RIGHT
            if column == STATE:
                return CENTER
        if role == TOOLTIP and column in (COUNTERPARTY, REFERENCE, ID):
            return _texts(row[JSON_], self.times_in_utc, self._zone)[column]
        if role == USER:
            return _unpack(row[JSON_])
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return ROW_FLAGS if index.isValid() else NO_FLAGS

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Only Created sorts, and on the server (the other columns do not pretend to)."""
        if column == CREATED:
            self.sort_requested.emit(order == Qt.SortOrder.DescendingOrder)

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:  # noqa: B008, N802
        return (
            not parent.isValid()
            and self._loader is not None
            and self._task is None
            and self._pages_loaded < self._num_pages
        )

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008, N802
        if self.canFetchMore(parent):
            self._start(lambda: self._append(self._pages_loaded + 1))

    def set_times_in_utc(self, utc: bool) -> None:
        """Times in UTC or in local time; the Created header names the zone."""
        self.times_in_utc = utc
        self._zone = zone_now(utc)
        self.headerDataChanged.emit(HORIZONTAL, CREATED, CREATED)
        if self._rows:
            self.dataChanged.emit(self.index(0, CREATED), self.index(len(self._rows) - 1, CREATED))

    # --- loading ---
    @property
    def loading(self) -> bool:
        return self._task is not None

    @property
    def has_query(self) -> bool:
        """A query was answered or is under way: no rows then means none matched (a refused
        query or a cleared view has none)."""
        return self._loader is not None

    def order_at(self, row: int) -> OrderSummary:
        return _unpack(self._rows[row][JSON_])

    def row_of(self, order_id: str) -> int | None:
        return self._row_by_id.get(order_id)

    def _set_rows(self, rows: list[Row]) -> None:
        self._rows = rows
        self._row_by_id = {r[ID_]: i for i, r in enumerate(rows)}

    def load(self, loader: PageLoader) -> asyncio.Task[None]:
        """Start over with a new query: page 1 replaces whatever was shown."""
        self.cancel()
        self._loader = loader
        return self._start(self._first)

    def refresh(self) -> asyncio.Task[None] | None:
        """Reload the pages on screen and update rows in place (state changes show)."""
        if self._loader is None or self._task is not None:
            return None
        return self._start(self._reload)

    def clear(self) -> None:
        self.cancel()
        self._empty()

    def _empty(self) -> None:
        """No query, no rows, nothing more to fetch."""
        self._loader = None
        self.beginResetModel()
        self._set_rows([])
        self._pages_loaded, self._num_pages, self.total = 0, 0, 0
        self.endResetModel()
        self.total_changed.emit(0)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
            self.loading_changed.emit(False)

    def _start(self, work: Callable[[], Awaitable[None]]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(self._guard(work))
        self._task = task
        self.loading_changed.emit(True)
        return task

    async def _guard(self, work: Callable[[], Awaitable[None]]) -> None:
        try:
            await work()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # routed to the view's banner
            self.failed.emit(exc)
        finally:
            if self._task is asyncio.current_task():
                self._task = None
                self.loading_changed.emit(False)

    async def _first(self) -> None:
        assert self._loader is not None
        try:
            page = await self._loader(1)
        except Exception:
            # A refused or failed query shows nothing rather than the previous query's rows
            # (and scrolling must not ask for page 2 of a query that has no page 1).
            self._empty()
            raise
        self.beginResetModel()
        self._zone = zone_now(self.times_in_utc)  # the local offset may have moved since
        self._set_rows([_pack(o) for o in page.orders])
        self._pages_loaded = 1
        self._set_pagination(page)
        self.endResetModel()

    async def _append(self, number: int) -> None:
        assert self._loader is not None
        page = await self._loader(number)
        fresh = [_pack(o) for o in page.orders if o.id not in self._row_by_id]
        if fresh:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
            for offset, row in enumerate(fresh):
                self._row_by_id[row[ID_]] = start + offset
            self._rows.extend(fresh)
            self.endInsertRows()
        self._pages_loaded = number
        self._set_pagination(page)

    async def _reload(self) -> None:
        assert self._loader is not None
        rows: list[Row] = []
        last = None
        for number in range(1, max(self._pages_loaded, 1) + 1):
            last = await self._loader(number)
            rows.extend(_pack(o) for o in last.orders)
        if last is None:
            return
        if [r[ID_] for r in rows] == [r[ID_] for r in self._rows]:
            self._set_rows(rows)
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(COLUMNS) - 1))
        else:
            self._replace_rows(rows)
        self._set_pagination(last)

    def _replace_rows(self, rows: list[Row]) -> None:
        """New rows for the same query, keeping the selection and the scroll on the orders
        they were on. A layout change may only move rows, so a count that grows inserts at
        the end first, and one that shrinks moves the orders that left to the end and then
        removes them there."""
        old = self._rows
        old_ids = [r[ID_] for r in old]
        if len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = old + rows[len(old) :]
            self.endInsertRows()
            self._move_rows(old_ids, rows)
        elif len(rows) < len(old):
            kept = {r[ID_] for r in rows}
            left = [r for r in old if r[ID_] not in kept][: len(old) - len(rows)]
            self._move_rows(old_ids, rows + left)
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._set_rows(rows)
            self.endRemoveRows()
        else:
            self._move_rows(old_ids, rows)

    def _move_rows(self, old_ids: list[str], rows: list[Row]) -> None:
        self.layoutAboutToBeChanged.emit()
        self._set_rows(rows)
        for persistent in self.persistentIndexList():
            row = persistent.row()
            order_id = old_ids[row] if 0 <= row < len(old_ids) else None
            target = self._row_by_id.get(order_id) if order_id else None
            self.changePersistentIndex(
                persistent,
                self.index(target, persistent.column()) if target is not None else QModelIndex(),
            )
        self.layoutChanged.emit()

    def _set_pagination(self, page: OrderList) -> None:
        self._num_pages = page.pagination.num_pages
        self.total = page.pagination.total
        self.total_changed.emit(self.total)
