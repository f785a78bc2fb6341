"""The seeded sandbox (docs/sandbox.md: the KYB cases with their evidence) on a loopback port,
and a signed-in session on it whose evidence is read without OCR (the cards' dates come from
the provider's payload; OCR has its own tests) and judged on a given day."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.evidence.reading import DocumentReader
from app.services.session import Session
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.live_server import serve_in_thread


@contextmanager
def seeded_sandbox_at(folder: Path) -> Iterator[str]:
    """The seeded sandbox's base URL while the block runs; its database in ``folder``."""
    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db",
            demo_data=True,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    try:
        with serve_in_thread(app) as base_url:
            yield base_url
    finally:
        app.state.ctx.db.close()


@contextmanager
def seeded_session(
    base_url: str, arun: Callable[[Any], Any], today: date | None = None
) -> Iterator[Session]:
    """Signed in as the demo merchant; the evidence service without OCR, judging on
    ``today`` when given; closed (its service too) when the block ends."""
    client = BankingClient(base_url)
    session: Session | None = None
    try:
        arun(client.login("demo", "demo-key"))
        session = Session(client, Environment(EnvironmentKind.SANDBOX, base_url), "demo")
        assert session.evidence is not None
        session.evidence.reader = DocumentReader(ocr=False)
        if today is not None:
            session.evidence.clock = lambda: today
        yield session
    finally:
        if session is not None and session.evidence is not None:
            arun(session.evidence.aclose())
        arun(client.aclose())
