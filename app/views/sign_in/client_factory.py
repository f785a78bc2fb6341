"""How the sign-in dialog makes its client for an address (a parameter, so tests and the
start-up warm-up can give their own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from app.api.client import BankingClient

ClientFactory = Callable[[str], "BankingClient"]
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


def default_client_factory(base_url: str) -> BankingClient:
    """Imported late: the dialog is on screen before httpx and pydantic load.

    A server on this machine (the built-in sandbox) answers at once or not at all: its client
    waits tens of milliseconds between tries, not seconds, so that when the sandbox stops
    every request in flight fails fast and no activity indicator keeps spinning."""
    from app.api.client import BankingClient
    from app.api.retrying import RetryPolicy

    if (urlsplit(base_url).hostname or "") in LOOPBACK_HOSTS:
        return BankingClient(base_url, retry=RetryPolicy(initial=0.05, maximum=0.4))
    return BankingClient(base_url)
