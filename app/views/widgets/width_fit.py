"""A wide table kept within its visible width: the columns that hold long free text (a
counterparty, a reference, an id) give up room, down to a minimum, before any column is
pushed off screen behind a horizontal scroll bar.

The other columns keep the widths they were given (amounts are never cut short). The
elastic ones get their natural width when there is room, and share what is left in
proportion to it when there is not; an id elides in its middle, so its start and end stay
readable. Fitted again when the view is resized or reset, a column is shown or hidden, and
when the columns were sized to new contents (``refit_to_width``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView

MINIMUM_WIDTH = 90
MIN_READABLE = 48  # a few characters and the ellipsis
MAXIMUM_WIDTH = 320


def header_width(table: QTableView, column: int) -> int:
    """The width ``column``'s header text needs whole (its widest line, with the header's
    margins): "unterpa" for Counterparty said nothing. The sort arrow is not counted: it
    shows only on a column that sorts, which is not an elastic one."""
    header = table.horizontalHeader()
    text = str(table.model().headerData(column, Qt.Orientation.Horizontal) or "")
    metrics = header.fontMetrics()
    widest = max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return widest + 2 * margin + 6


class MiddleElidingDelegate(QStyledItemDelegate):
    """Cuts a long value in its middle ('f3d97b0f…b356a344dd33'), not its end."""

    def initStyleOption(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


def shared(natural: dict[int, int], room: int, floor: int | Mapping[int, int]) -> dict[int, int]:
    """``room`` split in proportion to the natural widths; a column whose share would fall
    below its floor (``floor``, one for all or per column) gets the floor, and the others
    share what is left."""
    floors = floor if isinstance(floor, Mapping) else dict.fromkeys(natural, floor)
    widths: dict[int, int] = {}
    open_columns = dict(natural)
    left = room
    while open_columns:
        total = sum(open_columns.values())
        starved = [c for c, n in open_columns.items() if n * left // total < floors[c]]
        if not starved:
            break
        for column in starved:
            widths[column] = floors[column]
            left -= floors[column]
            del open_columns[column]
    total = sum(open_columns.values())
    for column, wanted in open_columns.items():
        widths[column] = max(floors[column], wanted * max(0, left) // total)
    return widths


class WidthFit(QObject):
    def __init__(
        self,
        table: QTableView,
        elastic: Sequence[int],
        *,
        minimum: int = MINIMUM_WIDTH,
        maximum: int = MAXIMUM_WIDTH,
        floors: Mapping[int, int] | None = None,
    ) -> None:
        """``floors``: the least a column may be given (an id's useful middle elision);
        every elastic column keeps at least its header's width, so a header is never cut."""
        super().__init__(table)
        self._floors = dict(floors or {})
        table.horizontalHeader().setStretchLastSection(False)  # fit() hands out the room
        self._table = table
        self._elastic = tuple(elastic)
        self._minimum = minimum
        self._maximum = maximum
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)  # after whatever sized the columns in this turn
        self._pending.timeout.connect(self.fit)
        self._viewport = table.viewport()
        self._viewport.installEventFilter(self)
        # Not on every page of rows: measuring costs about 9 ms, and the rows a page adds
        # are below the fold. Whoever sizes the columns to new contents calls refit_to_width.
        table.model().modelReset.connect(self._pending.start)
        table.horizontalHeader().sectionCountChanged.connect(self._pending.start)

    def natural_width(self, column: int) -> int:
        """What the column's header and visible rows ask for, within the bounds."""
        table = self._table
        wanted = max(
            table.horizontalHeader().sectionSizeHint(column), table.sizeHintForColumn(column)
        )
        return max(self._minimum, min(self._maximum, wanted))

    def floor(self, column: int) -> int:
        """The least ``column`` is given: its header whole, and any floor set for it."""
        return max(MIN_READABLE, header_width(self._table, column), self._floors.get(column, 0))

    def needed_width(self) -> int:
        """The table's width at which every column fits at its floor without a horizontal
        scroll bar (the other columns as they are): less, and a neighbour should give way."""
        table = self._table
        header = table.horizontalHeader()
        shown = [c for c in range(header.count()) if not table.isColumnHidden(c)]
        columns = sum(self.floor(c) if c in self._elastic else table.columnWidth(c) for c in shown)
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return columns + bar + 2 * table.frameWidth()

    def fit(self) -> None:
        table = self._table
        if not shiboken6.isValid(table):  # the view is being torn down
            return
        header = table.horizontalHeader()
        shown = [c for c in range(header.count()) if not table.isColumnHidden(c)]
        elastic = [c for c in shown if c in self._elastic]
        if not elastic:
            return
        fixed = sum(table.columnWidth(c) for c in shown if c not in self._elastic)
        room = max(0, table.viewport().width() - fixed)
        floors = {c: self.floor(c) for c in elastic}
        natural = {c: max(floors[c], self.natural_width(c)) for c in elastic}
        total = sum(natural.values())
        if total <= room:  # room to spare: the last one takes it, as a stretched section would
            widths = dict(natural)
            widths[elastic[-1]] += room - total
        else:  # each gives up in proportion, down to its floor (its header, an id's ends)
            widths = shared(natural, room, floors)
        for column, width in widths.items():
            if table.columnWidth(column) != width:
                table.setColumnWidth(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._viewport and event.type() == QEvent.Type.Resize:
            self.fit()
        return False


def fit_to_width(
    table: QTableView,
    elastic: Sequence[int],
    *,
    elide_middle: int = -1,
    floors: Mapping[int, int] | None = None,
) -> WidthFit:
    """Keeps ``table`` within its width by giving up room in the ``elastic`` columns, none
    below its header's width or its ``floors``."""
    if elide_middle >= 0:
        table.setItemDelegateForColumn(elide_middle, MiddleElidingDelegate(table))
    return WidthFit(table, elastic, floors=floors)


def width_fit_of(table: QTableView) -> WidthFit | None:
    return table.findChild(WidthFit)


def refit_to_width(table: QTableView) -> None:
    """After the columns were sized to their contents: within the width again."""
    fitter = table.findChild(WidthFit)
    if fitter is not None:
        fitter.fit()
