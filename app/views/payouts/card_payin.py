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

from app.models.accounts import Account
from app.models.money import CARD_PAYIN_CURRENCIES, parse_amount
from app.models.payouts import CardPayin, CardPayinRequest
from app.models.validation import FieldIssue, field_issues
from app.services.session import Session
from app.views.payouts.form_base import with_error
from app.views.payouts.payout_result import PayoutResult
from app.views.task_runner import RunnerFactory
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_map import FieldMap

RETURN_URL = "https://teller.invalid/card-payin/{0}"


class CardPayinForm(QWidget):
    created = Signal(object)  # CardPayin

    def __init__(
        self, session: Session, runner_factory: RunnerFactory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.uid = self.aid = ""
        self.account: Account | None = None
        self.payin: CardPayin | None = None
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.fields = FieldMap(self)
        self.fields.show_all = True
        self.open_url: Callable[[str], object] = lambda url: QDesktopServices.openUrl(QUrl(url))
        self.amount = QLineEdit()
        self.amount.setPlaceholderText("0.00")
        self.currency = QComboBox()
        for code in CARD_PAYIN_CURRENCIES:
            self.currency.addItem(code.value, code.value)
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
            lambda: self.payin.payment_url if self.payin else "", what="the link"
        )
        self.result = PayoutResult(session, runner_factory)
        self.result.setTitle(self.tr("Pay-in"))

        f = self.fields
        box = QGroupBox(self.tr("Card pay-in"))
        form = QFormLayout(box)
        form.addRow(self.tr("Amount"), with_error(self.amount, f, "amount"))
        form.addRow(self.tr("Currency"), with_error(self.currency, f, "currency"))
        form.addRow(self.tr("Reference"), with_error(self.reference, f, "reference"))
        form.addRow(self.tr("Return on success"), with_error(self.url_success, f, "urlSuccess"))
        form.addRow(self.tr("Return on failure"), with_error(self.url_failed, f, "urlFailed"))
        page = QHBoxLayout()
        page.addWidget(self.payment_url, 1)
        page.addWidget(self.copy_link)
        page.addWidget(self.open_button)
        self.page_box = QGroupBox(self.tr("Hosted payment page"))
        self.page_box.setLayout(page)
        self.page_box.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.create_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(box)
        layout.addLayout(buttons)
        layout.addWidget(self.page_box)
        layout.addWidget(self.result)
        layout.addStretch(1)
        self.create_button.clicked.connect(self.submit)
        self.open_button.clicked.connect(self.open_page)

    def set_account(self, uid: str, account: Account) -> None:
        self.uid, self.aid, self.account = uid, account.id, account
        index = self.currency.findData(account.currency)
        if index >= 0:
            self.currency.setCurrentIndex(index)

    def request(self) -> CardPayinRequest | None:
        """The validated request, or None with every problem shown at its field."""
        self.fields.show([])
        try:
            minor = parse_amount(self.amount.text())
        except ValueError as exc:
            self.fields.show([FieldIssue("amount", str(exc))])
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
        if self.account is None:
            self.banner.show_error(self.tr("Open an account to fund first."))
            return None
        request = self.request()
        if request is None:
            self.banner.show_error(
                self.tr("Some fields need attention; see the messages beside them.")
            )
            return None
        client, uid, aid = self._session.client, self.uid, self.aid

        async def send() -> CardPayin:
            return await client.create_card_payin(uid, aid, request)

        def done(payin: CardPayin) -> None:
            self.payin = payin
            self.payment_url.setText(payin.payment_url)
            self.page_box.show()
            self.result.show_order(payin.order, uid, aid)
            self.created.emit(payin)
            self.open_page()

        return self.runner.run(
            send,
            controls=[self.create_button],
            on_success=done,
            on_fields=lambda issues: len(self.fields.show(issues)) < len(issues),
        )

    def open_page(self) -> None:
        if self.payin is not None:
            self.open_url(self.payin.payment_url)
