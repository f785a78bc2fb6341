"""What the client costs in memory (issue 18): what importing it brings along, and what
each client holds."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.api.client import BankingClient

pytestmark = pytest.mark.anyio


def test_the_client_leaves_httpx_command_line_client_unloaded() -> None:
    """httpx imports its CLI (click, rich, pygments: about 100 modules and 5.7 MiB) when
    they are installed; Teller never runs it. A fresh interpreter, as Teller starts."""
    code = (
        "import sys, app.api.client, httpx; "
        "print(sorted(m for m in ('click', 'rich', 'pygments', 'httpx._main') "
        "if sys.modules.get(m) is not None))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert loaded == "[]"


async def test_clients_share_one_tls_context() -> None:
    """Each TLS context loads the CA bundle (about 1 MiB, 20-70 ms); a client made two."""
    first, second = BankingClient("http://127.0.0.1:1"), BankingClient("https://bank.example")
    contexts = {
        id(transport._pool._ssl_context)  # type: ignore[attr-defined]
        for client in (first, second)
        for transport in (client._http._transport, *client._http._mounts.values())
        if transport is not None
    }
    await first.aclose()
    await second.aclose()
    assert len(contexts) == 1
