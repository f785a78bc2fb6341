"""What a transfer to another account would cost and deliver: the transfer simulation,
refreshed as the amount or the recipient account changes, with its quote's countdown."""

from __future__ import annotations

import time

from pydantic import ValidationError
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError
from app.models.accounts import Account
from app.models.payouts import TransferSimulation, TransferSimulationRequest
from app.models.validation import FieldIssue, field_issues
from app.services.directory import AccountEntry
from app.services.session import Session
from app.views.accounts.choose_account import ChooseAccountButton
from app.views.payouts.field_refusal import answer_or_field_refusal
from app.views.payouts.money_note import MoneyNote
from app.views.payouts.quote_preview import QuotePreview
from app.views.task_runner import RunnerFactory
from app.views.widgets.api_messages import error_text
from app.views.widgets.buddies import ERROR_WRAPPER, name_wrapped_fields
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_map import FieldMap
from app.views.widgets.numbers import parse_typed_amount

SIMULATE_DELAY_MS = 400


class TransferPreview(QWidget):
    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        simulate_delay_ms: int = SIMULATE_DELAY_MS,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.account: Account | None = None  # the current account's last answer
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.fields = FieldMap(self)
        self.fields.show_all = True
        self.amount = QLineEdit()
        self.amount.setPlaceholderText("0.00")
        self.currency = QLabel("—")
        self.money_note = MoneyNote([self.amount])
        self.recipient = QLineEdit()
        self.recipient.setPlaceholderText(self.tr("The recipient account's id"))
        self.choose_recipient = ChooseAccountButton(
            session, text=self.tr("Choose…"), shortcut=None, chosen=self.set_recipient
        )
        self.choose_recipient.setToolTip(self.tr("Pick the recipient account by name"))
        self.recipient_name = QLabel()
        self.recipient_name.setProperty("role", "subtle")
        self.preview = QuotePreview(self.tr("Preview"), context=session.context)
        self.simulation: TransferSimulation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(simulate_delay_ms)
        self._timer.timeout.connect(self.simulate)

        inputs = QGroupBox(self.tr("Transfer"))
        form = QFormLayout(inputs)
        amount_box = QWidget()
        amount_box.setProperty(ERROR_WRAPPER, True)
        amount_box.setFocusProxy(self.amount)
        amount_column = QVBoxLayout(amount_box)
        amount_column.setContentsMargins(0, 0, 0, 0)
        amount_column.addWidget(self.amount)
        amount_column.addWidget(self.fields.add("origin.amount", self.amount, "origin"))
        form.addRow(self.tr("Amount"), amount_box)
        form.addRow("", self.money_note)
        form.addRow(self.tr("Currency"), self.currency)
        recipient_box = QWidget()
        recipient_box.setProperty(ERROR_WRAPPER, True)
        recipient_box.setFocusProxy(self.recipient)
        recipient_column = QVBoxLayout(recipient_box)
        recipient_column.setContentsMargins(0, 0, 0, 0)
        recipient_line = QHBoxLayout()
        recipient_line.addWidget(self.recipient, 1)
        recipient_line.addWidget(self.choose_recipient)
        recipient_column.addLayout(recipient_line)
        recipient_column.addWidget(self.recipient_name)
        recipient_column.addWidget(
            self.fields.add("recipient.accountId", self.recipient, "recipient")
        )
        form.addRow(self.tr("To account"), recipient_box)
        name_wrapped_fields(inputs)
        note = QLabel(
            self.tr(
                "The API simulates transfers between accounts; it has no call that makes one. "
                "This preview shows what a transfer would debit and deliver at today's rate."
            )
        )
        note.setWordWrap(True)
        note.setProperty("role", "subtle")
        layout = QVBoxLayout(self)
        layout.addWidget(inputs)
        layout.addWidget(self.banner)  # floats over the preview, never over the inputs
        layout.addWidget(self.preview)
        layout.addWidget(note)
        layout.addStretch(1)
        self.amount.textEdited.connect(self._edited)
        self.recipient.textEdited.connect(self._edited)
        self.recipient.textEdited.connect(
            lambda text: self.recipient_name.setText(session.directory.account_label(text.strip()))
        )
        self.preview.refresh_requested.connect(self.simulate)

    def set_recipient(self, entry: AccountEntry) -> None:
        """The account chosen by name: its id goes in the field, its name beside."""
        self.recipient.setText(entry.aid)
        self.recipient.setCursorPosition(0)
        self.recipient_name.setText(entry.label)
        self._edited(entry.aid)

    def _inputs(self) -> tuple[str, str, str]:
        aid = self.account.id if self.account else ""
        return (aid, self.amount.text().strip(), self.recipient.text().strip())

    def _edited(self, _text: str) -> None:
        """A quote for other inputs is no quote for these: drop it, ask again soon."""
        if self.simulation is not None:
            self.simulation = None
            self.preview.clear(self.tr("The amount or recipient changed; updating the quote…"))
        self._timer.start()

    def set_account(self, account: Account | None) -> None:
        """The current account's answer; None while another loads (its quote is dropped)."""
        same = account is not None and self.account is not None and account.id == self.account.id
        self.account = account
        if same:
            return
        self.money_note.follow(account.currency if account is not None else None)
        self._timer.stop()
        self.runner.cancel_all()
        self.simulation = None
        self.currency.setText(account.currency if account else "—")
        self.preview.clear(self.tr("Enter an amount and the recipient account."))

    def simulate(self) -> None:
        self._timer.stop()
        self.fields.show([])
        ref = self._session.context.account
        if (
            self.account is None
            or ref is None
            or ref.aid != self.account.id
            or not self.amount.text().strip()
            or not self.recipient.text().strip()
        ):
            self.preview.clear(self.tr("Enter an amount and the recipient account."))
            return
        try:
            minor = parse_typed_amount(self.amount.text())
        except ValueError as exc:
            self.fields.show([FieldIssue("origin.amount", str(exc))])
            self.preview.clear(self.tr("Correct the amount to see a quote."))
            return
        try:
            request = TransferSimulationRequest.model_validate(
                {
                    "origin": {"amount": minor, "currency": self.account.currency},
                    "recipient": {"accountId": self.recipient.text().strip()},
                }
            )
        except ValidationError as exc:
            self.fields.show(field_issues(exc))
            self.preview.clear(self.tr("Correct the marked field to see a quote."))
            return
        client = self._session.client
        self.preview.show_pending()
        asked_at = time.monotonic()
        asked = self._inputs()

        async def load() -> TransferSimulation | ApiError:
            return await answer_or_field_refusal(
                client.simulate_transfer(ref.uid, ref.aid, request)
            )

        def show(simulation: TransferSimulation | ApiError) -> None:
            if self._inputs() != asked:
                return  # the person typed on; a newer simulation follows
            if isinstance(simulation, ApiError):  # said once, at its field
                self.simulation = None
                self.fields.show(simulation.details)
                self.preview.clear(self.tr("No quote: see the message at the marked field."))
                return
            self.simulation = simulation
            self.preview.show_quote(
                simulation.origin, simulation.destination, simulation.quote, asked_at=asked_at
            )

        def failed(exc: BaseException) -> None:
            if self._inputs() != asked:
                return
            self.simulation = None
            message = error_text(exc) if isinstance(exc, ApiError) else str(exc)
            self.preview.clear(self.tr("No quote: {0}").format(message))

        self.runner.run(load, on_success=show, on_failure=failed, key="simulate")

    def stop(self) -> None:
        self._timer.stop()
        self.runner.cancel_all()  # an answer after closing must not restart the clock
        self.preview.stop()
