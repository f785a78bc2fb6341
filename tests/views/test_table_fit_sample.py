"""Fitting a table's columns measures a sample of rows, not a thousand: each measured cell is
a call into the Python model (a stall when the ledger opened with hundreds of rows)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QTableView

from app.views.widgets.table_fit import FIT_SAMPLE_ROWS, fit_columns

DISPLAY = Qt.ItemDataRole.DisplayRole


class Counting(QAbstractTableModel):
    def __init__(self, rows: int) -> None:
        super().__init__()
        self.rows = rows
        self.asked: set[int] = set()

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.rows

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def data(self, index: Any, role: int = DISPLAY) -> Any:
        if role == DISPLAY:
            self.asked.add(index.row())
            return "x" * (1 + index.row() % 17)
        return None


def test_fitting_measures_a_sample_of_the_rows(qtbot):  # type: ignore[no-untyped-def]
    model = Counting(2_000)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    table.resize(600, 400)
    table.show()
    qtbot.waitExposed(table)
    model.asked.clear()
    fit_columns(table)
    assert 0 < len(model.asked) <= FIT_SAMPLE_ROWS + 1
    assert table.columnWidth(0) >= table.fontMetrics().horizontalAdvance("x" * 17)
