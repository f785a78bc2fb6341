"""What the client asks of httpx below a request: one TLS context, and word of when a
request is on the wire."""

from __future__ import annotations

import asyncio
import functools
import ssl
from typing import Any

import httpx


@functools.cache
def verifying_tls() -> ssl.SSLContext:
    """One certificate-verifying TLS context for every client and transport: each one
    httpx makes loads the CA bundle again (about 1 MiB and 20-70 ms), and a client made two
    (its own, and the one of the transport mounted for plain http)."""
    return httpx.create_ssl_context()


def telling(sent: asyncio.Future[None]) -> dict[str, Any]:
    """httpcore's trace extension, making ``sent`` done when the request's head is written
    (all of a GET)."""

    async def trace(event: str, _info: Any) -> None:
        if event.endswith("send_request_headers.complete") and not sent.done():
            sent.set_result(None)

    return {"trace": trace}
