"""An httpx transport that notes every request it really sends, and what came back.

The client's request log records a logical request once it ends; a request cancelled on the
way (a load replaced by a newer one) or retried is not a line of its own there. This counts
what went to the server.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx


@dataclass
class Sent:
    method: str
    url: httpx.URL
    status: int | None = None  # None while waiting, or if no answer came
    retry_after: str | None = None


class CountingTransport(httpx.AsyncBaseTransport):
    def __init__(
        self,
        inner: httpx.AsyncBaseTransport | None = None,
        *,
        before_send: Callable[[httpx.Request], Awaitable[None]] | None = None,
    ) -> None:
        self.inner = inner or httpx.AsyncHTTPTransport()
        self.before_send = before_send
        self.sent: list[Sent] = []

    def to(self, path_part: str) -> list[Sent]:
        """The requests whose path contains ``path_part``, in the order they were sent."""
        return [s for s in self.sent if path_part in s.url.path]

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.before_send is not None:
            await self.before_send(request)
        sent = Sent(request.method, request.url)
        self.sent.append(sent)
        response = await self.inner.handle_async_request(request)
        sent.status = response.status_code
        sent.retry_after = response.headers.get("retry-after")
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()
