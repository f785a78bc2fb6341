"""What the request log's entries weigh in memory, with one copy of each body held twice.

The log was bounded by entries only: 500 pages of 100 orders (56 KB each) held 16 MiB of
text with the orders workspace refreshing itself, and up to 64 MiB in theory. It is now
bounded by bytes too (``RequestLog``'s budget), counted here with ``sys.getsizeof``: what the
strings really take, one byte a character for the Latin text of most answers, up to four.

A check repeated in the background (an auto-refresh, a payout's state followed every 2 s)
is mostly answered the same, so equal bodies share one string: the repeats cost their
entry and not their body again, and the budget counts each distinct body once.
"""

from __future__ import annotations

from dataclasses import dataclass
from sys import getsizeof
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.api.exchange import Exchange


def own_size(exchange: Exchange) -> int:
    """Bytes an entry holds apart from its bodies: itself, its URL, headers and error."""
    size = getsizeof(exchange) + getsizeof(exchange.__dict__) + getsizeof(exchange.url)
    for headers in (exchange.request_headers, exchange.response_headers):
        size += getsizeof(headers)
        for name, value in headers.items():
            size += getsizeof(name) + getsizeof(value)
    if exchange.error is not None:
        size += getsizeof(exchange.error)
    return size


@dataclass(slots=True)
class _Held:
    text: str  # the copy every entry with this body stores
    holders: int


class SharedBodies:
    """Each distinct body text once, with how many entries hold it."""

    def __init__(self) -> None:
        self._held: dict[str, _Held] = {}
        self.bytes = 0

    def keep(self, text: str | None) -> str | None:
        """The copy to store for ``text``: one already held when an entry has it."""
        if text is None:
            return None
        held = self._held.get(text)
        if held is None:
            self._held[text] = _Held(text, 1)
            self.bytes += getsizeof(text)
            return text
        held.holders += 1
        return held.text

    def release(self, text: str | None) -> None:
        """An entry holding ``text`` left the log; the last one frees it."""
        if text is None:
            return
        held = self._held[text]
        held.holders -= 1
        if held.holders == 0:
            del self._held[text]
            self.bytes -= getsizeof(text)

    def clear(self) -> None:
        self._held.clear()
        self.bytes = 0
