"""A simulation's result with a live countdown to its quote's end.

The deadline is taken on the monotonic clock from the moment the quote was asked for (its
validity is ``validUntil - timestamp``, both from the server), so the request's latency is
never counted as time left, and neither a busy UI thread nor a desktop clock that disagrees
with the server's makes it freeze or drift: every tick recomputes the time left rather than
counting ticks.

The quote is a ``HeldQuote`` (app/services/quotes.py): the door refuses a payout on one
that has ended, and ends them all when a tester expires the merchant's quotes; the preview
hears that from the context (``ChangeKind.QUOTES``) and says it at once. A quote a payout
used stays on screen, frozen, with no countdown: what was sent, not a price on offer.
"""

from __future__ import annotations

import math
import time
from datetime import UTC, datetime
from decimal import Decimal

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.money import Money
from app.models.orders import Fee
from app.models.payouts import Quote
from app.services.context import ChangeKind, WorkContext
from app.services.quotes import HeldQuote, QuoteEnd
from app.views.widgets.numbers import localized_number, money_display, money_text

WARNING_SECONDS = 10
BOUGHT_PLACES = Decimal("0.00000001")  # what a rate buys, to the rate's own places
TICK_MS = 200
SLACK_PX = 4  # rounding between the font's advance and the label's own text layout
WIDEST_SECONDS = 888  # the countdown's size is taken with this many seconds in its texts
_RESIZING = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LanguageChange)


def quote_seconds(quote: Quote) -> float:
    """How long the quote is valid from now, by the server's own two timestamps."""
    if quote.timestamp is not None:
        return (quote.valid_until - quote.timestamp).total_seconds()
    return (quote.valid_until - datetime.now(UTC)).total_seconds()


class QuotePreview(QGroupBox):
    refresh_requested = Signal()
    expired_changed = Signal(bool)

    def __init__(
        self, title: str, parent: QWidget | None = None, *, context: WorkContext | None = None
    ) -> None:
        super().__init__(title, parent)
        self.held: HeldQuote | None = None
        self.origin = QLabel("—")
        self.destination = QLabel("—")
        self.rounding = QLabel()  # what the rate buys, unrounded, when it differs
        self.rounding.setProperty("role", "subtle")
        self.rounding.setWordWrap(True)
        self.rounding.hide()
        self.fee = QLabel("—")
        self.fee.setWordWrap(True)
        self.rate = QLabel("—")
        self.countdown = QLabel()
        self.countdown.setProperty("role", "countdown")
        self.refresh_button = QPushButton(self.tr("Refresh quote"))
        self.refresh_button.hide()
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.status = QLabel(self.tr("Enter an amount to see what it costs."))
        self.status.setProperty("role", "subtle")
        self.status.setWordWrap(True)
        self.expired = True
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        if context is not None:
            context.changed.connect(self._server_changed)

        form = QFormLayout()
        form.addRow(self.tr("Debited"), self.origin)
        received = QWidget()  # the amount and, under it, why it is rounded
        received_column = QVBoxLayout(received)
        received_column.setContentsMargins(0, 0, 0, 0)
        received_column.setSpacing(2)
        received_column.addWidget(self.destination)
        received_column.addWidget(self.rounding)
        form.addRow(self.tr("Received"), received)
        self._fee_row = QLabel(self.tr("Fee"))
        form.addRow(self._fee_row, self.fee)
        form.addRow(self.tr("Rate"), self.rate)
        self._fit_countdown()
        self.countdown.installEventFilter(self)
        timer_line = QHBoxLayout()
        timer_line.addWidget(self.countdown)
        timer_line.addStretch(1)
        timer_line.addWidget(self.refresh_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(form)
        layout.addLayout(timer_line)

    def _countdown_texts(self, seconds: int) -> tuple[str, str, str]:
        return (
            self.tr("Quote expires in {0} s: send now or refresh it").format(seconds),
            self.tr("Quote valid for {0} s").format(seconds),
            self.tr("Quote expired"),
        )

    def _end_texts(self) -> tuple[str, str]:
        """The countdown's line once a quote ended early: expired by a tester, used."""
        return self.tr("Quote expired"), self.tr("Quote used")

    def _fit_countdown(self) -> None:
        """A fixed size, that of its widest text: a label whose minimum and maximum sizes are
        equal changes its text without asking its layout again. Resizing on each tick, the
        whole window was laid out and painted again five times a second."""
        label = self.countdown
        label.ensurePolished()  # the style sheet's padding and weight are the label's now
        metrics = label.fontMetrics()
        margins = label.contentsMargins()
        extra = 2 * label.margin() + SLACK_PX
        texts = (*self._countdown_texts(WIDEST_SECONDS), *self._end_texts())
        width = max(metrics.horizontalAdvance(t) for t in texts)
        size = (
            width + margins.left() + margins.right() + extra,
            metrics.height() + margins.top() + margins.bottom() + 2 * label.margin(),
        )
        if (label.minimumWidth(), label.minimumHeight()) != size or label.maximumWidth() != size[0]:
            label.setFixedSize(*size)

    def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if watched is self.countdown and event.type() in _RESIZING:
            # after the new font or style applies; dropped if the preview is gone by then
            QTimer.singleShot(0, self, self._fit_countdown)
        return super().eventFilter(watched, event)

    @property
    def ticking(self) -> bool:
        """Is the countdown running (only while shown, with a quote)?"""
        return self._timer.isActive()

    @property
    def deadline(self) -> float | None:
        """``time.monotonic()`` when the quote shown ends by its validity (None: no quote)."""
        return self.held.deadline if self.held is not None else None

    @deadline.setter
    def deadline(self, value: float) -> None:
        if self.held is not None:
            self.held.deadline = value

    @property
    def seconds_left(self) -> float:
        return self.held.seconds_left if self.held is not None else 0.0

    def show_quote(
        self,
        origin: Money,
        destination: Money,
        quote: Quote,
        fee: Fee | None = None,
        *,
        asked_at: float | None = None,
        held: HeldQuote | None = None,
    ) -> None:
        """``asked_at``: ``time.monotonic()`` when the simulation was sent; ``held``: the
        quote as the door holds it (the form's, so a payout on it can be refused), else one
        of the preview's own."""
        self.status.setText(self.tr("Quote from the server; it holds until the countdown ends."))
        self.origin.setText(money_display(origin))
        self.destination.setText(money_display(destination))
        self._fee_row.setVisible(fee is not None)
        self.fee.setVisible(fee is not None)
        if fee is not None and fee.amount is not None:
            text = money_text(fee.amount, fee.currency or origin.currency)
            if fee.breakdown is not None:
                currency = fee.currency or origin.currency
                text += self.tr(" (merchant {0} + system {1})").format(
                    money_text(fee.breakdown.merchant_fee, currency),
                    money_text(fee.breakdown.system_fee, currency),
                )
            self.fee.setText(text)
        self.rate.setText(
            f"1 {origin.currency} = {localized_number(f'{quote.rate.normalize():f}')} "
            f"{destination.currency}"
        )
        self._show_rounding(origin, destination, quote, fee)
        start = time.monotonic() if asked_at is None else asked_at
        self.held = held or HeldQuote(start + quote_seconds(quote))
        if self.isVisible():  # a hidden preview ticks again when it is shown
            self._timer.start()
        self.tick()

    def _show_rounding(
        self, origin: Money, destination: Money, quote: Quote, fee: Fee | None
    ) -> None:
        """Every amount has two decimals, crypto included (docs/api-decisions.md): 0.0166
        BTC is delivered as 0.01. The figure the rate gives, beside the one delivered, and
        why they differ, so the difference reads as a rule and not as a mistake."""
        text = ""
        fee_amount = fee.amount if fee is not None and fee.amount is not None else 0
        fee_currency = (fee.currency if fee is not None else None) or str(origin.currency)
        if (
            origin.currency != destination.currency
            and origin.amount is not None
            and destination.amount is not None
            and fee_currency == str(origin.currency)
        ):
            converted = origin.amount - fee_amount
            bought = (Decimal(converted) * quote.rate / 100).quantize(BOUGHT_PLACES).normalize()
            delivered = Decimal(destination.amount) / 100
            if bought != delivered:
                sentence = (
                    self.tr(
                        "{0} buys {1} {2} at this rate; amounts have two decimals, so the "
                        "recipient gets {3} (rounded down to a hundredth)."
                    )
                    if bought > delivered
                    else self.tr(
                        "{0} buys {1} {2} at this rate; amounts have two decimals, so the "
                        "recipient gets {3} (rounded up to a hundredth)."
                    )
                )
                text = sentence.format(
                    money_text(converted, str(origin.currency)),
                    localized_number(f"{bought:f}"),
                    destination.currency,
                    money_display(destination),
                )
        self.rounding.setText(text)
        self.rounding.setVisible(bool(text))

    def show_pending(self) -> None:
        self.status.setText(self.tr("Asking the server for a quote…"))

    def clear(self, message: str) -> None:
        """No quote (the inputs are incomplete, or the simulation failed)."""
        self._timer.stop()
        self.held = None
        for label in (self.origin, self.destination, self.fee, self.rate):
            label.setText("—")
        self.rounding.clear()
        self.rounding.hide()
        self.countdown.setText("")
        self.refresh_button.hide()
        self.status.setText(message)
        self._set_expired(True)

    def tick(self) -> None:
        """Five times a second: the text changes once a second and the tone twice a quote;
        a tick that changes neither touches nothing (no repaint, no restyle)."""
        left = self.seconds_left
        end = self.held.end if self.held is not None else None
        if end is QuoteEnd.USED:
            self._timer.stop()
            text, tone = self._end_texts()[1], ""
            self.refresh_button.hide()
            self._set_expired(True)
        elif left <= 0:
            self._timer.stop()
            text, tone = self._countdown_texts(0)[2], "bad"
            self.refresh_button.show()
            if end is QuoteEnd.EXPIRED_BY_TESTER:
                self.status.setText(
                    self.tr(
                        "This quote was expired in the sandbox (Expire quotes now); nothing "
                        "can be sent on it. Refresh the quote, then review and send."
                    )
                )
            else:
                self.status.setText(
                    self.tr("This quote has expired. Refresh the quote, then review and send.")
                )
            self._set_expired(True)
        else:
            seconds = math.ceil(left)
            ending = left <= WARNING_SECONDS
            expires, valid, _expired = self._countdown_texts(seconds)
            text, tone = (expires, "wait") if ending else (valid, "good")
            if self.refresh_button.isVisibleTo(self) != ending:
                self.refresh_button.setVisible(ending)
            self._set_expired(False)
        if self.countdown.text() != text:
            self.countdown.setText(text)
        if self.countdown.property("tone") != tone:
            self.countdown.setProperty("tone", tone)
            self.countdown.style().unpolish(self.countdown)
            self.countdown.style().polish(self.countdown)

    def freeze(self, message: str) -> None:
        """A payout used the quote: its figures stay as they were sent, with no countdown."""
        if self.held is not None:
            self.held.end_now(QuoteEnd.USED)
        self.status.setText(message)
        self.tick()

    def _server_changed(self, kind: str, _target: str) -> None:
        """The merchant's quotes were ended early: this one too, said at once."""
        if kind == ChangeKind.QUOTES and self.held is not None:
            self.held.end_now(QuoteEnd.EXPIRED_BY_TESTER)
            self.tick()

    def _set_expired(self, expired: bool) -> None:
        if expired != self.expired:
            self.expired = expired
            self.expired_changed.emit(expired)

    def stop(self) -> None:
        self._timer.stop()

    def hideEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().hideEvent(event)
        self._timer.stop()

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        if self.held is not None:
            if not self.held.ended:
                self._timer.start()
            self.tick()
