"""The payouts workspace: the account money leaves from (with its available balance), and
the ways to move money: bank and crypto payouts, a transfer preview, a card pay-in."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account
from app.models.money import format_money
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.payouts.bank_form import BankPayoutForm
from app.views.payouts.card_payin import CardPayinForm
from app.views.payouts.crypto_form import CryptoPayoutForm
from app.views.payouts.transfer_preview import TransferPreview
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner


class PayoutsWorkspace(QWidget):
    show_in_orders = Signal(str, str, str)  # uid, aid, order id

    def __init__(
        self,
        session: Session,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._activity = activity
        self._reauthenticate = reauthenticate
        self.account: Account | None = None
        self.banner = ErrorBanner()
        self.runner = self.make_runner(self, self.banner)
        self.user_id = QLineEdit()
        self.user_id.setPlaceholderText(self.tr("User id"))
        self.account_id = QLineEdit()
        self.account_id.setPlaceholderText(self.tr("Account id"))
        self.load_button = QPushButton(self.tr("&Use account"))
        self.available = QLabel(self.tr("No account chosen"))
        self.available.setProperty("role", "heading")
        self.balances = QLabel()
        self.balances.setProperty("role", "subtle")

        self.bank = BankPayoutForm(session, self.make_runner)
        self.crypto = CryptoPayoutForm(session, self.make_runner)
        self.transfer = TransferPreview(session, self.make_runner)
        self.card = CardPayinForm(session, self.make_runner)
        self.forms = QTabWidget()
        self.forms.addTab(self.bank, self.tr("&Bank payout"))
        self.forms.addTab(self.crypto, self.tr("&Crypto payout"))
        self.forms.addTab(self.transfer, self.tr("&Transfer preview"))
        self.forms.addTab(self.card, self.tr("Car&d pay-in"))
        self.forms.setEnabled(False)

        picker = QHBoxLayout()
        for label, field in (
            (self.tr("U&ser"), self.user_id),
            (self.tr("Accou&nt"), self.account_id),
        ):
            buddy = QLabel(label)
            buddy.setBuddy(field)
            picker.addWidget(buddy)
            picker.addWidget(field, 1)
        picker.addWidget(self.load_button)
        header = QHBoxLayout()
        header.addWidget(self.available)
        header.addWidget(self.balances, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(picker)
        layout.addWidget(self.banner)
        layout.addLayout(header)
        layout.addWidget(self.forms, 1)

        self.load_button.clicked.connect(self.load_account)
        self.user_id.returnPressed.connect(self.load_account)
        self.account_id.returnPressed.connect(self.load_account)
        for form in (self.bank, self.crypto):
            form.created.connect(lambda _order: self.load_account())
        for result in (self.bank.result, self.crypto.result, self.card.result):
            result.show_in_orders.connect(self.show_in_orders)
            result.state_changed.connect(lambda _state: self.load_account())

    def make_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        return TaskRunner(
            owner, banner, activity=self._activity, reauthenticate=self._reauthenticate
        )

    def use_account(self, uid: str, aid: str) -> asyncio.Task[None] | None:
        """Pay from this account (the accounts workspace's choice)."""
        self.user_id.setText(uid)
        self.account_id.setText(aid)
        return self.load_account()

    def prefill_account(self, uid: str, aid: str) -> None:
        """The account chosen in the accounts workspace; loaded when this tab is shown."""
        self.user_id.setText(uid)
        self.account_id.setText(aid)
        if self.isVisible():
            self._load_if_new()

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        self._load_if_new()

    def _load_if_new(self) -> None:
        wanted = self.account_id.text().strip()
        loaded = self.account.id if self.account is not None else None
        if wanted and wanted != loaded and not self.runner.busy:
            self.load_account()

    def load_account(self) -> asyncio.Task[None] | None:
        uid, aid = self.user_id.text().strip(), self.account_id.text().strip()
        if not uid or not aid:
            self.banner.show_info(self.tr("Enter the user id and the account id to pay from."))
            return None
        client = self._session.client
        switching = self.account is None or self.account.id != aid
        if switching:  # never let a form pay from the old account while the new one loads
            self.forms.setEnabled(False)
            self.available.setText(self.tr("Loading account {0}…").format(aid))
            self.balances.clear()

        async def load() -> Account:
            return await client.get_account(uid, aid)

        def failed(_exc: BaseException) -> None:
            if switching:
                self.account = None
                self.available.setText(self.tr("No account chosen"))

        def show(account: Account) -> None:
            first = self.account is None or self.account.id != account.id
            self.account = account
            available = account.balance - account.pending_out
            self.available.setText(
                self.tr("Available {0}").format(format_money(available, account.currency))
            )
            self.balances.setText(
                self.tr("{0} · balance {1} · pending out {2} · pending in {3}").format(
                    account.alias or account.id,
                    format_money(account.balance, account.currency),
                    format_money(account.pending_out, account.currency),
                    format_money(account.pending_in, account.currency),
                )
            )
            self.forms.setEnabled(True)
            if first:
                for form in (self.bank, self.crypto, self.transfer, self.card):
                    form.set_account(uid, account)

        return self.runner.run(
            load, controls=[self.load_button], on_success=show, on_failure=failed
        )

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.crypto.stop()
        self.transfer.stop()
        for form in (self.bank, self.crypto, self.card):
            form.result.stop()
        self.runner.cancel_all()
        super().closeEvent(event)
