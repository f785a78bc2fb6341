"""Fail the merchant's next request on purpose (docs/sandbox.md, "Testers' tools").

A tester arms one failure; the next request carrying a valid token of that merchant meets it,
whatever its path (the fault helper itself excepted), and it is then disarmed. Kept in this
process's memory: with several PostgreSQL workers, only the worker that armed it knows.
"""

from __future__ import annotations

import threading

import anyio
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from app.models.errors import ErrorCode, ErrorType
from app.models.sandbox_helpers import Fault, FaultKind
from sandbox.errors import envelope
from sandbox.ratelimit import bucket_key

FAULTS_PATH = "/sandbox/v1/faults"


class FaultBook:
    """The failure armed for each merchant (at most one each)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._armed: dict[str, Fault] = {}

    def arm(self, merchant_id: str, fault: Fault) -> None:
        with self._lock:
            self._armed[merchant_id] = fault

    def peek(self, merchant_id: str) -> Fault | None:
        with self._lock:
            return self._armed.get(merchant_id)

    def __bool__(self) -> bool:
        """Whether any failure is armed: most requests meet none and need no token check."""
        return bool(self._armed)

    def take(self, merchant_id: str) -> Fault | None:
        with self._lock:
            return self._armed.pop(merchant_id, None)


class FaultMiddleware:
    def __init__(self, app: ASGIApp, book: FaultBook, secret: str) -> None:
        self.app = app
        self.book = book
        self.secret = secret

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        fault = None
        if (
            self.book
            and scope["type"] == "http"
            and not scope.get("path", "").startswith(FAULTS_PATH)
        ):
            key = bucket_key(scope, self.secret)
            if key.startswith("merchant:"):
                fault = self.book.take(key.removeprefix("merchant:"))
        if fault is None:
            await self.app(scope, receive, send)
        elif fault.kind is FaultKind.SLOW:
            await anyio.sleep(fault.delay_seconds)  # then answers as usual: a write happens
            await self.app(scope, receive, send)
        elif fault.kind is FaultKind.DROP:
            # Headers promise a body that never comes; the server closes the connection.
            await send(
                {
                    "type": "http.response.start",
                    "status": 200,
                    "headers": [(b"content-length", b"64"), (b"content-type", b"application/json")],
                }
            )
        else:
            await _error(fault)(scope, receive, send)


def _error(fault: Fault) -> JSONResponse:
    if fault.kind is FaultKind.RATE_LIMIT:
        body = envelope(
            ErrorType.RATE_LIMIT_ERROR,
            ErrorCode.TOO_MANY_REQUESTS,
            "Too many requests (a failure a tester asked the sandbox for); "
            "retry after the time in Retry-After.",
        )
        return JSONResponse(
            body, status_code=429, headers={"Retry-After": str(fault.retry_after_seconds)}
        )
    body = envelope(
        ErrorType.INTERNAL_ERROR,
        ErrorCode.INTERNAL_SERVER_ERROR,
        "The server failed (a failure a tester asked the sandbox for); try again.",
    )
    return JSONResponse(body, status_code=500)
