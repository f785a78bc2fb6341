"""What every route needs: the configuration and the database, hung on ``app.state``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Request

from sandbox.config import SandboxConfig
from sandbox.db.engine import Database
from sandbox.list_cache import ListCache


@dataclass
class SandboxContext:
    config: SandboxConfig
    db: Database
    # Order lists' totals and page boundaries, per data version (sandbox/list_cache.py)
    lists: ListCache = field(default_factory=ListCache)
    # Merchant id -> code of merchants whose token was checked (auth.merchant_from_token)
    merchant_codes: dict[str, str] = field(default_factory=dict)


def get_context(request: Request) -> SandboxContext:
    ctx: SandboxContext = request.app.state.ctx
    return ctx


async def _context(request: Request) -> SandboxContext:
    """The dependency form: ``async`` because FastAPI runs a plain function dependency in
    its thread pool, a hand-off to a thread and back (about 0.3 ms) for one attribute."""
    return get_context(request)


Ctx = Annotated[SandboxContext, Depends(_context)]
