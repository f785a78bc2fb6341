"""The request log as a table: newest last, bounded like the log it mirrors.

A check repeated in the background (a payout's state followed every 2 s, an auto-refresh)
is one row with a count, not a row every 2 s: a read answered the same as the row above it
(same method, address, status and answer) joins that row, which then shows the latest one.
A read answered differently (the state moved) starts a new row; writes are never joined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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
    count: int = 1


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
            return tr("The same check repeated, answered the same: one row")
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
            if column in (TIME, COUNT) and row.count > 1:
                return tr("Sent {0} times, answered the same, from {1} to {2}").format(
                    f"{row.count:,}",
                    moment_text(row.first, False),
                    moment_text(exchange.started_at, False),
                )
        elif role == ALIGN and column in (STATUS, DURATION, RETRIES, COUNT):
            return RIGHT
        return None

    def exchange(self, row: int) -> Exchange:
        """The row's exchange: the latest one of a repeated check."""
        return self._rows[row].exchange

    def count(self, row: int) -> int:
        return self._rows[row].count

    def reset(self, exchanges: list[Exchange]) -> None:
        self.beginResetModel()
        self._rows = []
        for exchange in exchanges:
            if self._rows and _same_check(self._rows[-1].exchange, exchange):
                self._rows[-1].exchange = exchange
                self._rows[-1].count += 1
            else:
                self._rows.append(Row(exchange, exchange.started_at))
        self._rows = self._rows[-self._capacity :]
        self.endResetModel()

    def drop(self, exchanges: Sequence[Exchange]) -> None:
        """The log let these go, its oldest (over its byte budget): their rows go too, or
        the table would keep alive what the log freed. A row shows the latest exchange of
        its run, so a row whose latest went lost all of its run, and those rows lead."""
        gone = {id(exchange) for exchange in exchanges}
        count = 0
        while count < len(self._rows) and id(self._rows[count].exchange) in gone:
            count += 1
        if count:
            self.beginRemoveRows(QModelIndex(), 0, count - 1)
            del self._rows[:count]
            self.endRemoveRows()

    def append(self, exchange: Exchange) -> None:
        if self._rows and _same_check(self._rows[-1].exchange, exchange):
            last = len(self._rows) - 1
            self._rows[last].exchange = exchange
            self._rows[last].count += 1
            self.dataChanged.emit(self.index(last, 0), self.index(last, len(COLUMNS) - 1))
            return
        if len(self._rows) >= self._capacity:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            self._rows.pop(0)
            self.endRemoveRows()
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(Row(exchange, exchange.started_at))
        self.endInsertRows()
