"""The sandbox's FastAPI application factory."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import anyio
from fastapi import Depends, FastAPI
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sandbox.auth import authenticate_first
from sandbox.config import SandboxConfig
from sandbox.context import SandboxContext
from sandbox.db.engine import Database
from sandbox.domain.faults import FaultBook, FaultMiddleware
from sandbox.domain.lifecycle import advance_due
from sandbox.errors import BodyTooLarge, install_error_handlers
from sandbox.input_gate import refuse_hostile_input
from sandbox.openapi import install_openapi
from sandbox.ratelimit import (
    RateLimitMiddleware,
    RateLimitSwitch,
    SharedTokenBuckets,
    TokenBuckets,
)
from sandbox.read_gate import ReadGate
from sandbox.routes import ROUTERS

log = logging.getLogger("sandbox")

MAX_JSON_BODY_BYTES = 2**20  # any JSON body; the largest real one (a bank payout) is ~2 KB
# A KYB document may be 10 MB (sandbox/routes/sandbox_onboarding.py); the form around it is small.
MAX_MULTIPART_BODY_BYTES = 10 * 2**20 + 64 * 2**10


def create_app(config: SandboxConfig | None = None) -> FastAPI:
    config = config or SandboxConfig()
    db = Database(config.db_path, config.db_url)
    if config.seed and db.is_empty():
        from sandbox.seed import seed_database

        seed_database(db, config)
    ctx = SandboxContext(config=config, db=db)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        ticker = asyncio.create_task(_lifecycle_ticker(ctx))
        try:
            yield
        finally:
            ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await ticker
            db.close()

    app = FastAPI(
        title="Teller sandbox",
        version="1.0",
        description="A local, stateful implementation of the banking API (docs/sandbox.md).",
        lifespan=lifespan,
        # Where text enters: every route's ids, query, headers and body checked first.
        dependencies=[Depends(refuse_hostile_input)],
    )
    app.state.ctx = ctx
    install_error_handlers(app, authenticate_first=authenticate_first)
    for router in ROUTERS:
        app.include_router(router)
    install_openapi(app)  # /openapi.json as the sandbox answers (sandbox/openapi.py)
    rate, burst = config.rate_limit_per_second, config.rate_limit_burst
    # PostgreSQL may have several workers: their buckets live in the database they share.
    buckets = SharedTokenBuckets(db.engine, rate, burst) if db.is_postgres else None
    app.add_middleware(BodyLimitMiddleware)
    # Testers' tools: each merchant's limit switched on or off (sandbox_rate_limit.py).
    app.state.rate_limit = RateLimitSwitch(on_at_start=config.rate_limit_on)
    app.add_middleware(
        RateLimitMiddleware,
        buckets=buckets or TokenBuckets(rate, burst),
        secret=config.jwt_secret,
        switch=app.state.rate_limit,
    )
    # Testers' tools: a failure armed for a merchant's next request (sandbox_tools.py).
    app.state.faults = FaultBook()
    app.add_middleware(FaultMiddleware, book=app.state.faults, secret=config.jwt_secret)
    # Outermost: a read waiting for its turn has cost nothing yet (sandbox/read_gate.py).
    app.add_middleware(ReadGate)
    return app


class BodyLimitMiddleware:
    """A body past its limit is a 413 in the envelope, never read whole: refused from its
    Content-Length before a byte is read, or when the streamed bytes pass the limit."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        multipart = headers.get(b"content-type", b"").lower().startswith(b"multipart/")
        limit, what = (
            (MAX_MULTIPART_BODY_BYTES, "An upload takes at most 10 MB")
            if multipart
            else (MAX_JSON_BODY_BYTES, "A request body takes at most 1 MB")
        )
        too_large = BodyTooLarge(f"{what}; this one is larger, and was not read.")
        declared = headers.get(b"content-length", b"")
        if declared.isdigit() and int(declared) > limit:
            await too_large.response()(scope, receive, send)
            return
        received = 0
        started = False

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise too_large
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, tracked)
        except BodyTooLarge:
            if started:
                raise
            await too_large.response()(scope, receive, send)


async def _lifecycle_ticker(ctx: SandboxContext) -> None:
    """Moves orders on by themselves, so a tester watches Created -> PENDING -> SETTLED."""
    delay = ctx.config.lifecycle_delay_seconds
    if delay is None:
        return
    while True:
        await asyncio.sleep(ctx.config.lifecycle_tick_seconds)
        try:
            await anyio.to_thread.run_sync(advance_due, ctx.db, delay)
        except Exception:  # a bad tick must not stop the lifecycle
            log.exception("Lifecycle tick failed")
