"""The request log as a table: newest last, bounded like the log it mirrors.

A check repeated in the background (a payout's state followed every 2 s, an auto-refresh)
is one row with a count, not a row every 2 s: a read answered the same as the row above it
(same method, address, status and answer) joins that row, which then shows the latest one.
A read answered differently (the state moved) starts a new row; writes are never joined.

A row's count is what the log still holds of its run: when the log lets the oldest of a
repeated check go, the row says so ("×6", and in its tooltip that 9 were sent and 3 are
no longer in the log) rather than counting what it no longer has.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from app.api.request_log import Exchange
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.times import moment_text, offset_text

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

COLUMNS = (
    QT_TRANSLATE_NOOP("RequestLog", "Time"),
    QT_TRANSLATE_NOOP("RequestLog", "Method"),
    QT_TRANSLATE_NOOP("RequestLog", "Path"),
    QT_TRANSLATE_NOOP("RequestLog", "Status"),
    QT_TRANSLATE_NOOP("RequestLog", "Duration"),
    QT_TRANSLATE_NOOP("RequestLog", "Retries"),
    QT_TRANSLATE_NOOP("RequestLog", "Count"),
)
TIME, METHOD, PATH, STATUS, DURATION, RETRIES, COUNT = range(len(COLUMNS))
READS = frozenset({"GET", "HEAD"})


def tr(text: str) -> str:
    return translate("RequestLog", text)


def _path(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def _same_check(a: Exchange, b: Exchange) -> bool:
    """Two reads that asked and heard the same: the second tells nothing new."""
    return a.method in READS and (a.method, a.url, a.status, a.error, a.response_body) == (
        b.method,
        b.url,
        b.status,
        b.error,
        b.response_body,
    )


def _clock(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M:%S.%f")[:-3]


@dataclass
class Row:
    exchange: Exchange  # the latest of the run
    first: datetime  # when the run began
    sent: int = 1  # every one of the run, those the log dropped too
    held: deque[Exchange] = field(default_factory=deque)  # those the log still holds

    @classmethod
    def of(cls, exchange: Exchange) -> Row:
        return cls(exchange, exchange.started_at, 1, deque([exchange]))

    def join(self, exchange: Exchange) -> None:
        self.exchange = exchange
        self.sent += 1
        self.held.append(exchange)

    @property
    def count(self) -> int:
        return len(self.held)


class RequestLogModel(QAbstractTableModel):
    def __init__(self, capacity: int, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._capacity = capacity

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role == DISPLAY and orientation == HORIZONTAL:
            if section == TIME:  # this machine's time, and its zone said
                zone = offset_text(datetime.now().astimezone().utcoffset())
                return f"{tr(COLUMNS[TIME])} ({zone})"
            return tr(COLUMNS[section])
        if role == TOOLTIP and orientation == HORIZONTAL and section == COUNT:
            return translate("RequestLog", "The same check repeated, answered the same: one row")
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        exchange = row.exchange
        column = index.column()
        if role == DISPLAY:
            if column == TIME:
                return _clock(exchange.started_at)
            if column == METHOD:
                return exchange.method
            if column == PATH:
                return _path(exchange.url)
            if column == STATUS:
                return (
                    str(exchange.status) if exchange.status is not None else (exchange.error or "—")
                )
            if column == DURATION:
                return f"{exchange.duration * 1000:.0f} ms"
            if column == RETRIES:
                return str(exchange.retries)
            if column == COUNT:
                return f"×{row.count:,}" if row.count > 1 else ""
        elif role == TOOLTIP:
            if column == PATH:
                return exchange.url
            if column == STATUS:
                return exchange.error
            if column in (TIME, COUNT) and row.sent > 1:
                said = translate(
                    "RequestLog", "Sent {0} times, answered the same, from {1} to {2}"
                ).format(
                    f"{row.sent:,}",
                    moment_text(row.first, False),
                    moment_text(exchange.started_at, False),
                )
                if row.sent > row.count:
                    said += translate(
                        "RequestLog", "; the log holds the latest {0}, {1} dropped"
                    ).format(f"{row.count:,}", f"{row.sent - row.count:,}")
                return said
        elif role == ALIGN and column in (STATUS, DURATION, RETRIES, COUNT):
            return RIGHT
        return None

    def exchange(self, row: int) -> Exchange:
        """The row's exchange: the latest one of a repeated check."""
        return self._rows[row].exchange

    def count(self, row: int) -> int:
        """How many of the row's run the log holds (the ones it dropped are not counted)."""
        return self._rows[row].count

    def sent(self, row: int) -> int:
        """How many of the row's run were sent, those the log dropped included."""
        return self._rows[row].sent

    def reset(self, exchanges: list[Exchange]) -> None:
        self.beginResetModel()
        self._rows = []
        for exchange in exchanges:
            if self._rows and _same_check(self._rows[-1].exchange, exchange):
                self._rows[-1].join(exchange)
            else:
                self._rows.append(Row.of(exchange))
        self._rows = self._rows[-self._capacity :]
        self.endResetModel()

    def drop(self, exchanges: Sequence[Exchange]) -> None:
        """The log let these go, its oldest (over its byte budget or its count): they leave
        the rows holding them, the leading ones, or the table would keep alive what the log
        freed. A row left holding none goes (its latest went: all of its run did); a row
        that still holds some counts only those."""
        gone = {id(exchange) for exchange in exchanges}
        emptied = 0
        for number, row in enumerate(self._rows):
            held = row.held
            before = len(held)
            while held and id(held[0]) in gone:
                held.popleft()
            if held:
                if len(held) != before:
                    self.dataChanged.emit(self.index(number, 0), self.index(number, COUNT))
                break
            emptied += 1
        if emptied:
            self.beginRemoveRows(QModelIndex(), 0, emptied - 1)
            del self._rows[:emptied]
            self.endRemoveRows()

    def append(self, exchange: Exchange) -> None:
        if self._rows and _same_check(self._rows[-1].exchange, exchange):
            last = len(self._rows) - 1
            self._rows[last].join(exchange)
            self.dataChanged.emit(self.index(last, 0), self.index(last, len(COLUMNS) - 1))
            return
        if len(self._rows) >= self._capacity:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            self._rows.pop(0)
            self.endRemoveRows()
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(Row.of(exchange))
        self.endInsertRows()
