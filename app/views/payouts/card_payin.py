"""Fund an account by card: create the pay-in, then pay on the hosted page in the browser.

The page is the provider's (in the sandbox, its own page with test cards); Teller opens it
in the system browser, offers the link to copy, and follows the order until it settles."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account, AccountCapabilities
from app.models.money import CARD_PAYIN_CURRENCIES
from app.models.orders import OrderSummary
from app.models.payout_limits import CARD_PAYIN, feature, limit_problem
from app.models.payouts import CardPayin, CardPayinRequest
from app.models.validation import FieldIssue, field_issues
from app.services.attempts import Attempt, Recovered
from app.services.context import AccountRef
from app.services.session import Session
from app.views.accounts.choose_account import account_name
from app.views.payouts.form_base import with_error
from app.views.payouts.money_note import MoneyNote
from app.views.payouts.payout_result import FOLLOW_INTERVAL_MS, PayoutResult
from app.views.task_runner import Binding, Moved, RunnerFactory
from app.views.widgets.buddies import name_wrapped_fields
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_map import FieldMap
from app.views.widgets.numbers import localized_number, parse_typed_amount

RETURN_URL = "https://teller.invalid/card-payin/{0}"


class CardPayinForm(QWidget):
    created = Signal(object)  # CardPayin

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.account: Account | None = None  # the current account's last answer
        self.capabilities: AccountCapabilities | None = None
        self.payin: CardPayin | None = None
        self._said_for: str | None = None  # the account a late pay-in of another was said to
        self._attempt: Attempt | None = None  # one pay-in asked for: a retry makes no second
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.fields = FieldMap(self)
        self.fields.show_all = True
        self.open_url: Callable[[str], object] = lambda url: QDesktopServices.openUrl(QUrl(url))
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(localized_number("0.00"))
        self.currency = QComboBox()
        for code in CARD_PAYIN_CURRENCIES:
            self.currency.addItem(code.value, code.value)
        self.money_note = MoneyNote([self.amount])
        self.currency.activated.connect(  # chosen by the person: the amount is in it now
            lambda _index: self.money_note.typed_in(self.currency.currentData() or "")
        )
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("Shown to the payer, e.g. Top-up 42"))
        self.url_success = QLineEdit(RETURN_URL.format("success"))
        self.url_failed = QLineEdit(RETURN_URL.format("failed"))
        self.create_button = QPushButton(self.tr("Create pay-in"))
        self.create_button.setDefault(True)
        self.payment_url = QLabel()
        self.payment_url.setWordWrap(True)
        self.payment_url.setProperty("role", "subtle")
        self.open_button = QPushButton(self.tr("Open payment page"))
        self.copy_link = CopyButton(
            lambda: self.payin.payment_url if self.payin else "", what=self.tr("the link")
        )
        self.result = PayoutResult(session, runner_factory, follow_interval_ms=follow_interval_ms)
        self.result.setTitle(self.tr("Pay-in"))

        f = self.fields
        box = QGroupBox(self.tr("Card pay-in"))
        form = QFormLayout(box)
        form.addRow(self.tr("Amount"), with_error(self.amount, f, "amount"))
        form.addRow("", self.money_note)
        form.addRow(self.tr("Currency"), with_error(self.currency, f, "currency"))
        form.addRow(self.tr("Reference"), with_error(self.reference, f, "reference"))
        form.addRow(self.tr("Return on success"), with_error(self.url_success, f, "urlSuccess"))
        form.addRow(self.tr("Return on failure"), with_error(self.url_failed, f, "urlFailed"))
        name_wrapped_fields(box)
        page = QHBoxLayout()
        page.addWidget(self.payment_url, 1)
        page.addWidget(self.copy_link)
        page.addWidget(self.open_button)
        self.page_box = QGroupBox(self.tr("Hosted payment page"))
        self.page_box.setLayout(page)
        self.page_box.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.banner, 1)  # floats beside the button, never over a field
        buttons.addWidget(self.create_button)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(buttons)
        layout.addWidget(self.page_box)
        layout.addWidget(self.result)
        layout.addStretch(1)
        self.create_button.clicked.connect(self.submit)
        self.open_button.clicked.connect(self.open_page)

    def set_account(
        self, account: Account | None, capabilities: AccountCapabilities | None = None
    ) -> None:
        """The current account's answer; None while another loads. The previous account's
        pay-in and its link are cleared."""
        same = account is not None and self.account is not None and account.id == self.account.id
        self.account = account
        self.capabilities = capabilities if account is not None else None
        if same:
            return
        if self._said_for is None or (account is not None and account.id != self._said_for):
            self._said_for = None
            self.banner.clear()  # what was said of the previous account says nothing here
        self.fields.show([])
        self.payin = None
        self._attempt = None
        self.payment_url.clear()
        self.page_box.hide()
        if account is not None:
            index = self.currency.findData(account.currency)
            if index >= 0:
                self.currency.setCurrentIndex(index)
            self.money_note.follow(self.currency.currentData())  # the amount's currency now

    def request(self) -> CardPayinRequest | None:
        """The validated request, or None with every problem shown at its field."""
        self.fields.show([])
        try:
            minor = parse_typed_amount(self.amount.text())
        except ValueError as exc:
            self.fields.show([FieldIssue("amount", str(exc))])
            return None
        if self.account is not None:
            limit = limit_problem(
                minor,
                self.currency.currentData() or self.account.currency,
                feature(self.capabilities, CARD_PAYIN),
                "card pay-in",
                capabilities_known=self.capabilities is not None,
            )
            if limit is not None:
                self.fields.show([FieldIssue("amount", limit)])
                return None
        try:
            return CardPayinRequest.model_validate(
                {
                    "amount": minor,
                    "currency": self.currency.currentData(),
                    "reference": self.reference.text().strip(),
                    "urlSuccess": self.url_success.text().strip(),
                    "urlFailed": self.url_failed.text().strip(),
                }
            )
        except ValidationError as exc:
            self.fields.show(field_issues(exc))
            return None

    def submit(self) -> asyncio.Task[None] | None:
        ref = self._session.context.account
        if self.account is None or ref is None or ref.aid != self.account.id:
            self.banner.show_error(self.tr("Open an account to fund first."))
            return None
        request = self.request()
        if request is None:  # said until the marked fields are checked again and pass
            self.fields.say_attention(
                self.banner, self.tr("Some fields need attention; see the messages beside them.")
            )
            return None
        attempt = self._attempt = Attempt.renewed(self._attempt, (ref, request))
        actions = self._session.actions

        async def send() -> CardPayin | Recovered[OrderSummary]:
            return await actions.create_card_payin(ref, request, attempt)

        def done(result: CardPayin | Recovered[OrderSummary]) -> None:
            self._attempt = None  # the next Create is another pay-in
            if isinstance(result, Recovered):
                self._show_recovered(result.value, ref)
                return
            self.payin = result
            self.payment_url.setText(result.payment_url)
            self.page_box.show()
            self.result.show_order(result.order, ref)
            self.created.emit(result)
            self.open_page()

        return self.runner.run(
            send,
            controls=[self.create_button],
            on_success=done,
            on_fields=lambda issues: len(self.fields.show(issues)) < len(issues),
            binding=Binding.ACTION,
            elsewhere=self._landed_elsewhere,
        )

    def _landed_elsewhere(self, moved: Moved[CardPayin | Recovered[OrderSummary]]) -> None:
        """The answer for a pay-in asked from another account: said, naming that account, and
        never shown as this account's pay-in nor its page opened."""
        now = self._session.context.account
        self._said_for = now.aid if now is not None else None  # said to it, until it changes
        ref = moved.asked.account
        whose = account_name(self._session, ref) if ref is not None else ""
        result = moved.result
        if moved.error is not None or result is None:
            self.banner.show_error(
                self.tr("The pay-in for {0} failed after another account was chosen: {1}").format(
                    whose, moved.reason
                )
            )
            return
        if isinstance(result, Recovered):
            order = result.value
            self.banner.show_info(
                self.tr(
                    "Pay-in {0} for {1} exists (the first try had gone through); another "
                    "account was chosen meanwhile, so it is not shown here."
                ).format(order.reference or order.id, whose)
            )
            return
        self.banner.show_info(
            self.tr(
                "Pay-in {0} for {1} was created after another account was chosen; its page "
                "was not opened. Its payment link: {2}"
            ).format(result.order.reference or result.order.id, whose, result.payment_url)
        )

    def _show_recovered(self, order: OrderSummary, ref: AccountRef) -> None:
        """The earlier try had gone through; its answer, and so its payment link, was lost.
        The order is shown for the account it was asked from (``ref``), the current one."""
        self.payin = None
        self.page_box.hide()
        self.result.show_order(order, ref)
        self.banner.show_info(
            self.tr(
                "The first try had gone through: pay-in {0} exists, so none was created again. "
                "Its payment link was lost with the answer; create a new pay-in if the payer "
                "needs one."
            ).format(order.reference or order.id)
        )

    def open_page(self) -> None:
        if self.payin is not None:
            self.open_url(self.payin.payment_url)
