"""A token bucket per merchant (per client address otherwise), answered with 429.

Only a token whose signature verifies picks a merchant's bucket: a forged one with a
merchant's id must not spend (and so lock out) that merchant's, and forged ones with made-up
ids must not each get a fresh bucket. Sign-in attempts always count against the client's
address, whatever Authorization header they carry, so guessing api keys stays limited.

One process keeps its buckets in memory. Workers sharing a PostgreSQL database share them in
its ``rate_buckets`` table (``SharedTokenBuckets``): one row per bucket, refilled and spent
under its row lock, so N workers allow what one would, exactly (wall-clock time, read after
the lock is taken).
"""

from __future__ import annotations

import math
import threading
import time

import anyio.to_thread
from sqlalchemy import Engine, text
from starlette.types import ASGIApp, Receive, Scope, Send

from app.models.errors import ErrorCode, ErrorType
from sandbox.auth import verified_subject
from sandbox.errors import envelope

LOGIN_PATH = "/api/v1/auth/login"
SWITCH_PATH = "/sandbox/v1/rate-limit"  # never limited: a limited tester can turn it off


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


class SharedTokenBuckets:
    """The same buckets as ``TokenBuckets``, kept in PostgreSQL for every worker."""

    def __init__(self, engine: Engine, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._engine = engine

    def take(self, key: str) -> float:
        with self._engine.begin() as conn:
            # A new bucket starts full; then its row is locked until this request has spent.
            conn.execute(
                text(
                    "INSERT INTO rate_buckets (key, tokens, updated_at) VALUES (:key, :full, :now) "
                    "ON CONFLICT (key) DO NOTHING"
                ),
                {"key": key, "full": float(self.burst), "now": time.time()},
            )
            row = conn.execute(
                text("SELECT tokens, updated_at FROM rate_buckets WHERE key = :key FOR UPDATE"),
                {"key": key},
            ).one()
            now = time.time()  # wall clock: the workers' monotonic clocks do not agree
            elapsed = max(0.0, now - float(row.updated_at))
            tokens = min(float(self.burst), float(row.tokens) + elapsed * self.rate)
            wait = 0.0 if tokens >= 1 else (1 - tokens) / self.rate
            conn.execute(
                text("UPDATE rate_buckets SET tokens = :t, updated_at = :now WHERE key = :key"),
                {"key": key, "t": tokens - 1 if tokens >= 1 else tokens, "now": now},
            )
        return wait


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
            return f"{MERCHANT_KEY}{merchant}"
    client = scope.get("client") or ("unknown", 0)
    return f"client:{client[0]}"


class RateLimitSwitch:
    """Whether each merchant's requests are limited: every merchant starts as ``on_at_start``
    (``--rate-limit-off`` makes it False), and ``PUT /sandbox/v1/rate-limit`` changes one
    merchant's. Sign-in attempts, limited by address, are not switched. Kept in the
    process's memory (one worker), like the armed failure."""

    def __init__(self, on_at_start: bool) -> None:
        self.on_at_start = on_at_start
        self._chosen: dict[str, bool] = {}

    def is_on(self, merchant_id: str) -> bool:
        return self._chosen.get(merchant_id, self.on_at_start)

    def choose(self, merchant_id: str, on: bool) -> None:
        self._chosen[merchant_id] = on


MERCHANT_KEY = "merchant:"


class RateLimitMiddleware:
    def __init__(
        self,
        app: ASGIApp,
        buckets: TokenBuckets | SharedTokenBuckets,
        secret: str,
        switch: RateLimitSwitch | None = None,
    ) -> None:
        self.app = app
        self.buckets = buckets
        self.secret = secret
        self.switch = switch or RateLimitSwitch(on_at_start=True)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != "http"
            or self.buckets.rate <= 0
            or scope.get("path", "").rstrip("/") == SWITCH_PATH
        ):
            await self.app(scope, receive, send)
            return
        key = bucket_key(scope, self.secret)
        if key.startswith(MERCHANT_KEY) and not self.switch.is_on(key[len(MERCHANT_KEY) :]):
            await self.app(scope, receive, send)
            return
        if isinstance(self.buckets, SharedTokenBuckets):  # a database round trip: off the loop
            wait = await anyio.to_thread.run_sync(self.buckets.take, key)
        else:
            wait = self.buckets.take(key)
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
