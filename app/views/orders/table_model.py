"""Orders as a table fed page by page from the server (canFetchMore / fetchMore).

Pages load in the background; the view never waits. Pages are joined so that an order written
meanwhile neither repeats nor goes missing (app/api/page_walk.py). ``refresh`` reads the list
again as far as the rows shown and applies only the differences (row_sync.py), so the scroll
position and the selection stay on their orders.

Each row is kept as a plain tuple of strings (id, state, the order as JSON), which Python's
garbage collector stops tracking; the pydantic objects are rebuilt on demand for the rows on
screen, and kept only while the model holds their rows (row_cache.py). Kept as models, 10,000
rows were 120,000 tracked objects, and every full collection walked them: 30 ms pauses while
an export or a scroll allocated.
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
from PySide6.QtGui import QColor

from app.api.page_walk import PageWalk
from app.models.money import Money
from app.models.orders import OrderList, OrderSummary
from app.services.translation import translate
from app.views.orders.refresh_reach import covers
from app.views.orders.row_cache import RowCache
from app.views.orders.row_sync import sync_rows
from app.views.orders.table_columns import (
    COLUMNS,
    COUNTERPARTY,
    CREATED,
    DESTINATION,
    FEE,
    HEADER_TIPS,
    ID,
    MONEY_COLUMNS,
    ORIGIN,
    REFERENCE,
    STATE,
    TONE_COLORS,
    TYPE,
    WIDTH_SAMPLES,
)
from app.views.widgets.numbers import money_display
from app.views.widgets.state_badge import tone_for
from app.views.widgets.terms import order_type_name, state_name
from app.views.widgets.times import DATE_MINUTES, moment_text, zone_now
from app.views.widgets.visible_text import visible

# The columns are read from here too (their home: table_columns.py).
__all__ = [
    "COLUMNS",
    "COUNTERPARTY",
    "CREATED",
    "DESTINATION",
    "FEE",
    "HEADER_TIPS",
    "ID",
    "MONEY_COLUMNS",
    "ORIGIN",
    "REFERENCE",
    "STATE",
    "TONE_COLORS",
    "TYPE",
    "WIDTH_SAMPLES",
    "OrdersTableModel",
]

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
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

PageLoader = Callable[[int], Awaitable[OrderList]]
OrderWalk = PageWalk[OrderList, OrderSummary]
Row = tuple[str, str, str]  # id, state, the order as JSON
ID_, STATE_, JSON_ = range(3)


def _pack(order: OrderSummary) -> Row:
    return (order.id, order.state, order.model_dump_json(by_alias=True))


def _cells(order: OrderSummary, utc: bool, zone: str) -> tuple[str, ...]:
    """A row's cells as shown, worked out once (kept in the model's RowCache): a paint asks
    ``data`` for every cell on screen (about 300) and formatting each again (money, local
    times) took 20-30 ms a paint, a stall on every page while scrolling (benchmarks/stalls.py)."""
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
        return visible(order.counterparty)
    if column == REFERENCE:
        return visible(order.reference)
    return order.id


class OrdersTableModel(QAbstractTableModel):
    total_changed = Signal(int)
    loading_changed = Signal(bool)
    failed = Signal(object)  # the exception of a page that could not load
    sort_requested = Signal(bool)  # newest first?

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        # row_of in O(1) (pages append to 10,000s of rows); None: rebuilt when next asked
        self._row_by_id: dict[str, int] | None = None
        self._loader: PageLoader | None = None
        self._walk: OrderWalk | None = None  # the pass the rows came from: the next page
        self.total = 0
        self.newest_first = True
        self.times_in_utc = False
        self._zone = zone_now(False)
        self._task: asyncio.Task[None] | None = None
        self.cache = RowCache()  # the rows' orders parsed and cells formatted, while held

    # --- Qt model ---
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation != HORIZONTAL:
            return None
        if role == DISPLAY and section == CREATED:  # the zone on a line of its own: said
            # once, never cut ("reated (UTC-06:00" at 1366 px)
            return f"{translate('OrdersTable', COLUMNS[section])}\n{self._zone}"
        if role == DISPLAY:
            return translate("OrdersTable", COLUMNS[section])
        if role == TOOLTIP:  # the whole meaning, where a header is cut or terse
            return translate("OrdersTable", HEADER_TIPS[section]).format(self._zone)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if role not in SERVED_ROLES:  # most of the roles a paint asks for, answered first
            return None
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            return self.cache.texts(row[JSON_], self.times_in_utc, self._zone, _cells)[column]
        if role == BACKGROUND and column == STATE:
            return TONE_COLORS[tone_for(row[STATE_])]
        if role == ALIGN:
            if column in MONEY_COLUMNS:
                return RIGHT
            if column == STATE:
                return CENTER
        if role == TOOLTIP and column in (COUNTERPARTY, REFERENCE, ID):
            return self.cache.texts(row[JSON_], self.times_in_utc, self._zone, _cells)[column]
        if role == USER:
            return self.cache.order(row[JSON_])
        return None

    # --- what the table's cell painter asks, one call a cell (cell_painter.py) ---
    def row_texts(self, row: int) -> tuple[str, ...]:
        return self.cache.texts(self._rows[row][JSON_], self.times_in_utc, self._zone, _cells)

    def cell_background(self, row: int, column: int) -> QColor | None:
        return TONE_COLORS[tone_for(self._rows[row][STATE_])] if column == STATE else None

    def cell_alignment(self, column: int) -> Qt.AlignmentFlag:
        return RIGHT if column in MONEY_COLUMNS else CENTER if column == STATE else LEFT

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
            and self._walk is not None
            and not self._walk.done
        )

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008, N802
        if self.canFetchMore(parent):
            self._start(self._append)

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
        return self.cache.order(self._rows[row][JSON_])

    def row_of(self, order_id: str) -> int | None:
        if self._row_by_id is None:  # rebuilt once after a change, not on every page
            self._row_by_id = {r[ID_]: i for i, r in enumerate(self._rows)}
        return self._row_by_id.get(order_id)

    def _set_rows(self, rows: list[Row]) -> None:
        self._rows = rows
        self._row_by_id = None
        self._forget_gone_rows()

    def _forget_gone_rows(self) -> None:
        """Parsed orders of rows no longer held go (an order changed by a refresh, another
        query): the cache holds what the table shows, not every order it ever showed."""
        if self._rows:
            self.cache.keep_only({row[JSON_] for row in self._rows})
        else:
            self.cache.clear()

    def load(self, loader: PageLoader, newest_first: bool = True) -> asyncio.Task[None]:
        """Start over with a new query: page 1 replaces whatever was shown."""
        self.cancel()
        self._loader = loader
        self.newest_first = newest_first
        return self._start(self._first)

    def refresh(self) -> asyncio.Task[None] | None:
        """Read the list again from page 1 as far as the rows shown, and change only what
        changed (state changes show; a selected order keeps its selection)."""
        if self._loader is None or self._task is not None:
            return None
        return self._start(self._reload)

    def clear(self) -> None:
        self.cancel()
        self._empty()

    def _empty(self) -> None:
        """No query, no rows, nothing more to fetch."""
        self._loader = None
        self._walk = None
        self.beginResetModel()
        self._set_rows([])
        self.total = 0
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

    def _new_walk(self) -> OrderWalk:
        assert self._loader is not None
        return PageWalk(self._loader, _orders_of, newest_first=self.newest_first)

    async def _first(self) -> None:
        walk = self._new_walk()
        try:
            orders = await walk.first()
        except Exception:
            # A refused or failed query shows nothing rather than the previous query's rows
            # (and scrolling must not ask for page 2 of a query that has no page 1).
            self._empty()
            raise
        self.beginResetModel()
        self._zone = zone_now(self.times_in_utc)  # the local offset may have moved since
        self._walk = walk
        self._set_rows([_pack(o) for o in orders])
        self.endResetModel()
        self._show_total()

    async def _append(self) -> None:
        """The next page; orders that arrived at the top meanwhile go there (page_walk.py)."""
        walk = self._walk
        assert walk is not None
        taken = await walk.next()
        if walk is not self._walk:
            return
        if taken.top:
            self.beginInsertRows(QModelIndex(), 0, len(taken.top) - 1)
            self._rows[0:0] = [_pack(o) for o in taken.top]
            self._row_by_id = None
            self.endInsertRows()
        if taken.tail:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(taken.tail) - 1)
            self._rows.extend(_pack(o) for o in taken.tail)
            self._row_by_id = None
            self.endInsertRows()
        self._show_total()

    async def _reload(self) -> None:
        """A new pass from page 1, read until it covers every order shown (a new order at
        the top pushes the last one shown onto the next page: it is read, not dropped),
        then only the differences applied."""
        walk = self._new_walk()
        pages = self._walk.page if self._walk is not None else 1
        last = self.order_at(len(self._rows) - 1) if self._rows else None
        # Each page packed as it comes, its models dropped: packing 10,000 rows at the end
        # stalled the window 200 ms, and holding their 120,000 objects till then made the
        # collector walk them all (80 ms full collections) during every auto-refresh.
        first = await walk.first()
        rows = [_pack(o) for o in first]
        final = first[-1] if first else None
        while not walk.done and (walk.page < pages or not covers(walk.trail, final, last)):
            taken = await walk.next()
            if taken.top:
                rows[0:0] = [_pack(o) for o in taken.top]
            rows.extend(_pack(o) for o in taken.tail)
            final = taken.tail[-1] if taken.tail else final
        sync_rows(self, self._rows, rows, _row_id, _same_row, ID)
        self._row_by_id = None
        self._forget_gone_rows()
        self._walk = walk
        self._show_total()

    def _show_total(self) -> None:
        self.total = self._walk.total if self._walk is not None else 0
        self.total_changed.emit(self.total)


def _orders_of(page: OrderList) -> list[OrderSummary]:
    return page.orders


def _row_id(row: Row) -> str:
    return row[ID_]


def _same_row(a: Row, b: Row) -> bool:
    return a[JSON_] == b[JSON_]
