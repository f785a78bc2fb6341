"""Tokens for tests of the session's end, on a sandbox whose signing secret the test knows:
the sandbox's own token made to end when a test says (signed as the sandbox signs, so the
server answers as it does for a token whose time is up, not as for a forged one)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import jwt

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.live_server import serve_in_thread

# The secret of the sandboxes ``secret_sandbox`` starts (tests' sandboxes only).
TEST_SECRET = "test-secret-of-at-least-thirty-two-bytes"


@contextmanager
def secret_sandbox(folder: Path, *, demo_data: bool = False) -> Iterator[str]:
    """A quiet sandbox on loopback signing with ``TEST_SECRET``; yields its base URL."""
    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db",
            demo_data=demo_data,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
            jwt_secret=TEST_SECRET,
        )
    )
    try:
        with serve_in_thread(app) as base_url:
            yield base_url
    finally:
        app.state.ctx.db.close()


def claims_of(token: str) -> dict[str, Any]:
    claims: dict[str, Any] = jwt.decode(token, options={"verify_signature": False})
    return claims


def reissued(token: str, end: datetime | float) -> str:
    """``token``'s claims ending at ``end`` (a time, or seconds since the epoch), signed with
    ``TEST_SECRET``: a ``secret_sandbox`` takes it until then, and refuses it after."""
    claims = claims_of(token)
    claims["exp"] = int(end.timestamp() if isinstance(end, datetime) else end)
    return jwt.encode(claims, TEST_SECRET, algorithm="HS256")


def ended(token: str) -> str:
    """``token`` as it is once its time is up: the same claims, ended a second ago."""
    return reissued(token, time.time() - 1)


def token_ending(end: datetime) -> str:
    """A token whose ``exp`` is ``end`` that no sandbox signed: the client reads its end."""
    return jwt.encode(
        {"sub": "merchant", "exp": int(end.timestamp())}, "not-a-sandbox-s-secret-of-32-bytes"
    )
