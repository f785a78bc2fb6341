"""The orders table view: rows selected whole, only Created sorts (on the server), Ctrl+C copies
the selected order's id, columns start wide enough for large amounts and can be hidden."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView, QWidget

from app.services.translation import translate
from app.views.orders.cell_painter import CellPainter
from app.views.orders.table_model import (
    COLUMNS,
    COUNTERPARTY,
    CREATED,
    ID,
    REFERENCE,
    WIDTH_SAMPLES,
    OrdersTableModel,
)
from app.views.widgets.id_column import copy_key_means, useful_id_width
from app.views.widgets.table_fit import cell_width, fit_columns, widen_to_samples
from app.views.widgets.width_fit import fit_to_width, refit_to_width

REFERENCE_SAMPLE = "PO-00000000"  # the least a reference is given: Teller's are 11 long


def orders_table(model: OrdersTableModel, copy_id: Callable[[], None]) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setSortingEnabled(True)
    header = table.horizontalHeader()
    header.setSortIndicator(CREATED, Qt.SortOrder.DescendingOrder)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    widen_to_samples(table, WIDTH_SAMPLES, cell_width)
    # At 1366 px the reference and the id went off screen: free text gives up room instead,
    # never below its header nor an id below its useful ends ("c…4" said nothing). Cut in
    # the middle, view-wide: a delegate in Python for the id column cost each cell's paint
    # a call into Python (an id, a crypto address or a long name all keep both ends).
    table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
    # Each cell drawn in one call from its row's texts (cell_painter.py): Qt's delegate asked
    # eight roles a cell and laid every text out again, 9-15 ms a paint at every page.
    table.setItemDelegate(CellPainter(model, table))
    fit_to_width(
        table,
        (COUNTERPARTY, REFERENCE, ID),
        floors={
            REFERENCE: cell_width(table, REFERENCE_SAMPLE),  # "PO-…E47" said nothing
            ID: useful_id_width(table.fontMetrics()),
        },
    )
    action = QAction(QCoreApplication.translate("OrdersTable", "Copy order id"), table)
    action.setShortcut(QKeySequence.StandardKey.Copy)
    # Only in the table: Ctrl+C in a detail label or a field copies its own text.
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(copy_id)
    table.addAction(action)
    copy_key_means(action, table)  # the table's own Ctrl+C copied the current cell instead
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    return table


COUNTERPARTY_MAX_WIDTH = 220  # a crypto address is elided: the reference stays in sight


def fit_orders_columns(table: QTableView) -> None:
    """Once the first rows are in: columns sized to them, none narrower than its usual
    widest text, and the free-text ones within the width again."""
    fit_columns(table, max_width=COUNTERPARTY_MAX_WIDTH)
    widen_to_samples(table, WIDTH_SAMPLES, cell_width)
    refit_to_width(table)


def keep_sort_indicator(table: QTableView, clicked: int, newest_first: bool) -> None:
    """Only Created sorts: a click on another header puts the indicator back on it."""
    if clicked != CREATED:
        order = Qt.SortOrder.DescendingOrder if newest_first else Qt.SortOrder.AscendingOrder
        table.horizontalHeader().setSortIndicator(CREATED, order)


def _show_column(table: QTableView, column: int, shown: bool) -> None:
    table.setColumnHidden(column, not shown)
    refit_to_width(table)  # the room a hidden column leaves goes to the free-text ones


def columns_menu(table: QTableView, parent: QWidget) -> QMenu:
    """A checkable entry per column: unticked hides it."""
    menu = QMenu(parent)
    for column, name in enumerate(COLUMNS):
        action = menu.addAction(translate("OrdersTable", name))
        action.setCheckable(True)
        action.setChecked(True)
        action.toggled.connect(lambda on, c=column: _show_column(table, c, on))
    return menu
