"""The sandbox's list of an account's vIBANs: one row each, its state as a badge.

Its own module so that the dialog (deactivation, issuing) stays about its actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.models.accounts import VirtualIban
from app.views.widgets.plural import plural
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.table_fit import fit_columns
from app.views.widgets.terms import state_name

NAME, HOLDER, NUMBER, BANK_CODE, STATE, ID = range(6)
STATE_ROLE = Qt.ItemDataRole.UserRole


def describe(viban_id: str, viban: VirtualIban | None) -> str:
    """How a person recognises a vIBAN: its number and name, else just its id."""
    if viban is None:
        return viban_id
    number = viban.account_number or viban.id
    return f"{number} ({viban.name})" if viban.name else number


class VibanTable(QTableWidget):
    """The listed vIBANs (``vibans``), in the order the sandbox gave them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.vibans: list[VirtualIban] = []
        self.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Holder"),
                self.tr("IBAN / account number"),
                self.tr("BIC / ABA"),
                self.tr("State"),
                self.tr("Id"),
            ]
        )
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.setAccessibleName(self.tr("Virtual IBANs"))
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)

    def show_list(self, vibans: list[VirtualIban]) -> None:
        self.vibans = list(vibans)
        self.setRowCount(len(self.vibans))
        for row, viban in enumerate(self.vibans):
            self._fill_row(row, viban)
        if self.vibans:
            fit_columns(self)
            self._fit_badges()

    def show_one(self, viban: VirtualIban) -> None:
        """A vIBAN's new state, in its row when listed."""
        row = self.row_of(viban.id)
        if row >= 0:
            self.vibans[row] = viban
            self._fill_row(row, viban)
            self._fit_badges()

    def _fill_row(self, row: int, viban: VirtualIban) -> None:
        bank_code = " / ".join(c for c in (viban.bic, viban.aba_routing_code) if c)
        cells = {
            NAME: viban.name or "",
            HOLDER: viban.account_holder or "",
            NUMBER: viban.account_number or "",
            BANK_CODE: bank_code,
            STATE: "",
            ID: viban.id,
        }
        for column, text in cells.items():
            item = QTableWidgetItem(text)
            if column == STATE:  # the badge draws it; as text, selection would paint it too
                item.setData(STATE_ROLE, viban.state)
                # A screen reader reads the cell, not the badge drawn over it.
                item.setData(Qt.ItemDataRole.AccessibleTextRole, state_name(viban.state))
            self.setItem(row, column, item)
        holder = QWidget()
        holder.setAccessibleName(state_name(viban.state))
        inner = QHBoxLayout(holder)
        inner.setContentsMargins(4, 2, 4, 2)
        inner.addWidget(StateBadge(viban.state), 0, Qt.AlignmentFlag.AlignCenter)
        self.setCellWidget(row, STATE, holder)

    def _fit_badges(self) -> None:
        """The state column holds badges, wider than the text fit_columns measures."""
        widths = [
            widget.sizeHint().width()
            for row in range(self.rowCount())
            if (widget := self.cellWidget(row, STATE)) is not None
        ]
        wanted = max(widths, default=0) + 8
        if self.columnWidth(STATE) < wanted:
            self.setColumnWidth(STATE, wanted)

    def count_text(self) -> str:
        """'3 vIBANs, 2 active', or that there are none."""
        if not self.vibans:
            return self.tr("This account has no vIBANs yet.")
        active = sum(1 for v in self.vibans if v.state == "ACTIVE")
        listed = plural(len(self.vibans), self.tr("{0} vIBAN"), self.tr("{0} vIBANs"))
        return self.tr("{0}, {1} active").format(listed, f"{active:,}")

    def state_at(self, row: int) -> str:
        """The state the row's badge shows."""
        holder = self.cellWidget(row, STATE)
        badge = holder.findChild(StateBadge) if holder is not None else None
        return badge.text() if badge is not None else ""

    def row_of(self, viban_id: str) -> int:
        return next((i for i, v in enumerate(self.vibans) if v.id == viban_id), -1)

    def known(self, viban_id: str) -> VirtualIban | None:
        """The listed vIBAN with this id, when the list (a sandbox helper) shows it."""
        row = self.row_of(viban_id.strip())
        return self.vibans[row] if row >= 0 else None
