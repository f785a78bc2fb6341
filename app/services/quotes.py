"""The quotes Teller shows, and the rule that nothing is sent on one that has ended.

A simulation's quote holds until its ``validUntil``; Teller measures that on the monotonic
clock from the moment the simulation was asked for (its validity is ``validUntil -
timestamp``, both the server's), so neither the request's latency nor a desktop clock that
disagrees with the server's counts as time left. A quote also ends early: a tester's
"Expire quotes now" ends every quote the merchant holds, and the door ends the ones Teller
holds with it (``QuoteBook.end_all``), so a preview shows it at once and a payout confirmed
on one is refused before it leaves (``QuoteEnded``), whatever the view did.
"""

from __future__ import annotations

import time
import weakref
from enum import Enum

from app.api.errors import QuoteExpired


class QuoteEnd(Enum):
    """Why a quote no longer holds."""

    TIME = "time"  # its validUntil passed
    EXPIRED_BY_TESTER = "tester"  # Sandbox › Expire quotes now
    USED = "used"  # a payout was made on it


class QuoteEnded(QuoteExpired):
    """Teller refused to send a payout on a quote that had ended; nothing was sent."""

    default_message = (
        "The quote had ended before the payout was sent; nothing was sent. "
        "Refresh the quote, check its amounts, then review and send again."
    )


class HeldQuote:
    """One quote on screen: when it ends, and whether something ended it earlier."""

    def __init__(self, deadline: float) -> None:
        """``deadline``: ``time.monotonic()`` when it ends by the server's validity."""
        self.deadline = deadline
        self._ended: QuoteEnd | None = None

    @property
    def seconds_left(self) -> float:
        if self._ended is not None:
            return 0.0
        return max(0.0, self.deadline - time.monotonic())

    @property
    def end(self) -> QuoteEnd | None:
        """Why it has ended, or None while it holds."""
        if self._ended is None and time.monotonic() >= self.deadline:
            return QuoteEnd.TIME
        return self._ended

    @property
    def ended(self) -> bool:
        return self.end is not None

    def end_now(self, why: QuoteEnd) -> None:
        """Ended before its time (the first reason stays)."""
        if self._ended is None:
            self._ended = why


class QuoteBook:
    """The quotes the session's views hold, so that one action can end them all."""

    def __init__(self) -> None:
        self._held: weakref.WeakSet[HeldQuote] = weakref.WeakSet()

    def hold(self, validity_seconds: float, asked_at: float | None = None) -> HeldQuote:
        """A quote valid ``validity_seconds`` from ``asked_at`` (``time.monotonic()`` when
        the simulation was sent; now if not given)."""
        start = time.monotonic() if asked_at is None else asked_at
        quote = HeldQuote(start + validity_seconds)
        self._held.add(quote)
        return quote

    def end_all(self, why: QuoteEnd) -> int:
        """Every quote still holding ends now; returns how many did."""
        live = [q for q in self._held if not q.ended]
        for quote in live:
            quote.end_now(why)
        return len(live)


def refuse_if_ended(quote: HeldQuote | None) -> None:
    """The door's rule: a payout priced on a quote that has ended is not sent."""
    if quote is not None and quote.ended:
        raise QuoteEnded()
