"""The sandbox's FastAPI application factory."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import anyio
from fastapi import FastAPI

from sandbox.auth import authenticate_first
from sandbox.config import SandboxConfig
from sandbox.context import SandboxContext
from sandbox.db.engine import Database
from sandbox.domain.lifecycle import advance_due
from sandbox.errors import install_error_handlers
from sandbox.ratelimit import RateLimitMiddleware, TokenBuckets
from sandbox.routes import ROUTERS

log = logging.getLogger("sandbox")


def create_app(config: SandboxConfig | None = None) -> FastAPI:
    config = config or SandboxConfig()
    db = Database(config.db_path)
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
    )
    app.state.ctx = ctx
    install_error_handlers(app, authenticate_first=authenticate_first)
    for router in ROUTERS:
        app.include_router(router)
    app.add_middleware(
        RateLimitMiddleware,
        buckets=TokenBuckets(config.rate_limit_per_second, config.rate_limit_burst),
        secret=config.jwt_secret,
    )
    return app


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
