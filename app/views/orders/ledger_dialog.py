"""The current account's ledger: open a transaction by id (the spec's one read), and against
a sandbox the whole list with running balances (the sandbox helper). It follows the context:
when another account becomes current, its ledger replaces this one. Enter means Open; an id
the account does not have is said at the id, which keeps the focus, selected."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import NotFound
from app.models.accounts import Account
from app.models.orders import LedgerTransaction
from app.models.sandbox_helpers import TransactionList
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.account_follow import AccountFollower
from app.views.activity import ActivityTracker
from app.views.orders.ledger_model import (
    AMOUNT,
    BALANCE,
    COUNTERPARTY,
    CREATED,
    KIND,
    LEDGER_WIDTH_SAMPLES,
    ORDER,
    LedgerTableModel,
    ledger_cell,
)
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.api_messages import failure_button, failure_text
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.dialog_focus import focus_later, focus_returner, make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.plural import plural
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import clearable
from app.views.widgets.table_fit import fit_columns, widen_to_samples
from app.views.widgets.visible_text import visible


def _selectable(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    return label


class TransactionCard(QGroupBox):
    """One ledger transaction in full, with its order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Transaction"), parent)
        self.form = QFormLayout(self)
        self.times_in_utc = False
        self.show_nothing()

    def _clear(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)

    def show_nothing(self) -> None:
        self._clear()
        hint = QLabel(self.tr("Open a transaction by id, or select one in the list."))
        hint.setProperty("role", "subtle")
        self.form.addRow(hint)

    def show_entry(self, entry: LedgerTransaction, currency: str) -> None:
        self._clear()
        id_line = QWidget()
        row = QHBoxLayout(id_line)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(_selectable(entry.id), 1)
        row.addWidget(CopyButton(entry.id, what=self.tr("the transaction id")))
        self.form.addRow(self.tr("Id"), id_line)
        for label, column in (
            (self.tr("Created"), CREATED),
            (self.tr("Amount"), AMOUNT),
            (self.tr("Kind"), KIND),
            (self.tr("Running balance"), BALANCE),
            (self.tr("Counterparty"), COUNTERPARTY),
        ):
            text = ledger_cell(entry, column, currency, utc=self.times_in_utc)  # zone said
            self.form.addRow(label, _selectable(text or "—"))
        order = entry.order
        if order is not None:
            self.form.addRow(self.tr("Order"), _selectable(ledger_cell(entry, ORDER, currency)))
            self.form.addRow(self.tr("Order id"), _selectable(order.id))
            if order.reference:
                self.form.addRow(self.tr("Reference"), _selectable(visible(order.reference)))


class LedgerDialog(QDialog):
    def __init__(
        self,
        session: Session,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        times_in_utc: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        fit_to_screen(self, 1180, 660)
        self._session = session
        self.currency = ""
        self.banner = ErrorBanner()
        self.runner = TaskRunner(
            self,
            self.banner,
            activity=activity,
            reauthenticate=reauthenticate,
            context=session.context,
        )
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.transaction_id = QLineEdit()
        self.transaction_id.setPlaceholderText(self.tr("Transaction id"))
        clearable(self.transaction_id)
        self.transaction_error = FieldErrorLabel(self.transaction_id)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_task: asyncio.Task[None] | None = None
        self.card = TransactionCard()
        self.card.times_in_utc = times_in_utc
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.model = LedgerTableModel(self)
        self.model.set_times_in_utc(times_in_utc)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAccessibleName(self.tr("Ledger transactions"))
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._layout()

        self.open_button.clicked.connect(self.open_transaction)
        self.transaction_id.textEdited.connect(lambda _t: self.transaction_error.clear_message())
        self.model.failed.connect(self._on_list_failed)
        self.model.total_changed.connect(self._show_count)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.follower = AccountFollower(
            self,
            session,
            title=lambda name: self.tr("Ledger of {0}").format(name),
            show=self._show_account,
            watched=(ChangeKind.ORDER, ChangeKind.ACCOUNT),
            changed=self._on_server_change,
            heading=self.heading,
        )
        self.follower.start()

    @property
    def ref(self) -> AccountRef | None:
        """The account whose ledger this is: always the current one."""
        return self.follower.ref

    def _show_account(self, _ref: AccountRef) -> None:
        """Another account became current: its ledger replaces this one."""
        self.currency = ""
        self.model.cancel()
        self.model.load_nothing()
        self.card.show_nothing()
        self.transaction_error.clear_message()
        self.banner.clear()
        self._load_account()

    def _on_server_change(self) -> None:
        if self.currency:  # else the account is being read, and its ledger after it
            self.reload()

    def _layout(self) -> None:
        opener = QHBoxLayout()
        id_label = QLabel(self.tr("Transaction id:"))
        id_label.setBuddy(self.transaction_id)
        opener.addWidget(id_label)
        opener.addWidget(self.transaction_id, 1)
        opener.addWidget(self.open_button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        if self._session.sandbox is not None:
            left_layout.addWidget(self.count)
            left_layout.addWidget(self.table, 1)
        else:
            note = QLabel(
                self.tr(
                    "The API reads one transaction at a time by its id. "
                    "Listing an account's whole ledger is a sandbox test helper."
                )
            )
            note.setWordWrap(True)
            note.setProperty("role", "subtle")
            left_layout.addWidget(note)
            left_layout.addStretch(1)
            self.table.hide()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.card)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([760, 380])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        # Enter (in the id, or anywhere) means Open, never Close.
        make_primary(self.open_button, self.close_button)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(opener)
        layout.addWidget(self.transaction_error)
        layout.addWidget(self.banner)  # floats over the list's top, never over the id field
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)

    def _load_account(self) -> None:
        """The currency comes from the account: ledger amounts carry none of their own."""
        client, ref = self._session.client, self.ref
        if ref is None:
            return

        async def load() -> Account:
            return await client.get_account(ref.uid, ref.aid)

        def show(account: Account) -> None:
            self.currency = account.currency
            # Read with its user in the path: the directory learns its name, the title follows.
            self._session.directory.remember_account(ref.uid, account)
            self.reload()

        self.runner.run(load, on_success=show, key="account")

    def reload(self) -> asyncio.Task[None] | None:
        helpers, ref, runner = self._session.sandbox, self.ref, self.runner
        if helpers is None or ref is None:
            return None
        self.banner.clear()
        size = self.model.page_size

        async def page(number: int) -> TransactionList:
            return await runner.call(
                lambda: helpers.list_transactions(ref.aid, page=number, page_size=size)
            )

        return self.model.load(page, self.currency)

    def set_times_in_utc(self, utc: bool) -> None:
        """Times in UTC or local time (the orders workspace's choice), each with its zone."""
        self.model.set_times_in_utc(utc)
        self.card.times_in_utc = utc
        self._on_selection(QItemSelection(), QItemSelection())

    def open_transaction(self) -> asyncio.Task[None] | None:
        if self.open_task is not None and not self.open_task.done():
            return None  # Enter again before the answer: one read is under way
        tid = self.transaction_id.text().strip()
        if not tid:
            self.transaction_error.show_message(self.tr("Enter a transaction id."))
            focus_later(self.transaction_id)
            return None
        self.transaction_error.clear_message()
        client, ref = self._session.client, self.ref
        if ref is None:
            return None

        async def load() -> LedgerTransaction | None:
            try:
                return await client.get_transaction(ref.uid, ref.aid, tid)
            except NotFound:  # the user's typing, not a failure of the app: say it at the field
                return None

        def show(entry: LedgerTransaction | None) -> None:
            if entry is None:
                self.transaction_error.show_message(
                    self.tr("This account has no transaction {0}.").format(tid)
                )
                self.card.show_nothing()
                back(self.transaction_id)  # selected: the next id typed replaces it
            else:
                self.card.show_entry(entry, self.currency)

        back = focus_returner(self)
        self.open_task = self.runner.run(
            load,
            controls=[self.open_button],
            on_success=show,
            on_failure=lambda _exc: back(None),
        )
        return self.open_task

    def _on_selection(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        entry = self.model.entry_at(rows[0].row()) if rows else None
        if entry is not None:
            self.card.show_entry(entry, self.currency)

    def _show_count(self, total: int) -> None:
        if self.model.rowCount() <= self.model.page_size:  # the first page: fit once
            fit_columns(self.table)
            widen_to_samples(self.table, LEDGER_WIDTH_SAMPLES)
        if total == 0:  # loaded and empty, or nothing asked yet
            self.count.setText(self.tr("No transactions yet.") if self.model.has_query else "")
            return
        self.count.setText(
            plural(
                total,
                self.tr("{0} transaction, newest first"),
                self.tr("{0} transactions, newest first"),
            )
        )

    def _on_list_failed(self, exc: BaseException) -> None:
        retry, label = failure_button(exc, self._retry_list)  # Restart sandbox, Retry or none
        self.banner.show_error(failure_text(exc), retry=retry, retry_text=label)

    def _retry_list(self) -> None:
        self.reload()

    def done(self, result: int) -> None:
        self.model.cancel()
        self.runner.cancel_all()
        super().done(result)
