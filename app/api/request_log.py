"""Every exchange with the server, redacted, bounded, observable: what testers look at.

Secrets never enter the log: the Authorization header and any ``api_key``/``token`` member
of a JSON body are replaced before an ``Exchange`` is built, so neither the UI, a copied
cURL line nor a saved log can leak them.
"""

from __future__ import annotations

import json
import shlex
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

REDACTED = "***"
SECRET_HEADERS = frozenset({"authorization", "cookie", "set-cookie", "x-api-key"})
SECRET_FIELDS = frozenset({"api_key", "apikey", "token", "access_token", "password", "secret"})
DEFAULT_CAPACITY = 500
MAX_BODY_CHARS = 64_000


@dataclass(frozen=True)
class Exchange:
    started_at: datetime
    method: str
    url: str
    request_headers: dict[str, str]
    request_body: str | None
    status: int | None
    response_headers: dict[str, str] = field(default_factory=dict)
    response_body: str | None = None
    duration: float = 0.0  # seconds, over all attempts
    retries: int = 0
    error: str | None = None  # why it failed when there is no status


def redact_headers(headers: Mapping[str, str]) -> dict[str, str]:
    out = {}
    for name, value in headers.items():
        if name.lower() in SECRET_HEADERS:
            scheme = value.split(" ", 1)[0] if " " in value else ""
            out[name] = f"{scheme} {REDACTED}".strip()
        else:
            out[name] = value
    return out


def _redact_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {
            k: (REDACTED if k.lower() in SECRET_FIELDS else _redact_json(v))
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_redact_json(v) for v in value]
    return value


def redact_body(body: bytes | str | None) -> str | None:
    if body is None or body == b"" or body == "":
        return None
    text = body.decode("utf-8", errors="replace") if isinstance(body, bytes) else body
    if not _may_hold_secret(text):  # a page of orders: nothing to hide, no need to parse it
        return text[:MAX_BODY_CHARS]
    try:
        parsed = json.loads(text)
    except ValueError:
        return text[:MAX_BODY_CHARS]
    return json.dumps(_redact_json(parsed), ensure_ascii=False)[:MAX_BODY_CHARS]


def _may_hold_secret(text: str) -> bool:
    """False only when no secret member name can be in the text (nor hidden by an escape)."""
    if "\\u" in text:
        return True
    lowered = text.lower()
    return any(f'"{name}"' in lowered for name in SECRET_FIELDS)


Listener = Callable[[Exchange], None]


class RequestLog:
    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self.capacity = capacity
        self._entries: deque[Exchange] = deque(maxlen=capacity)
        self._listeners: list[Listener] = []

    def record(self, exchange: Exchange) -> None:
        self._entries.append(exchange)
        for listener in list(self._listeners):
            listener(exchange)

    def entries(self) -> list[Exchange]:
        return list(self._entries)

    def clear(self) -> None:
        self._entries.clear()

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every new exchange; returns the function that stops it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe


def as_curl(exchange: Exchange) -> str:
    """The exchange as a cURL command line (secrets stay redacted)."""
    parts = ["curl", "-X", exchange.method, shlex.quote(exchange.url)]
    for name, value in exchange.request_headers.items():
        if name.lower() in {
            "content-length",
            "host",
            "accept-encoding",
            "connection",
            "user-agent",
        }:
            continue
        parts += ["-H", shlex.quote(f"{name}: {value}")]
    if exchange.request_body:
        parts += ["--data-raw", shlex.quote(exchange.request_body)]
    return " ".join(parts)
