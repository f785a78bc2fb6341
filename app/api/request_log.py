"""Every exchange with the server, redacted, bounded, observable: what testers look at.

Nothing reaches an ``Exchange`` unredacted (redaction.py), so neither the UI, a copied cURL
line nor a saved log can leak a secret. The log is bounded by entries and by bytes
(log_budget.py).
"""

from __future__ import annotations

import shlex
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from app.api.exchange import Exchange as Exchange  # the log's entries, named here as before
from app.api.log_budget import SharedBodies, own_size
from app.api.redaction import redact_body, redact_headers, redact_url, redact_values

DEFAULT_CAPACITY = 500
# All entries together up to this many bytes: about 70 different pages of 100 orders (each
# body at most redaction.MAX_BODY_CHARS), or all 500 entries when they average 8 KB (most
# requests of a working session are under 2 KB). An answer repeated the same is held once.
DEFAULT_BUDGET = 4 * 2**20


def redact_exchange(exchange: Exchange, forms: Sequence[str], *, bodies: bool = True) -> Exchange:
    """The exchange with known secret values (in any spelling) and JWT-shaped tokens masked
    in its URL, headers, bodies and error (``bodies=False``: they were, by ``redact_body``)."""

    def text(value: str | None) -> str | None:
        return None if value is None else redact_values(value, forms)

    def headers(values: Mapping[str, str]) -> dict[str, str]:
        return {name: redact_values(value, forms) for name, value in values.items()}

    return replace(
        exchange,
        url=redact_values(exchange.url, forms),
        request_headers=headers(exchange.request_headers),
        request_body=text(exchange.request_body) if bodies else exchange.request_body,
        response_headers=headers(exchange.response_headers),
        response_body=text(exchange.response_body) if bodies else exchange.response_body,
        error=text(exchange.error),
    )


Listener = Callable[[Exchange], None]
DropListener = Callable[[list[Exchange]], None]


class RequestLog:
    """The latest exchanges: at most ``capacity`` of them holding at most ``budget`` bytes
    (log_budget.py), the oldest dropped first. The newest is always kept: one body is at
    most MAX_BODY_CHARS, far below the budget."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY, budget: int = DEFAULT_BUDGET) -> None:
        self.capacity = capacity
        self.budget = budget
        self._entries: deque[tuple[Exchange, int]] = deque()  # (exchange, its own size)
        self._own_bytes = 0
        self._bodies = SharedBodies()
        self._listeners: list[Listener] = []
        self._drop_listeners: list[DropListener] = []

    @property
    def stored_bytes(self) -> int:
        """What the entries hold now, each distinct body counted once."""
        return self._own_bytes + self._bodies.bytes

    def record(self, exchange: Exchange) -> None:
        request_body = self._bodies.keep(exchange.request_body)
        response_body = self._bodies.keep(exchange.response_body)
        if request_body is not exchange.request_body or response_body is not exchange.response_body:
            exchange = replace(exchange, request_body=request_body, response_body=response_body)
        size = own_size(exchange)
        self._entries.append((exchange, size))
        self._own_bytes += size
        dropped = []
        while len(self._entries) > 1 and (
            len(self._entries) > self.capacity or self.stored_bytes > self.budget
        ):
            oldest, oldest_size = self._entries.popleft()
            self._own_bytes -= oldest_size
            self._bodies.release(oldest.request_body)
            self._bodies.release(oldest.response_body)
            dropped.append(oldest)
        if dropped:
            for drop_listener in list(self._drop_listeners):
                drop_listener(dropped)
        for listener in list(self._listeners):
            listener(exchange)

    def entries(self) -> list[Exchange]:
        return [exchange for exchange, _size in self._entries]

    def clear(self) -> None:
        self._entries.clear()
        self._own_bytes = 0
        self._bodies.clear()

    def subscribe(
        self, listener: Listener, dropped: DropListener | None = None
    ) -> Callable[[], None]:
        """Call ``listener`` with every new exchange, and ``dropped`` with the oldest ones
        the log lets go (before the new one that pushed them out); returns the function
        that stops both."""
        self._listeners.append(listener)
        if dropped is not None:
            self._drop_listeners.append(dropped)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)
            if dropped is not None and dropped in self._drop_listeners:
                self._drop_listeners.remove(dropped)

        return unsubscribe


def as_curl(exchange: Exchange) -> str:
    """The exchange as a cURL command line; URL, headers and body are redacted again."""
    parts = ["curl", "-X", exchange.method, shlex.quote(redact_url(exchange.url))]
    for name, value in redact_headers(exchange.request_headers).items():
        if name.lower() in {
            "content-length",
            "host",
            "accept-encoding",
            "connection",
            "user-agent",
        }:
            continue
        parts += ["-H", shlex.quote(f"{name}: {value}")]
    body = redact_body(exchange.request_body)  # again: an Exchange may be built elsewhere
    if body:
        parts += ["--data-raw", shlex.quote(body)]
    return " ".join(parts)
