"""Columns sized to what they show, once the first rows are in, without letting one
long value (an id, a counterparty) push the others off screen."""

from __future__ import annotations

from PySide6.QtWidgets import QTableView

MAX_COLUMN_WIDTH = 280


def fit_columns(table: QTableView, max_width: int = MAX_COLUMN_WIDTH) -> None:
    """Size every visible column to its contents (the loaded rows), capped at ``max_width``."""
    header = table.horizontalHeader()
    last = header.count() - 1
    for column in range(header.count()):
        if table.isColumnHidden(column) or (column == last and header.stretchLastSection()):
            continue
        table.resizeColumnToContents(column)
        if table.columnWidth(column) > max_width:
            table.setColumnWidth(column, max_width)
