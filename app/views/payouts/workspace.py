"""The payouts workspace: the account money leaves from (with its available balance), and
the ways to move money: bank and crypto payouts, a transfer preview, a card pay-in.

Money leaves from the context's current account. Choosing another one here ("Use account")
makes it current everywhere; when it changes elsewhere, this tab follows: the forms are
disabled and their previous account forgotten at once, and the new account's own answer
(never a slower one for an account chosen before) enables them again."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account, AccountCapabilities
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.choose_account import ChooseAccountButton, account_name
from app.views.activity import ActivityTracker
from app.views.payouts.bank_form import BankPayoutForm
from app.views.payouts.card_payin import CardPayinForm
from app.views.payouts.crypto_form import CryptoPayoutForm
from app.views.payouts.payout_result import FOLLOW_INTERVAL_MS
from app.views.payouts.transfer_preview import TransferPreview
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.warm_up import warm_payout_checks
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.numbers import money_text
from app.views.widgets.roomy_tabs import RoomyTabs
from app.views.widgets.visible_text import visible


class PayoutsWorkspace(QWidget):
    show_in_orders = Signal(str, str, str)  # uid, aid, order id

    def __init__(
        self,
        session: Session,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._context = session.context
        self._activity = activity
        self._reauthenticate = reauthenticate
        self._stale = False  # the current account changed or moved while this tab was hidden
        self._loading: asyncio.Task[None] | None = None
        self.account: Account | None = None  # the current account's last answer
        self.banner = ErrorBanner()
        self.runner = self.make_runner(self, self.banner)
        self.user_id = QLineEdit()
        self.user_id.setPlaceholderText(self.tr("User id"))
        self.account_id = QLineEdit()
        self.account_id.setPlaceholderText(self.tr("Account id"))
        self.load_button = QPushButton(self.tr("&Use account"))
        self.choose_button = ChooseAccountButton(session)
        self.paying_from = QLabel(self.tr("No account chosen"))
        self.paying_from.setProperty("role", "heading")
        self.paying_from.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.available = QLabel(self.tr("No account chosen"))
        self.available.setProperty("role", "heading")
        self.balances = QLabel()
        self.balances.setProperty("role", "subtle")

        self.bank = BankPayoutForm(session, self.make_runner, follow_interval_ms=follow_interval_ms)
        self.crypto = CryptoPayoutForm(
            session, self.make_runner, follow_interval_ms=follow_interval_ms
        )
        self.transfer = TransferPreview(session, self.make_runner)
        self.card = CardPayinForm(session, self.make_runner, follow_interval_ms=follow_interval_ms)
        self.forms = RoomyTabs()
        self.forms.addTab(self.bank, self.tr("&Bank payout"))
        self.forms.addTab(self.crypto, self.tr("C&rypto payout"))
        self.forms.addTab(self.transfer, self.tr("Transfer prev&iew"))
        self.forms.addTab(self.card, self.tr("Car&d pay-in"))
        self.forms.setEnabled(False)

        chooser = QHBoxLayout()
        pay_from = QLabel(self.tr("Pay from"))
        pay_from.setProperty("role", "subtle")
        chooser.addWidget(pay_from)
        chooser.addWidget(self.paying_from, 1)
        chooser.addWidget(self.choose_button)
        picker = QHBoxLayout()
        by_id = QLabel(self.tr("or by id:"))
        by_id.setProperty("role", "subtle")
        picker.addWidget(by_id)
        for label, field in (
            (self.tr("User"), self.user_id),  # no letter: this page has none left for it
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
        layout.addLayout(chooser)
        layout.addLayout(picker)
        layout.addWidget(self.banner)
        layout.addLayout(header)
        layout.addWidget(self.forms, 1)

        self.load_button.clicked.connect(self.load_account)
        self.user_id.returnPressed.connect(self.load_account)
        self.account_id.returnPressed.connect(self.load_account)
        for result in (self.bank.result, self.crypto.result, self.card.result):
            result.show_in_orders.connect(self.show_in_orders)
        self._context.account_changed.connect(self._follow_context)
        self._context.changed.connect(self._on_server_change)
        self._follow_context(self._context.account)

    def make_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        return TaskRunner(
            owner,
            banner,
            activity=self._activity,
            reauthenticate=self._reauthenticate,
            context=self._context,
            account_name=lambda ref: account_name(self._session, ref),
        )

    def use_account(self, uid: str, aid: str) -> asyncio.Task[None] | None:
        """Pay from this account: it becomes the current account everywhere."""
        self.user_id.setText(uid)
        self.account_id.setText(aid)
        return self.load_account()

    def load_account(self) -> asyncio.Task[None] | None:
        """The ids typed here become current (or, if they already are, load again)."""
        uid, aid = self.user_id.text().strip(), self.account_id.text().strip()
        if not uid or not aid:
            self.banner.show_info(self.tr("Enter the user id and the account id to pay from."))
            return None
        if self._context.account == AccountRef(uid, aid):
            return self.refresh()
        self._context.choose_account(uid, aid)  # _follow_context loads it
        return self._loading

    def _follow_context(self, ref: AccountRef | None) -> None:
        """Another account is current: nothing may be paid from the previous one."""
        self._loading = None
        self.account = None
        self.forms.setEnabled(False)
        self.banner.clear()
        self.balances.clear()
        for form in (self.bank, self.crypto, self.transfer, self.card):
            form.set_account(None)
        for result in (self.bank.result, self.crypto.result, self.card.result):
            result.clear()
        if ref is None:
            self.user_id.clear()
            self.account_id.clear()
            self.paying_from.setText(self.tr("No account chosen"))
            self.available.setText(self.tr("No account chosen"))
            return
        self.paying_from.setText(account_name(self._session, ref))
        self.paying_from.setToolTip(self.tr("User {0}\nAccount {1}").format(ref.uid, ref.aid))
        self.user_id.setText(ref.uid)
        self.account_id.setText(ref.aid)
        for line in (self.user_id, self.account_id):
            line.setCursorPosition(0)  # ids are told apart by their first characters
        self.available.setText(self.tr("Loading account…"))  # named beside it, in Pay from
        self._stale = True
        if self.isVisible():
            self._loading = self.refresh()

    def _on_server_change(self, kind: str, target: str) -> None:
        ref = self._context.account
        if ref is None or target != ref.aid or kind not in (ChangeKind.ACCOUNT, ChangeKind.ORDER):
            return
        self._stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        warm_payout_checks()  # schwifty and keccak load in a thread, not at the first keystroke
        if self._stale:
            self.refresh()

    def refresh(self) -> asyncio.Task[None] | None:
        """Load the current account: only its own answer enables the forms."""
        ref = self._context.account
        if ref is None:
            return None
        self._stale = False
        client = self._session.client

        async def load() -> tuple[Account, AccountCapabilities]:
            account, capabilities = await asyncio.gather(
                client.get_account(ref.uid, ref.aid), client.get_capabilities(ref.aid)
            )
            return account, capabilities

        def failed(_exc: BaseException) -> None:
            if self.account is None:
                whose = self._session.directory.account_label(ref.aid) or ref.aid
                self.available.setText(self.tr("Account {0} could not be loaded").format(whose))

        return self.runner.run(
            load,
            controls=[self.load_button],
            on_success=lambda answer: self._show(ref, answer),
            on_failure=failed,
            key="account",
        )

    def _show(self, ref: AccountRef, answer: tuple[Account, AccountCapabilities]) -> None:
        """``ref``: the account as the request asked for it (the runner drops an answer that
        lands after the context moved on)."""
        account, capabilities = answer
        self.account = account
        self._session.directory.remember_account(ref.uid, account)
        self.paying_from.setText(account_name(self._session, ref))
        available = account.balance - account.pending_out
        self.available.setText(
            self.tr("Available {0}").format(money_text(available, account.currency))
        )
        self.balances.setText(
            self.tr("{0} · balance {1} · pending out {2} · pending in {3}").format(
                visible(account.alias) or account.id,
                money_text(account.balance, account.currency),
                money_text(account.pending_out, account.currency),
                money_text(account.pending_in, account.currency),
            )
        )
        for form in (self.bank, self.crypto):
            form.set_account(account, capabilities)
        self.transfer.set_account(account)
        self.card.set_account(account, capabilities)
        self.forms.setEnabled(True)
        if self.choose_button.hasFocus():  # just chosen by name: on to the amount to pay
            current = self.forms.currentWidget()
            amount = getattr(current, "amount", None)
            if isinstance(amount, QWidget):
                amount.setFocus()

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.crypto.stop()
        self.transfer.stop()
        for form in (self.bank, self.crypto, self.card):
            form.result.stop()
        self.runner.cancel_all()
        super().closeEvent(event)
