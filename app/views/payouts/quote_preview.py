"""A simulation's result with a live countdown to its quote's end.

The deadline is taken on the monotonic clock from the moment the quote was asked for (its
validity is ``validUntil - timestamp``, both from the server), so the request's latency is
never counted as time left, and neither a busy UI thread nor a desktop clock that disagrees
with the server's makes it freeze or drift: every tick recomputes the time left rather than
counting ticks.
"""

from __future__ import annotations

import math
import time
from datetime import UTC, datetime

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
from app.views.widgets.numbers import localized_number, money_display, money_text

WARNING_SECONDS = 10
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

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.origin = QLabel("—")
        self.destination = QLabel("—")
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
        self.deadline: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)

        form = QFormLayout()
        form.addRow(self.tr("Debited"), self.origin)
        form.addRow(self.tr("Received"), self.destination)
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

    def _fit_countdown(self) -> None:
        """A fixed size, that of its widest text: a label whose minimum and maximum sizes are
        equal changes its text without asking its layout again. Resizing on each tick, the
        whole window was laid out and painted again five times a second."""
        label = self.countdown
        label.ensurePolished()  # the style sheet's padding and weight are the label's now
        metrics = label.fontMetrics()
        margins = label.contentsMargins()
        extra = 2 * label.margin() + SLACK_PX
        width = max(metrics.horizontalAdvance(t) for t in self._countdown_texts(WIDEST_SECONDS))
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
    def seconds_left(self) -> float:
        if self.deadline is None:
            return 0.0
        return max(0.0, self.deadline - time.monotonic())

    def show_quote(
        self,
        origin: Money,
        destination: Money,
        quote: Quote,
        fee: Fee | None = None,
        *,
        asked_at: float | None = None,
    ) -> None:
        """``asked_at``: ``time.monotonic()`` when the simulation was sent."""
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
        start = time.monotonic() if asked_at is None else asked_at
        self.deadline = start + quote_seconds(quote)
        if self.isVisible():  # a hidden preview ticks again when it is shown
            self._timer.start()
        self.tick()

    def show_pending(self) -> None:
        self.status.setText(self.tr("Asking the server for a quote…"))

    def clear(self, message: str) -> None:
        """No quote (the inputs are incomplete, or the simulation failed)."""
        self._timer.stop()
        self.deadline = None
        for label in (self.origin, self.destination, self.fee, self.rate):
            label.setText("—")
        self.countdown.setText("")
        self.refresh_button.hide()
        self.status.setText(message)
        self._set_expired(True)

    def tick(self) -> None:
        """Five times a second: the text changes once a second and the tone twice a quote;
        a tick that changes neither touches nothing (no repaint, no restyle)."""
        left = self.seconds_left
        if left <= 0:
            self._timer.stop()
            text, tone = self._countdown_texts(0)[2], "bad"
            self.refresh_button.show()
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
        if self.deadline is not None:
            self._timer.start()
            self.tick()
