"""A token bucket per merchant (per client address before sign-in), answered with 429."""

from __future__ import annotations

import math
import threading
import time
from typing import Any

import jwt
from starlette.types import ASGIApp, Receive, Scope, Send

from app.models.errors import ErrorCode, ErrorType
from sandbox.errors import envelope


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


def _bucket_key(scope: Scope) -> str:
    for name, value in scope.get("headers", []):
        if name == b"authorization" and value[:7].lower() == b"bearer ":
            try:
                # Only to pick a bucket: the route verifies the token itself.
                claims: dict[str, Any] = jwt.decode(value[7:], options={"verify_signature": False})
                return f"merchant:{claims.get('sub')}"
            except jwt.InvalidTokenError:
                break
    client = scope.get("client") or ("unknown", 0)
    return f"client:{client[0]}"


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, buckets: TokenBuckets) -> None:
        self.app = app
        self.buckets = buckets

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.buckets.rate <= 0:
            await self.app(scope, receive, send)
            return
        wait = self.buckets.take(_bucket_key(scope))
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
