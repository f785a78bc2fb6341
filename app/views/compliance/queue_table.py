"""The case queue's table: how it behaves (rows selected whole, nothing edited, Tab leaves it,
sorted by last change), and the column widths fitted once to the first listing so that what a
case may later say (a longer state, "12 flags", the due words) is not cut."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from app.models.kyb_catalogue import KYB_SESSION_STATES
from app.services.due_dates import Urgency
from app.views.compliance.queue_columns import COMPANY, DUE, FLAGS, LAST_CHANGE, STATE
from app.views.compliance.queue_flag_words import flags_text
from app.views.compliance.queue_rows import due_text
from app.views.widgets.table_fit import fit_columns, sample_width, widen_to_samples
from app.views.widgets.terms import kyb_state_name


def queue_table(model: QAbstractItemModel) -> QTableView:
    """A table over ``model`` (the filter proxy), newest change first."""
    table = QTableView()
    table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
    table.setModel(model)
    table.setSortingEnabled(True)
    table.sortByColumn(LAST_CHANGE, Qt.SortOrder.DescendingOrder)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)  # the room left goes to the last column
    header.setResizeContentsPrecision(64)  # widths from the first rows, not all 1,000
    return table


def fit_queue_columns(table: QTableView) -> None:
    """Widths for the first rows listed (once: later a person's own widths stay)."""
    fit_columns(table)
    # a case that moves to a longer state later ("Waiting for the applicant") is
    # not cut short: the state column holds the longest state name
    names = [kyb_state_name(state) for state in KYB_SESSION_STATES]
    # and the flags column "12 flags" once the counts arrive, not "12 fl…"
    counts = [flags_text(count) for count in (0, 88, None)]
    widen_to_samples(table, {STATE: max(names, key=len), FLAGS: max(counts, key=len)})
    # Due, last, takes the room left; a width set on it is its floor when there is
    # none (without, a narrower window cut it to "Vencido · 2026-11…")
    dues = [due_text(date(2026, 12, 31), level) for level in Urgency]
    table.setColumnWidth(DUE, sample_width(table, max(dues, key=len)))
    # the company is what a reviewer reads first: never squeezed to "Blue Harb…"
    # by the columns beside it (seen at 1182 px with Owner and Due added); the
    # table scrolls sideways before the name is cut
    table.setColumnWidth(COMPANY, max(table.columnWidth(COMPANY), 200))
