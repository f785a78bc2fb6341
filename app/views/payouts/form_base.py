"""Sending what a bank or crypto payout form holds: the account it debits, the confirmation,
one Idempotency-Key per confirmed body, the new order, and the form once sent. What the
person fills in, and its validation, is ``form_fields.PayoutFormFields``'s job.

The account paid from is the context's current account, and only once its own answer has
arrived (``set_account``): a payout is refused while the account shown is not the current
one, and the account confirmed is the account paid from. A failure of any kind leaves every
field as typed; only a success renews the key.
"""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QWidget

from app.models.accounts import Account, AccountCapabilities
from app.models.orders import OrderSummary
from app.services.context import AccountRef
from app.services.payout_submission import PayoutSubmission
from app.services.recent_payouts import recent_twin
from app.services.session import Session
from app.views.accounts.choose_account import account_name
from app.views.payouts.confirmation import Confirm, Confirmation, ask_confirmation, confirm_later
from app.views.payouts.field_box import with_error
from app.views.payouts.form_fields import DEBITED, RECEIVED, RECEIVED_CURRENCY, PayoutFormFields
from app.views.payouts.form_state import AccountMoved, FormState, inputs_of, show_sent
from app.views.payouts.otp_notes import otp_note
from app.views.payouts.payout_result import FOLLOW_INTERVAL_MS, PayoutResult
from app.views.task_runner import Binding, Moved, RunnerFactory
from app.views.widgets.numbers import money_display
from app.views.widgets.visible_text import visible

__all__ = [  # kept importable from here, where the forms have always found them
    "DEBITED",
    "RECEIVED",
    "RECEIVED_CURRENCY",
    "PayoutFormBase",
    "with_error",
]


class PayoutFormBase(PayoutFormFields):
    created = Signal(object)  # OrderSummary
    kind = "payout"
    order_type = ""  # the order type of what this form makes, e.g. BANK_PAY_OUT

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
    ) -> None:
        super().__init__(session, runner_factory, parent)
        self.state = FormState.EDITING
        self._said_for: str | None = None  # the account an outcome of another was said to
        self.submission = PayoutSubmission()
        self.confirm: Confirm = lambda confirmation: ask_confirmation(self, confirmation)
        self.submit_button = QPushButton(self.tr("Review and send…"))
        self.submit_button.setToolTip(self.tr("Ctrl+Enter"))
        submit_shortcut = QShortcut(QKeySequence("Ctrl+Return"), self)
        submit_shortcut.activated.connect(self.submit)
        self.clear_button = QPushButton(self.tr("New payout"))
        self.clear_button.setToolTip(self.tr("Start again with an empty form"))
        self.repeat_button = QPushButton(self.tr("Repeat this payout…"))
        self.repeat_button.setToolTip(
            self.tr("Send the same payout again: the form opens for review with its values")
        )
        self.repeat_button.hide()
        self.result = PayoutResult(session, runner_factory, follow_interval_ms=follow_interval_ms)
        self.submit_button.clicked.connect(self.submit)
        self.clear_button.clicked.connect(self.clear_form)
        self.repeat_button.clicked.connect(self.repeat)

    def buttons_row(self, banner: QWidget | None = None) -> QHBoxLayout:
        """The form's buttons on the right; ``banner`` floats beside them, over no field."""
        row = QHBoxLayout()
        if banner is not None:
            row.addWidget(banner, 1)
        else:
            row.addStretch(1)
        row.addWidget(self.clear_button)
        row.addWidget(self.repeat_button)
        row.addWidget(self.submit_button)
        return row

    # --- the account ---
    @property
    def ref(self) -> AccountRef | None:
        """The account money leaves from: the current one."""
        return self._session.context.account

    def set_account(
        self, account: Account | None, capabilities: AccountCapabilities | None = None
    ) -> None:
        """The current account's answer (None while another loads); a refresh of the same
        account only updates its figures."""
        same = account is not None and self.account is not None and account.id == self.account.id
        self.account = account
        self.capabilities = capabilities if account is not None else None
        if not same:
            if self.state is FormState.DONE:
                self.clear_form()  # what was sent belonged to the previous account
            if self.money_note.follow(account.currency if account is not None else None):
                self.fields.forget(DEBITED)
            if not self._still_saying(account):
                self.banner.clear()  # a refusal about the previous account says nothing here
            if account is not None:
                self.account_changed(account)
        self.changed()

    def _still_saying(self, account: Account | None) -> bool:
        """A payout that landed for another account is said to the account current then,
        and stays said when that account's own answer arrives."""
        if self._said_for is not None and (account is None or account.id == self._said_for):
            return True
        self._said_for = None
        return False

    def paying_from(self) -> AccountRef | None:
        """The current account, if the figures shown are its own (not still loading)."""
        ref = self.ref
        if ref is None or self.account is None or self.account.id != ref.aid:
            return None
        return ref

    # --- submit ---
    def confirmation_rows(self) -> list[tuple[str, str]]:
        raise NotImplementedError

    def path(self, ref: AccountRef) -> str:
        raise NotImplementedError

    async def send_request(self, ref: AccountRef, request: Any, key: str) -> OrderSummary:
        raise NotImplementedError

    def otp_note(self) -> str:
        minor, _ = self.amount_minor()
        return otp_note(
            sandbox=self._session.sandbox is not None,
            currency=self.account.currency if self.account else "",
            debit=minor if self.debit_mode.isChecked() else None,
        )

    def submit(self) -> asyncio.Task[None] | None:
        """Check the form, look for the same payout sent moments ago, confirm, send.

        Returns the task doing the last three (None if the form was refused at once)."""
        if self.state is not FormState.EDITING:
            return None  # sending already, or done: "Repeat this payout" is the way again
        self._validate_timer.stop()
        self.fields.show_all = True
        self.fields.forget_server()  # sent again as it is: the server judges it afresh
        issues = self.revalidate()
        if issues:
            unplaced = [i for i in issues if self.fields.path_of(i.field) is None]
            if unplaced:
                self.banner.show_error(unplaced[0].message)
            else:  # said until the fields marked are fixed or changed
                self.fields.say_attention(
                    self.banner,
                    self.tr("Some fields need attention; see the messages beside them."),
                )
            first = self.fields.first_invalid(issues)
            if first is not None:
                first.setFocus()
            return None
        ref = self.paying_from()
        if ref is None:
            self.banner.show_error(self.tr("The account to pay from is still loading; wait."))
            return None
        request = self.request_model.model_validate(self.body())
        rows = [(self.tr("From"), self.from_account()), *self.confirmation_rows()]
        title, note = self.confirm_title(), self.otp_note()
        debited, received = self.debited_and_received()
        recipient = self.recipient_name()
        client = self._session.client

        async def review_and_send() -> OrderSummary | None:
            twin = await recent_twin(
                client, ref, self.order_type, recipient, debited=debited, received=received
            )
            confirmation = Confirmation(title, rows, note)
            if twin is not None:
                confirmation = Confirmation(
                    title,
                    rows,
                    note,
                    warning=self.twin_warning(twin),
                    send_text=self.tr("Send again"),
                )
            if not await confirm_later(self.confirm, confirmation):
                return None
            if self.paying_from() != ref:  # the context moved while the person read
                raise AccountMoved(
                    self.tr(
                        "The account to pay from changed while you confirmed; nothing was sent."
                    )
                )
            key = self.submission.key_for(
                request.model_dump(mode="json", by_alias=True), self.path(ref)
            )
            return await self.send_request(ref, request, key)

        def done(order: OrderSummary | None) -> None:
            if order is None:  # the person said no: back to the form as it was
                self._set_state(FormState.EDITING)
                self.submit_button.setFocus()
                return
            self.submission.succeeded()
            self._set_state(FormState.DONE)
            self.banner.show_info(self.tr("Payout created: {0}.").format(order.id))
            self.result.show_order(order, ref)
            self.created.emit(order)

        def failed(exc: BaseException) -> None:
            self._set_state(FormState.EDITING)
            self.send_failed(exc)

        self._set_state(FormState.SENDING)
        return self.runner.run(
            review_and_send,
            controls=[self.submit_button, self.repeat_button, self.clear_button],
            on_success=done,
            on_failure=failed,
            on_fields=self.show_server_issues,
            # Retry goes through submit again: the form as it is now, confirmed again; the
            # same key if nothing changed, a new one if the person edited it meanwhile.
            retry=self.submit,
            binding=Binding.ACTION,
            elsewhere=self._landed_elsewhere,
        )

    def _landed_elsewhere(self, moved: Moved[OrderSummary | None]) -> None:
        """Another account became current while this payout was confirmed or sent: the form
        (now the new account's) stays open for editing; the sentence says where it went."""
        self._set_state(FormState.EDITING)
        now = self.ref
        self._said_for = now.aid if now is not None else None
        ref = moved.asked.account
        whose = account_name(self._session, ref) if ref is not None else ""
        if moved.error is not None:
            self.banner.show_error(
                self.tr("The payout from {0} was not sent: {1}").format(whose, moved.reason)
            )
            return
        order = moved.result
        if order is None:  # the person said no, then chose another account
            return
        self.submission.succeeded()
        self.banner.show_info(
            self.tr(
                "Payout {0} was created from {1}, not from the account now chosen; see it in "
                "that account's orders."
            ).format(visible(order.reference) or order.id, whose)
        )
        self.created.emit(order)

    def send_failed(self, exc: BaseException) -> None:
        """What a form of one kind does more about a refusal the banner says (a hook)."""

    def twin_warning(self, twin: OrderSummary) -> str:
        when = twin.created_at.astimezone().strftime("%H:%M") if twin.created_at else "—"
        amount = money_display(twin.origin) if twin.origin else "—"
        return self.tr(
            "The same payout ({0} to {1}) was sent from this account at {2}: order {3}. "
            "Send it again only if a second payout is meant."
        ).format(
            amount, visible(twin.counterparty) or "—", when, visible(twin.reference) or twin.id
        )

    # --- after a payout ---
    def _set_state(self, state: FormState) -> None:
        """Done: what was sent stays on screen, read-only, with the ways on from it."""
        self.state = state
        done = state is FormState.DONE
        show_sent(self._inputs(), done)
        self.submit_button.setVisible(not done)
        self.repeat_button.setVisible(done)
        if done:
            self.clear_button.setDefault(True)
            self.clear_button.setFocus()

    def _inputs(self) -> list[QWidget]:
        return inputs_of(
            self,
            keep=(self.submit_button, self.clear_button, self.repeat_button),
            outside=(self.result, self.banner),
        )

    def keep_sent(self, order: OrderSummary, ref: AccountRef) -> None:
        """A form carried into a window built again (View > Language) after its payout was
        sent stays sent: locked, beside its result (it came back open, ready to send again)."""
        self._set_state(FormState.DONE)
        self.result.show_order(order, ref)

    def repeat(self) -> None:
        """The same values, open for review: sending them is a new payout (a new key)."""
        self.banner.clear()
        self.result.clear()
        self._set_state(FormState.EDITING)
        self.amount.setFocus()

    def confirm_title(self) -> str:
        return self.tr("Send this payout?")

    def from_account(self) -> str:
        account = self.account
        if account is None:
            return self.ref.aid if self.ref else ""
        return f"{visible(account.alias)} · {account.id}" if account.alias else account.id

    def clear_form(self) -> None:
        """Start a new payout: every field empty, errors hidden (the key renews by itself)."""
        self._set_state(FormState.EDITING)
        self.result.clear()
        for line in self.findChildren(QLineEdit):
            if line is not self.received_currency.lineEdit():
                line.clear()
        self.fields.reset()
        self.banner.clear()
        self.money_note.hide()
