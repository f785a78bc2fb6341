"""The crypto payout form, with a simulation preview that refreshes itself as the amount,
currency or network change, and a submit that waits for a live quote.

Only while the form is being edited: a payout sent freezes its quote in the preview (the
account's refresh after it asked for new ones, and a rate changed beside the result). The
quote confirmed goes to the door with the payout, which sends nothing once it has ended
(its time, or a tester's "Expire quotes now"); a refusal for an ended quote fetches a new
one and says so when it is shown."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError, QuoteExpired
from app.models.accounts import Account
from app.models.money import CRYPTO_CURRENCIES
from app.models.orders import OrderSummary
from app.models.payout_limits import CRYPTO_PAYOUT, payout_problem
from app.models.payouts import (
    CryptoPayoutRequest,
    CryptoPayoutSimulation,
    CryptoPayoutSimulationRequest,
)
from app.services.context import AccountRef
from app.services.quotes import HeldQuote
from app.services.session import Session
from app.views.payouts.confirmation import ask_confirmation
from app.views.payouts.field_refusal import answer_or_field_refusal
from app.views.payouts.form_base import PayoutFormBase, with_error
from app.views.payouts.form_state import FormState
from app.views.payouts.otp_notes import otp_note
from app.views.payouts.payout_result import FOLLOW_INTERVAL_MS
from app.views.payouts.quote_preview import QuotePreview, quote_seconds
from app.views.task_runner import RunnerFactory
from app.views.widgets.api_messages import error_text
from app.views.widgets.buddies import name_wrapped_fields
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.numbers import money_display, money_text
from app.views.widgets.screen_reader import name_combo

NETWORKS = ("BITCOIN", "ETHEREUM", "TRON", "POLYGON", "SOLANA")
SIMULATE_DELAY_MS = 400


class CryptoPayoutForm(PayoutFormBase):
    request_model = CryptoPayoutRequest
    kind = "crypto payout"
    order_type = "CRYPTO_PAY_OUT"

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        simulate_delay_ms: int = SIMULATE_DELAY_MS,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
    ) -> None:
        super().__init__(session, runner_factory, parent, follow_interval_ms)
        for code in sorted(c.value for c in CRYPTO_CURRENCIES):
            self.received_currency.addItem(code, code)
        self.network = QComboBox()
        self.network.setEditable(True)
        name_combo(self.network)
        self.network.addItems(NETWORKS)
        self.network.setCurrentIndex(-1)
        line = self.network.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Network, e.g. ETHEREUM"))
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("Recipient's wallet address"))
        self.own_reference = QLineEdit()
        self.preview = QuotePreview(self.tr("Preview"), context=session.context)
        self.simulation: CryptoPayoutSimulation | None = None
        self._confirmed_quote: HeldQuote | None = None  # the quote the payout is sent on
        self._requoting = False  # a new quote was asked for after a refusal for an ended one
        self._simulated_body: dict[str, Any] | None = None
        self._simulate_timer = QTimer(self)
        self._simulate_timer.setSingleShot(True)
        self._simulate_timer.setInterval(simulate_delay_ms)
        self._simulate_timer.timeout.connect(self.simulate)
        self._preview_banner = ErrorBanner()  # simulation failures speak in the preview
        self.preview_runner = runner_factory(self.preview, self._preview_banner)
        self._build()
        self.address.textEdited.connect(self.changed)
        self.own_reference.textEdited.connect(self.changed)
        self.network.currentTextChanged.connect(self.changed)
        self.preview.refresh_requested.connect(self.simulate)
        self.preview.expired_changed.connect(lambda _e: self._update_submit())
        self.created.connect(self._quote_used)
        # the confirmation says when the quote it shows ends (tests replace ``confirm``)
        self.confirm = lambda c: ask_confirmation(self, replace(c, quote=self._confirmed_quote))
        self._update_submit()

    def _build(self) -> None:
        f = self.fields
        amounts = QGroupBox(self.tr("Amount"))
        amount_form = QFormLayout(amounts)
        self.amount_rows(amount_form)
        recipient = QGroupBox(self.tr("Recipient"))
        form = QFormLayout(recipient)
        form.addRow(self.tr("Network"), with_error(self.network, f, "recipient.network"))
        form.addRow(self.tr("Address"), with_error(self.address, f, "recipient.address"))
        form.addRow(self.tr("Own reference"), with_error(self.own_reference, f, "ownReference"))
        left = QVBoxLayout()
        left.addWidget(amounts)
        left.addWidget(recipient)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self._preview_banner)
        right.addWidget(self.preview)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.result)
        outer.addLayout(self.buttons_row(self.banner))
        name_wrapped_fields(self)

    # --- body ---
    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "amounts": self.amounts_body(),
            "recipient": {
                "address": self.address.text().strip(),
                "network": self.network.currentText().strip().upper(),
            },
        }
        if self.own_reference.text().strip():
            body["ownReference"] = self.own_reference.text().strip()
        return body

    def simulation_body(self) -> dict[str, Any]:
        return {
            "amounts": self.amounts_body(),
            "recipient": {"network": self.network.currentText().strip().upper()},
        }

    def recipient_name(self) -> str:
        return self.address.text().strip()

    def money_problem(self) -> str | None:
        """The quote's debit (fee included) when there is one, else the amount debited."""
        if self.account is None:
            return None
        debit: int | None
        if self.simulation is not None and self.simulation.origin.amount is not None:
            debit, fee_known = self.simulation.origin.amount, True
        else:
            debit, fee_known = self.debited_and_received()[0], False
        if debit is None:
            return None
        return payout_problem(
            self.account,
            self.capabilities,
            CRYPTO_PAYOUT,
            debit,
            "crypto payout",
            fee_known=fee_known,
        )

    def account_changed(self, account: Account) -> None:
        self.preview.clear(self.tr("Enter an amount to see what it costs."))

    # --- preview ---
    def changed(self, *_args: object) -> None:
        super().changed()
        if hasattr(self, "_simulate_timer") and self.state is FormState.EDITING:
            if self._simulated_body is not None and self.simulation_body() != self._simulated_body:
                self.simulation = None
                self.preview.clear(self.tr("The amount or network changed; updating the quote…"))
            self._simulate_timer.start()
            self._update_submit()

    def simulate(self) -> None:
        self._simulate_timer.stop()
        if self.state is not FormState.EDITING:
            return  # being sent, or sent: the quote shown is the one confirmed
        body = self.simulation_body()
        try:
            request = CryptoPayoutSimulationRequest.model_validate(body)
        except Exception:
            self.preview.clear(self.tr("Enter an amount and a network to see what it costs."))
            return
        ref = self.paying_from()
        if ref is None or self.amount_minor()[1] is not None:
            self.preview.clear(self.tr("Enter an amount and a network to see what it costs."))
            return
        client = self._session.client
        self.preview.show_pending()
        asked_at = time.monotonic()

        async def load() -> CryptoPayoutSimulation | ApiError:
            return await answer_or_field_refusal(
                client.simulate_crypto_payout(ref.uid, ref.aid, request)
            )

        def show(answer: CryptoPayoutSimulation | ApiError) -> None:
            if self.simulation_body() != body:
                return  # the person typed on; a newer simulation follows
            if isinstance(answer, ApiError):
                self.fields.show_all = True
                self.fields.show(answer.details)
                self.simulation = None
                self.preview.clear(self.tr("No quote: see the message at the marked field."))
                self._update_submit()
                return
            simulation = answer
            self.simulation = simulation
            self._simulated_body = body
            held = self._session.actions.quotes.hold(quote_seconds(simulation.quote), asked_at)
            self.preview.show_quote(
                simulation.origin,
                simulation.destination,
                simulation.quote,
                simulation.fee,
                asked_at=asked_at,
                held=held,
            )
            if self._requoting:
                self._requoting = False
                self.banner.show_error(
                    self.tr(
                        "The quote ended before the payout was sent; nothing was sent. A new "
                        "quote is shown: check its amounts, then review and send again."
                    )
                )
            self._update_submit()

        def failed(exc: BaseException) -> None:
            self.simulation = None
            message = error_text(exc) if isinstance(exc, ApiError) else str(exc)
            self.preview.clear(self.tr("No quote: {0}").format(message))
            self._update_submit()

        self.preview_runner.run(load, on_success=show, on_failure=failed, key="simulate")

    def _update_submit(self) -> None:
        live = self.simulation is not None and not self.preview.expired
        self.submit_button.setEnabled(live)
        self.submit_button.setToolTip("" if live else self._why_not_live())

    def _why_not_live(self) -> str:
        if self.simulation is not None:  # shown, and ended
            return self.tr(
                "The quote in the preview has ended; nothing can be sent on it. Refresh the "
                "quote, then review and send."
            )
        return self.tr("Wait for a live quote in the preview (or refresh it).")

    # --- submit ---
    def submit(self) -> asyncio.Task[None] | None:
        if self.state is FormState.EDITING and (
            self.simulation is None or self.preview.expired
        ):  # also via the keyboard shortcut
            self.banner.show_error(self._why_not_live())
            return None
        self._confirmed_quote = self.preview.held
        return super().submit()

    def path(self, ref: AccountRef) -> str:
        return f"/api/v1/account/users/{ref.uid}/accounts/{ref.aid}/crypto-payouts"

    async def send_request(self, ref: AccountRef, request: Any, key: str) -> OrderSummary:
        return await self._session.actions.create_crypto_payout(
            ref, request, key, quote=self._confirmed_quote
        )

    def confirm_title(self) -> str:
        return self.tr("Send this crypto payout?")

    def confirmation_rows(self) -> list[tuple[str, str]]:
        request = CryptoPayoutRequest.model_validate(self.body())
        simulation = self.simulation
        rows: list[tuple[str, str]] = []
        if simulation is not None:
            fee = simulation.fee
            fee_text = (
                money_text(fee.amount, fee.currency or simulation.origin.currency)
                if fee.amount is not None
                else "—"
            )
            if fee.breakdown is not None:
                currency = fee.currency or simulation.origin.currency
                fee_text += self.tr(" (merchant {0} + system {1})").format(
                    money_text(fee.breakdown.merchant_fee, currency),
                    money_text(fee.breakdown.system_fee, currency),
                )
            rows += [
                (self.tr("Debited"), money_display(simulation.origin)),
                (self.tr("Received"), money_display(simulation.destination)),
                (self.tr("Fee"), fee_text),
                (self.tr("Rate"), self.preview.rate.text()),
                (
                    self.tr("Note"),
                    self.tr(
                        "The amounts are the preview's quote; the server prices the payout "
                        "again when it is made."
                    ),
                ),
            ]
        rows += [
            (self.tr("To"), request.recipient.address),
            (self.tr("Network"), request.recipient.network),
        ]
        return rows

    def otp_note(self) -> str:
        if self.simulation is None:
            return super().otp_note()
        return otp_note(
            sandbox=self._session.sandbox is not None,
            currency=self.simulation.origin.currency,
            debit=self.simulation.origin.amount or 0,
        )

    def send_failed(self, exc: BaseException) -> None:
        """The quote ended before the payout left (the door found it ended, or the server
        said so: a live server's clock may end it before the countdown does): drop it and
        ask for a new one, so Send waits for a quote the server holds to; once it is shown,
        the banner says so (not "get a new quote" beside the new one)."""
        if not isinstance(exc, QuoteExpired):
            return
        self.simulation = None
        self._simulated_body = None
        self.preview.clear(
            self.tr("The quote ended before the payout was sent; asking for a new one…")
        )
        self._update_submit()
        self._requoting = True
        self.simulate()

    def _quote_used(self, _order: object) -> None:
        """The payout took its quote: it stays as sent, with no countdown and no new quote
        beside the result (the account's refresh after a payout asked for one, each with
        the rate of its moment)."""
        self._simulate_timer.stop()
        self.preview_runner.cancel_all()
        self.simulation = None
        self._simulated_body = None
        self.preview.freeze(
            self.tr("The payout just sent used this quote; it no longer counts down.")
        )
        self._update_submit()

    def repeat(self) -> None:
        super().repeat()
        self.changed()  # a repeat needs a fresh quote

    def clear_form(self) -> None:
        super().clear_form()
        self._simulate_timer.stop()
        self.preview_runner.cancel_all()
        self.simulation = None
        self._simulated_body = None
        self.network.setCurrentIndex(-1)
        self.preview.clear(self.tr("Enter an amount and a network to see what it costs."))
        self._update_submit()

    def stop(self) -> None:
        self._simulate_timer.stop()
        self.preview_runner.cancel_all()  # an answer after closing must not restart the clock
        self.preview.stop()
