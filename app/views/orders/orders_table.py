"""The orders table view: rows selected whole, only Created sorts (on the server), Ctrl+C copies
the selected order's id, columns start wide enough for large amounts and can be hidden."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView, QWidget

from app.services.translation import translate
from app.views.orders.table_model import (
    COLUMNS,
    COUNTERPARTY,
    CREATED,
    ID,
    REFERENCE,
    WIDTH_SAMPLES,
    OrdersTableModel,
)
from app.views.widgets.id_column import copy_key_means
from app.views.widgets.table_fit import widen_to_samples
from app.views.widgets.width_fit import fit_to_width, refit_to_width


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
    widen_to_samples(table, WIDTH_SAMPLES)
    # At 1366 px the reference and the id went off screen: free text gives up room instead.
    fit_to_width(table, (COUNTERPARTY, REFERENCE, ID), elide_middle=ID)
    action = QAction(QCoreApplication.translate("OrdersTable", "Copy order id"), table)
    action.setShortcut(QKeySequence.StandardKey.Copy)
    # Only in the table: Ctrl+C in a detail label or a field copies its own text.
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(copy_id)
    table.addAction(action)
    copy_key_means(action, table)  # the table's own Ctrl+C copied the current cell instead
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    return table


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
