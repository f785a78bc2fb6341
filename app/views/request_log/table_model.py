"""The request log as a table: newest last, bounded like the log it mirrors."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from app.api.request_log import Exchange

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

COLUMNS = ("Time", "Method", "Path", "Status", "Duration", "Retries")


def _path(url: str) -> str:
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


class RequestLogModel(QAbstractTableModel):
    def __init__(self, capacity: int, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Exchange] = []
        self._capacity = capacity

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if role == DISPLAY and orientation == HORIZONTAL:
            return COLUMNS[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        exchange = self._rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            if column == 0:
                return exchange.started_at.astimezone().strftime("%H:%M:%S.%f")[:-3]
            if column == 1:
                return exchange.method
            if column == 2:
                return _path(exchange.url)
            if column == 3:
                return (
                    str(exchange.status) if exchange.status is not None else (exchange.error or "—")
                )
            if column == 4:
                return f"{exchange.duration * 1000:.0f} ms"
            if column == 5:
                return str(exchange.retries)
        elif role == TOOLTIP and column in (2, 3):
            return exchange.url if column == 2 else exchange.error
        elif role == ALIGN and column in (3, 4, 5):
            return RIGHT
        return None

    def exchange(self, row: int) -> Exchange:
        return self._rows[row]

    def reset(self, exchanges: list[Exchange]) -> None:
        self.beginResetModel()
        self._rows = list(exchanges)[-self._capacity :]
        self.endResetModel()

    def append(self, exchange: Exchange) -> None:
        if len(self._rows) >= self._capacity:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            self._rows.pop(0)
            self.endRemoveRows()
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(exchange)
        self.endInsertRows()
