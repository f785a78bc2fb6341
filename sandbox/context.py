"""What every route needs: the configuration and the database, hung on ``app.state``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from sandbox.config import SandboxConfig
from sandbox.db.engine import Database


@dataclass
class SandboxContext:
    config: SandboxConfig
    db: Database


def get_context(request: Request) -> SandboxContext:
    ctx: SandboxContext = request.app.state.ctx
    return ctx


Ctx = Annotated[SandboxContext, Depends(get_context)]
