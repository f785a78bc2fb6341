"""Shared fixtures. Qt's platform and binding are fixed before anything imports Qt."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.sandbox_api import SandboxApi


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def sandbox_config(tmp_path: Path) -> SandboxConfig:
    """A quiet sandbox: empty but for merchants demo and other, no automatic lifecycle."""
    return SandboxConfig(
        db_path=tmp_path / "sandbox.sqlite3",
        merchants=(("demo", "demo-key"), ("other", "other-key")),
        demo_data=False,
        lifecycle_delay_seconds=None,
        rate_limit_per_second=0,
        jwt_secret="test-secret-of-at-least-thirty-two-bytes",
    )


@pytest.fixture
def sandbox_app(sandbox_config: SandboxConfig) -> Iterator[FastAPI]:
    app = create_app(sandbox_config)
    yield app
    app.state.ctx.db.close()


@pytest.fixture
async def sandbox_http(sandbox_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client wired to the sandbox in process (no socket)."""
    transport = httpx.ASGITransport(app=sandbox_app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as client:
        yield client


@pytest.fixture
async def sandbox(sandbox_http: httpx.AsyncClient) -> SandboxApi:
    """Signed in as merchant demo, with small builders for users, accounts and money."""
    api = SandboxApi(sandbox_http)
    await api.login("demo", "demo-key")
    return api


# --- Qt + qasync: one loop for the whole session (../shared/TESTING.md) ---


@pytest.fixture(scope="session")
def _qasync_loop(qapp):  # type: ignore[no-untyped-def]
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.events._set_running_loop(None)
    loop.stop()
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture(autouse=True)
def _qt_loop_stands_aside_for_anyio(request: pytest.FixtureRequest) -> Iterator[None]:
    """The session's qasync loop counts as running for good once a Qt test has started it;
    a test that does not use it (an anyio test, or one calling asyncio.run) would refuse to
    start its own loop after any Qt test. Step it aside meanwhile, so order never matters."""
    if "qloop" in request.fixturenames:
        yield
        return
    running = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    try:
        yield
    finally:
        asyncio.events._set_running_loop(running)


@pytest.fixture
def qloop(_qasync_loop, qapp):  # type: ignore[no-untyped-def]
    yield _qasync_loop
    pending = [t for t in asyncio.all_tasks(_qasync_loop) if not t.done()]
    for task in pending:
        task.cancel()
    end = _qasync_loop.time() + 2
    while any(not t.done() for t in pending) and _qasync_loop.time() < end:
        qapp.processEvents()


@pytest.fixture
def arun(qloop, qtbot):  # type: ignore[no-untyped-def]
    """Run a coroutine to completion on the Qt loop and return its result."""

    def run(coro, timeout=5000):  # type: ignore[no-untyped-def]
        fut = asyncio.ensure_future(coro)
        qtbot.waitUntil(fut.done, timeout=timeout)
        return fut.result()

    return run
