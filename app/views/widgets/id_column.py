"""Ids shown as the orders workspace shows them: cut in the middle ('f3d97b0f…a344dd33'), the
whole id in the tooltip, and copied whole (Ctrl+C in the table, or its context menu).

A full UUID is 36 characters that nobody reads whole: in a table it pushed the reason off the
screen. The cell keeps the whole id as its text (what is copied, what a screen reader says);
only its drawing is cut, by the same middle-eliding delegate the orders table uses.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFontMetrics, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHeaderView, QTableView, QTableWidget

from app.views.widgets.table_fit import sample_width
from app.views.widgets.width_fit import MiddleElidingDelegate

SHOWN_SAMPLE = "f3d97b0f…a344dd33"  # what the orders table shows of an id at its width
SIDE = 8  # characters kept on each side by short_id
# The least of an id worth showing, five characters each side: narrower, "c…4" told nothing
# (issue 28); a column or a field never gives an id less room than this.
USEFUL_SAMPLE = "f3d97…4dd33"


def useful_id_width(metrics: QFontMetrics) -> int:
    """The width ``USEFUL_SAMPLE`` takes in that font, with a cell's padding."""
    return metrics.horizontalAdvance(USEFUL_SAMPLE) + 12


def short_id(value: str) -> str:
    """An id for a sentence or a label: its first and last eight characters."""
    return f"{value[:SIDE]}…{value[-SIDE:]}" if len(value) > 2 * SIDE + 1 else value


def show_ids_in_column(table: QTableWidget, column: int, copy_text: str) -> QAction:
    """``column`` of ``table`` holds whole ids: drawn cut in the middle at the orders table's
    width, and ``copy_text`` ("Copy order id") copies the current row's whole id."""
    table.setItemDelegateForColumn(column, MiddleElidingDelegate(table))
    header = table.horizontalHeader()
    header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
    header.resizeSection(column, sample_width(table, SHOWN_SAMPLE))
    action = QAction(copy_text, table)
    action.setShortcut(QKeySequence.StandardKey.Copy)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda: _copy_current(table, column))
    table.addAction(action)
    copy_key_means(action, table)
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    return action


COPY = QKeySequence.StandardKey.Copy


class _CopyKey(QObject):
    def __init__(self, action: QAction, table: QTableView) -> None:
        super().__init__(table)
        self._action = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        key = event if isinstance(event, QKeyEvent) else None
        if key is not None and key.type() == QEvent.Type.KeyPress and key.matches(COPY):
            self._action.trigger()
            return True
        return False


def copy_key_means(action: QAction, table: QTableView) -> None:
    """A table answers Ctrl+C itself, before any shortcut, with its current cell's text (a
    date, a row number): taken at ``table``, the key triggers ``action`` instead."""
    table.installEventFilter(_CopyKey(action, table))


def _copy_current(table: QTableWidget, column: int) -> None:
    row = table.currentRow()
    item = table.item(row, column) if row >= 0 else None
    if item is not None and item.text():
        QGuiApplication.clipboard().setText(item.text())
