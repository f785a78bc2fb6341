"""The review's totals: how many rows and how much per currency, written as the language
writes money, then what the batch debits from the account and what is left after it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account
from app.models.money import to_minor
from app.models.payout_limits import available
from app.services.bulk.review import CurrencyTotal, Need
from app.views.widgets.numbers import money_text

FIT_ROWS = 4  # currencies shown before the table scrolls


class ReviewTotals(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Totals"), parent)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Currency"), self.tr("Rows"), self.tr("Total")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Totals per currency"))
        self.available = QLabel("—")
        self.debit = QLabel("—")
        self.after = QLabel("—")
        for label in (self.available, self.debit, self.after):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow(self.tr("Available now"), self.available)
        form.addRow(self.tr("The batch debits"), self.debit)
        form.addRow(self.tr("Left after the batch"), self.after)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(form)
        self._fit_rows(0)

    def show_totals(self, totals: Sequence[CurrencyTotal]) -> None:
        self.table.setRowCount(len(totals))
        for line, total in enumerate(totals):
            cells = (
                total.currency,
                str(total.rows),
                money_text(to_minor(total.total), total.currency),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(line, column, item)
        self._fit_rows(len(totals))

    def _fit_rows(self, rows: int) -> None:
        """As tall as its rows (a batch has one currency or a few), up to FIT_ROWS, then it
        scrolls: a fixed height left an empty white pane under a single currency."""
        table = self.table
        shown = max(1, min(rows, FIT_ROWS))
        row = table.verticalHeader().defaultSectionSize()
        frame = 2 * table.frameWidth()
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + shown * row + frame)

    def show_balance(self, account: Account | None, need: Need | None) -> None:
        """``need`` None: quotes are still being asked for."""
        if account is None:
            for label in (self.available, self.debit, self.after):
                label.setText("—")
            return
        currency = account.currency
        free = available(account)
        self.available.setText(money_text(free, currency))
        if need is None:
            self.debit.setText(self.tr("asking for quotes…"))
            self.after.setText("—")
            return
        debit = money_text(need.debit, currency)
        after = money_text(free - need.debit, currency)
        if need.exact:
            self.debit.setText(debit)
            self.after.setText(after)
        else:
            self.debit.setText(self.tr("at least {0}").format(debit))
            self.after.setText(self.tr("at most {0}").format(after))
        if need.unknown_rows:
            self.debit.setText(
                self.debit.text()
                + self.tr(" (and {0} rows in another currency, priced when sent)").format(
                    need.unknown_rows
                )
            )
