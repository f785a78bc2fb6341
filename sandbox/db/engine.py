"""The sandbox's database: a SQLite file (one process) or a PostgreSQL server (any number).

SQLite: WAL, foreign keys, and pysqlite's own transaction handling switched off so that a
write transaction starts with ``BEGIN IMMEDIATE``: it takes SQLite's write lock up front,
which makes every check-then-write (available balance, then reserve) atomic across threads.

PostgreSQL: write transactions run at READ COMMITTED and lock what they decide on: the
account row (``SELECT … FOR UPDATE`` in the ledger and in ``scoping``), the order row
(``lifecycle.transition``) and the idempotency key (a transaction advisory lock). Writes to
different accounts run side by side; see docs/sandbox.md, "A team sandbox".
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url

from sandbox.db.tables import OBSOLETE_INDEXES, metadata
from sandbox.db.text_index import TextIndex, install_text_index
from sandbox.db.turns import WriterTurns
from sandbox.db.upgrade import upgrade_columns
from sandbox.db.versions import install_triggers

# Keys of PostgreSQL advisory locks (the first number of the two-int form: the sandbox's).
ADVISORY_NAMESPACE = 0x7E11
SCHEMA_LOCK = 1
LIFECYCLE_LOCK = 2


def is_database_url(value: str) -> bool:
    return value.startswith(("postgresql://", "postgresql+psycopg://", "postgres://"))


class Database:
    def __init__(self, path: Path | None, url: str | None = None) -> None:
        self._tempdir: tempfile.TemporaryDirectory[str] | None = None
        if url is not None:
            self.path: Path | None = None
            self.url = url
            self.engine = _make_postgres_engine(url)
        else:
            if path is None:
                self._tempdir = tempfile.TemporaryDirectory(prefix="teller-sandbox-")
                path = Path(self._tempdir.name) / "sandbox.sqlite3"
            self.path = path
            self.url = f"sqlite+pysqlite:///{path}"
            self.engine = _make_sqlite_engine(path)
        self.is_postgres = self.engine.dialect.name == "postgresql"
        self._turn = None if self.is_postgres else WriterTurns()
        # Which trigram index the order lists' text search has (sandbox/db/text_index.py).
        self.text_index = TextIndex.POSTGRES_NONE if self.is_postgres else TextIndex.SQLITE_NONE
        self._create_and_upgrade()

    def _create_and_upgrade(self) -> None:
        """Missing tables made, then an existing database gets the columns and indexes added
        since it was made (create_all only makes missing tables) and loses the indexes they
        replace. One transaction, under the schema lock: workers starting together on one
        PostgreSQL database take turns, and the second finds the work done."""
        with self.write() as conn:
            if self.is_postgres:
                conn.execute(
                    text("SELECT pg_advisory_xact_lock(:ns, :key)"),
                    {"ns": ADVISORY_NAMESPACE, "key": SCHEMA_LOCK},
                )
            metadata.create_all(conn)
            upgrade_columns(conn)
            for table in metadata.sorted_tables:
                for index in table.indexes:
                    index.create(conn, checkfirst=True)
            for name in OBSOLETE_INDEXES:
                conn.execute(text(f'DROP INDEX IF EXISTS "{name}"'))
            install_triggers(conn)
            self.text_index = install_text_index(conn)

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """A write transaction; commits on exit. On SQLite it holds the write lock from its
        first statement (writers queue for it in the process first: sandbox/db/turns.py);
        on PostgreSQL rows are locked where a decision is made. The connection is taken from
        the pool before the turn: the turn lasts the transaction, not the checkout."""
        turn = self._turn if self._turn is not None else contextlib.nullcontext()
        with self.engine.connect() as conn, turn:
            conn.execution_options(write=True)
            with conn.begin():
                yield conn

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A consistent read snapshot (WAL readers never wait for the writer)."""
        with self.engine.connect() as conn, conn.begin():
            yield conn

    @contextmanager
    def snapshot(self) -> Iterator[Connection]:
        """A read whose statements all see one snapshot, on PostgreSQL too (REPEATABLE READ;
        read-only, so it never fails to serialise): a data version read in it belongs to
        the rows counted in it (sandbox/db/versions.py). SQLite's reads are snapshots
        already."""
        with self.engine.connect() as conn:
            if self.is_postgres:
                conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                yield conn

    def is_empty(self) -> bool:
        from sandbox.db.tables import merchants

        with self.read() as conn:
            return conn.execute(merchants.select().limit(1)).first() is None

    def close(self) -> None:
        self.engine.dispose()
        if self._tempdir is not None:
            self._tempdir.cleanup()
            self._tempdir = None


def is_write(conn: Connection) -> bool:
    return bool(conn.get_execution_options().get("write", False))


def advisory_xact_lock(conn: Connection, key: int, *, wait: bool = True) -> bool:
    """PostgreSQL: a lock held until ``conn``'s transaction ends (True if taken). SQLite: its
    write lock already serialises every writer, so always True."""
    if conn.dialect.name != "postgresql":
        return True
    function = "pg_advisory_xact_lock" if wait else "pg_try_advisory_xact_lock"
    taken = conn.execute(
        text(f"SELECT {function}(:ns, :key)"), {"ns": ADVISORY_NAMESPACE, "key": key}
    ).scalar()
    return wait or bool(taken)


def postgres_driver_url(url: str) -> str:
    """``postgresql://…`` as SQLAlchemy's psycopg (3) URL."""
    parsed = make_url(url)
    return parsed.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)


def _make_postgres_engine(url: str) -> Engine:
    return create_engine(
        postgres_driver_url(url),
        pool_size=8,
        max_overflow=24,
        connect_args={"connect_timeout": 10},  # an unreachable server: an error, not a hang
    )


def _make_sqlite_engine(path: Path) -> Engine:
    engine = create_engine(
        f"sqlite+pysqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": 30},
        # As many kept as a team's load uses at once: a connection past the pool's size is
        # closed when given back, and the next one opened again (its PRAGMAs, its schema
        # read) inside a request.
        pool_size=16,
        max_overflow=32,
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if is_write(conn) else "BEGIN")

    return engine
