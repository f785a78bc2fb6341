"""Shared fixtures. Qt's platform and binding are fixed before anything imports Qt."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")
# OCR takes seconds a page: the suite reads text layers and the provider's fields only; the
# tests of OCR itself ask for it by name (DocumentReader(ocr=True)).
os.environ.setdefault("TELLER_OCR", "off")

import asyncio
import itertools
import shutil
import sys
import tempfile
import warnings
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.sandbox_api import SandboxApi

OCR_MODULES = ("cv2", "onnxruntime", "rapidocr_onnxruntime")


@pytest.fixture(autouse=True)
def _ocr_stays_in_its_worker() -> Iterator[None]:
    """OCR (opencv, onnxruntime) belongs in its worker process, never in one where Qt is
    loaded: a test that imports it here fails, named, instead of a later test by chance."""
    yield
    leaked = [name for name in OCR_MODULES if name in sys.modules]
    assert not leaked, f"imported into the test process (Teller's OCR runs in a worker): {leaked}"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


# --- the sandbox's database: SQLite, and PostgreSQL for the modules below ---

# Money, idempotency and order lists run on both engines (test ids end in [sqlite] and
# [postgresql]); every other sandbox test on SQLite only.
BOTH_ENGINES = frozenset(
    {
        "test_payouts",
        "test_crypto_payouts",
        "test_idempotency",
        "test_order_lists",
        "test_ledger_invariants",
        "test_concurrency",
        "test_crash_safety",
        "test_postgres_workers",
        "test_hidden_characters",
        "test_review_store",
        "test_review_store_attacks",
    }
)
_database_numbers = itertools.count(1)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    module = metafunc.module.__name__.rsplit(".", 1)[-1]
    if "db_engine" in metafunc.fixturenames and module in BOTH_ENGINES:
        engines = (
            ["postgresql"] if module.startswith("test_postgres_") else ["sqlite", "postgresql"]
        )
        metafunc.parametrize("db_engine", engines, indirect=True)


@pytest.fixture
def db_engine(request: pytest.FixtureRequest) -> str:
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A private PostgreSQL 16 for the session (pgserver: binaries from a wheel, listening on a
    unix socket in a temp folder only); its URL without a database. As root, pgserver runs
    the server as a system user ``pgserver`` it creates. Skipped, saying why, where none
    can be had."""
    try:
        with warnings.catch_warnings():  # platformdirs: "XDG_RUNTIME_DIR is not set"
            warnings.simplefilter("ignore")
            import pgserver
        import psycopg
    except ImportError as exc:
        pytest.skip(
            f"PostgreSQL half skipped: {exc.name} is not installed (pip install -e '.[dev]')"
        )
    # Not under pytest's own temp folder: that one is private to root (0700), and the
    # server's user must reach its data folder.
    folder = Path(tempfile.mkdtemp(prefix="teller-test-postgres-"))
    try:
        with warnings.catch_warnings():  # platformdirs: "XDG_RUNTIME_DIR is not set"
            warnings.simplefilter("ignore")
            server = pgserver.get_server(folder, cleanup_mode="stop")
        url = server.get_uri()
        with psycopg.connect(url, autocommit=True) as conn:
            # Tests need no durability against a power cut: commits need not reach the disk.
            conn.execute("ALTER SYSTEM SET fsync = off")
            conn.execute("ALTER SYSTEM SET synchronous_commit = off")
            conn.execute("SELECT pg_reload_conf()")
    except Exception as exc:
        shutil.rmtree(folder, ignore_errors=True)
        pytest.skip(f"PostgreSQL half skipped: pgserver could not start a server here: {exc}")
    try:
        yield url
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def db_url(db_engine: str, request: pytest.FixtureRequest) -> Iterator[str | None]:
    """None on SQLite; on PostgreSQL a fresh database of its own, dropped afterwards. Binary
    collation ("C"), as SQLite compares text, so lists sort the same on both engines."""
    if db_engine != "postgresql":
        yield None
        return
    import psycopg
    from sqlalchemy.engine import make_url

    server_url = request.getfixturevalue("postgres_server")  # started only when needed
    name = f"sandbox_test_{next(_database_numbers)}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(
            f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8' "
            "LC_COLLATE 'C' LC_CTYPE 'C' STRATEGY FILE_COPY"
        )
    try:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(server_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture
def sandbox_config(tmp_path: Path, db_url: str | None) -> SandboxConfig:
    """A quiet sandbox: empty but for merchants demo and other, no automatic lifecycle."""
    return SandboxConfig(
        db_path=tmp_path / "sandbox.sqlite3",
        db_url=db_url,
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
