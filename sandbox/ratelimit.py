"""A token bucket per merchant (per client address otherwise), answered with 429.

Only a token whose signature verifies picks a merchant's bucket: a forged one with a
merchant's id must not spend (and so lock out) that merchant's, and forged ones with made-up
ids must not each get a fresh bucket. Sign-in attempts always count against the client's
address, whatever Authorization header they carry, so guessing api keys stays limited.
"""

from __future__ import annotations

import math
import threading
import time

from starlette.types import ASGIApp, Receive, Scope, Send

from app.models.errors import ErrorCode, ErrorType
from sandbox.auth import verified_subject
from sandbox.errors import envelope

LOGIN_PATH = "/api/v1/auth/login"


class TokenBuckets:
    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._state: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, key: str) -> float:
        """0 if allowed now, else the seconds to wait before a token is free."""
        now = time.monotonic()
        with self._lock:
            tokens, last = self._state.get(key, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - last) * self.rate)
            if tokens >= 1:
                self._state[key] = (tokens - 1, now)
                return 0.0
            self._state[key] = (tokens, now)
            return (1 - tokens) / self.rate


def _bearer_token(scope: Scope) -> bytes | None:
    for name, value in scope.get("headers", []):
        if name == b"authorization" and value[:7].lower() == b"bearer ":
            return bytes(value[7:]).strip() or None
    return None


def bucket_key(scope: Scope, secret: str) -> str:
    """``merchant:<id>`` for a request with a valid token, else ``client:<address>``."""
    if scope.get("path", "").rstrip("/") != LOGIN_PATH:
        token = _bearer_token(scope)
        merchant = verified_subject(secret, token) if token else None
        if merchant is not None:
            return f"merchant:{merchant}"
    client = scope.get("client") or ("unknown", 0)
    return f"client:{client[0]}"


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, buckets: TokenBuckets, secret: str) -> None:
        self.app = app
        self.buckets = buckets
        self.secret = secret

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.buckets.rate <= 0:
            await self.app(scope, receive, send)
            return
        wait = self.buckets.take(bucket_key(scope, self.secret))
        if not wait:
            await self.app(scope, receive, send)
            return
        from starlette.responses import JSONResponse

        body = envelope(
            ErrorType.RATE_LIMIT_ERROR,
            ErrorCode.TOO_MANY_REQUESTS,
            "Too many requests; slow down and retry after the time in Retry-After.",
        )
        response = JSONResponse(
            body, status_code=429, headers={"Retry-After": str(max(1, math.ceil(wait)))}
        )
        await response(scope, receive, send)
