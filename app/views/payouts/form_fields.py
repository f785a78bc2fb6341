"""What a person fills in on a bank or crypto payout form: the amount with its mode (the
single-amount rule made structural), and validation as they type, with each error at its
field. Sending what they filled in is ``form_base.PayoutFormBase``'s job.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from app.models.accounts import Account, AccountCapabilities
from app.models.validation import FieldIssue, field_issues
from app.services.session import Session
from app.views.payouts.field_box import with_error
from app.views.payouts.money_note import MoneyNote
from app.views.task_runner import RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_map import FieldMap
from app.views.widgets.numbers import localized_number, parse_typed_amount

DEBITED = "amounts.debitedAmount.amount"
RECEIVED = "amounts.receivedAmount.amount"
RECEIVED_CURRENCY = "amounts.receivedAmount.currency"
VALIDATE_DELAY_MS = 150


class PayoutFormFields(QWidget):
    def __init__(
        self, session: Session, runner_factory: RunnerFactory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.account: Account | None = None  # the current account's last answer
        self.capabilities: AccountCapabilities | None = None  # its limits, if known
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.fields = FieldMap(self)
        self._validate_timer = QTimer(self)
        self._validate_timer.setSingleShot(True)
        self._validate_timer.setInterval(VALIDATE_DELAY_MS)
        self._validate_timer.timeout.connect(self.revalidate)
        self.fields.left.connect(self._validate_timer.start)  # a field left is marked at once

        self.debit_mode = QRadioButton(self.tr("Debit exactly"))
        self.receive_mode = QRadioButton(self.tr("Recipient receives exactly"))
        self.debit_mode.setChecked(True)
        modes = QButtonGroup(self)
        modes.addButton(self.debit_mode)
        modes.addButton(self.receive_mode)
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(localized_number("0.00"))
        self.amount_currency = QLabel("—")
        self.money_note = MoneyNote([self.amount])
        self.received_currency = QComboBox()
        for button in (self.debit_mode, self.receive_mode):
            button.toggled.connect(self.changed)
        self.amount.textEdited.connect(self.changed)
        self.received_currency.currentIndexChanged.connect(self.changed)

    # --- layout helpers for the subclasses ---
    def amount_rows(self, form: QFormLayout) -> None:
        modes = QHBoxLayout()
        modes.addWidget(self.debit_mode)
        modes.addWidget(self.receive_mode)
        modes.addStretch(1)
        form.addRow(self.tr("Amount mode"), modes)
        amount_line = QHBoxLayout()
        amount_line.setContentsMargins(0, 0, 0, 0)  # the label lines up with the field
        amount_line.addWidget(self.amount, 1)
        amount_line.addWidget(self.amount_currency)
        box = QWidget()
        box.setLayout(amount_line)
        box.setFocusProxy(self.amount)
        form.addRow(self.tr("Amount"), with_error(box, self.fields, DEBITED, RECEIVED, "amounts"))
        form.addRow("", self.money_note)
        form.addRow(
            self.tr("Recipient gets"),
            with_error(self.received_currency, self.fields, RECEIVED_CURRENCY),
        )

    # --- the account's currency ---
    def account_changed(self, account: Account) -> None:
        """Subclasses adapt their currency choices to the account."""

    def show_amount_currency(self) -> None:
        """The amount is in the account's currency when debiting exactly, in the recipient's
        when they receive exactly: the label beside it says which."""
        if self.receive_mode.isChecked():
            self.amount_currency.setText(self.received_currency.currentData() or "—")
        else:
            self.amount_currency.setText(self.account.currency if self.account else "—")

    # --- the amount ---
    def amount_minor(self) -> tuple[int | None, FieldIssue | None]:
        text = self.amount.text()
        try:
            return parse_typed_amount(text), None
        except ValueError as exc:
            return None, FieldIssue(DEBITED, str(exc))

    def amounts_body(self) -> dict[str, Any]:
        minor, _ = self.amount_minor()
        account_currency = self.account.currency if self.account else ""
        debited = minor if self.debit_mode.isChecked() else 0
        received = 0 if self.debit_mode.isChecked() else minor
        return {
            "debitedAmount": {"amount": debited, "currency": account_currency},
            "receivedAmount": {
                "amount": received,
                "currency": self.received_currency.currentData() or "",
            },
        }

    def debited_and_received(self) -> tuple[int | None, int | None]:
        """The amount typed, as the debit or as what the recipient gets."""
        minor, _ = self.amount_minor()
        if self.debit_mode.isChecked():
            return minor, None
        return None, minor

    # --- validation ---
    request_model: type[BaseModel]

    def body(self) -> dict[str, Any]:
        raise NotImplementedError

    def issues(self) -> list[FieldIssue]:
        """Every rule the form breaks now: the same models the client checks before sending."""
        local: list[FieldIssue] = []
        if self.account is None:
            local.append(FieldIssue("account", self.tr("Open an account to pay from first.")))
        _, amount_issue = self.amount_minor()
        if amount_issue is not None:
            local.append(amount_issue)
        else:
            money = self.money_problem()
            if money is not None:
                local.append(FieldIssue(DEBITED, money))
        own = self.fields.own_problems()  # "“Germny” is not a country…", not "ISO code"
        local += own
        try:
            self.request_model.model_validate(self.body())
        except ValidationError as exc:
            said = {issue.field for issue in own}
            if amount_issue is not None:  # the model's "must be an integer" says less
                said |= {DEBITED, RECEIVED}
            found = [i for i in field_issues(exc) if self.fields.path_of(i.field) not in said]
            return local + found
        return local

    def money_problem(self) -> str | None:
        """Why this account cannot pay this amount (balance, the feature's limits), in money;
        subclasses know what the debit is."""
        return None

    def recipient_name(self) -> str:
        """Who receives it, as the orders list names them (``counterparty``)."""
        raise NotImplementedError

    def changed(self, *_args: object) -> None:
        """Any edit: show the amount's currency and validate soon."""
        self.show_amount_currency()
        if self.amount.text():
            self.fields.touched.add(DEBITED)
        self._validate_timer.start()

    def revalidate(self) -> list[FieldIssue]:
        issues = self.issues()
        self.fields.show(issues)
        return issues

    def show_server_issues(self, issues: Sequence[FieldIssue]) -> bool:
        """The server's 400 details at the same fields; False if none of them is ours."""
        placed = len(self.fields.show_server(issues)) < len(issues)
        if placed:  # the runner says "Some fields need attention" next, until they are fixed
            self.fields.attention_comes(self.banner)
        return placed
