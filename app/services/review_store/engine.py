"""Opening a store: SQLite in the data folder, or a PostgreSQL URL; the schema brought to
alembic's head on open, under a lock so two desks opening at once take turns.

SQLite: one self-contained file (no WAL beside it: a copy of the file is the whole journal),
and writes start with ``BEGIN IMMEDIATE`` (the write lock up front), as the
sandbox does (sandbox/db/engine.py). PostgreSQL: appends take a transaction advisory lock on
the chain's head, so two desks never give two entries one sequence number.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

ADVISORY_NAMESPACE = 0x7E12  # the review store's (the sandbox's is 0x7E11)
HEAD_LOCK = 1
SCHEMA_LOCK = 2
MIGRATIONS = Path(__file__).with_name("migrations")


def is_store_url(value: str) -> bool:
    return value.startswith(("postgresql://", "postgresql+psycopg://", "postgres://"))


def location_of(target: Path | str) -> str:
    """What names a store for the desk's witness: its file, or its URL without password."""
    if isinstance(target, Path):
        return str(target.resolve())
    url = make_url(target)
    return url.set(password=None, drivername="postgresql").render_as_string()


def make_engine(target: Path | str) -> Engine:
    if isinstance(target, Path):
        target.parent.mkdir(parents=True, exist_ok=True)
        return _sqlite(target)
    url = make_url(target).set(drivername="postgresql+psycopg")
    return create_engine(url, pool_size=4, max_overflow=4, connect_args={"connect_timeout": 10})


def _sqlite(path: Path) -> Engine:
    engine = create_engine(
        f"sqlite+pysqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": 30},
        poolclass=NullPool,  # a connection per use: no page cache outlives a change outside
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # BEGIN is ours
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        write = conn.get_execution_options().get("write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


@contextmanager
def write(engine: Engine, lock: int = HEAD_LOCK) -> Iterator[Connection]:
    """A write transaction holding the chain's head: SQLite's write lock, or an advisory lock."""
    with engine.connect() as conn:
        conn.execution_options(write=True)
        with conn.begin():
            if engine.dialect.name == "postgresql":
                conn.execute(
                    text("SELECT pg_advisory_xact_lock(:ns, :key)"),
                    {"ns": ADVISORY_NAMESPACE, "key": lock},
                )
            yield conn


def head_revision() -> str | None:
    return ScriptDirectory.from_config(_config()).get_current_head()


def upgrade(engine: Engine) -> None:
    """Bring the schema to head; a store already there is only read (a reviewer's role may
    not create anything, and need not)."""
    with engine.connect() as conn:
        current = MigrationContext.configure(conn).get_current_revision()
    if current == head_revision():
        return
    with write(engine, SCHEMA_LOCK) as conn:
        config = _config()
        config.attributes["connection"] = conn
        command.upgrade(config, "head")


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config
